/**
 * Ruby's IPAddr (ipaddr 1.2.6, Ruby 3.3's), as far as ActionDispatch::RemoteIp uses it: parse a
 * string the way `IPAddr.new` does, tell whether it names a single address, and whether a network
 * includes it. A string IPAddr refuses (any ArgumentError) parses to null.
 */

/** An address with its mask: `family` 4 or 6, `value` already masked. */
export interface IpAddr {
  family: 4 | 6
  value: bigint
  mask: bigint
}

const IN4MASK = (1n << 32n) - 1n
const IN6MASK = (1n << 128n) - 1n

// ipaddr.rb RE_IPV4ADDRLIKE, RE_IPV6ADDRLIKE_FULL, RE_IPV6ADDRLIKE_COMPRESSED.
const IPV4_LIKE = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/
const IPV6_FULL = /^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|((?:[\da-f]{1,4}:){6})(\d+)\.(\d+)\.(\d+)\.(\d+))$/i
const IPV6_COMPRESSED = /^((?:(?:[\da-f]{1,4}:)*[\da-f]{1,4})?)::(((?:[\da-f]{1,4}:)*)(?:[\da-f]{1,4}|(\d+)\.(\d+)\.(\d+)\.(\d+)))?$/i

/** `IPAddr.new(text)`, or null where it raises. */
export function parseIpAddr(text: string): IpAddr | null {
  // IPAddr#initialize: the text before the first `/`, brackets and a zone id (`%eth0`) meaning IPv6.
  const slash = text.indexOf('/')
  let prefix = slash < 0 ? text : text.slice(0, slash)
  const prefixlen = slash < 0 ? undefined : text.slice(slash + 1)
  let family: 4 | 6 | undefined
  // Ruby's `.` stops at a line feed only.
  const bracketed = /^\[([^\n]*)\]$/.exec(prefix)
  if (bracketed) {
    prefix = bracketed[1]!
    family = 6
  }
  const zoned = /^([^\n]*)(%\w+)$/.exec(prefix)
  if (zoned) {
    prefix = zoned[1]!
    family = 6
  }
  let value: bigint | null = null
  let found: 4 | 6 = 6
  if (family !== 6) {
    const v4 = ipv4Value(prefix)
    if (v4 === undefined) return null
    if (v4 !== null) {
      value = v4
      found = 4
    }
  }
  if (value === null) value = ipv6Value(prefix)
  if (value === null) return null
  const full = found === 4 ? IN4MASK : IN6MASK
  if (prefixlen === undefined) return { family: found, value, mask: full }
  return withMask({ family: found, value, mask: full }, prefixlen)
}

/** Whether the address is one address (`IPAddr#to_range` begins where it ends). */
export function isSingle(ip: IpAddr): boolean {
  return ip.mask === (ip.family === 4 ? IN4MASK : IN6MASK)
}

/** `IPAddr#include?`: same family, and `ip`'s range inside `network`'s. */
export function includes(network: IpAddr, ip: IpAddr): boolean {
  if (network.family !== ip.family) return false
  const full = network.family === 4 ? IN4MASK : IN6MASK
  const end = (address: IpAddr) => address.value | (full ^ address.mask)
  return network.value <= (ip.value & ip.mask) && end(network) >= end(ip)
}

// IPAddr#in_addr: null when the text is not IPv4-like, undefined where it raises (an octet over
// 255, a zero-filled octet).
function ipv4Value(text: string, octets = IPV4_LIKE.exec(text)?.slice(1)): bigint | null | undefined {
  if (octets === undefined) return null
  let value = 0n
  for (const octet of octets) {
    if (Number(octet) >= 256 || /^0./s.test(octet)) return undefined
    value = (value << 8n) | BigInt(octet)
  }
  return value
}

// IPAddr#in6_addr: null where it raises.
function ipv6Value(text: string): bigint | null {
  let left: string
  let right: string
  let embedded = 0n
  const fullMatch = IPV6_FULL.exec(text)
  const compressed = fullMatch ? null : IPV6_COMPRESSED.exec(text)
  if (fullMatch) {
    right = ''
    if (fullMatch[1] !== undefined) {
      const v4 = ipv4Value('', fullMatch.slice(2, 6))
      if (v4 === undefined || v4 === null) return null
      embedded = v4
      left = `${fullMatch[1]}:`
    } else {
      left = text
    }
  } else if (compressed) {
    const [, head = '', tail = '', tailGroups = ''] = compressed
    const colons = text.split(':').length - 1
    if (compressed[4] !== undefined) {
      if (colons > 6) return null
      const v4 = ipv4Value('', compressed.slice(4, 8))
      if (v4 === undefined || v4 === null) return null
      embedded = v4
      left = head
      right = `${tailGroups}0:0`
    } else {
      if (colons > (head === '' || tail === '' ? 8 : 7)) return null
      left = head
      right = tail
    }
  } else {
    return null
  }
  // Ruby's String#split drops trailing empty fields (`"1:2:".split(':')` is ["1", "2"]).
  const groups = (part: string) => (part === '' ? [] : part.replace(/:+$/, '').split(':'))
  const l = groups(left)
  const r = groups(right)
  const rest = 8 - l.length - r.length
  if (rest < 0) return null
  let value = 0n
  for (const group of [...l, ...Array<string>(rest).fill('0'), ...r]) value = (value << 16n) | BigInt(`0x${group === '' ? '0' : group}`)
  return value | embedded
}

// IPAddr#mask!: a prefix length without leading zeros, or a contiguous netmask of the same family.
function withMask(ip: IpAddr, mask: string): IpAddr | null {
  const bits = ip.family === 4 ? 32 : 128
  const full = ip.family === 4 ? IN4MASK : IN6MASK
  let maskValue: bigint
  if (/^(0|[1-9]+\d*)$/.test(mask)) {
    const length = Number(mask)
    if (length > bits) return null
    maskValue = (full >> BigInt(bits - length)) << BigInt(bits - length)
  } else if (/^\d+$/.test(mask)) {
    return null
  } else {
    const netmask = parseIpAddr(mask)
    if (netmask === null || netmask.family !== ip.family) return null
    const n = netmask.value ^ netmask.mask
    if (((n + 1n) & n) !== 0n) return null
    maskValue = netmask.value
  }
  return { family: ip.family, value: ip.value & maskValue, mask: maskValue }
}
