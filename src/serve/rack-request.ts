/**
 * What Rack 3.2's Rack::Request::Helpers (rack/request.rb) reads from proxy headers, with its
 * default settings (`forwarded_priority` [:forwarded, :x_forwarded], `x_forwarded_proto_priority`
 * [:proto, :scheme], the default `ip_filter`): the client address (`ip`, `forwarded_for`), the
 * scheme and the authority. Headers are read through `header(lowerCaseName)`.
 */

/** A header's value by lower-case name, or undefined without one. */
export type HeaderReader = (name: string) => string | undefined

// Request.trusted_proxies (request.rb, `valid_ipv4_octet` interpolated): the default ip_filter.
const OCTET = String.raw`\.(25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])`
const TRUSTED_PROXIES = [
  new RegExp(`^127(${OCTET}){3}$`), // localhost IPv4 range 127.x.x.x, per RFC-3330
  /^::1$/, // localhost IPv6 ::1
  /^f[cd][0-9a-f]{2}(?::[0-9a-f]{0,4}){0,7}$/i, // private IPv6 range fc00 .. fdff
  new RegExp(`^10(${OCTET}){3}$`), // private IPv4 range 10.x.x.x
  new RegExp(`^172\\.(1[6-9]|2[0-9]|3[01])(${OCTET}){2}$`), // 172.16.0.0 .. 172.31.255.255
  new RegExp(`^192\\.168(${OCTET}){2}$`), // private IPv4 range 192.168.x.x
  /^localhost$|^unix($|:)/i, // localhost hostname, and unix domain sockets
]

/** `trusted_proxy?`: the default ip_filter. `nil` (an authority that did not parse) is not trusted. */
export function trustedProxy(ip: string | null): boolean {
  return ip !== null && TRUSTED_PROXIES.some((pattern) => pattern.test(ip))
}

/** `split_header`: stripped, split on commas, spaces and tabs. */
export function splitHeader(value: string | undefined): string[] {
  if (value === undefined) return []
  const parts = rubyStrip(value).split(/[, \t]+/)
  // Ruby's String#split drops trailing empty fields ("".split is []).
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  return parts
}

// Ruby's String#strip (NUL and ASCII whitespace) and lstrip; Ruby's `\s` is ASCII whitespace.
function rubyStrip(text: string): string {
  return rubyLstrip(text).replace(/[\0\t\n\v\f\r ]+$/, '')
}

function rubyLstrip(text: string): string {
  return text.replace(/^[\0\t\n\v\f\r ]+/, '')
}

/** `wrap_ipv6`: an IPv6 address written without brackets (two colons or more) gets them. */
export function wrapIpv6(host: string): string {
  return !host.startsWith('[') && host.split(':').length - 1 > 1 ? `[${host}]` : host
}

// The IPv6 patterns of request.rb (from resolv, simplified) and AUTHORITY: a bracketed IPv6
// address, or characters allowed by RFC 3986 Section 3.2.2, then an optional port.
const H = '[0-9A-Fa-f]{1,4}'
const IPV6 = [
  `(?:${H}:){7}${H}`,
  `(?:${H}(?::${H})*)?::(?:${H}(?::${H})*)?`,
  `(?:${H}:){6,6}\\d+\\.\\d+\\.\\d+\\.\\d+`,
  `(?:${H}(?::${H})*)?::(?:${H}:)*\\d+\\.\\d+\\.\\d+\\.\\d+`,
  `[Ff][Ee]80(?::${H}){7}%[-0-9A-Za-z._~]+`,
  `[Ff][Ee]80:(?:(?:${H}(?::${H})*)?::(?:${H}(?::${H})*)?|:(?:${H}(?::${H})*)?)?:${H}%[-0-9A-Za-z._~]+`,
].join('|')
const AUTHORITY = new RegExp(`^(\\[(${IPV6})\\]|([-a-zA-Z0-9._~%!$&'()*+,;=]*?))(?::(\\d+))?$`)

/** `split_authority`: [host, address, port], or [] when the authority does not parse. */
export function splitAuthority(authority: string | undefined): [string, string, number | null] | [] {
  if (authority === undefined) return []
  const match = AUTHORITY.exec(authority)
  if (match === null) return []
  return [match[1]!, match[2] ?? match[3]!, match[4] === undefined ? null : Number(match[4])]
}

/**
 * `forwarded_for`: the `for=` addresses of the Forwarded header, else those of X-Forwarded-For
 * (unbracketed IPv6 wrapped first); a port is dropped, and an entry that is no authority is null.
 * Undefined without either header.
 */
export function forwardedFor(header: HeaderReader): (string | null)[] | undefined {
  const forwarded = forwardedValues(header('forwarded'))?.for
  if (forwarded !== undefined) return forwarded.map((authority) => splitAuthority(authority)[1] ?? null)
  const value = header('x-forwarded-for')
  if (value !== undefined) return splitHeader(value).map((authority) => splitAuthority(wrapIpv6(authority))[1] ?? null)
  return undefined
}

