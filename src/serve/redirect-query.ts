/**
 * `request.query_parameters` for option redirects, which carry the request's query over to the
 * Location: Rails main's own parser, ActionDispatch::QueryParser.each_pair (http/query_parser.rb)
 * and ActionDispatch::ParamBuilder (http/param_builder.rb), with the checks Rails adds.
 */

/** A request Rails refuses with 400 Bad Request (`ActionController::BadRequest`). */
export class BadRequestError extends Error {
  override name = 'BadRequestError'
  /** The status Rails answers, read by Express's error handler when the error goes to `next`. */
  readonly status = 400
}

/**
 * Where Rails raises while serving a redirect (a `%{param}` the request lacks, a target that is
 * no URI): Rails answers 500, and so does the listener, passing this error to `onError`. Any
 * other error there would be a bug of ours.
 */
export class RedirectError extends Error {
  override name = 'RedirectError'
}

/** A parsed query: strings (null for `?flag` without `=`), arrays (`a[]`) and hashes (`a[b]`). */
export type QueryValue = string | null | QueryValue[] | QueryHash
/** A hash of query params, without a prototype (a `__proto__` key is just a key). */
export type QueryHash = { [key: string]: QueryValue }

// ParamBuilder.default's param_depth_limit; deeper names raise ParamsTooDeepError, a ParamError
// Rails answers 400. Rails main sets no limit on the number of params or the query's size.
const DEPTH_LIMIT = 100

/**
 * The nested params of a query string: `ParamBuilder.from_query_string`, the pairs split at `&`
 * (and the spaces after it) only. Throws BadRequestError where Rails answers 400 ("Invalid query
 * parameters"): a malformed escape, a key or value that is not UTF-8, conflicting shapes
 * (`a=1&a[b]=2`), names nested 100 deep.
 */
export function parseNestedQuery(query: string): QueryHash {
  const params = hash()
  for (const part of query.split(/& */)) {
    if (part === '') continue
    const equals = part.indexOf('=')
    const name = unescape(equals < 0 ? part : part.slice(0, equals))
    const raw = equals < 0 ? null : part.slice(equals + 1)
    // A pair without a name is dropped before its value's encoding is checked.
    if (name === '') {
      if (raw !== null) checkEscapes(raw)
      continue
    }
    store(params, name, raw === null ? null : unescape(raw), 0)
  }
  return params
}

// ParamBuilder#store_nested_param, line for line: returns what Rails' returns, which callers
// store. A nil value (`a[]` without `=`) is not added to an array (deep munge).
function store(params: QueryHash, name: string, value: string | null, depth: number): QueryValue | undefined {
  if (depth >= DEPTH_LIMIT) throw new BadRequestError('Invalid query parameters: exceeded the maximum nesting of query parameters')
  let key: string
  let after: string
  const close = name.indexOf(']', 1)
  if (depth === 0) {
    const open = name.indexOf('[', 1)
    key = open < 0 ? name : name.slice(0, open)
    after = open < 0 ? '' : name.slice(open)
  } else if (name.startsWith('[]')) {
    key = '[]'
    after = name.slice(2)
  } else if (name.startsWith('[') && close >= 0) {
    key = name.slice(1, close)
    after = name.slice(close + 1)
  } else {
    key = name
    after = ''
  }
  if (key === '') return undefined
  if (after === '') {
    if (key === '[]' && depth !== 0) return value !== null ? [value] : []
    params[key] = value
  } else if (after === '[') {
    params[name] = value
  } else if (after === '[]') {
    const list = arrayAt(params, key)
    if (value !== null) list.push(value)
  } else if (after.startsWith('[]')) {
    const inner = after.slice(3, -1)
    const child = after[2] === '[' && after.endsWith(']') && inner !== '' && !/[[\]]/.test(inner) ? inner : after.slice(2)
    const list = arrayAt(params, key)
    const last = list[list.length - 1]
    if (isHash(last) && !hasKey(last, child)) store(last, child, value, depth + 1)
    else list.push(store(hash(), child, value, depth + 1) ?? null)
  } else {
    const existing = params[key] ?? (params[key] = hash())
    if (!isHash(existing)) throw new BadRequestError(`expected Hash (got ${rubyClass(existing)}) for param \`${key}'`)
    params[key] = store(existing, after, value, depth + 1) ?? null
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
  return value === null ? 'NilClass' : Array.isArray(value) ? 'Array' : isHash(value) ? 'ActiveSupport::HashWithIndifferentAccess' : 'String'
}

// URI.decode_www_form_component: `+` is a space; a `%` not followed by two hex digits raises
// (Rails: "Invalid query parameters: invalid %-encoding"). ParamBuilder then refuses keys and
// values that are not UTF-8.
function unescape(text: string): string {
  checkEscapes(text)
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    throw new BadRequestError('Invalid encoding for parameter')
  }
}

function checkEscapes(text: string): void {
  if (/%(?![0-9a-fA-F]{2})/.test(text)) throw new BadRequestError(`invalid %-encoding (${text})`)
}
