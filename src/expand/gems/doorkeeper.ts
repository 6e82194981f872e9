/**
 * Doorkeeper's `use_doorkeeper` (lib/doorkeeper/rails/routes.rb of Doorkeeper 5.x): its block
 * names other controllers (`controllers tokens: "custom/tokens"`), skips some
 * (`skip_controllers :applications`) or renames routes (`as authorizations: :auth`); the
 * introspection route is drawn when the application configures Doorkeeper
 * (config/initializers/doorkeeper.rb) without `allow_token_introspection false`.
 */
import { type BlockStatement, optionPairs } from '../../ast/types.js'
import type { Context } from '../context.js'
import { match } from '../match.js'
import { resources } from '../resources.js'
import type { Scope } from '../scope.js'
import { withScope } from '../scoping.js'
import { RHash, type RValue, isCall, isConstant, isHash, isSymbol } from '../values.js'
import { drawnAt } from './sites.js'
import { skipUnknowable } from '../evaluate/skip.js'
import { Unknowable } from '../evaluate/unknowable.js'

const sym = (name: string): RValue => ({ symbol: name })

/** Doorkeeper's `Mapping`: each group's controller and route name, and the groups skipped. */
interface Mapping {
  controllers: Map<string, RValue>
  as: Map<string, RValue>
  /** `skip_controllers`' arguments: a group is skipped when one of them is its symbol. */
  skips: RValue[]
}

function defaultMapping(): Mapping {
  return {
    controllers: new Map<string, RValue>([
      ['authorizations', 'doorkeeper/authorizations'],
      ['applications', 'doorkeeper/applications'],
      ['authorized_applications', 'doorkeeper/authorized_applications'],
      ['tokens', 'doorkeeper/tokens'],
      ['token_info', 'doorkeeper/token_info'],
    ]),
    as: new Map<string, RValue>([['authorizations', sym('authorization')], ['tokens', sym('token')], ['token_info', sym('token_info')]]),
    skips: [],
  }
}

/** Runs the block's `controllers`/`skip_controllers`/`as` calls on the mapping, as Doorkeeper's `Mapper` does. */
function readBlock(cx: Context, children: readonly BlockStatement[], mapping: Mapping): void {
  for (const statement of children) {
    const method = 'method' in statement ? statement.method : statement.type
    if (statement.type !== 'call' || !['controllers', 'skip_controllers', 'as'].includes(method)) {
      cx.warn(`use_doorkeeper: only \`controllers\`, \`skip_controllers\` and \`as\` are read in its block: a \`${method}\` statement was skipped`)
      continue
    }
    // A value only the application knows is an object here (`applications: Tenant.current.for.slug`), warned about below.
    let args: RValue[]
    let pairs: Array<[RValue, RValue]>
    try {
      args = statement.arguments.map((a) => cx.evaluator.objectValueOf(a))
      pairs = optionPairs(statement.options).map((p) => [cx.evaluator.valueOf(p.key), cx.evaluator.objectValueOf(p.value)])
    } catch (error) {
      if (!(error instanceof Unknowable)) throw error
      skipUnknowable(cx, `\`${method}\` in \`use_doorkeeper\``, 'one of its values cannot be known without running the application', error)
      continue
    }
    const hash = isHash(args[0]) ? args[0] : new RHash(pairs)
    if (method === 'skip_controllers') mapping.skips = args
    // Doorkeeper looks groups up by symbol: a String key names no group.
    else {
      for (const [key, value] of hash.entries) {
        if (!isSymbol(key)) continue
        // A controller or name only the application knows (`authorizations: Site.call(:x)`): the
        // group keeps Doorkeeper's own, said in a warning, rather than a name Rails refuses.
        if (isCall(value) || isConstant(value)) {
          cx.warn(`use_doorkeeper: \`${method} ${key.symbol}: …\` is a value only the application knows: the ${key.symbol} routes keep Doorkeeper's ${method === 'as' ? 'names' : 'controllers'}`)
          continue
        }
        ;(method === 'as' ? mapping.as : mapping.controllers).set(key.symbol, value)
      }
    }
  }
}

function skipped(mapping: Mapping, group: string): boolean {
  return mapping.skips.some((skip) => isSymbol(skip) && skip.symbol === group)
}

