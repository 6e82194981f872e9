/**
 * `request.media_type` as Rails main answers it: `content_mime_type&.to_s`
 * (http/request.rb, http/mime_negotiation.rb), the Mime::Type looked up from the Content-Type
 * before its first `,` or `;`, stripped and downcased. A registered type or synonym answers the
 * registered type (`text/x-json` is `application/json`); another valid type answers itself.
 */

/** Raised where Rails raises ActionDispatch::Http::MimeNegotiation::InvalidType (406). */
export class InvalidMimeTypeError extends Error {
  override name = 'InvalidMimeTypeError'
  /** The status Rails answers, read by Express's error handler when the error goes to `next`. */
  readonly status = 406
}

// Mime.lookup_by_string after action_dispatch/http/mime_types.rb: each registered string and
// synonym, and the type it stands for (`vtt` is registered as a synonym of text/vtt).
const REGISTERED: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'text/html': ['application/xhtml+xml'],
    'text/plain': [],
    'text/javascript': ['application/javascript', 'application/x-javascript'],
    'text/css': [],
    'text/calendar': [],
    'text/csv': [],
    'text/vcard': [],
    'text/vtt': ['vtt'],
    'text/markdown': [],
    'image/png': [],
    'image/jpeg': [],
    'image/gif': [],
    'image/bmp': [],
    'image/tiff': [],
    'image/svg+xml': [],
    'image/webp': [],
    'video/mpeg': [],
    'audio/mpeg': [],
    'audio/ogg': [],
    'audio/aac': ['audio/mp4'],
    'video/webm': [],
    'video/mp4': [],
    'font/otf': [],
    'font/ttf': [],
    'font/woff': [],
    'font/woff2': [],
    'application/xml': ['text/xml', 'application/x-xml'],
    'application/rss+xml': [],
    'application/atom+xml': [],
    'application/x-yaml': ['text/yaml'],
    'multipart/form-data': [],
    'application/x-www-form-urlencoded': [],
    'application/json': ['text/x-json', 'application/jsonrequest', 'application/problem+json'],
    'application/pdf': [],
    'application/zip': [],
    'application/gzip': ['application/x-gzip'],
  }).flatMap(([type, synonyms]) => [type, ...synonyms].map((name) => [name, type] as const)),
)

// Mime::Type::MIME_REGEXP (mime_type.rb) for a string without `;`, which the parameters need:
// `*/*`, or type/subtype (or type/*) of MIME_NAME characters, then whitespace.
const NAME = "[a-zA-Z0-9][a-zA-Z0-9!#$&\\-^_.+]{0,126}"
const MIME = new RegExp(`^(?:\\*/\\*|${NAME}/(?:\\*|${NAME})[\\t\\n\\v\\f\\r ]*)$`)

/** `request.media_type` for a Content-Type header (undefined: none). */
export function mediaType(contentType: string | undefined): string | null {
  if (contentType === undefined) return null
  // `/^([^,;]*)/` always matches at the start; then `strip.downcase`.
  const type = /^[^,;]*/.exec(contentType)![0].replace(/^[\0\t\n\v\f\r ]+|[\0\t\n\v\f\r ]+$/g, '').toLowerCase()
  const registered = REGISTERED.get(type)
  if (registered !== undefined) return registered
  // Mime::Type.lookup: `"".split(";", 2)[0]` is nil, and `Type.new(nil)` is invalid too.
  if (type === '' || !MIME.test(type)) throw new InvalidMimeTypeError(`${JSON.stringify(type)} is not a valid MIME type`)
  return type
}
