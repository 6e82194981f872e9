import { underscore } from '../inflect/underscore.js'
import { isNamed } from './evaluate/named.js'
import type { Block, Context } from './context.js'
import { slowRequirementWarnings } from './backtracking.js'
import { isEndpoint } from './endpoints.js'
import { ArgumentError, RoutingError } from './errors.js'
import { checkParens, routePath } from './journey.js'
import { buildRoute } from './mapping.js'
import { routeName } from './naming.js'
import { actionPath, collection, member, nested, newScope } from './resource-scopes.js'
import { MERGE, type Scope } from './scope.js'
import { RHash, type RValue, isConstant, isHash, isSymbol, toArray, toS, truthy } from './values.js'
import { rubyInspect } from '../format/ruby-inspect.js'

const VALID_ON = ['new', 'collection', 'member']
const DYNAMIC_SEGMENTS = [['controller', /[:*]controller(?!\w)/], ['action', /[:*]action(?!\w)/]] as const

/**
 * The longest route path (after URI escaping) routecraft accepts; not a Rails limit. Node's HTTP
 * server refuses request heads over 16 KB, so no request could reach a longer route, and V8 refuses
 * to compile a path regexp of a few hundred KB ("Regular expression too large").
 */
export const MAX_PATH_LENGTH = 16_384
const CANONICAL_ACTIONS = ['index', 'create', 'new', 'show', 'update', 'destroy']

/** Rails' refusal of a `match` without `via:` (lenient drawing skips the statement instead). */
export const MISSING_VIA =
  'You should not use the `match` method in your router without specifying an HTTP method.\n' +
  'If you want to expose your action to both GET and POST, add `via: [:get, :post]` option.\n' +
  'If you want to expose your action to GET, use `get` in the router:\n' +
  '  Instead of: match "controller#action"\n' +
  '  Do: get "controller#action"'

/**
 * `match` and the verb helpers. Without a positional path, the first String key of the options
 * is the path and its value the target (a Symbol is the action, `"c#a"` is `to`, another String
 * the controller, anything else `to`); keywords given explicitly win over the inferred target.
 */
export function match(cx: Context, scope: Scope, paths: readonly RValue[], given: RHash, _block: Block): void {
  const options = given.dup()
  let list = paths
  if (list.length === 0) {
    const entry = options.entries.find(([key]) => typeof key === 'string')
    if (!entry) throw new ArgumentError('Route path not specified')
    const [path, target] = entry
    const setIfMissing = (key: string) => {
      if (!truthy(options.get(key))) options.set(key, target)
    }
    if (isSymbol(target)) setIfMissing('action')
    else if (typeof target === 'string') setIfMissing(target.includes('#') ? 'to' : 'controller')
    else setIfMissing('to')
    options.deleteKey(path)
    list = [path]
  }
  const defaults = options.delete('defaults')
  if (truthy(defaults)) {
    if (!isHash(defaults)) throw new RoutingError('TypeError', 'no implicit conversion into Hash (option :defaults)')
    scope = scope.push({ defaults: MERGE.defaults(scope.get('defaults'), defaults) })
  }
  mapMatch(cx, scope, list, options)
}

function mapMatch(cx: Context, scope: Scope, paths: readonly RValue[], options: RHash): void {
  const on = options.get('on')
  if (truthy(on) && !(isSymbol(on) && VALID_ON.includes(on.symbol))) {
    throw new ArgumentError(`Unknown scope ${rubyInspect(on as never)} given to :on`)
  }
  if (truthy(scope.get('to')) && !truthy(options.get('to'))) options.set('to', scope.get('to')!)
  const scopeController = scope.get('controller')
  const scopeAction = scope.get('action')
  if (truthy(scopeController) && truthy(scopeAction) && !truthy(options.get('to'))) {
    options.set('to', `${toS(scopeController)}#${toS(scopeAction)}`)
  }
  const explicitController = options.delete('controller')
  const route: RouteSettings = {
    controller: truthy(explicitController) ? explicitController : scopeController,
    optionPath: options.delete('path'),
    to: options.delete('to'),
    // Newest Rails treats an explicit nil like an absent option for via, format and anchor.
    via: checkVia(given(options.delete('via')) ?? scope.get('via')),
    format: given(options.delete('format')) ?? scope.get('format'),
    anchor: truthy(given(options.delete('anchor')) ?? true),
    constraints: given(options.delete('constraints')) ?? EMPTY_CONSTRAINTS,
  }
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i]
    if (typeof path !== 'string') continue
    if (truthy(route.optionPath)) {
      throw new ArgumentError('Ambiguous route definition. Both :path and the route path were specified as strings.')
    }
    const routeOptions = options.dup()
    route.to = toFromPath(path, route.to, routeOptions.get('action'))
    decomposedMatch(cx, scope, path, path, routeOptions, route)
  }
  for (let i = 0; i < paths.length; i++) {
    const action = paths[i]!
    if (isSymbol(action)) decomposedMatch(cx, scope, action, route.optionPath, options.dup(), route)
  }
}