/**
 * `Request#ip`: the last untrusted REMOTE_ADDR entry; else the last untrusted forwarded address
 * (the first when all are trusted); else the first REMOTE_ADDR entry. Null for none.
 */
export function rackIp(remoteAddr: string | undefined, header: HeaderReader): string | null {
  const remote = splitHeader(remoteAddr)
  for (const ip of [...remote].reverse()) if (!trustedProxy(ip)) return ip
  const forwarded = forwardedFor(header)
  if (forwarded !== undefined && forwarded.length > 0) {
    // Ordered client, proxy1, proxy2: the nearest untrusted one is the client.
    for (const ip of [...forwarded].reverse()) if (!trustedProxy(ip)) return ip
    return forwarded[0]!
  }
  return remote[0] ?? null
}

const ALLOWED_SCHEMES = new Set(['https', 'http', 'wss', 'ws'])

/**
 * `Request#scheme` past the connection's own: `https` when HTTPS or X-Forwarded-Ssl is `on`, else
 * `forwarded_scheme` (the last Forwarded `proto=` if allowed, else the last allowed scheme of
 * X-Forwarded-Proto, then of X-Forwarded-Scheme), else undefined (`rack.url_scheme`).
 */
export function forwardedScheme(header: HeaderReader): string | undefined {
  if (header('x-forwarded-ssl') === 'on') return 'https'
  const proto = forwardedValues(header('forwarded'))?.proto
  const last = proto?.[proto.length - 1]
  if (last !== undefined && ALLOWED_SCHEMES.has(last)) return last
  for (const name of ['x-forwarded-proto', 'x-forwarded-scheme']) {
    const allowed = splitHeader(header(name)).reverse().find((scheme) => ALLOWED_SCHEMES.has(scheme))
    if (allowed !== undefined) return allowed
  }
  return undefined
}

/** `Request#ssl?`. */
export function sslScheme(scheme: string): boolean {
  return scheme === 'https' || scheme === 'wss'
}

/**
 * `forwarded_authority`: the last Forwarded `host=`, else the last X-Forwarded-Host entry
 * (unbracketed IPv6 wrapped); undefined without either.
 */
export function forwardedAuthority(header: HeaderReader): string | undefined {
  const hosts = forwardedValues(header('forwarded'))?.host
  if (hosts !== undefined) return hosts[hosts.length - 1]
  const last = splitHeader(header('x-forwarded-host')).pop()
  return last === undefined ? undefined : wrapIpv6(last)
}

type ForwardedParam = 'by' | 'for' | 'host' | 'proto'
const ALLOWED_FORWARDED_PARAMS = new Set<string>(['by', 'for', 'host', 'proto'])
const MAX_PARAMS = 1024
const MAX_ESCAPES = 1024

/**
 * Rack::Utils.forwarded_values (utils.rb): the values of each parameter of an RFC 7239 Forwarded
 * header, in order. Undefined without the header, and for the whole header when a parameter is
 * not by/for/host/proto or there are more than 1024 parameters or escapes.
 */
export function forwardedValues(forwardedHeader: string | undefined): Partial<Record<ForwardedParam, string[]>> | undefined {
  if (forwardedHeader === undefined) return undefined
  let header = forwardedHeader.replace(/\n/g, ';').replace(/^[\t\n\v\f\r ;,]+/, '')
  let params = 0
  let escapes = 0
  const values: Partial<Record<ForwardedParam, string[]>> = {}
  for (let i = header.indexOf('='); i >= 0; i = header.indexOf('=')) {
    if (++params > MAX_PARAMS) return undefined
    const param = rubyStrip(header.slice(0, i)).toLowerCase()
    header = header.slice(i + 1)
    if (!ALLOWED_FORWARDED_PARAMS.has(param)) return undefined
    let value: string
    if (header[0] === '"') {
      // Quoted: backslash escapes the next character; the value ends at the closing quote.
      header = header.slice(1)
      value = ''
      for (let j = header.search(/["\\]/); j >= 0; j = header.search(/["\\]/)) {
        const c = header[j]
        value += header.slice(0, j)
        header = header.slice(j + 1)
        if (c === '"') break
        if (++escapes > MAX_ESCAPES) return undefined
        value += header.slice(0, 1)
        header = header.slice(1)
      }
    } else {
      const end = header.search(/[;,]/)
      if (end >= 0) {
        // Unquoted (which may be invalid): the value ends at a comma or semicolon.
        value = header.slice(0, end).replace(/[\t\n\v\f\r ;,]+$/, '')
        header = header.slice(end)
      } else {
        // No ending separator: the rest of the line is the value.
        value = rubyStrip(header)
        header = ''
      }
      value = rubyLstrip(value)
    }
    ;(values[param as ForwardedParam] ??= []).push(value)
    if (header !== '') header = header.replace(/^[\t\n\v\f\r ;,]+/, '')
  }
  return values
}
