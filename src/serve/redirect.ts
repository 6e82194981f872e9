/**
 * Redirect routes, as Rails main's routing/redirection.rb serves them, from the route's
 * `redirect` field (status, and a path or URL options with Ruby's types).
 */
import { escapeFragment, escapePath, escapeSegment, wwwFormEscape, type ParamValue } from '../match/index.js'
import type { RedirectTarget, RubyValue } from '../route.js'
import { standardPort, type RequestUrl } from './listener-request.js'
import { parseNestedQuery, RedirectError } from './redirect-query.js'
import { truthy, urlFor, type OptionValue, type UrlOptions } from './redirect-url.js'

/** A redirect endpoint: `PathRedirect` (a target with `%{param}`) or `OptionRedirect` (URL options). */
export type Redirect =
  | { kind: 'path'; status: number; target: string }
  | { kind: 'options'; status: number; options: Record<string, OptionValue>; params?: Record<string, unknown> }

/** The redirect a route performs, or null when it is no redirect the listener can serve. */
export function routeRedirect(route: { redirect?: RedirectTarget }): Redirect | null {
  return route.redirect ? fromTarget(route.redirect) : null
}

function fromTarget(target: RedirectTarget): Redirect | null {
  if (target.options === undefined) return target.path === undefined ? null : { kind: 'path', status: target.status, target: target.path }
  const options: Record<string, OptionValue> = Object.create(null) as Record<string, OptionValue>
  let params: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(target.options)) {
    if (key === 'params') {
      // url_for's add_params: a Hash is the query, anything else the value of `params`.
      const query = plainValue(value)
      if (query === undefined) return null
      params = typeof query === 'object' && query !== null && !Array.isArray(query) ? (query as Record<string, unknown>) : { params: query }
      continue
    }
    const option = optionOf(value)
    // Structured values (a regexp, a constant, a hash) are not URL parts the listener can apply.
    if (option === undefined) return null
    options[key] = option
  }
  return params === undefined ? { kind: 'options', status: target.status, options } : { kind: 'options', status: target.status, options, params }
}

// A Ruby literal as the JavaScript value `to_query` reads (symbols as their names, a Hash as an
// object keyed by `to_s` of its keys); undefined for a regexp or a constant.
function plainValue(value: RubyValue): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const items = value.map(plainValue)
    return items.includes(undefined) ? undefined : items
  }
  if ('symbol' in value) return value.symbol
  if (!('hash' in value)) return undefined
  const hash = Object.create(null) as Record<string, unknown>
  for (const [key, item] of value.hash) {
    const name = plainValue(key)
    const plain = plainValue(item)
    if (name === undefined || (typeof name === 'object' && name !== null) || plain === undefined) return undefined
    hash[String(name ?? '')] = plain
  }
  return hash
}

// Ruby's url_for reads these with `to_s` (numbers, symbols) or as flags (booleans, nil).
function optionOf(value: RubyValue): OptionValue | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'object' && 'symbol' in value) return value.symbol
  return undefined
}

/**
 * The Location of a redirect for a recognised request: the target (with `%{param}` filled in
 * or the URL options applied), made absolute with the request's scheme, host and port as
 * `Redirect#build_response` does (routing/redirection.rb). Throws where Rails raises: a param the target
 * names is missing (KeyError), a target that is no URI (URI::InvalidURIError); throws
 * BadRequestError for a query an option redirect cannot parse.
 *
 * Unlike Rails, a param never moves the redirect to another host: Rails answers
 * `redirect('/%{to}')` for `to` = `/evil.com` with `http://evil.com`. When the params give a
 * Location whose scheme, user, host or port differ from what the route gives with plain
 * values, each param is escaped again with every URL delimiter encoded (`/`, `\`, `:`, `@`...),
 * and an option redirect's path gets its leading `/`, so the value stays in the path.
 */
