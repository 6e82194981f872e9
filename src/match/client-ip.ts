/**
 * The client's address as Rails reads it behind proxies: `request.ip` (Rack 2.2's Request#ip)
 * and `request.remote_ip` (ActionDispatch::RemoteIp, 6.1, default trusted proxies). Both believe
 * X-Forwarded-For when the connection comes from a trusted (private or loopback) address.
 */
import { BlockList, isIP } from 'node:net'

/** Raised where Rails raises `IpSpoofAttackError`: Client-IP is not among X-Forwarded-For. */
export class IpSpoofError extends Error {
  override name = 'IpSpoofError'
}

// Rack::Request.ip_filter (request.rb 19).
const RACK_TRUSTED = /^127\.0\.0\.1$|^(10|172\.(1[6-9]|2[0-9]|30|31)|192\.168)\.|^::1$|^fd[0-9a-f]{2}:.+|^localhost$|^unix$|^unix:/i

/** `Request#ip`: the first untrusted REMOTE_ADDR, else the last untrusted forwarded address. */
export function rackIp(remoteAddr: string | undefined, forwardedFor: string | undefined): string | null {
  const remote = splitHeader(remoteAddr)
  const external = remote.filter((ip) => !RACK_TRUSTED.test(ip))
  if (external.length > 0) return external[0]!
  if (forwardedFor !== undefined) {
    const forwarded = splitHeader(forwardedFor).map(authorityHost)
    if (forwarded.length > 0) return forwarded.filter((ip) => !RACK_TRUSTED.test(ip)).pop() ?? forwarded[0]!
  }
  return remote[0] ?? null
}

/**
 * `Request#remote_ip`: the nearest address in X-Forwarded-For and Client-IP that is not a
 * trusted proxy, else REMOTE_ADDR. Throws IpSpoofError where Rails raises.
 */
export function railsRemoteIp(remoteAddr: string | undefined, clientIp: string | undefined, forwardedFor: string | undefined): string | null {
  const remote = ipsFrom(remoteAddr).pop() ?? null
  const client = ipsFrom(clientIp).reverse()
  const forwarded = ipsFrom(forwardedFor).reverse()
  const checked = client[client.length - 1]
  if (checked !== undefined && forwarded.length > 0 && !forwarded.includes(checked)) {
    throw new IpSpoofError(`IP spoofing attack?! HTTP_CLIENT_IP=${JSON.stringify(clientIp)} HTTP_X_FORWARDED_FOR=${JSON.stringify(forwardedFor)}`)
  }
  const ips = [...forwarded, ...client]
  const candidates = remote === null ? ips : [...ips, remote]
  return candidates.find((ip) => !railsTrusted(ip)) ?? ips[ips.length - 1] ?? remote
}

// ActionDispatch::RemoteIp::TRUSTED_PROXIES.
const RAILS_TRUSTED = new BlockList()
RAILS_TRUSTED.addSubnet('127.0.0.0', 8, 'ipv4')
RAILS_TRUSTED.addAddress('::1', 'ipv6')
RAILS_TRUSTED.addSubnet('fc00::', 7, 'ipv6')
RAILS_TRUSTED.addSubnet('10.0.0.0', 8, 'ipv4')
RAILS_TRUSTED.addSubnet('172.16.0.0', 12, 'ipv4')
RAILS_TRUSTED.addSubnet('192.168.0.0', 16, 'ipv4')

function railsTrusted(ip: string): boolean {
  const address = ip.replace(/\/\d+$/, '')
  const family = isIP(address)
  return family !== 0 && RAILS_TRUSTED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

// `ips_from`: the header's entries that are single valid addresses (a `/32` or `/128` mask
// included, as IPAddr reads it).
function ipsFrom(header: string | undefined): string[] {
  return splitHeader(header).filter((ip) => {
    const [address, mask, extra] = ip.split('/')
    const family = isIP(address!)
    if (family === 0 || extra !== undefined) return false
    return mask === undefined || (/^\d+$/.test(mask) && Number(mask) === (family === 4 ? 32 : 128))
  })
}

function splitHeader(value: string | undefined): string[] {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? [] : trimmed.split(/[,\s]+/)
}

// Rack's split_authority after wrap_ipv6: the address of `host:port`, `[v6]:port` or a bare v6.
function authorityHost(authority: string): string {
  const wrapped = !authority.startsWith('[') && authority.split(':').length > 2 ? `[${authority}]` : authority
  const match = /^(?:\[(.*)\]|([\d.]+)|([a-zA-Z0-9.\-_]+))(?::(\d+))?$/.exec(wrapped)
  if (match === null) return wrapped
  return match[1] ?? match[2] ?? match[3]!
}
