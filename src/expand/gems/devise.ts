/**
 * Devise's `devise_for` (lib/devise/rails/routes.rb and lib/devise/mapping.rb of Devise 5.0, and
 * 4.x's two differences where Gemfile.lock names it),
 * drawn through the expander's own `resource` and `match` as Devise calls them on the mapper.
 * The modules come from the model's `devise` call (devise-model.ts); the settings Devise reads
 * from its initializer (`config.sign_out_via`, `config.unlock_strategy`, `config.omniauth`,
 * `config.omniauth_path_prefix`) from config/initializers/devise.rb.
 */
import { optionPairs } from '../../ast/types.js'
import type { Context } from '../context.js'
import { ArgumentError, RoutingError } from '../errors.js'
import { match } from '../match.js'
import { resources } from '../resources.js'
import type { Frame, Scope } from '../scope.js'
import { RHash, type RValue, applicationObjectText, inspectValue, isCall, isConstant, isHash, isSymbol, present, toArray, toS, truthy } from '../values.js'
import { Unknowable } from '../evaluate/unknowable.js'
import { printExpression } from '../../print/values.js'
import { configExpression, configSetting, callsIn, literal } from './app.js'
import { drawnAt } from './sites.js'
import { DEVISE_MODULES, GENERATED_MODULES, type DeviseModel, inDeviseOrder, readDeviseModel } from './devise-model.js'

const sym = (name: string): RValue => ({ symbol: name })
const ROUTE_OF = new Map(DEVISE_MODULES)

/** ActiveSupport's `camelize` (`admin/user` → `Admin::User`). */
function camelize(word: string): string {
  return word
    .replace(/^[a-z\d]*/, (m) => m.charAt(0).toUpperCase() + m.slice(1))
    .replace(/(?:_|(\/))([a-z\d]*)/gi, (_m, slash: string | undefined, part: string) => `${slash ?? ''}${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase()}`)
    .replaceAll('/', '::')
}

/** Ruby's `squeeze("/")`. */
const squeeze = (path: string) => path.replace(/\/+/g, '/')

/** The Devise settings of the application (its initializer), Devise's defaults where unset. */
interface DeviseConfig {
  signOutVia: RValue
  unlockStrategy: RValue
  omniauthPathPrefix: RValue
  omniauthProviders: string[]
  /** `OmniAuth.config.allowed_request_methods`: `[:post]` since OmniAuth 2.0, `[:get, :post]` before. */
  omniauthMethods: RValue
  /** The application bundles a Devise before 5.0 (Gemfile.lock). */
  before5: boolean
}

/** The application's Devise settings, read once per route set. */
function deviseConfig(cx: Context): DeviseConfig {
  let config = cx.gemState.get('devise.config') as DeviseConfig | undefined
  if (!config) cx.gemState.set('devise.config', (config = readDeviseConfig(cx)))
  return config
}

