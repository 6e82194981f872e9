/**
 * The part of a generated TypeScript helpers module that every helper shares: Rails' path
 * generation (src/match/generate.ts) restated for one helper call with named params, with
 * Journey's escaping and ActiveSupport's `to_param`/`to_query` (src/match/escape.ts,
 * query.ts). Kept as text because it is written into each module; the helpers spec runs every
 * module against the matcher so that the two cannot drift.
 */
/** The types every module exports. */
export const TS_TYPES = String.raw`/** A value a helper accepts: what Rails' to_param and to_query turn into text. */
export type ParamValue = string | number | boolean | null | undefined | readonly ParamValue[] | { readonly [key: string]: ParamValue }
/** A value for a required segment. */
export type Segment = Exclude<ParamValue, null | undefined>

/** Thrown as Rails raises ActionController::UrlGenerationError: required segments missing or breaking their requirement. */
export class UrlGenerationError extends Error {
  readonly missingKeys: string[]
  constructor(message: string, missingKeys: string[]) {
    super(message)
    this.name = 'UrlGenerationError'
    this.missingKeys = missingKeys
  }
}

`

/** The generation code itself: left out of a module without helpers, where nothing would use it. */
export const TS_GENERATION = String.raw`type Part = string | { s: number } | { p: number } | { o: Part[] }
interface RouteData {
  name: string
  keys: string[]
  required: boolean[]
  defaults: Array<string | null>
  tests: Array<RegExp | null>
  requiredNames: string[]
  pattern: Part[]
  base: Map<string, unknown>
  impliedAction: boolean
}

// Options Rails' URL helpers keep for themselves: never segments or query params.
const RESERVED = new Set(['host', 'protocol', 'port', 'subdomain', 'domain', 'tld_length', 'trailing_slash', 'anchor',
  'params', 'only_path', 'script_name', 'original_script_name', 'relative_url_root'])

function truthy(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false
}

function isHash(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((v) => toParam(v) ?? '').join('/')
  if (typeof value === 'object') return toQuery(value as Record<string, unknown>)
  return String(value)
}

function toQuery(hash: Record<string, unknown>, namespace?: string): string {
  const pairs: string[] = []
  for (const key of Object.keys(hash)) {
    const value = hash[key]
    if (isEmpty(value)) continue
    pairs.push(pair(value, namespace === undefined ? key : namespace + '[' + key + ']'))
  }
  if (!namespace?.includes('[]')) pairs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return pairs.join('&')
}

function pair(value: unknown, key: string): string {
  if (value === null || value === undefined) return formEscape(key)
  if (Array.isArray(value)) {
    if (value.length === 0) return formEscape(key + '[]')
    return value.filter((v) => !isEmpty(v)).map((v) => pair(v, key + '[]')).join('&')
  }
  if (isHash(value)) return toQuery(value, key)
  return formEscape(key) + '=' + formEscape(toParam(value) ?? '')
}

function isEmpty(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : isHash(value) && Object.keys(value).length === 0
}

// encodeURIComponent, with lone surrogates as U+FFFD (as UTF-8 would have them).
function encode(value: string): string {
  let text = ''
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    const high = c >= 0xd800 && c < 0xdc00
    if (high && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) text += value[i]! + value[++i]!
    else text += high || (c >= 0xdc00 && c < 0xe000) ? '\uFFFD' : value[i]!
  }
  return encodeURIComponent(text)
}

const hexOf = (c: string): string => '%' + c.charCodeAt(0).toString(16).toUpperCase()
const unescapeOne = (e: string): string => String.fromCharCode(parseInt(e.slice(1), 16))
// Journey's segment escaping keeps RFC 3986 pchar; a path (glob, :controller) keeps "/" too.
const escapeSegment = (value: string): string => encode(value).replace(/%(?:2[46BC]|3[ABD]|40)/g, unescapeOne)
const escapeSlashed = (value: string): string => encode(value).replace(/%(?:2[46BCF]|3[ABD]|40)/g, unescapeOne)
// CGI.escape: space as "+", only A-Za-z0-9_.-~ kept.
const formEscape = (value: string): string => encode(value).replace(/[!'()*]/g, hexOf).replace(/%20/g, '+')

function render(parts: readonly Part[], values: ReadonlyArray<string | null>): string | null {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('o' in part) out += render(part.o, values) ?? ''
    else {
      const value = values['s' in part ? part.s : part.p]
      if (value === null || value === undefined) return null
      out += 's' in part ? escapeSegment(value) : escapeSlashed(value)
    }
  }
  return out
}

function blank(value: string): boolean {
  return value.trim() === ''
}

function build(route: RouteData, params: Readonly<Record<string, unknown>>): string {
  const given = new Map<string, unknown>()
  for (const key of Object.keys(params)) given.set(key, params[key])
  if (!given.has('action') && route.impliedAction && !(given.has('controller') && !truthy(given.get('controller')))) given.set('action', 'index')
  if (given.has('action')) given.set('action', toParam(truthy(given.get('action')) ? given.get('action') : 'index'))
  if (given.has('controller') && truthy(given.get('controller'))) given.set('controller', toParam(given.get('controller')))
  const { keys, base } = route
  const raw = keys.map((key) => (given.has(key) ? given.get(key) : base.get(key)))
  let last = raw.length - 1
  while (last >= 0 && (raw[last] === undefined || raw[last] === null)) last--
  const values = raw.map((value, i) => (i <= last || route.required[i] ? toParam(value) : null))
  const missing = route.requiredNames.filter((key) => {
    const i = keys.indexOf(key)
    const value = values[i]
    return value === null || value === undefined || (route.tests[i] !== null && !route.tests[i]!.test(value))
  })
  if (missing.length > 0) throw new UrlGenerationError(route.name + '_path: no route matches, missing required keys: [' + missing.map((key) => ':' + key).join(', ') + ']', missing)
  const query: Record<string, unknown> = Object.create(null)
  given.forEach((value, key) => {
    if (RESERVED.has(key) || value === null || value === undefined || base.has(key)) return
    const i = keys.indexOf(key)
    if (i < 0 || values[i] === null) query[key] = value
  })
  const extra = given.get('params')
  if (isHash(extra)) Object.assign(query, extra)
  // From the last segment back, a value equal to its default is dropped, until a value without one.
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i]!
    if (route.defaults[i] === null && value !== null && !blank(value)) break
    if ((value ?? '') !== (route.defaults[i] ?? '')) continue
    if (route.required[i]) break
    values[i] = null
  }
  let path = render(route.pattern, values) ?? ''
  const option = (key: string): unknown => (given.has(key) ? given.get(key) : base.get(key))
  if (truthy(option('trailing_slash')) && !truthy(option('format')) && !path.endsWith('/')) path += '/'
  if (truthy(given.get('script_name'))) path = String(given.get('script_name')).replace(/\/$/, '') + path
  const queryString = toQuery(query)
  if (queryString !== '') path += '?' + queryString
  const anchor = given.get('anchor')
  if (anchor !== undefined && anchor !== null) path += '#' + escapeSlashed(toParam(anchor) ?? '').replace(/%3F/g, '?')
  return path
}

function route(data: Omit<RouteData, 'tests' | 'base'> & { tests: Array<string | null>; base: Array<[string, unknown]> }): RouteData {
  return { ...data, tests: data.tests.map((source) => (source === null ? null : new RegExp('^(?:' + source + ')$', 'u'))), base: new Map(data.base) }
}
`
