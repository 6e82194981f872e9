import type { Value } from '../../ast/types.js'
import { RHash, type RValue } from '../values.js'

// Constants of Ruby and Rack that never depend on the application, as Rails 8 sees them (Ruby
// 3.3, Rack 3.2: `ruby8 -e 'require "rack"; p Rack::Utils::HTTP_STATUS_CODES'`). A routes file
// may loop over them (`Rack::Utils::HTTP_STATUS_CODES.keys.select { |c| c >= 400 }.each`) or
// interpolate them into a requirement (`Gem::Version::VERSION_PATTERN`).

const HTTP_STATUS_CODES: Record<number, string> = {
  100: 'Continue', 101: 'Switching Protocols', 102: 'Processing', 103: 'Early Hints',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content',
  205: 'Reset Content', 206: 'Partial Content', 207: 'Multi-Status', 208: 'Already Reported', 226: 'IM Used',
  300: 'Multiple Choices', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified',
  305: 'Use Proxy', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found',
  405: 'Method Not Allowed', 406: 'Not Acceptable', 407: 'Proxy Authentication Required', 408: 'Request Timeout',
  409: 'Conflict', 410: 'Gone', 411: 'Length Required', 412: 'Precondition Failed', 413: 'Content Too Large',
  414: 'URI Too Long', 415: 'Unsupported Media Type', 416: 'Range Not Satisfiable', 417: 'Expectation Failed',
  421: 'Misdirected Request', 422: 'Unprocessable Content', 423: 'Locked', 424: 'Failed Dependency', 425: 'Too Early',
  426: 'Upgrade Required', 428: 'Precondition Required', 429: 'Too Many Requests', 431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
  504: 'Gateway Timeout', 505: 'HTTP Version Not Supported', 506: 'Variant Also Negotiates', 507: 'Insufficient Storage',
  508: 'Loop Detected', 511: 'Network Authentication Required',
}

/** The known constants by their full name (no leading `::`). */
export const KNOWN_CONSTANTS: ReadonlyMap<string, RValue> = new Map<string, RValue>([
  ['Rack::Utils::HTTP_STATUS_CODES', new RHash(Object.entries(HTTP_STATUS_CODES).map(([code, text]) => [Number(code), text]))],
  ['Gem::Version::VERSION_PATTERN', '[0-9]+(?>\\.[0-9a-zA-Z]+)*(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?'],
])

/** `File.join(...)`: a call on a constant whose answer never depends on the application. */
export function isStaticCall(value: Value): boolean {
  return value.type === 'call' && value.receiver?.name === 'File' && value.method === 'join' && value.options.length === 0 && value.block === undefined
}

/** Ruby's `File.join` of strings: one `/` where two parts meet, whatever each side had. */
export function fileJoin(parts: string[]): string {
  return parts.reduce((joined, part, i) => (i === 0 ? part : `${joined.replace(/\/+$/, '')}/${part.replace(/^\/+/, '')}`), '')
}