function readDeviseConfig(cx: Context): DeviseConfig {
  const found = cx.app.initializer?.('devise') ?? null
  // A setting the application computes (`config.unlock_strategy = Settings.devise.unlock_strategy`):
  // what `--value` says of it, else Devise's default, with a warning.
  const setting = (name: string, fallback: RValue, example: string): RValue => {
    const node = found ? configExpression(found.source, name, found.file) : undefined
    if (node === undefined) return fallback
    const written = literal(node)
    if (written !== undefined && !isCall(written) && !isConstant(written)) return written
    try {
      const given = cx.evaluator.valueOf(node)
      if (!isCall(given) && !isConstant(given)) return given
    } catch (error) {
      if (!(error instanceof Unknowable)) throw error
    }
    const text = printExpression(node)
    cx.warn(`\`config.${name}\` of ${found!.file} is a value only the running application knows (\`${text}\`): drawn with Devise's default, ${inspectValue(fallback)}; --value '${text}=${example}' gives it`)
    return fallback
  }
  const nested = found ? nestedLines(found.source) : () => false
  const providers = found ? callsIn(found.source, 'config.omniauth', found.file).flatMap((call) => {
    if (nested(call.position.start.line)) {
      cx.warn(`\`config.omniauth\` at ${found.file}:${call.position.start.line} is inside a condition or loop of the initializer, which routecraft does not run: its provider's routes are not drawn`)
      return []
    }
    const name = optionPairs(call.options).find((p) => toS(literal(p.key) ?? null) === 'name')
    const provider = name ? literal(name.value) : call.arguments[0] && literal(call.arguments[0])
    return provider === undefined || provider === null ? [] : [toS(provider)]
  }) : []
  const omniauth = cx.app.lockedVersions?.get('omniauth')
  const devise = cx.app.lockedVersions?.get('devise')
  const omniauthFile = cx.app.initializer?.('omniauth') ?? null
  const allowed = [found, omniauthFile].map((f) => f && /^\s*OmniAuth\.config\.allowed_request_methods\s*=\s*(.+)$/m.exec(f.source)?.[1]).find(Boolean)
  const parsed = allowed ? configSetting(`config.allowed_request_methods = ${allowed}`, 'allowed_request_methods', 'omniauth.rb') : undefined
  return {
    signOutVia: setting('sign_out_via', sym('delete'), ':get'),
    unlockStrategy: setting('unlock_strategy', sym('both'), ':email'),
    omniauthPathPrefix: setting('omniauth_path_prefix', null, '"/auth"'),
    omniauthProviders: [...new Set(providers)],
    omniauthMethods: parsed ?? (omniauth && Number(omniauth.split('.')[0]) < 2 ? [sym('get'), sym('post')] : [sym('post')]),
    before5: devise !== undefined && Number(devise.split('.')[0]) < 5,
  }
}

/**
 * Whether a line of an initializer is nested deeper than its `Devise.setup` block's own settings:
 * inside an `if`, an `unless`, a loop (`OauthProvider.all.each do |p|`), which only running the
 * application decides. The block's settings are the least indented `config.` lines.
 */
function nestedLines(source: string): (line: number) => boolean {
  const lines = source.split('\n')
  const indent = (text: string) => /^\s*/.exec(text)![0].length
  const settings = lines.filter((l) => /^\s*config\.\w/.test(l)).map(indent)
  const base = Math.min(...settings)
  return (line) => indent(lines[line - 1] ?? '') > base
}

/** Devise's `Mapping`: what one `devise_for` name draws. */
interface Mapping {
  name: string
  fullpath: string
  className: string
  controllers: (kind: string) => RValue
  pathNames: (key: string) => RValue
  signOutVia: RValue
  routes: string[]
  model: DeviseModel
}

/**
 * `devise_for :users, …`: for each name, the routes of the model's modules in the scope Devise
 * makes (`with_devise_exclusive_scope`: the mapping's path and name replace the enclosing ones).
 */
