/**
 * `request.query_parameters` for option redirects, which carry the request's query over to the
 * Location: Rack 2.2's `parse_nested_query` (query_parser.rb 97-160) and the checks Rails adds.
 */

/** A request Rails refuses with 400 Bad Request (`ActionController::BadRequest`). */
export class BadRequestError extends Error {
  override name = 'BadRequestError'
}

/**
 * Where Rails raises while serving a redirect (a `%{param}` the request lacks, a target that is
 * no URI, a query beyond Rack's limits): Rails answers 500, and so does the listener, passing
 * this error to `onError`. Any other error there would be a bug of ours.
 */
export class RedirectError extends Error {
  override name = 'RedirectError'
}

/** A parsed query: strings (null for `?flag` without `=`), arrays (`a[]`) and hashes (`a[b]`). */
export type QueryValue = string | null | QueryValue[] | QueryHash
/** A hash of query params, without a prototype (a `__proto__` key is just a key). */
export type QueryHash = { [key: string]: QueryValue }

// Rack's default limits (query_parser.rb, utils.rb). Beyond them Rack raises a RangeError, which
// Rails 6.1 does not map to 400 (exception_wrapper.rb 22-23 maps only the two errors below): 500.
const DEPTH_LIMIT = 100
const PARAMS_LIMIT = 4096
const KEY_SPACE_LIMIT = 65536
const BYTESIZE_LIMIT = 4194304

/**
 * The nested params of a query string, as Rack parses `QUERY_STRING` with the separators `&;`.
 * Throws BadRequestError where Rails answers 400 (request.rb 381-393): a malformed escape, a
 * value that is not UTF-8 (`check_param_encoding`), conflicting shapes (`a=1&a[b]=2`); throws a
 * RangeError (500) for a query beyond Rack's limits.
 */
export function parseNestedQuery(query: string): QueryHash {
  const params = hash()
  if (query === '') return params
  if (Buffer.byteLength(query) > BYTESIZE_LIMIT) throw new RedirectError(`total query size exceeds limit (${BYTESIZE_LIMIT})`)
  let separators = 0
  for (let i = 0; i < query.length; i++) if (query[i] === '&' || query[i] === ';') separators++
  if (separators >= PARAMS_LIMIT) throw new RedirectError(`total number of query parameters (${separators + 1}) exceeds limit (${PARAMS_LIMIT})`)
  let keySpace = 0
  for (const pair of query.split(/[&;] */)) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    const name = unescape(equals < 0 ? pair : pair.slice(0, equals))
    const value = equals < 0 ? null : unescape(pair.slice(equals + 1))
    keySpace += name.length
    if (keySpace > KEY_SPACE_LIMIT) throw new RedirectError('exceeded available parameter key space')
    normalize(params, name, value, DEPTH_LIMIT)
  }
  return params
}

// Rack's normalize_params, line for line: returns what Rack's returns, which callers store.
function normalize(params: QueryHash, name: string, value: string | null, depth: number): QueryValue | QueryHash | undefined {
  if (depth <= 0) throw new RedirectError('exceeded the maximum nesting of query parameters')
  const match = /^[[\]]*([^[\]]+)\]*/.exec(name)
  const key = match ? match[1]! : ''
  const after = match ? name.slice(match[0].length) : ''
  if (key === '') return value !== null && name === '[]' ? [value] : undefined
  if (after === '') {
    params[key] = value
  } else if (after === '[') {
    params[name] = value
  } else if (after === '[]') {
    arrayAt(params, key).push(value)
  } else {
    const child = /^\[\]\[([^[\]]+)\]$/.exec(after) ?? /^\[\](.+)$/.exec(after)
    if (child) {
      const list = arrayAt(params, key)
      const last = list[list.length - 1]
      if (isHash(last) && !hasKey(last, child[1]!)) normalize(last, child[1]!, value, depth - 1)
      else list.push(normalize(hash(), child[1]!, value, depth - 1) ?? null)
    } else {
      const existing = params[key] ?? (params[key] = hash())
      if (!isHash(existing)) throw new BadRequestError(`expected Hash (got ${rubyClass(existing)}) for param \`${key}'`)
      params[key] = normalize(existing, after, value, depth - 1) ?? null
    }
  }
  return params
}

function arrayAt(params: QueryHash, key: string): QueryValue[] {
  const existing = params[key] ?? (params[key] = [])
  if (!Array.isArray(existing)) throw new BadRequestError(`expected Array (got ${rubyClass(existing)}) for param \`${key}'`)
  return existing
}

// Rack's params_hash_has_key?: follows `a][b` style keys through nested hashes.
function hasKey(params: QueryHash, key: string): boolean {
  if (key.includes('[]')) return false
  let node: QueryValue = params
  for (const part of key.split(/[[\]]+/)) {
    if (part === '') continue
    if (!isHash(node) || !Object.hasOwn(node, part)) return false
    node = node[part]!
  }
  return true
}

function hash(): QueryHash {
  return Object.create(null) as QueryHash
}

function isHash(value: unknown): value is QueryHash {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function rubyClass(value: QueryValue): string {
  return value === null ? 'NilClass' : Array.isArray(value) ? 'Array' : isHash(value) ? 'Rack::QueryParser::Params' : 'String'
}

// URI.decode_www_form_component: `+` is a space; a `%` not followed by two hex digits raises
// (Rails: "Invalid query parameters: invalid %-encoding"). Rails then refuses values that are
// not UTF-8; keys are checked too here, since a JavaScript string cannot keep their bytes.
function unescape(text: string): string {
  if (/%(?![0-9a-fA-F]{2})/.test(text)) throw new BadRequestError(`invalid %-encoding (${text})`)
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    throw new BadRequestError('Invalid encoding for parameter')
  }
}
