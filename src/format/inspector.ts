/**
 * What Rails 8's `RoutesInspector` / `RouteWrapper` make of a route before any layout:
 * the four displayed fields, the `-c`/`-g` filters and the empty-result messages
 * (actionpack/lib/action_dispatch/routing/inspector.rb).
 */
import type { Route, RubyValue } from '../route.js'
import { rubyRegExp } from '../inflect/ruby-regexp.js'
import { underscore } from '../inflect/underscore.js'
import { routeMatchesPath } from '../match/path-regexp.js'
import { rubyHashInspect, rubyInspect, type RubyVersion } from './ruby-inspect.js'

/** `Regexp.new(pattern)` for the `-g`/`-c` patterns (re-exported for the CLI's option check). */
export { rubyRegExp }

/**
 * Filters of `rails routes` (`controller` wins over `grep` when both are given), and routecraft's
 * own, which narrow whatever those select: `method` keeps the routes that answer that HTTP
 * method (a route for every verb included), `name` those whose name a Ruby regexp matches.
 */
export interface RouteFilter {
  grep?: string
  controller?: string
  method?: string
  name?: string
}

/** A listing's filters and the Ruby whose `Hash#inspect` prints the constraints (3.3 by default). */
export interface ListingOptions extends RouteFilter {
  ruby?: RubyVersion
}

/** One displayed row: the strings `collect_routes` builds. */
export interface RouteRow {
  name: string
  verb: string
  path: string
  reqs: string
  /** `file:line` of the declaration that made the route (Rails 8's source location); '' where Rails shows none. */
  source: string
}

const PART = { controller: /[:*]controller(?!\w)/, action: /[:*]action(?!\w)/ }

/** True when the Journey path has the segment `:name` or `*name` (one of `route.parts`). */
function hasPart(path: string, name: 'controller' | 'action'): boolean {
  // Nearly every path lacks the word: the regexp runs only for the few that have it.
  return path.includes(name) && PART[name].test(path)
}

/** `RouteWrapper#controller`: `:controller` when the path has that segment. */
export function displayController(route: Route): string | null {
  return hasPart(route.path, 'controller') ? ':controller' : route.controller
}

/** `RouteWrapper#action`: `:action` when the path has that segment. */
export function displayAction(route: Route): string | null {
  return hasPart(route.path, 'action') ? ':action' : route.action
}

/**
 * Journey's glob default `/.+?/m`, which `Route#requirements` drops (`Regexp#==` compares the
 * flags too: a user's `id: /.+?/` is listed). Rails rejects multiline requirements from users on
 * any segment but a glob, so `/.+?/m` can only be the glob default or a glob's own requirement.
 */
function isGlobDefault(value: RubyValue): boolean {
  return typeof value === 'object' && value !== null && 'regexp' in value && value.regexp === '.+?' && value.flags === 'm'
}

/**
 * `RouteWrapper#constraints`: defaults merged with path requirements (`Hash#merge` keeps the
 * position of a key already present), minus glob defaults, controller and action.
 */
export function constraintEntries(route: Route): [string, RubyValue][] {
  // Indexed loops over the keys, no Map and no iterators: a listing asks this of every route.
  const { defaults, requirements } = route
  const out: [string, RubyValue][] = []
  const defaultKeys = Object.keys(defaults)
  for (let i = 0; i < defaultKeys.length; i++) {
    const key = defaultKeys[i]!
    keepConstraint(out, key, Object.hasOwn(requirements, key) ? requirements[key]! : defaults[key]!)
  }
  const requirementKeys = Object.keys(requirements)
  for (let i = 0; i < requirementKeys.length; i++) {
    const key = requirementKeys[i]!
    if (!Object.hasOwn(defaults, key)) keepConstraint(out, key, requirements[key]!)
  }
  return out
}

function keepConstraint(out: [string, RubyValue][], key: string, value: RubyValue): void {
  if (key !== 'controller' && key !== 'action' && !isGlobDefault(value)) out.push([key, value])
}

/** `RouteWrapper#endpoint`: `controller#action`, or the Rack app's inspect text. */
export function displayEndpoint(route: Route): string {
  if (route.endpoint !== undefined) return route.endpoint
  // Ruby interpolates nil as the empty string.
  return `${displayController(route) ?? ''}#${displayAction(route) ?? ''}`
}

/** `RouteWrapper#reqs`: the endpoint, then a space and the constraints Hash when non-empty. */
export function displayReqs(route: Route, ruby: RubyVersion = '3.3'): string {
  const constraints = constraintEntries(route)
  const endpoint = displayEndpoint(route)
  if (constraints.length === 0) return endpoint
  const strings = route.stringKeys
  if (strings === undefined) return `${endpoint} ${rubyHashInspect(constraints, ruby)}`
  // A default given with a String key is listed as a String (a requirement of that name is a Symbol's).
  const entries = constraints.map(([key, value]): [RubyValue, RubyValue] => [strings.includes(key) && !Object.hasOwn(route.requirements, key) ? key : { symbol: key }, value])
  return `${endpoint} ${rubyInspect({ hash: entries }, ruby)}`
}

/** `RouteWrapper#name`: the name's `to_s` (`""` for nil, `"false"` for `as: false`). */
function routeNameText(route: Route): string {
  return route.name === null ? '' : String(route.name)
}