export function deviseFor(cx: Context, scope: Scope, names: readonly RValue[], given: RHash): void {
  // Devise makes a controller's name of its text, which an object of the application's has not;
  // the options that choose the routes, their paths and names (`skip: Settings.devise_skip`) too.
  const unknown = SHAPING_OPTIONS.map((key) => [key, applicationText(given.get(key))] as const).find(([, text]) => text !== undefined)
  if (unknown) {
    const [key, text] = unknown
    const message = key === 'controllers'
      ? `\`devise_for\`: its controller \`${text}\` is an object only the application knows`
      : `\`devise_for\`: its \`${key}:\` \`${text}\` is a value only the application knows`
    if (cx.strict) throw new RoutingError('NotImplementedError', `Ruby routecraft does not evaluate: ${message}`)
    return cx.warn(`skipped ${message}`)
  }
  const options = given.dup()
  if (!truthy(options.get('as')) && present(scope.get('as'))) options.set('as', scope.get('as')!)
  if (!truthy(options.get('module')) && present(scope.get('module'))) options.set('module', scope.get('module')!)
  if (!truthy(options.get('path_prefix')) && present(scope.get('path'))) options.set('path_prefix', scope.get('path')!)
  options.set('path_names', hashOf(scope.get('pathNames'), 'path_names').merge(hashOf(options.get('path_names'), 'path_names')))
  options.set('constraints', hashOf(scope.get('constraints'), 'constraints').merge(hashOf(options.get('constraints'), 'constraints')))
  options.set('defaults', hashOf(scope.get('defaults'), 'defaults').merge(hashOf(options.get('defaults'), 'defaults')))
  options.set('options', scope.get('options') ?? new RHash())
  const config = deviseConfig(cx)
  // Devise before 5.0 put `format: false` among the scope's options (a default of every route)
  // instead of the scope's format, and made OmniAuth's request routes GET and POST.
  if (config.before5 && options.get('format') === false) options.set('options', hashOf(options.get('options'), 'options').merge(RHash.of({ format: false })))
  const exclusive = config.before5 ? ['constraints', 'defaults', 'options'] as const : ['constraints', 'format', 'defaults', 'options'] as const
  for (const name of names) {
    const mapping = deviseMapping(cx, toS(name), options, config)
    const controllers = options.get('controllers')
    if (isHash(controllers) && controllers.has('omniauth_callbacks') && !mapping.model.modules.includes('omniauthable')) {
      throw new ArgumentError(
        'Mapping omniauth_callbacks on a resource that is not omniauthable\n' +
          `Please add \`devise :omniauthable\` to the \`${mapping.className}\` model`,
      )
    }
    const frame: Frame = { as: mapping.name, path: mapping.fullpath, module: null }
    for (const key of exclusive) {
      if (options.has(key)) (frame as Record<string, RValue | undefined>)[key] = options.get(key)
    }
    const inner = scope.push(frame)
    for (const route of mapping.routes) {
      const draw = DRAW[route]
      if (!draw) continue
      if (mapping.model.assumed) cx.drawGuessed(`the ${route} routes that devise_for :${toS(name)} drew from assumed modules`, () => draw(cx, inner, mapping, config))
      else draw(cx, inner, mapping, config)
    }
  }
}

/** The options of `devise_for` that decide which routes it draws, their paths and their names. */
const SHAPING_OPTIONS = ['controllers', 'skip', 'only', 'path', 'path_names', 'path_prefix', 'singular', 'class_name', 'module', 'as', 'format', 'sign_out_via']

/** The first value only the application knows in `value` (an array's or a hash's included), as written. */
function applicationText(value: RValue | undefined): string | undefined {
  if (isConstant(value)) return value.constant
  if (isCall(value) && value.receiver !== null) return applicationObjectText(value)
  const inner = Array.isArray(value) ? value : isHash(value) ? value.entries.flat() : []
  for (const item of inner) {
    const text = applicationText(item)
    if (text !== undefined) return text
  }
  return undefined
}

function hashOf(value: RValue | undefined, key: string): RHash {
  if (value === undefined || value === null) return new RHash()
  if (isHash(value)) return value
  throw new RoutingError('TypeError', `no implicit conversion into Hash (option :${key})`)
}

/** Devise's `Mapping.new(name, options)` with the model's modules. */
function deviseMapping(cx: Context, resource: string, options: RHash, config: DeviseConfig): Mapping {
  const as = options.get('as')
  const scopedPath = truthy(as) ? `${toS(as!)}/${resource}` : resource
  const singular = truthy(options.get('singular')) ? toS(options.get('singular')!) : cx.inflector.singularize(scopedPath.replaceAll('/', '_'))
  const className = truthy(options.get('class_name')) ? toS(options.get('class_name')!) : camelize(cx.inflector.singularize(resource))
  const path = truthy(options.get('path')) ? toS(options.get('path')!) : resource
  const prefix = options.get('path_prefix')
  const module = truthy(options.get('module')) ? toS(options.get('module')!) : 'devise'
  const controllers = options.get('controllers')
  const pathNames = hashOf(options.get('path_names'), 'path_names')
  const model = modelOf(cx, resource, className, isHash(controllers) && controllers.has('omniauth_callbacks'))
  const only = options.has('only') ? options.get('only') : undefined
  const singularize = (v: RValue) => cx.inflector.singularize(toS(v))
  const routes = [...new Set(model.modules.map((m) => ROUTE_OF.get(m)).filter((r): r is string => typeof r === 'string'))]
  const skip = options.get('skip')
  const used = options.has('only')
    ? routes.filter((r) => toArray(only).map(singularize).includes(r))
    : isSymbol(skip) && skip.symbol === 'all'
      ? []
      : routes.filter((r) => !toArray(skip).map(singularize).includes(r))
  return {
    name: singular,
    fullpath: squeeze(`/${prefix === undefined || prefix === null ? '' : toS(prefix)}/${path}`),
    className,
    controllers: (kind) => (isHash(controllers) && controllers.has(kind) ? toS(controllers.get(kind)!) : `${module}/${kind}`),
    pathNames: (key) => (pathNames.has(key) ? pathNames.get(key)! : key === 'registration' ? '' : key),
    signOutVia: truthy(options.get('sign_out_via')) ? options.get('sign_out_via')! : config.signOutVia,
    routes: used,
    model,
  }
}

