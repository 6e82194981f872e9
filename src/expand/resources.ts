import type { Block, Context } from './context.js'
import { concerns } from './concerns.js'
import { match } from './match.js'
import { PLURAL_ACTIONS, RESOURCE_OPTIONS, Resource, type ResourceKind, SINGULAR_ACTIONS } from './resource.js'
import { collection, member, nested, newScope } from './resource-scopes.js'
import type { Scope } from './scope.js'
import { scopeFrame } from './scoping.js'
import { RHash, type RValue, isRegexp, isHash, isSymbol, toArray, toS, truthy } from './values.js'

/**
 * `resources :photos` / `resource :profile`, with Rails' pre-processing: several names, the
 * `shallow:` option, nesting inside another resource, Regexp options as constraints, and any
 * non-resource option as a surrounding scope. Then the resource itself (`expandResource`).
 */
export function resources(cx: Context, scope: Scope, kind: ResourceKind, names: readonly RValue[], given: RHash, block: Block): void {
  if (names.length > 1) {
    for (const name of names) resources(cx, scope, kind, [name], given, block)
    return
  }
  const options = given.dup()
  if (truthy(options.get('shallow'))) {
    options.delete('shallow')
    return resources(cx, scope.push({ shallow: true }), kind, names, options, block)
  }
  if (scope.isResourceScope) return nested(scope, (inner) => resources(cx, inner, kind, names, options, block))
  for (const [key, value] of [...options.entries]) {
    if (!isRegexp(value)) continue
    const constraints = isHash(options.get('constraints')) ? (options.get('constraints') as RHash).dup() : new RHash()
    options.set('constraints', constraints.set(key, value))
    options.delete(key)
  }
  // Rails slices its options by Symbol: `"path" => "p"` is not the path but a default of that name.
  const isResourceOption = ([k]: [RValue, RValue]): boolean => isSymbol(k) && RESOURCE_OPTIONS.includes(k.symbol)
  const scopeOptions = new RHash(options.entries.filter((entry) => !isResourceOption(entry)))
  if (scopeOptions.size > 0) {
    const resourceOptions = new RHash(options.entries.filter(isResourceOption))
    return resources(cx, scope.push(scopeFrame(scope, [], scopeOptions)), kind, names, resourceOptions, block)
  }
  expandResource(cx, scope, kind, names[0] ?? null, options, block)
}

/** Draws one resource: its block, its concerns, then its default routes, in Rails' order. */
function expandResource(cx: Context, outer: Scope, kind: ResourceKind, name: RValue, given: RHash, block: Block): void {
  const leveled = outer.withLevel(kind)
  const options = withScopeActionOptions(leveled, kind, given)
  const resource = new Resource(kind, name, options, {
    apiOnly: cx.apiOnly,
    shallow: truthy(leveled.get('shallow')),
    inflector: cx.inflector,
    ignoreUnknownActions: cx.strict ? undefined : (message, hint) => cx.warn(message, hint),
  })
  const scope = leveled.push({ scopeLevelResource: resource }).push({ controller: resource.controller })
  block?.(scope)
  if (truthy(options.get('concerns'))) concerns(cx, scope, toArray(options.get('concerns')), new RHash())
  const get = defaultRoute(cx)
  if (kind === 'resources') {
    collection(scope, (s) => {
      if (resource.has('index')) get(s, 'index')
      if (resource.has('create')) get(s, 'create', 'post')
    })
    if (resource.has('new')) newScope(scope, (s) => get(s, 'new'))
    memberMappings(cx, scope, resource)
  } else {
    if (resource.has('new')) newScope(scope, (s) => get(s, 'new'))
    memberMappings(cx, scope, resource)
    if (resource.has('create')) collection(scope, (s) => get(s, 'create', 'post'))
  }
}

/** A default route of a resource, declared as Rails does: `get :index` inside its level. */
function defaultRoute(cx: Context) {
  return (s: Scope, action: string, verb = 'get') => match(cx, s, [{ symbol: action }], VIA[verb]!, undefined)
}

// The options of the default routes, built once: `match` copies what it is given before changing it.
const VIA: Record<string, RHash> = Object.fromEntries(
  ['get', 'post', 'patch', 'put', 'delete'].map((verb) => [verb, RHash.of({ via: { symbol: verb } })]),
)

/** Rails' `set_member_mappings_for_resource`: edit, show, update (PATCH then PUT), destroy. */
export function memberMappings(cx: Context, scope: Scope, resource: Resource): void {
  const get = defaultRoute(cx)
  member(scope, (s) => {
    if (resource.has('edit')) get(s, 'edit')
    if (resource.has('show')) get(s, 'show')
    if (resource.has('update')) {
      get(s, 'update', 'patch')
      get(s, 'update', 'put')
    }
    if (resource.has('destroy')) get(s, 'destroy', 'delete')
  })
}

/**
 * A resource's own `only`/`except` replace the scope's. The scope's apply only as far as they
 * name actions this kind of resource has (newest Rails), so `scope only: :index` is no error
 * for a singular resource.
 */
function withScopeActionOptions(scope: Scope, kind: ResourceKind, options: RHash): RHash {
  if (truthy(options.get('only')) || truthy(options.get('except'))) return options
  const inherited = scope.get('actionOptions')
  if (!inherited) return options
  const applicable = kind === 'resources' ? PLURAL_ACTIONS : SINGULAR_ACTIONS
  const keep = (v: RValue | undefined): RValue | undefined =>
    truthy(v) ? toArray(v).filter((a) => applicable.includes(toS(a))) : v
  const out = options.dup()
  out.set('only', keep(inherited.only) ?? null)
  out.set('except', keep(inherited.except) ?? null)
  return out
}
