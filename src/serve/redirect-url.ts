/**
 * `ActionDispatch::Http::URL.url_for` (Rails main, http/url.rb): the URL an option
 * redirect builds from the request's URL parts overridden by its options.
 */
import { escapeFragment, toParam, toQuery, wwwFormEscape } from '../match/index.js'
import { type QueryHash, RedirectError } from './redirect-query.js'
import { rubySplit } from './listener-request.js'

/** An option value as the route list can carry it: Ruby's `nil`, `true`/`false`, or text. */
export type OptionValue = string | boolean | null

/** The options `url_for` reads; any other key is ignored, as Rails ignores it. */
export interface UrlOptions {
  protocol?: OptionValue
  host?: OptionValue
  port?: OptionValue | number
  path: string
  script_name?: OptionValue
  params?: QueryHash | Record<string, unknown>
  anchor?: OptionValue
  trailing_slash?: OptionValue
  only_path?: OptionValue
  user?: OptionValue
  password?: OptionValue
  subdomain?: OptionValue
  domain?: OptionValue
  tld_length?: OptionValue
}

const IP_HOST = /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/
const HOST = /(^[^:]+:\/\/)?(\[[^\]]+\]|[^:]+)(?::(\d+$))?/
const PROTOCOL = /^([^:]+)(:)?(\/\/)?$/

/** Ruby truthiness: everything but `nil` and `false`. */
export function truthy(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false
}

/**
 * The URL of these options: a path when `only_path`, else protocol, host, port and path. Throws
 * where Rails raises (no host, an invalid protocol), which the listener answers with 500.
 */
export function urlFor(options: UrlOptions): string {
  if (truthy(options.only_path)) return pathFor(options)
  const host = options.host
  if (!truthy(host)) throw new RedirectError('Missing host to link to!')
  return buildHostUrl(String(host), options, pathFor(options))
}

function pathFor(options: UrlOptions): string {
  let path = (truthy(options.script_name) ? String(options.script_name) : '').replace(/\/$/, '') + options.path
  // Rails main adds a trailing slash to a blank path only.
  if (truthy(options.trailing_slash) && /^[\s\u3000]*$/.test(path)) path = '/'
  if (options.params) {
    const kept = Object.fromEntries(Object.entries(options.params).filter(([, v]) => toParam(v) !== null))
    const query = toQuery(kept)
    if (query !== '') path += `?${query}`
  }
  if (truthy(options.anchor)) path += `#${escapeFragment(toParam(options.anchor) ?? '')}`
  return path
}

function buildHostUrl(rawHost: string, options: UrlOptions, path: string): string {
  let host = rawHost
  let protocol = options.protocol
  // The request's port is always among the options, so a port inside `host:` never wins.
  const match = HOST.exec(host)
  if (match) {
    if (protocol === null || protocol === undefined) protocol = match[1] ?? null
    host = match[2]!
  }
  const scheme = normalizeProtocol(protocol)
  let url = scheme
  if (truthy(options.user) && truthy(options.password)) url += `${wwwFormEscape(String(options.user))}:${wwwFormEscape(String(options.password))}@`
  url += normalizeHost(host, options)
  const port = options.port
  if (truthy(port)) {
    const number = rubyToI(String(port))
    if (scheme === '//' || number !== (scheme === 'https://' ? 443 : 80)) url += `:${port}`
  }
  return url + path
}

function normalizeProtocol(protocol: OptionValue | undefined): string {
  if (protocol === null || protocol === undefined) return 'http://'
  if (protocol === false || protocol === '//') return '//'
  const match = typeof protocol === 'string' ? PROTOCOL.exec(protocol) : null
  if (!match) throw new RedirectError(`Invalid :protocol option: ${String(protocol)}`)
  return `${match[1]}://`
}

function normalizeHost(host: string, options: UrlOptions): string {
  if (IP_HOST.test(host)) return host
  const tld = truthy(options.tld_length) ? rubyToI(String(options.tld_length)) : 1
  const subdomain = 'subdomain' in options ? options.subdomain : true
  const domain = options.domain
  let out = ''
  if (subdomain === true) {
    if (domain === null || domain === undefined) return host
    out += extractSubdomains(host, tld).join('.')
  } else if (truthy(subdomain)) {
    out += String(subdomain)
  }
  if (out !== '') out += '.'
  return out + (truthy(domain) ? String(domain) : extractDomain(host, tld))
}

function extractSubdomains(host: string, tld: number): string[] {
  const parts = rubySplit(host, '.')
  return parts.slice(0, Math.max(0, parts.length - tld - 1))
}

function extractDomain(host: string, tld: number): string {
  const parts = rubySplit(host, '.')
  return parts.slice(Math.max(0, parts.length - tld - 1)).join('.')
}

// Ruby's String#to_i: leading digits (after an optional sign), else 0.
function rubyToI(text: string): number {
  const digits = /^\s*[+-]?\d+/.exec(text)
  return digits ? Number(digits[0]) : 0
}