/**
 * The model's declaration. Where it cannot be read (no model file where Rails' autoloading would
 * find one, no application around the routes file, or a declaration only running it would tell),
 * the modules `rails generate devise` writes, with a warning: the model may well be elsewhere (an
 * engine, a pack). In strict mode a model missing from the application's app/models is Ruby's
 * NameError, as Devise raises it.
 */
function modelOf(cx: Context, resource: string, className: string, callbacks: boolean): DeviseModel {
  const read = readDeviseModel(cx.app, className)
  if ('missing' in read && read.missing && cx.app.modelsKnown && cx.strict) throw new RoutingError('NameError', `uninitialized constant ${className}`)
  if ('model' in read) {
    const unknown = read.model.modules.filter((m) => !ROUTE_OF.has(m))
    if (unknown.length > 0) cx.warn(`devise_for :${resource}: ${className} uses modules Devise does not define (${unknown.map((m) => `:${m}`).join(', ')}): the routes their gems add are not drawn`)
    return read.model
  }
  // A routes file that names an OmniAuth callbacks controller says the model is omniauthable (Devise refuses it otherwise).
  // In Devise's order, as its `devise` call keeps them: the routes follow it.
  const modules = inDeviseOrder(callbacks ? [...GENERATED_MODULES, 'omniauthable'] : GENERATED_MODULES)
  const which = callbacks ? `the modules \`rails generate devise\` gives and :omniauthable, which \`controllers: { omniauth_callbacks: … }\` implies` : `the modules \`rails generate devise\` gives`
  cx.warn(`devise_for :${resource}: ${read.why}; drawn with ${which} (${modules.map((m) => `:${m}`).join(', ')})`)
  return { modules, options: new RHash(), unknownOptions: [], file: '', assumed: true }
}

type Draw = (cx: Context, scope: Scope, mapping: Mapping, config: DeviseConfig) => void

/** `resource NAME, options do … end` as Devise calls it. */
function resource(cx: Context, scope: Scope, name: string, options: Record<string, RValue>, block?: (s: Scope) => void): void {
  drawnAt(cx, name, () => resources(cx, scope, 'resource', [sym(name)], RHash.of(options), block))
}

/** `get`/`post`/`match` inside Devise's blocks: Rails' verb helpers add `via`. */
function verb(cx: Context, scope: Scope, path: RValue, options: Record<string, RValue>): void {
  match(cx, scope, [path], RHash.of(options), undefined)
}