interface RouteSettings {
  controller: RValue | undefined
  optionPath: RValue | undefined
  to: RValue | undefined
  via: string[]
  format: RValue | undefined
  anchor: boolean
  constraints: RValue
}

/** An option's value, or undefined when it is absent or nil (newest Rails: nil means not given). */
function given(value: RValue | undefined): RValue | undefined {
  return value === null ? undefined : value
}

// Read only: a route's own constraints hash is never changed after this point.
const EMPTY_CONSTRAINTS = new RHash()

function checkVia(via: RValue | undefined): string[] {
  const verbs = toArray(via)
  if (verbs.length === 0) throw new ArgumentError(MISSING_VIA)
  if (verbs.length === 1 && toS(verbs[0]) === 'all') return []
  // Unknown verbs are compared as upper-cased, dasherized names (`:version_control` → VERSION-CONTROL).
  return verbs.map((v) => (toS(v) === 'all' ? '' : toS(v).replace(/_/g, '-').toUpperCase()))
}

/** The match shorthand: `get "account/overview"` routes to `account#overview`. */
function toFromPath(path: string, to: RValue | undefined, action: RValue | undefined): RValue | undefined {
  if (truthy(to) || truthy(action)) return to
  const withoutFormat = path.replace(/\(\.:format\)$/, '')
  if (!/^\/?[-\w]+\/[-\w/]+$/.test(withoutFormat)) return undefined
  return withoutFormat.replace(/^\//, '').replace(/\/([^/]*)$/, '#$1').replace(/-/g, '_')
}

/** Places the route: `on:` wraps it in member/collection/new; inside a resource it nests. */
function decomposedMatch(cx: Context, scope: Scope, action: RValue, path: RValue | undefined, options: RHash, route: RouteSettings): void {
  const on = options.delete('on')
  const next = (s: Scope): void => decomposedMatch(cx, s, action, path, options, route)
  if (truthy(on)) {
    const name = toS(on)
    if (name === 'member') return member(scope, next)
    if (name === 'collection') return collection(scope, next)
    return newScope(scope, next)
  }
  if (scope.level === 'resources') return nested(scope, next)
  if (scope.level === 'resource') return member(scope, next)
  addRoute(cx, scope, action, path, options, route)
}

function isCanonical(scope: Scope, action: string | null): boolean {
  return scope.isResourceMethodScope && CANONICAL_ACTIONS.includes(action ?? '')
}

function pathForAction(scope: Scope, action: RValue, path: RValue | undefined): string {
  const base = scope.get('path') ?? ''
  if (truthy(path)) return `${base}/${toS(path)}`
  if (isCanonical(scope, toS(action))) return base
  return `${base}/${actionPath(scope, toS(action))}`
}

function addRoute(cx: Context, scope: Scope, actionValue: RValue, explicitPath: RValue | undefined, options: RHash, route: RouteSettings): void {
  const path = pathForAction(scope, actionValue, explicitPath)
  if (!/\S/.test(path)) throw new ArgumentError('path is required')
  let action: string | null = toS(actionValue)
  let defaultAction = orTruthy(options.delete('action'), scope.get('action'))
  if (/^[\w\-/]+$/.test(action)) {
    if (!truthy(defaultAction) && !action.includes('/')) defaultAction = action.replace(/-/g, '_')
  } else {
    action = null
  }
  // `as: nil` and `as: false` skip naming; Rails keeps the value itself as the name, and lists
  // `false` in the table's Prefix column.
  const explicit = options.has('as')
  const name =
    explicit && !truthy(options.get('as'))
      ? options.delete('as') === false ? false : null
      : routeName(scope, options.delete('as'), action, isCanonical(scope, action), (n) => cx.names.has(n))
  // The automatic name an earlier route took, which Rails then leaves off without a word. A path
  // with segments (`reports/:type`) names nothing of its own (its name would be the scope's
  // alone, `admin`): no one expects a helper from it.
  const wanted = name === null && !explicit && action !== null ? routeName(scope, undefined, action, isCanonical(scope, action), () => false) : null
  const fullPath = routePath(path, route.format)
  const parens = checkParens(fullPath)
  if (parens.unclosed) throw new ArgumentError('missing right parenthesis.')
  if (fullPath.length > MAX_PATH_LENGTH) {
    throw new ArgumentError(`route path too long: ${fullPath.length} characters (at most ${MAX_PATH_LENGTH}): ${JSON.stringify(`${fullPath.slice(0, 40)}...`)}`)
  }
  // Rails' message starts with a line break; the diagnostic keeps the words.
  if (parens.stray) throw new RoutingError('Racc::ParseError', 'parse error on value ")" (RPAREN)')
  const built = buildRoute({
    scope,
    path: fullPath,
    name,
    controller: route.controller,
    defaultAction,
    to: route.to,
    via: route.via,
    format: route.format,
    constraints: truthy(route.constraints) ? route.constraints : EMPTY_CONSTRAINTS,
    anchor: route.anchor,
    options,
    source: cx.source,
  })
  if (wanted !== null && cx.namedRoutes.has(wanted) && cx.namedRoutes.get(wanted)!.path !== built.path) built.unnamed = wanted
  cx.addRoute(built)
  const warnings = slowRequirementWarnings(built.requirements)
  for (let i = 0; i < warnings.length; i++) cx.warnOnce(warnings[i]!)
  // Once the route is added (building it or naming it may raise first), as Rails' route set warns.
  for (let i = 0; i < DYNAMIC_SEGMENTS.length; i++) {
    const segment = DYNAMIC_SEGMENTS[i]![0]
    if (fullPath.includes(segment) && DYNAMIC_SEGMENTS[i]![1].test(fullPath)) cx.warn(`Using a dynamic :${segment} segment in a route is deprecated and will be removed in Rails 9.0.`)
  }
}

function orTruthy(a: RValue | undefined, b: RValue | undefined): RValue | undefined {
  return truthy(a) ? a : b
}

/** `root "pages#main"` or `root to: "pages#main"`: the route for `/` (or a resource's path). */
export function root(cx: Context, scope: Scope, args: readonly RValue[], options: RHash): void {
  let rootOptions: RHash
  if (args.length === 0 && options.size === 0) throw new ArgumentError('wrong number of arguments (given 0, expected 1..2)')
  if (args.length === 0) rootOptions = options.dup()
  else if (args.length === 1 && typeof args[0] === 'string') rootOptions = options.dup().set('to', args[0])
  else if (args.length === 1 && isHash(args[0]) && options.size === 0) rootOptions = args[0].dup()
  else throw new ArgumentError('must be called with a path and/or options')
  const target = scope.level === 'resources' ? pathScopeFor(scope) : scope
  match(cx, target, ['/'], RHash.of({ as: { symbol: 'root' }, via: { symbol: 'get' } }).merge(rootOptions), undefined)
}

function pathScopeFor(scope: Scope): Scope {
  const leveled = scope.withLevel('root')
  return leveled.push({ path: MERGE.path(leveled.get('path'), leveled.resource!.path) })
}

/**
 * `mount App, at: "/path"` or `mount App => "/path"`: a prefix route to a Rack application, any
 * verb, no format. Its name comes from the app's class name unless `as:` says otherwise.
 */
export function mount(cx: Context, scope: Scope, args: readonly RValue[], given: RHash): void {
  let app: RValue | undefined
  let path: RValue | undefined
  let options: RHash
  if (args.length > 0) {
    app = args[0]
    options = args.length > 1 && isHash(args[1]) ? args[1].dup() : given.dup()
    path = options.delete('at')
  } else {
    options = given.dup()
    const entry = options.entries.find(([key]) => isEndpoint(key))
    if (entry) {
      ;[app, path] = entry
      options.deleteKey(app!)
    }
  }
  if (!isEndpoint(app)) throw new ArgumentError('A rack application must be specified')
  if (!truthy(path)) {
    throw new ArgumentError(
      'Must be called with mount point\n\n  mount SomeRackApp, at: "some_route"\n  or\n  mount(SomeRackApp => "some_route")\n',
    )
  }
  // Rails names a mounted class; an object (an application's value named by its expression) has no name.
  if (!options.has('as')) options.set('as', isConstant(app) && !isNamed(app) ? underscore(app.constant).replace(/\//g, '_') : null)
  if (!truthy(options.get('via'))) options.set('via', { symbol: 'all' })
  if (!options.has('anchor')) options.set('anchor', false)
  if (!options.has('format')) options.set('format', false)
  options.set('to', app)
  match(cx, scope, [path!], options, undefined)
}
