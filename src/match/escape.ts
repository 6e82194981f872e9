/**
 * The escapers of generation: Journey's segment and path escaping, and `CGI.escape` for query
 * strings. Each keeps its own set of characters and percent-encodes the UTF-8 bytes of the rest.
 */

// Unreserved and sub-delims, `:` and `@` (RFC 3986 pchar): what a segment keeps as written.
const SEGMENT_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/
const PATH_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/
// What encodeURIComponent escapes but a segment keeps.
const SEGMENT_KEPT = /%(?:2[46BC]|3[ABD]|40)/g
const PATH_KEPT = /%(?:2[46BCF]|3[ABD]|40)/g

// The same sets as tables over ASCII (1: kept by segments and paths, 2: by paths only), so the
// usual value (nothing to escape) is checked with one pass and no regexp.
const KEPT = new Uint8Array(128)
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c)
  if (SEGMENT_SAFE.test(ch)) KEPT[c] = 1
  else if (PATH_SAFE.test(ch)) KEPT[c] = 2
}

function keptAs(value: string, most: number): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c >= 128) return false
    const kept = KEPT[c]!
    if (kept === 0 || kept > most) return false
  }
  return true
}

/** `Journey::Router::Utils.escape_segment`: `/`, `?`, `#`, space... percent-encoded. */
export function escapeSegment(value: string): string {
  return keptAs(value, 1) ? value : encode(value).replace(SEGMENT_KEPT, unescapeOne)
}

/** `Journey::Router::Utils.escape_path`: as a segment, but `/` is kept (globs, `:controller`). */
export function escapePath(value: string): string {
  return keptAs(value, 2) ? value : encode(value).replace(PATH_KEPT, unescapeOne)
}

/** `Journey::Router::Utils.escape_fragment`: as a path, but `?` is kept too. */
export function escapeFragment(value: string): string {
  return escapePath(value).replace(/%3F/g, '?')
}

/** Ruby's `CGI.escape`: form encoding, space as `+`, only `A-Za-z0-9_.-~` kept. */
export function cgiEscape(value: string): string {
  return encode(value).replace(/[!'()*]/g, hexOf).replace(/%20/g, '+')
}

/**
 * `Rack::Utils.escape` (URI.encode_www_form_component): form encoding, space as `+`, only
 * `A-Za-z0-9*-._` kept.
 */
export function wwwFormEscape(value: string): string {
  return encode(value).replace(/[!'()~]/g, hexOf).replace(/%20/g, '+')
}

function unescapeOne(escape: string): string {
  return String.fromCharCode(parseInt(escape.slice(1), 16))
}

function hexOf(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase()}`
}

// encodeURIComponent with lone surrogates (which it rejects) replaced by U+FFFD, as UTF-8 would.
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, (c, i: number) => wellFormed(value, i) ? c : '\uFFFD'))
  }
}

function wellFormed(value: string, i: number): boolean {
  const c = value.charCodeAt(i)
  if (c < 0xdc00) return (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00
  return (value.charCodeAt(i - 1) & 0xfc00) === 0xd800
}
