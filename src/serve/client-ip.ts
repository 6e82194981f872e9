/**
 * The client's address as Rails reads it behind proxies: `request.ip` (Rack 3.2's Request#ip,
 * in rack-request.ts) and `request.remote_ip` (Rails main's ActionDispatch::RemoteIp::GetIp,
 * middleware/remote_ip.rb, default trusted proxies, spoofing check on). Both read the Forwarded
 * header's `for=` before X-Forwarded-For (Rack's `forwarded_for`).
 */
import { includes, isSingle, parseIpAddr, type IpAddr } from './ip-address.js'
import { forwardedFor, splitHeader, type HeaderReader } from './rack-request.js'

export { rackIp } from './rack-request.js'

/** Raised where Rails raises `IpSpoofAttackError`: Client-IP is not among the forwarded addresses. */
export class IpSpoofError extends Error {
  override name = 'IpSpoofError'
}

// RemoteIp::TRUSTED_PROXIES.
const TRUSTED_PROXIES = ['127.0.0.0/8', '::1', 'fc00::/7', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', 'fe80::/10'].map(
  (proxy) => parseIpAddr(proxy)!,
)

/**
 * `GetIp#calculate_ip`: the nearest forwarded address, then Client-IP, then REMOTE_ADDR, that is
 * not a trusted proxy; else the farthest of the forwarded and Client-IP addresses; else
 * REMOTE_ADDR. Throws IpSpoofError where Rails raises.
 */
export function railsRemoteIp(remoteAddr: string | undefined, header: HeaderReader): string | null {
  const remote = sanitizeIps(ipsFrom(remoteAddr)).pop() ?? null
  // Unlike Rails, whose RemoteIp believes these headers from any peer (its documentation asks
  // to drop them before it runs when no proxy does), only a trusted proxy's are read: a client
  // connecting directly cannot claim another address. A peer without an IP address is a
  // Unix-domain socket, which only a local proxy can reach.
  if (remote !== null && !isTrustedPeer(remote)) return remote
  const clientIp = header('client-ip')
  const client = sanitizeIps(ipsFrom(clientIp)).reverse()
  const forwarded = forwardedFor(header) ?? []
  const forwardedIps = sanitizeIps(forwarded).reverse()
  const checked = client[client.length - 1]
  if (checked !== undefined && forwardedIps.length > 0 && !forwardedIps.includes(checked)) {
    const forwardedText = forwarded.map((ip) => `for=${ip ?? ''}`).join(', ')
    throw new IpSpoofError(
      `IP spoofing attack?! HTTP_CLIENT_IP=${JSON.stringify(clientIp)} HTTP_X_FORWARDED_FOR=${JSON.stringify(header('x-forwarded-for') ?? null)} HTTP_FORWARDED=${JSON.stringify(forwardedText)}`,
    )
  }
  const ips: (string | null)[] = [...forwardedIps, ...client, remote]
  return firstNonProxy(ips) ?? ips[ips.length - 2] ?? ips[ips.length - 1] ?? null
}

// `ips_from`: stripped, split on commas and whitespace (`/[,\s]+/`): Rack's split_header once
// every whitespace is a space.
function ipsFrom(header: string | undefined): string[] {
  return splitHeader(header?.replace(/[\t\n\v\f\r]/g, ' '))
}

// `sanitize_ips`: the entries IPAddr reads as a single address (`1.2.3.4/32` included).
function sanitizeIps(ips: (string | null)[]): string[] {
  return ips.filter((ip): ip is string => {
    const parsed = ip === null ? null : parseIpAddr(ip)
    return parsed !== null && isSingle(parsed)
  })
}

// `first_non_proxy`: the first address no trusted proxy includes; it stops at a missing
// REMOTE_ADDR (nil) with no answer.
function firstNonProxy(ips: (string | null)[]): string | null {
  for (const raw of ips) {
    if (raw === null) return null
    if (!isTrustedProxy(raw)) return raw
  }
  return null
}

// Node gives the IPv4 peers of a dual-stack server as IPv4-mapped IPv6 (`::ffff:127.0.0.1`).
const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

function isTrustedPeer(raw: string): boolean {
  const ipv4 = MAPPED.exec(raw)?.[1]
  return isTrustedProxy(ipv4 !== undefined && parseIpAddr(ipv4) !== null ? ipv4 : raw)
}

function isTrustedProxy(raw: string): boolean {
  const ip = parseIpAddr(raw) as IpAddr
  return TRUSTED_PROXIES.some((proxy) => includes(proxy, ip))
}
