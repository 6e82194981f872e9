/**
 * The request path as Journey sees it, and captured values as Rails hands them over.
 */

/**
 * Journey's `normalize_path` after dropping the query string: a leading `/`, runs of `/`
 * collapsed, no trailing `/` (except for `/` itself), percent-escape hex digits upper-cased
 * (mixed case too, as newest Rails does). Paths that need none of it are returned as they are.
 */
export function normalizePath(path: string): string {
  const query = path.indexOf('?')
  if (query >= 0) path = path.slice(0, query)
  const length = path.length
  if (length === 0 || path.charCodeAt(0) !== 47) return slowNormalize(path)
  let previous = 47
  for (let i = 1; i < length; i++) {
    const c = path.charCodeAt(i)
    if ((c === 47 && previous === 47) || (c === 37 && lowerHex(path, i))) return slowNormalize(path)
    previous = c
  }
  return previous === 47 && length > 1 ? slowNormalize(path) : path
}

function slowNormalize(path: string): string {
  let out = `/${path}`.replace(/\/{2,}/g, '/')
  if (out === '/') return out
  if (out.endsWith('/')) out = out.slice(0, -1)
  return out.replace(/%[0-9a-fA-F]{2}/g, (escape) => escape.toUpperCase())
}

/**
 * URI-component decoding of a captured value, as Rails 8.1 does (`+` stays `+`). Malformed
 * escapes (`%zz`, a truncated `%E0%A4`) never throw: valid escapes are decoded byte-wise, the
 * rest is kept as written, and bytes that are not UTF-8 become U+FFFD.
 */
export function decodeValue(value: string): string {
  if (value.indexOf('%') < 0) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return lenientDecode(value)
  }
}

const decoder = new TextDecoder('utf-8')

function lenientDecode(value: string): string {
  return value.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3)
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16)
    return decoder.decode(bytes)
  })
}

function hex(c: number): number {
  // 0: not hex, 1: digit or upper-case letter, 2: lower-case letter.
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 70)) return 1
  return c >= 97 && c <= 102 ? 2 : 0
}

/** Whether the escape at `p[i]` (a `%`) has lower-case hex (`%2f`): Journey upper-cases it. */
export function lowerHex(p: string, i: number): boolean {
  const a = hex(p.charCodeAt(i + 1))
  const b = hex(p.charCodeAt(i + 2))
  return a !== 0 && b !== 0 && (a === 2 || b === 2)
}
