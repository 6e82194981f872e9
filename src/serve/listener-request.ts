/**
 * The request as Rails sees it through Rack: the path and query of the request target, and the
 * URL parts (scheme, host, port) that redirects build their Location from.
 */
import type { IncomingMessage } from 'node:http'
import { RedirectError } from './redirect-query.js'
import { forwardedScheme, sslScheme } from './rack-request.js'

/** A request target split at the first `?`; `path` is raw (still percent-encoded). */
export interface RequestTarget {
  path: string
  query: string
}

/**
 * The path and query of a request target in origin-form (`/x?y`) or absolute-form (`http://h/x`);
 * null when it is neither, or when its path holds a malformed percent-escape, a NUL, or escapes
 * that do not decode as UTF-8 (overlong forms, surrogates, stray or missing continuation bytes).
 * Rails refuses such params with 400 Bad Request (`ActionController::BadRequest`, "Invalid path
 * parameters: Invalid encoding for parameter"); we refuse the path before recognising it.
 */
export function requestTarget(url: string): RequestTarget | null {
  let path = url
  if (!path.startsWith('/')) {
    if (!/^https?:\/\//i.test(path)) return null
    try {
      const parsed = new URL(path)
      path = parsed.pathname + parsed.search
    } catch {
      return null
    }
  }
  const mark = path.indexOf('?')
  const query = mark < 0 ? '' : path.slice(mark + 1)
  if (mark >= 0) path = path.slice(0, mark)
  return validPath(path) ? { path, query } : null
}

// One pass over the path: each escape is a byte, and the bytes must form UTF-8 as Unicode's
// table of well-formed sequences (and Ruby's `valid_encoding?`) defines it. Literal characters
// are text already; one arriving in the middle of a multi-byte sequence cuts it short.
function validPath(path: string): boolean {
  let need = 0 // continuation bytes still expected
  let low = 0x80
  let high = 0xbf
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i)
    if (c !== 37) {
      if (need > 0 || c === 0) return false
      continue
    }
    const byte = (hex(path.charCodeAt(i + 1)) << 4) | hex(path.charCodeAt(i + 2))
    if (byte < 0) return false
    i += 2
    if (need > 0) {
      if (byte < low || byte > high) return false
      need--
      low = 0x80
      high = 0xbf
    } else if (byte === 0) {
      return false
    } else if (byte >= 0x80) {
      if (byte < 0xc2 || byte > 0xf4) return false // continuation, overlong lead, beyond U+10FFFF
      need = byte < 0xe0 ? 1 : byte < 0xf0 ? 2 : 3
      if (byte === 0xe0) low = 0xa0 // overlong three-byte forms
      else if (byte === 0xed) high = 0x9f // UTF-16 surrogates
      else if (byte === 0xf0) low = 0x90 // overlong four-byte forms
      else if (byte === 0xf4) high = 0x8f // beyond U+10FFFF
    }
  }
  return need === 0
}

// A hex digit's value, or a large negative number (so that a shifted pair stays negative).
function hex(c: number): number {
  if (c >= 48 && c <= 57) return c - 48
  const lower = c | 0x20
  if (lower >= 97 && lower <= 102) return lower - 87
  return -0x10000
}

/** What a Rails request answers for `scheme`, `host`, `port`, `path` and `query_string`. */
export interface RequestUrl {
  /** Rack's scheme: `http`, `https`, or from a proxy header `ws` or `wss`. */
  scheme: string
  host: string
  port: number
  /** `request.path`: the raw path, below the script name. */
  path: string
  query: string
  /** Rack's SCRIPT_NAME: where the application is mounted (Express's `req.baseUrl`), `''` at the root. */
  scriptName?: string
}

/**
 * The URL parts of a request, read as Rack 3.2 and Rails main read them from a Rack env, proxy
 * headers included (Rails trusts them by default; put a proxy that sets them in front).
 */
export function requestUrl(req: IncomingMessage, target: RequestTarget): RequestUrl {
  const scheme = requestScheme(req)
  const raw = rawHostWithPort(req)
  // ActionDispatch::Http::URL#host and #port: the port comes from the host header only, else
  // the scheme's standard port; X-Forwarded-Port and the Forwarded header's host are not read.
  const port = /:(\d+)$/.exec(raw)
  return {
    scheme,
    host: raw.replace(/:\d+$/, ''),
    port: port ? Number(port[1]) : standardPort(scheme),
    path: target.path,
    query: target.query,
    scriptName: (req as { baseUrl?: unknown }).baseUrl === undefined ? '' : String((req as { baseUrl?: unknown }).baseUrl),
  }
}

/** `Request#standard_port`: 443 when the protocol is `https://` (https and wss), 80 otherwise. */
export function standardPort(scheme: string): number {
  return sslScheme(scheme) ? 443 : 80
}

// Rack::Request::Helpers#scheme: HTTPS (an encrypted socket), X-Forwarded-Ssl, then the
// forwarded scheme (Forwarded proto, X-Forwarded-Proto, X-Forwarded-Scheme), then the
// connection's own.
function requestScheme(req: IncomingMessage): string {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return 'https'
  return forwardedScheme((name) => header(req, name)) ?? 'http'
}

// ActionDispatch::Http::URL#raw_host_with_port: the last X-Forwarded-Host, else Host, else the
// server's own address and port.
function rawHostWithPort(req: IncomingMessage): string {
  const forwarded = header(req, 'x-forwarded-host')
  if (forwarded !== undefined && forwarded.trim() !== '') {
    const hosts = rubySplit(forwarded, /,\s?/)
    // Rails calls `sub` on the missing last element (a NoMethodError, answered 500).
    if (hosts.length === 0) throw new RedirectError(`no host in X-Forwarded-Host ${JSON.stringify(forwarded)}`)
    return hosts[hosts.length - 1]!
  }
  const host = header(req, 'host')
  if (host !== undefined) return host
  const address = req.socket?.localAddress ?? ''
  return `${address.includes(':') ? `[${address}]` : address}:${req.socket?.localPort ?? ''}`
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers?.[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Ruby's `String#split` with a pattern: trailing empty fields are dropped. */
export function rubySplit(text: string, separator: string | RegExp): string[] {
  const parts = text.split(separator)
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  return parts
}