export function redirectLocation(redirect: Redirect, params: Record<string, ParamValue>, url: RequestUrl): string {
  const given = presentParams(params)
  const location = locate(redirect, given, url, false)
  if (given.size === 0 || location.origin === plannedOrigin(redirect, given, url)) return location.origin + location.rest
  const kept = locate(redirect, given, url, true)
  return kept.origin + kept.rest
}

function locate(redirect: Redirect, given: Map<string, string>, url: RequestUrl, keep: boolean): Location {
  const target = redirect.kind === 'path' ? pathTarget(redirect.target, given, keep) : optionTarget(redirect.options, redirect.params, given, url, keep)
  return absolute(target, url)
}

/** The origin the route gives when every param is a plain word; undefined where that fails. */
function plannedOrigin(redirect: Redirect, given: Map<string, string>, url: RequestUrl): string | undefined {
  try {
    return locate(redirect, new Map([...given.keys()].map((key) => [key, 'x'])), url, false).origin
  } catch {
    return undefined // a port or host made of params: the escaped values decide
  }
}

/** A param escaped so that it is one path segment, whatever precedes it: no delimiter kept. */
function escapeKept(value: string): string {
  return escapeSegment(value).replace(/[:@]/g, (c) => (c === ':' ? '%3A' : '%40'))
}

function presentParams(params: Record<string, ParamValue>): Map<string, string> {
  const given = new Map<string, string>()
  for (const key in params) {
    const value = params[key]
    if (value !== null && value !== undefined) given.set(key, String(value))
  }
  return given
}

