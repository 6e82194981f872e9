import type { Value } from '../../ast/types.js'
import { isRegexp, isSymbol, RHash, type RValue, toS } from '../values.js'

// Constants and calls of Ruby and Rack that never depend on the application, as Rails 8 sees them (Ruby
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
  ['Regexp::IGNORECASE', 1],
  ['Regexp::EXTENDED', 2],
  ['Regexp::MULTILINE', 4],
])

/**
 * Calls on Ruby's own classes whose answer never depends on the application, by
 * `Receiver.method`: the answer for these arguments, or undefined when they are not all known
 * strings (and regexps, for `Regexp.union`).
 */
const STATIC_CALLS: Readonly<Record<string, (args: RValue[]) => RValue | undefined>> = {
  // `File.join("https://host", "sitemaps", "x.gz")`: one `/` where two parts meet.
  'File.join': (args) => (args.every((a) => typeof a === 'string') ? fileJoin(args as string[]) : undefined),
  // `Regexp.new(locales.join("|"))`: a requirement built from text.
  // `Regexp.new(codes.join("|"), Regexp::IGNORECASE)`: options as Ruby takes them (`Regexp.compile` is the same method).
  'Regexp.new': regexpNew,
  'Regexp.compile': regexpNew,
  'Regexp.union': regexpUnion,
}

const staticKey = (receiver: string, method: string) => `${receiver.replace(/^::/, '')}.${method}`

/** `File.join`, `Regexp.new`, `Regexp.union`: a method Ruby answers, not the application. */
export function isStaticMethod(receiver: string, method: string): boolean {
  return Object.hasOwn(STATIC_CALLS, staticKey(receiver, method))
}

/**
 * `ENV.fetch("ADMIN_PATH", "/")`, `ENV.key?("X")` written where a value goes: the environment's
 * reading (`--set`), which the evaluator answers, not a method of the application.
 */
export function isEnvCall(value: Value): boolean {
  return value.type === 'call' && value.receiver !== undefined && value.receiver.name.replace(/^::/, '') === 'ENV' && value.options.length === 0 && value.block === undefined
}

/** A call value of a static method, without options or a block. */
export function isStaticCall(value: Value): boolean {
  return value.type === 'call' && value.receiver !== undefined && isStaticMethod(value.receiver.name, value.method) && value.options.length === 0 && value.block === undefined
}

/** The answer of the static method `receiver.method`; undefined when its arguments are not known. */
export function staticCall(receiver: string, method: string, args: RValue[]): RValue | undefined {
  return STATIC_CALLS[staticKey(receiver, method)]?.(args)
}

function fileJoin(parts: string[]): string {
  return parts.reduce((joined, part, i) => (i === 0 ? part : `${joined.replace(/\/+$/, '')}/${part.replace(/^\/+/, '')}`), '')
}

/**
 * Ruby's `Regexp.union`: one regexp is itself; otherwise strings escaped, regexps as their `to_s`,
 * joined by `|`, and `(?!)` (matching nothing) for none.
 */
/**
 * `Regexp.new(source, options)`: options an Integer of Regexp::IGNORECASE (1), EXTENDED (2) and
 * MULTILINE (4) bits, a String of `i`, `m` and `x`, or any other truthy value for IGNORECASE;
 * nil and false for none. Flags in Ruby's order (`mix`).
 */
function regexpNew([source, options, ...rest]: RValue[]): RValue | undefined {
  if (typeof source !== 'string' || rest.length > 0) return undefined
  let bits = 0
  if (typeof options === 'number') bits = options
  else if (typeof options === 'string') {
    if (!/^[imx]*$/.test(options)) return undefined
    bits = (options.includes('i') ? 1 : 0) | (options.includes('x') ? 2 : 0) | (options.includes('m') ? 4 : 0)
  } else if (options !== undefined && options !== null && options !== false) bits = 1
  const flags = (bits & 4 ? 'm' : '') + (bits & 1 ? 'i' : '') + (bits & 2 ? 'x' : '')
  return { regexp: source, flags }
}

function regexpUnion(args: RValue[]): RValue | undefined {
  const parts = args.length === 1 && Array.isArray(args[0]) ? args[0] : args
  if (parts.length === 1 && isRegexp(parts[0])) return parts[0]
  const sources: string[] = []
  for (const part of parts) {
    if (isRegexp(part)) sources.push(toS(part))
    else if (typeof part === 'string' || isSymbol(part)) sources.push(rubyRegexpEscape(toS(part)))
    else return undefined
  }
  return { regexp: sources.length === 0 ? '(?!)' : sources.join('|'), flags: '' }
}

/** Ruby's `Regexp.escape`. */
function rubyRegexpEscape(text: string): string {
  return text.replace(/[.*?+^$|()[\]{}\\#-]/g, '\\$&').replace(/ /g, '\\ ').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\f/g, '\\f').replace(/\v/g, '\\v')
}
