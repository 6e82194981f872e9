import { ArgumentError } from './errors.js'
import type { RedirectTarget, RubyValue } from '../route.js'
import { applicationObjectText, type RCall, type RValue, inspectValue, isCall, isConstant, isSymbol, plainValue, toS } from './values.js'

/**
 * True for targets that answer requests themselves (Rack endpoints): a `redirect(...)`, a
 * constant naming an application, or any other call on one. Their routes have no controller.
 */
export function isEndpoint(value: RValue | undefined): value is RCall | { constant: string } {
  return isCall(value) || isConstant(value)
}

/** What `rails routes` shows for a lambda or proc endpoint (`to: ->(env) { ... }`). */
export const INLINE_HANDLER = 'Inline handler (Proc/Lambda)'

/** What `rails routes` shows for an endpoint: `redirect(301, /new)`, `Sidekiq::Web`. */
export function endpointText(value: RCall | { constant: string }): string {
  if (isConstant(value)) return value.constant
  // Rails (RouteWrapper#endpoint) names every Proc or lambda endpoint so, whatever its source.
  if (value.call === 'lambda' && value.source !== undefined) return INLINE_HANDLER
  if (value.source !== undefined) return value.source
  if (value.call === 'redirect' && value.receiver === null) return redirectText(value)
  if (isControllerAction(value)) return INLINE_HANDLER
  // An object made by another call shows that call: `FlipperCSP.new(Flipper::UI.app(Flipper))`.
  const args = value.args.map((a) => (isCall(a) && a.receiver !== null ? applicationObjectText(a) : inspectValue(a))).join(', ')
  const receiver = value.receiver === null ? '' : `${value.receiver}.`
  return `${receiver}${value.call}${args ? `(${args})` : ''}`
}

/**
 * `DownloadsController.action(:download)`: ActionController::Metal.action answers a lambda (the
 * controller's middleware, when it declares some, wraps it), which Rails lists as any lambda.
 */
function isControllerAction(value: RCall): boolean {
  const name = value.args[0]
  return value.receiver !== null && /(?:^|::)\w*Controller$/.test(value.receiver) && value.call === 'action' && value.args.length === 1 && value.options.size === 0 && value.block === undefined && (typeof name === 'string' || isSymbol(name))
}

/**
 * A constraint object as Ruby source: `AdminOnly`, `Subdomain.new("api", strict: true)`. The text
 * names the object in the route list; applications implement it under that name.
 */
export function constraintSource(value: RValue): string {
  if (isConstant(value)) return value.constant
  return isCall(value) ? applicationObjectText(value) : inspectValue(value)
}

/** Rails' `redirect(path, status:)` / `redirect(status:, **url_options)` inspected as Rails does. */
function redirectText(call: RCall): string {
  const options = call.options.dup()
  const status = shownValue(options.delete('status') ?? 301)
  if (options.size > 0) {
    const parts = options.entries.map(([k, v]) => `${toS(k)}: ${shownValue(v)}`)
    return `redirect(${status}, ${parts.join(', ')})`
  }
  const path = call.args[0]
  if (typeof path === 'string') return `redirect(${status}, ${path})`
  // `redirect(Redirectors::Lesson.new)`: an object the application makes answers `call`, as a
  // block does; Rails shows the status only.
  if (isCall(path) && path.receiver !== null && path.call === 'new' && path.source === undefined) return `redirect(${status})`
  // A target only the application knows (`redirect(SiteConfig.about_url)`), named by its expression.
  if (isApplicationValue(path)) return `redirect(${status}, ${shownValue(path)})`
  // `redirect { |params, req| ... }` (or a lambda argument): the block answers; Rails shows the status only.
  if (call.block !== undefined || (isCall(path) && path.source !== undefined)) return `redirect(${status})`
  throw new ArgumentError('redirection argument not supported')
}

/** A value only the application knows: an unknown constant, a named value, an object it makes. */
function isApplicationValue(value: RValue | undefined): boolean {
  return isConstant(value) || (isCall(value) && value.receiver !== null && value.source === undefined)
}

/** A value as a redirect's text shows it: an application's object by its expression. */
function shownValue(value: RValue): string {
  return isCall(value) && value.receiver !== null ? applicationObjectText(value) : toS(value)
}

/**
 * The status and target of a `redirect(...)` endpoint, or undefined for other endpoints and for a
 * redirect holding a value only the application knows (the listener cannot perform it).
 */
export function redirectTarget(value: RCall | { constant: string }): RedirectTarget | undefined {
  if (isConstant(value) || value.call !== 'redirect' || value.receiver !== null) return undefined
  if ([...value.options.entries.map(([, v]) => v), value.args[0]].some(isApplicationValue)) return undefined
  const options = value.options.dup()
  const status = options.delete('status') ?? 301
  const code = typeof status === 'number' ? status : Number(toS(status))
  if (options.size === 0) return typeof value.args[0] === 'string' ? { status: code, path: value.args[0] } : undefined
  const record: Record<string, RubyValue> = {}
  for (const [key, option] of options.entries) record[toS(key)] = plainValue(option)
  return { status: code, options: record }
}