// PathRedirect#path (routing/redirection.rb): the path part escaped as a path, the query part
// as a form component, the fragment as a fragment; a target without those parts (`/a?`) as a
// form component throughout.
function pathTarget(target: string, params: Map<string, string>, keep: boolean): string {
  const parts = /^([^?]+)?(\?[^#]+)?(#.+)?$/.exec(target)
  if (!parts) return interpolate(target, params, wwwFormEscape)
  const [, path = '', query = '', fragment = ''] = parts
  return interpolate(path, params, keep ? escapeKept : escapePath) + interpolate(query, params, wwwFormEscape) + interpolate(fragment, params, escapeFragment)
}

// OptionRedirect#path (routing/redirection.rb).
function optionTarget(given: Record<string, OptionValue>, redirectParams: Record<string, unknown> | undefined, params: Map<string, string>, url: RequestUrl, keep: boolean): string {
  const port = url.port === standardPort(url.scheme) ? null : url.port
  // `request.protocol`: https:// for https and wss.
  const protocol = standardPort(url.scheme) === 443 ? 'https://' : 'http://'
  // `request.path` is the script name and the path below it.
  const options: UrlOptions = { protocol, host: url.host, port, path: (url.scriptName ?? '') + url.path, params: parseNestedQuery(url.query) }
  Object.assign(options, given)
  if (redirectParams !== undefined) options.params = redirectParams
  let path = interpolate(String(options.path ?? ''), params, keep ? escapeKept : escapePath)
  // url_for writes the path right after the host: `host: 'ex.com', path: '%{to}'` gives `ex.coma`.
  if (keep && !path.startsWith('/')) path = `/${path}`
  if (!truthy(given.host) && !truthy(given.domain) && !path.startsWith('/')) {
    // Rails joins such paths, and an empty one, to the request's script name (where the app is mounted).
    const script = url.scriptName ?? ''
    path = path === '' && script !== '' ? '' : `/${path}`
    options.script_name = script
  }
  return urlFor({ ...options, path })
}

// PathRedirect#interpolation_required?: interpolation happens only when there are params and the text names
// one (`%{...}`); then Ruby's `String#%` with a hash applies, where `%%` is a `%`.
function interpolate(text: string, params: Map<string, string>, escape: (value: string) => string): string {
  if (params.size === 0 || !/%\{\w*\}/.test(text)) return text
  return text.replace(/%(?:\{(\w*)\}|<(\w*)>s|%|([^]?))/g, (all, name?: string, named?: string, other?: string) => {
    if (other !== undefined) throw new RedirectError(`malformed format string ${JSON.stringify(all)} in redirect ${JSON.stringify(text)}`)
    const key = name ?? named
    if (key === undefined) return '%'
    const value = params.get(key)
    if (value === undefined) throw new RedirectError(`key{${key}} not found`) // Ruby's KeyError
    return escape(value)
  })
}

// A URI reference as Ruby's RFC 3986 parser accepts it (uri/rfc3986_parser.rb), in parts. The
// authority is checked apart, so that no two repeated classes compete for the same characters.
const PCT = '%[0-9A-Fa-f]{2}'
const URI_REFERENCE = new RegExp(
  `^(?:([A-Za-z][+\\-.0-9A-Za-z]*):)?(?://([^/?#]*))?((?:${PCT}|[!$&-.0-;=@-Z_a-z~/])*)(\\?[^#\\u0080-\\uffff]*)?(#(?:${PCT}|[!$&-.0-;=@-Z_a-z~/?])*)?$`,
)
const USERINFO = new RegExp(`^(?:${PCT}|[!$&-.0-;=A-Z_a-z~])*$`)
const HOST_PORT = new RegExp(`^(\\[[0-9A-Za-z:.!$&-.;=_~]*\\]|(?:${PCT}|[!$&-.0-9;=A-Z_a-z~])*)(?::(\\d*))?$`)
// Ruby's URI fills these schemes' default ports when parsing, and leaves them out when printing.
const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21, ldap: 389, ldaps: 636 }

/** A Location in two parts: scheme, user, host and port; then path, query and fragment. */
interface Location {
  origin: string
  rest: string
}

// Redirect#build_response (routing/redirection.rb): a target without a host gets the request's scheme,
// host and (non-standard) port; a relative path is joined to the script name.
function absolute(target: string, url: RequestUrl): Location {
  const parts = URI_REFERENCE.exec(target)
  const authority = parts?.[2]
  const at = authority === undefined ? -1 : authority.lastIndexOf('@')
  const hostPort = authority === undefined ? null : HOST_PORT.exec(authority.slice(at + 1))
  if (!parts || (authority !== undefined && (!hostPort || !USERINFO.test(authority.slice(0, Math.max(at, 0)))))) {
    throw new RedirectError(`bad URI(is not URI?): ${JSON.stringify(target)}`) // URI::InvalidURIError
  }
  const [, scheme, , rawPath = '', query = '', fragment = ''] = parts
  // `mailto:x`, `https:x`: Ruby's URI keeps such a path opaque (no `path`), where build_response fails.
  if (scheme !== undefined && authority === undefined && rawPath !== '' && !rawPath.startsWith('/')) {
    throw new RedirectError(`undefined method 'empty?' for nil (the opaque URI ${JSON.stringify(target)})`)
  }
  const userinfo = at >= 0 ? authority!.slice(0, at + 1) : ''
  const parsedHost = hostPort?.[1] || undefined // Ruby's URI reads an empty host as none
  let path = rawPath
  // Only a relative path or an empty one gets the script name: `/x` stays `/x`, as in Rails.
  const script = url.scriptName ?? ''
  if (parsedHost === undefined) path = path === '' ? script || '/' : path.startsWith('/') ? path : `${script}/${path}`
  const finalScheme = (scheme ?? url.scheme).toLowerCase()
  const known = scheme === undefined ? undefined : DEFAULT_PORTS[scheme.toLowerCase()]
  let port = hostPort?.[2] || null
  if (port === null && known === undefined && url.port !== standardPort(url.scheme)) port = String(url.port)
  if (port !== null && Number(port) === known) port = null
  return { origin: `${finalScheme}://${userinfo}${parsedHost ?? url.host}${port === null ? '' : `:${port}`}`, rest: `${path}${query}${fragment}` }
}
