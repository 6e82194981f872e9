/**
 * Path strings as Rails builds them: normalisation, escaping, the format suffix, and the
 * parameter names of a Journey pattern (`/photos/:id(.:format)`, `/files/*path`).
 */

/** Journey's path normalisation: leading `/`, no repeated or trailing `/`, upper-case escapes. */
export function journeyNormalizePath(path: string | null | undefined): string {
  const raw = path ?? ''
  // Most paths are already normal: one leading slash, no doubled or trailing one, no escapes.
  if (raw.length > 1 && raw[0] === '/' && raw[raw.length - 1] !== '/' && !raw.includes('//') && !raw.includes('%')) return raw
  let out = `/${raw}`.replace(/\/+/g, '/')
  if (out !== '/') {
    out = out.replace(/\/$/, '')
    // Newest Rails upper-cases every escape, mixed case included (6.1 skipped `%aB`).
    out = out.replace(/%[a-fA-F0-9]{2}/g, (e) => e.toUpperCase())
  }
  return out
}

/**
 * Rails' `Mapper.normalize_path`: Journey's normalisation, then the slash before an optional
 * group moves inside it (`/(:locale)/about` → `(/:locale)/about`), except when the whole path
 * is optional groups of dynamic segments, so that it still matches `/`.
 */
export function normalizePath(path: string | null | undefined): string {
  let out = journeyNormalizePath(path)
  if (!out.includes('(')) return out
  out = out.replace(/\/(\(+)\/?/g, '$1/')
  if (/^(\(+[^)]+\))(\(+\/:[^)]+\))*$/.test(out)) out = out.replace(/^(\(+)\//, '/$1')
  return out
}

/** A route name from a path-like prefix: `admin/photos/list` → `admin_photos_list`. */
export function normalizeName(name: string): string {
  return normalizePath(name).slice(1).replace(/\//g, '_')
}

// RFC 2396's unreserved and reserved characters, which Ruby's URI::DEFAULT_PARSER.escape keeps.
const SAFE = /[-_.!~*'()a-zA-Z0-9;/?:@&=+$,[\]]/
const ALL_SAFE = /^[-_.!~*'()a-zA-Z0-9;/?:@&=+$,[\]]*$/
const encoder = new TextEncoder()

/** Percent-encodes what RFC 2396 calls unsafe, byte by byte, as Rails does before parsing a path. */
export function uriEscape(path: string): string {
  if (ALL_SAFE.test(path)) return path
  let out = ''
  for (const ch of path) {
    if (SAFE.test(ch)) out += ch
    else for (const byte of encoder.encode(ch)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

const OPTIONAL_FORMAT = /(?:\(\.:format\)+|\.:format|\/)$/

/** Appends the format segment Rails adds for a route's `format` setting. */
export function withFormat(path: string, format: unknown): string {
  const normalized = normalizePath(path)
  if (format === true) return `${normalized}.:format`
  if (format !== false && !OPTIONAL_FORMAT.test(normalized)) return `${normalized}(.:format)`
  return normalized
}

export interface PatternParams {
  /** Names of every parameter, `:name` segments and `*name` globs, in order of appearance. */
  names: string[]
  /** Names of the `*name` globs alone. */
  stars: string[]
}

const LITERAL = /[\w%\-~!$&'*+,;=@]/

function isWord(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
}

/**
 * The parameter names of a Journey pattern, as Journey's scanner finds them: `:name` is a
 * segment unless the colon is escaped (`\:`); `*name` is a glob unless it continues a literal
 * run (`a*b` is text).
 */
export function patternParams(path: string): PatternParams {
  const names: string[] = []
  const stars: string[] = []
  for (let i = 0; i < path.length; i++) {
    const ch = path[i]!
    if (ch === '\\') i++
    else if ((ch === ':' || (ch === '*' && (i === 0 || !LITERAL.test(path[i - 1]!)))) && isWord(path.charCodeAt(i + 1))) {
      let end = i + 1
      while (end < path.length && isWord(path.charCodeAt(end))) end++
      const name = path.slice(i + 1, end)
      names.push(name)
      if (ch === '*') stars.push(name)
      i = end - 1
    }
  }
  return { names, stars }
}

/** True when every `(` of the pattern is closed. */
export function balancedGroups(path: string): boolean {
  if (!path.includes('(')) return true
  let depth = 0
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i)
    if (code === 40) depth++
    else if (code === 41 && depth > 0) depth--
  }
  return depth === 0
}
