/**
 * Rails' generation error, with Rails' message (`ActionController::UrlGenerationError`).
 */
import { rubyInspect, rubyStringInspect, rubySymbolInspect } from '../format/ruby-inspect.js'
import type { RubyValue } from '../route.js'

/** Thrown by `generate` when the route cannot be filled; the message is exactly Rails'. */
export class UrlGenerationError extends Error {
  override name = 'UrlGenerationError'
  constructor(
    message: string,
    /** Required segments without a value (or whose value fails its requirement). */
    readonly missingKeys: string[] = [],
  ) {
    super(message)
  }
}

/** One option as the message shows it: a route default keeps its Ruby form (`:json`). */
/** A value in Rails' message: a route's default (`stringKey`: given with a String key, shown so) or a value given. */
export type ShownValue = { ruby: RubyValue; stringKey?: true } | { js: unknown }

/**
 * `No route matches {<options sorted by key>}`, then `, missing required keys: [...]` for keys
 * not given and `, possible unmatched constraints: [...]` for keys given but unusable.
 */
export function noRouteMessage(options: Map<string, ShownValue>, missing: readonly string[]): string {
  const keys = [...options.keys()].sort()
  const shown = keys.map((key) => {
    const value = options.get(key)!
    return `${'stringKey' in value ? rubyStringInspect(key) : rubySymbolInspect(key)}=>${showValue(value)}`
  })
  let message = `No route matches {${shown.join(', ')}}`
  const unmatched = missing.filter((key) => options.has(key)).sort()
  const absent = missing.filter((key) => !options.has(key)).sort()
  if (absent.length > 0) message += `, missing required keys: [${absent.map(rubySymbolInspect).join(', ')}]`
  if (unmatched.length > 0) message += `, possible unmatched constraints: [${unmatched.map(rubySymbolInspect).join(', ')}]`
  return message
}

function showValue(value: ShownValue): string {
  return 'ruby' in value ? rubyInspect(value.ruby) : inspectJs(value.js)
}

/** `inspect` of a value given from JavaScript: objects are Hashes with String keys. */
export function inspectJs(value: unknown): string {
  if (value === undefined || value === null) return 'nil'
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return rubyInspect(value)
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return `[${value.map(inspectJs).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    return `{${entries.map(([k, v]) => `${rubyStringInspect(k)}=>${inspectJs(v)}`).join(', ')}}`
  }
  return rubyStringInspect(String(value))
}