/**
 * Where Rails records the route (`--expanded` in development). A route a gem drew is recorded in
 * the gem's own file, which ActionDispatch's backtrace cleaner shows as `name (version) path`
 * (`devise (5.0.3) lib/devise/rails/routes.rb:378`, `activestorage (8.1.3) config/routes.rb:5`):
 * known where Gemfile.lock gives the version. Otherwise an engine's route shows none and a macro's
 * the macro's call in the routes file.
 */
function sourceLocation(route: Route): string {
  const { origin, source } = route
  const own = `${source.file}:${source.line}`
  if (origin === undefined) return own
  const inGem = origin.kind === 'engine' ? `${source.file.slice(source.file.indexOf('/') + 1)}:${source.line}` : origin.location
  if (origin.version !== undefined && inGem !== undefined) return `${origin.gem} (${origin.version}) ${inGem}`
  return origin.kind === 'engine' ? '' : own
}

/** The row `collect_routes` builds for a route. */
export function toRow(route: Route, ruby: RubyVersion = '3.3'): RouteRow {
  return {
    name: routeNameText(route),
    verb: route.verb.join('|'),
    path: route.path,
    reqs: displayReqs(route, ruby),
    source: sourceLocation(route),
  }
}

/** A route matcher for a filter, or null when the filter is empty (every route is listed). */
function routePredicate(filter: RouteFilter): ((route: Route) => boolean) | null {
  const predicates = [railsPredicate(filter), methodPredicate(filter.method), namePredicate(filter.name)].filter((p) => p !== null)
  if (predicates.length === 0) return null
  return (route) => predicates.every((predicate) => predicate(route))
}

/** `-c` or `-g`, as Rails applies them. */
function railsPredicate(filter: RouteFilter): ((route: Route) => boolean) | null {
  if (filter.controller !== undefined) {
    const pattern = rubyRegExp(underscore(filter.controller).replace(/_?controller$/, ''))
    return (route) => test(pattern, displayController(route))
  }
  if (filter.grep !== undefined) {
    const pattern = rubyRegExp(filter.grep)
    // Rails also lists the routes that would recognise the pattern read as a path.
    const asPath = `/${rfc2396Escape(filter.grep)}`.replace(/\/{2,}/g, '/')
    return (route) =>
      [displayController(route), displayAction(route), route.verb.join('|'), routeNameText(route), route.path].some((field) =>
        test(pattern, field),
      ) || routeMatchesPath(route, asPath)
  }
  return null
}

/** `--method GET`: the routes with that verb, and those with none (`via: :all` answers every method). */
function methodPredicate(method: string | undefined): ((route: Route) => boolean) | null {
  if (method === undefined) return null
  const wanted = method.toUpperCase()
  return (route) => route.verb.length === 0 || route.verb.includes(wanted)
}

/** `--name PATTERN`: the named routes whose name the Ruby regexp matches. */
function namePredicate(name: string | undefined): ((route: Route) => boolean) | null {
  if (name === undefined) return null
  const pattern = rubyRegExp(name)
  return (route) => typeof route.name === 'string' && pattern.test(route.name)
}

// `URI::RFC2396_PARSER.escape`: every character but the unreserved and reserved ones, as
// percent-encoded UTF-8 bytes.
const RFC2396_UNSAFE = /[^-_.!~*'()a-zA-Z\d;/?:@&=+$,[\]]/gu

function rfc2396Escape(text: string): string {
  return text.replace(RFC2396_UNSAFE, (ch) =>
    [...new TextEncoder().encode(ch)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )
}

/** `Regexp#match?`: false for nil. */
function test(pattern: RegExp, text: string | null): boolean {
  return text !== null && pattern.test(text)
}

/** The routes a filter selects (internal ones included; they are dropped when rows are built). */
export function filterRoutes(routes: readonly Route[], filter: RouteFilter = {}): Route[] {
  const predicate = routePredicate(filter)
  return predicate ? routes.filter(predicate) : [...routes]
}

/** The rows of the listed routes: filtered, internal routes dropped. */
export function listedRows(routes: readonly Route[], filter: ListingOptions = {}): RouteRow[] {
  return filterRoutes(routes, filter)
    .filter((route) => !route.internal)
    .map((route) => toRow(route, filter.ruby))
}

const GUIDE = 'For more information about routes, see the Rails guide: https://guides.rubyonrails.org/routing.html.'

/** `ConsoleFormatter::Base#no_routes`: the text printed when no row is listed (a filter's message first). */
export function noRoutesMessage(routes: readonly Route[], filter: RouteFilter = {}): string {
  if (filter.controller !== undefined) return `No routes were found for this controller.\n${GUIDE}`
  if (filter.grep !== undefined) return `No routes were found for this grep pattern.\n${GUIDE}`
  if (filter.method !== undefined || filter.name !== undefined) return `No routes were found for this ${filter.name !== undefined ? 'name pattern' : 'method'}.\n${GUIDE}`
  return `You don't have any routes defined!\n\nPlease add some routes in config/routes.rb.\n\n${GUIDE}`
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/

/** Ruby's `String#length` counts characters, not UTF-16 units: a surrogate pair is one. */
export function charLength(text: string): number {
  // Most cells hold no surrogate at all: then the native test answers (a loop over every
  // character of every cell cost ~1% of a listing in V8's interpreter).
  if (!HIGH_SURROGATE.test(text)) return text.length
  let pairs = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // A high surrogate followed by a low one; a lone surrogate counts as one character.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++
        i++
      }
    }
  }
  return text.length - pairs
}
