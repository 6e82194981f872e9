/**
 * What a request answers to the Rails request methods that route conditions name, derived from
 * its URL (ActionDispatch::Http::URL, `tld_length` 1) and, in a server, its headers and client
 * address. Methods not derived here answer nil.
 */
import type { IncomingMessage } from 'node:http'
import { rackIp, railsRemoteIp } from './client-ip.js'
import { requestUrl, standardPort, type RequestTarget, type RequestUrl } from './listener-request.js'
import { mediaType } from './media-type.js'
import { forwardedAuthority, splitAuthority, sslScheme } from './rack-request.js'

/** The parts of a request the facts are read from: its URL's, and in a server more. */
export interface RequestParts extends RequestUrl {
  method?: string
  /** Header values by lower-case name. */
  headers?: Readonly<Record<string, string | undefined>>
  /** The connection's address (REMOTE_ADDR); `ip` and `remote_ip` also read the proxy headers. */
  remoteAddress?: string
  /** SERVER_NAME, as the server sets it from the Host header; `host` when not given. */
  serverName?: string
}

/**
 * The answers of a request a server received (`method` being the verb matched), read as Rails
 * reads its Rack env: scheme, host and port through the proxy headers, the Host header's host as
 * SERVER_NAME, the socket's address as REMOTE_ADDR.
 */
export function incomingFacts(req: IncomingMessage, target: RequestTarget, method: string): (method: string) => unknown {
  const hostHeader = req.headers?.host
  return factsOf({
    ...requestUrl(req, target),
    method,
    headers: req.headers as Record<string, string | undefined>,
    remoteAddress: req.socket?.remoteAddress,
    serverName: hostHeader?.replace(/:\d+$/, ''),
  })
}

// URL::IP_HOST_REGEXP (http/url.rb): unanchored at the start, as in Rails.
const IP_HOST = /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/
// Request::LOCALHOST (http/request.rb).
const LOCALHOST = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^::1$|^0:0:0:0:0:0:0:1(%.*)?$/

/**
 * Rails' request answers for an absolute URL (`http://api.example.com/photos`), with `extra`
 * answers (`{ ip: "10.0.0.1", user_agent: "..." }`) taking precedence, and the request's
 * `headers` (any case of name) for the answers read from them (`user_agent`, `cookies`,
 * `headers`, `content_type`...). The host keeps its case, as a Host header does. Throws a
 * TypeError for a string that is not an absolute http(s) URL.
 */
export function requestFacts(
  url: string | URL,
  extra: Readonly<Record<string, unknown>> = {},
  headers: Readonly<Record<string, string>> = {},
): (method: string) => unknown {
  const parsed = ABSOLUTE.exec(String(url))
  if (parsed === null) throw new TypeError(`not an absolute http(s) URL: ${JSON.stringify(String(url))}`)
  const [, rawScheme, host, port, rest = ''] = parsed as unknown as [string, string, string, string | undefined, string | undefined]
  const scheme = rawScheme.toLowerCase()
  const target = rest.replace(/#.*/s, '')
  const mark = target.indexOf('?')
  const facts = factsOf({
    scheme,
    host,
    port: port === undefined ? standardPort(scheme) : Number(port),
    path: (mark < 0 ? target : target.slice(0, mark)) || '/',
    query: mark < 0 ? '' : target.slice(mark + 1),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  })
  return (method) => (Object.hasOwn(extra, method) ? extra[method] : facts(method))
}

// scheme://[userinfo@]host[:port][path]: the host as in Rails' URL::HOST_REGEXP (http/url.rb).
const ABSOLUTE = /^(https?):\/\/(?:[^/?#@]*@)?(\[[^\]]+\]|[^:/?#]+)(?::(\d+))?([/?#].*)?$/is

/** The answers of a request's parts, each computed when first asked for. */
export function factsOf(parts: RequestParts): (method: string) => unknown {
  const known = new Map<string, unknown>()
  return (method) => {
    if (!known.has(method)) known.set(method, answer(parts, method))
    return known.get(method)
  }
}

// Rack::Utils.parse_cookies_header (3.2): `;`-separated pairs, the value unescaped (kept as
// written when that fails), the first of a name kept.
function cookies(header: string): Record<string, string | null> {
  const found = new Map<string, string | null>()
  for (const pair of header.split(/; */)) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const name = eq < 0 ? pair : pair.slice(0, eq)
    if (!found.has(name)) found.set(name, eq < 0 ? null : unescape(pair.slice(eq + 1)))
  }
  // Own properties only: a cookie named `__proto__` stays a cookie.
  return Object.fromEntries(found)
}

function unescape(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

function answer(parts: RequestParts, method: string): unknown {
  const { scheme, host, port } = parts
  const header = (name: string) => parts.headers?.[name]
  // ActionDispatch::Http::URL#protocol and #host_with_port: `https://` for https and wss.
  const protocol = sslScheme(scheme) ? 'https://' : 'http://'
  const hostWithPort = port === standardPort(scheme) ? host : `${host}:${port}`
  const fullpath = parts.query === '' ? parts.path : `${parts.path}?${parts.query}`
  const named = !IP_HOST.test(host)
  const labels = host.split('.')
  switch (method) {
    case 'protocol': return protocol
    case 'scheme': return scheme
    case 'ssl?': return sslScheme(scheme)
    case 'host': return host
    case 'server_name': return parts.serverName ?? host
    // Rack's Request#hostname: the address of `authority` (the Forwarded host, X-Forwarded-Host,
    // Host, else the server's name and port), an IPv6 address without its brackets.
    case 'hostname': return splitAuthority(forwardedAuthority(header) ?? header('host') ?? `${host}:${port}`)[1] ?? null
    case 'port': return port
    case 'host_with_port': return hostWithPort
    case 'subdomains': return named ? labels.slice(0, -2) : []
    case 'subdomain': return named ? labels.slice(0, -2).join('.') : ''
    case 'domain': return named ? labels.slice(-2).join('.') : null
    case 'path': return parts.path
    case 'query_string': return parts.query
    case 'fullpath': return fullpath
    // URL#url joins the protocol; original_url is Rack's base_url, the scheme (ws, wss too).
    case 'url': return `${protocol}${hostWithPort}${fullpath}`
    case 'original_url': return `${scheme}://${hostWithPort}${fullpath}`
    case 'method': case 'request_method': return parts.method ?? 'GET'
    case 'remote_addr': return parts.remoteAddress ?? null
    case 'ip': return rackIp(parts.remoteAddress, header)
    case 'remote_ip': return railsRemoteIp(parts.remoteAddress, header)
    case 'local?': return LOCALHOST.test(parts.remoteAddress ?? '') && LOCALHOST.test(String(answer(parts, 'remote_ip') ?? ''))
    case 'user_agent': return header('user-agent') ?? null
    case 'referer': case 'referrer': return header('referer') ?? null
    case 'authorization': return header('authorization') ?? null
    case 'xhr?': return /XMLHttpRequest/i.test(header('x-requested-with') ?? '')
    case 'headers': return { ...parts.headers }
    case 'cookies': return cookies(header('cookie') ?? '')
    // Rack's Request#content_type: the header as sent, nil when empty.
    case 'content_type': return header('content-type') || null
    case 'media_type': return mediaType(header('content-type'))
    default: return null
  }
}