/** One `devise_<route>` method of Devise's mapper per route kind, in Devise's words. */
const DRAW: Record<string, Draw> = {
  session: (cx, scope, m) =>
    resource(cx, scope, 'session', { only: [], controller: m.controllers('sessions'), path: '' }, (s) => {
      drawnAt(cx, 'session_new', () => verb(cx, s, sym('new'), { path: m.pathNames('sign_in'), as: 'new', via: sym('get') }))
      drawnAt(cx, 'session_create', () => verb(cx, s, sym('create'), { path: m.pathNames('sign_in'), via: sym('post') }))
      drawnAt(cx, 'session_destroy', () => verb(cx, s, sym('destroy'), { path: m.pathNames('sign_out'), as: 'destroy', via: m.signOutVia }))
    }),
  password: (cx, scope, m) =>
    resource(cx, scope, 'password', { only: ['new', 'create', 'edit', 'update'].map(sym), path: m.pathNames('password'), controller: m.controllers('passwords') }),
  confirmation: (cx, scope, m) =>
    resource(cx, scope, 'confirmation', { only: ['new', 'create', 'show'].map(sym), path: m.pathNames('confirmation'), controller: m.controllers('confirmations') }),
  unlock: (cx, scope, m, config) => {
    // `unlock_strategy_enabled?(:email)`: the model's setting, else the initializer's.
    const strategy = toS(m.model.options.get('unlock_strategy') ?? config.unlockStrategy)
    if (strategy !== 'email' && strategy !== 'both') return
    resource(cx, scope, 'unlock', { only: ['new', 'create', 'show'].map(sym), path: m.pathNames('unlock'), controller: m.controllers('unlocks') })
  },
  registration: (cx, scope, m) => {
    const pathNames = RHash.of({ new: m.pathNames('sign_up'), edit: m.pathNames('edit'), cancel: m.pathNames('cancel') })
    const only = ['new', 'create', 'edit', 'update', 'destroy'].map(sym)
    resource(cx, scope, 'registration', { only, path: m.pathNames('registration'), path_names: pathNames, controller: m.controllers('registrations') }, (s) =>
      drawnAt(cx, 'registration_cancel', () => verb(cx, s, sym('cancel'), { via: sym('get') })),
    )
  },
  omniauth_callback: omniauthCallbacks,
}

function omniauthCallbacks(cx: Context, scope: Scope, m: Mapping, config: DeviseConfig): void {
  if (/:[a-zA-Z_]/.test(m.fullpath)) throw new RoutingError('RuntimeError', omniauthDynamicMessage(m.fullpath))
  const prefix = truthy(config.omniauthPathPrefix) ? toS(config.omniauthPathPrefix) : squeeze(`/${m.fullpath}/auth`)
  // `OmniAuth.config.path_prefix` is one global: a second mapping may not want another.
  const taken = cx.gemState.get('omniauth.path_prefix')
  if (taken !== undefined && taken !== prefix) throw new RoutingError('RuntimeError', WRONG_OMNIAUTH)
  cx.gemState.set('omniauth.path_prefix', prefix)
  const inner = scope.push({ path: undefined })
  const providers = m.model.options.has('omniauth_providers') ? toArray(m.model.options.get('omniauth_providers')).map((p) => toS(p)) : config.omniauthProviders
  if (m.model.unknownOptions.includes('omniauth_providers')) {
    // Applications give the providers their initializer configures (`Devise.omniauth_configs.keys`, a constant listing them).
    cx.warn(`devise_for: ${m.className}'s omniauth_providers: is a value only the running application knows; drawn with the providers config/initializers/devise.rb configures (${providers.map((p) => `:${p}`).join(', ') || 'none'})`)
  }
  const controller = toS(m.controllers('omniauth_callbacks'))
  for (const provider of providers) {
    const via = config.before5 ? [sym('get'), sym('post')] : config.omniauthMethods
    drawnAt(cx, 'omniauth_authorize', () => verb(cx, inner, `${prefix}/${provider}`, { to: `${controller}#passthru`, as: `${provider}_omniauth_authorize`, via }))
    drawnAt(cx, 'omniauth_callback', () => verb(cx, inner, `${prefix}/${provider}/callback`, { to: `${controller}#${provider}`, as: `${provider}_omniauth_callback`, via: [sym('get'), sym('post')] }))
  }
}

const WRONG_OMNIAUTH =
  'Wrong OmniAuth configuration. If you are getting this exception, it means that either:\n\n' +
  "1) You are manually setting OmniAuth.config.path_prefix and it doesn't match the Devise one\n" +
  '2) You are setting :omniauthable in more than one model\n' +
  "3) You changed your Devise routes/OmniAuth setting and haven't restarted your server"

function omniauthDynamicMessage(fullpath: string): string {
  return `Devise does not support scoping OmniAuth callbacks under a dynamic segment
and you have set ${JSON.stringify(fullpath)}. You can work around by passing
\`skip: :omniauth_callbacks\` to the \`devise_for\` call and extract omniauth
options to another \`devise_for\` call outside the scope. Here is an example:

    devise_for :users, only: :omniauth_callbacks, controllers: {omniauth_callbacks: 'users/omniauth_callbacks'}

    scope '/(:locale)', locale: /ru|en/ do
      devise_for :users, skip: :omniauth_callbacks
    end
`
}