/**
 * What the application's Doorkeeper configuration decides about the routes. The introspection
 * route needs Doorkeeper configured; drawing the authorization routes configures it with its
 * defaults when the application has not (they read `Doorkeeper.configuration`).
 */
function configuration(cx: Context, mapping: Mapping): { introspection: boolean; nativeRoute: string } {
  const reader = cx.app.initializer
  // Without the application's files, assume the initializer `rails generate doorkeeper:install` writes.
  if (!reader) return { introspection: true, nativeRoute: '/native' }
  const found = reader('doorkeeper')
  const source = found?.source ?? ''
  const configured = /^\s*Doorkeeper\.configure\b/m.test(source) || !skipped(mapping, 'authorizations') || cx.gemState.has('doorkeeper.configured')
  if (configured) cx.gemState.set('doorkeeper.configured', true)
  return {
    introspection: configured && !/^\s*allow_token_introspection\s*\(?\s*false\b/m.test(source),
    nativeRoute: /^\s*use_url_path_for_native_authorization\b/m.test(source) ? '/:code' : '/native',
  }
}

/** `use_doorkeeper(options) do … end`: Doorkeeper's routes under `scope options[:scope] || "oauth", as: "oauth"`. */
export function useDoorkeeper(cx: Context, scope: Scope, args: readonly RValue[], given: RHash, children: readonly BlockStatement[]): void {
  const options = isHash(args[0]) ? args[0].merge(given) : given
  const mapping = defaultMapping()
  readBlock(cx, children, mapping)
  const config = configuration(cx, mapping)
  const controller = (group: string) => mapping.controllers.get(group) ?? null
  const as = (group: string) => mapping.as.get(group) ?? null
  const route = (group: string, draw: (s: Scope) => void) => (s: Scope) => {
    if (!skipped(mapping, group)) draw(s)
  }
  // Each drawing call marked with its site in Doorkeeper's mapper (sites.ts): its own name.
  const get = (site: string, s: Scope, path: RValue, extra: Record<string, RValue>) =>
    drawnAt(cx, site, () => match(cx, s, [path], RHash.of({ ...extra, via: sym('get') }), undefined))
  const post = (s: Scope, path: string, extra: Record<string, RValue>) =>
    drawnAt(cx, path, () => match(cx, s, [path], RHash.of({ ...extra, via: sym('post') }), undefined))
  const resource = (s: Scope, name: string, extra: Record<string, RValue>, block?: (s: Scope) => void) =>
    drawnAt(cx, name, () => resources(cx, s, 'resource', [sym(name)], RHash.of(extra), block))
  const plural = (s: Scope, site: string, name: string, extra: Record<string, RValue>) =>
    drawnAt(cx, site, () => resources(cx, s, 'resources', [sym(name)], RHash.of(extra), undefined))
  const draws = [
    route('authorizations', (s) =>
      resource(s, 'authorization', { path: 'authorize', only: [sym('create'), sym('destroy')], as: as('authorizations'), controller: controller('authorizations') }, (r) => {
        get('authorization_native', r, config.nativeRoute, { action: sym('show'), on: sym('member') })
        get('authorization_new', r, '/', { action: sym('new'), on: sym('member') })
      })),
    route('tokens', (s) => resource(s, 'token', { path: 'token', only: [sym('create')], as: as('tokens'), controller: controller('tokens') })),
    route('tokens', (s) => post(s, 'revoke', { controller: controller('tokens'), action: sym('revoke') })),
    route('tokens', (s) => config.introspection && post(s, 'introspect', { controller: controller('tokens'), action: sym('introspect') })),
    route('applications', (s) => plural(s, 'applications', 'doorkeeper_applications', { controller: controller('applications'), as: sym('applications'), path: 'applications' })),
    route('authorized_applications', (s) =>
      plural(s, 'authorized_applications', 'authorized_applications', { only: [sym('index'), sym('destroy')], controller: controller('authorized_applications') })),
    route('token_info', (s) => resource(s, 'token_info', { path: 'token/info', only: [sym('show')], as: as('token_info'), controller: controller('token_info') })),
  ]
  const path = options.get('scope')
  withScope(scope, [path === undefined || path === null || path === false ? 'oauth' : path], RHash.of({ as: 'oauth' }), (inner) => {
    for (const draw of draws) draw(inner)
  })
}
