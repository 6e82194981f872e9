import { optionPairs } from '../../ast/types.js'
import type { Pair, Statement, Value } from '../../ast/types.js'
import { applicationObjectText, isCall, isConstant, isHash, isSymbol, type RHash, type RValue, toS, truthy } from '../values.js'
import { isNamed, renamed } from './named.js'
import { isEnvCall, isStaticCall } from './known-constants.js'
import { Unknowable } from './unknowable.js'

/**
 * Options whose value Rails turns into text: a path, a name, a module. An
 * application method's result there (`scope Alchemy.admin_path do`, `namespace :admin, path:
 * Alchemy.admin_path`) is known only when the application runs; kept as an opaque object it
 * would be drawn as an empty string, a different route with no word said. (A requirement or a
 * default given by the application, `id: RouteFormat.username`, is kept as that object: see
 * `opaqueRequirements`.)
 */
const TEXT_OPTIONS = new Set(['path', 'as', 'module', 'shallow_path', 'shallow_prefix', 'param'])

/**
 * Options that decide which routes there are, their verbs, paths or names: a value only the
 * application knows there skips the statement. Any other option (a URL option, a condition, a
 * requirement, a default, `anchor`) is drawn with the value named by its expression.
 */
const SHAPE_OPTIONS = new Set([...TEXT_OPTIONS, 'to', 'via', 'on', 'only', 'except', 'format', 'shallow', 'concerns', 'path_names', 'internal'])

/** The target options: an application value there is drawn as `#{expression}`. */
const TARGET_OPTIONS = ['controller', 'action']

/** Resources whose `controller:` may be the application's value, drawn as `#{expression}` too. */
const RESOURCE_METHODS = new Set(['resources', 'resource'])

/** Whether `method` draws an application value given as `option` (a target) by its expression. */
function namesTarget(method: string, option: string): boolean {
  return ROUTE_METHODS.has(method) || (option === 'controller' && RESOURCE_METHODS.has(method))
}

/** Options whose value is an object of the application by design: an endpoint, a constraint object. */
const OBJECT_OPTIONS = new Set(['to', 'constraints'])

/** Methods whose positional argument may be an application object: a Rack app, a constraint object. */
const TAKES_OBJECTS = new Set(['mount', 'constraints'])

/** Whether an option of this key decides the routes' shape (see `SHAPE_OPTIONS`). */
export function shapesRoute(key: RValue): boolean {
  return (typeof key === 'string' || isSymbol(key)) && SHAPE_OPTIONS.has(toS(key))
}

/** Whether the method's positional arguments may be objects (a Rack app, a constraint object). */
export function takesObjects(method: string): boolean {
  return TAKES_OBJECTS.has(method)
}

/** A path Rails' match shorthand reads as `controller#action` (`pages/home`). */
const SHORTHAND = /^\/?[-\w]+\/[-\w/]+$/

/** Route-drawing methods: their controller and action may be named (`nameTarget`). */
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'connect', 'query', 'match', 'root'])

/**
 * Throws `Unknowable` when a value only the application knows (an unknown constant, a call on an
 * application object, a named value) decides the shape of the routes: a positional argument (a
 * path, a name; a positional hash's keys), or an option of `SHAPE_OPTIONS` (and the controller or
 * action of a resource or scope). Where Rails takes an object, it is drawn instead.
 */
export function refuseUnknownShape(statement: Statement, args: readonly RValue[], options: RHash): void {
  const unknown = (node: Value | undefined): never => {
    throw new Unknowable(node ?? ({ type: 'constant', name: statement.method, position: statement.position } as Value), 'a value known only when the application runs')
  }
  // Other methods (Devise's `authenticate :user, ->(u) { … }`, a file's own) take what they take.
  if (!TAKES_OBJECTS.has(statement.method) && statement.type !== 'call') {
    args.forEach((value, i) => {
      if (statement.method === 'concern' && i > 0) return // a concern's callable
      if (isHash(value) ? value.entries.some(([k]) => applicationValueIn(k)) : applicationValueIn(value)) unknown(statement.arguments[i])
    })
  }
  // Indexed loops, no copies: every statement of a listing passes here.
  // `keywords`: the call's own options, whose targets `nameTarget` names; a hash argument's are not.
  const refuseShapes = (entries: ReadonlyArray<[RValue, RValue]>, written: readonly Pair[], keywords: boolean): void => {
    for (let i = 0; i < entries.length; i++) {
      const key = entries[i]![0]
      const value = entries[i]![1]
      const name = isSymbol(key) ? toS(key) : undefined
      if (name === undefined || name === 'to') continue
      const shapes =
        SHAPE_OPTIONS.has(name) ||
        (TARGET_OPTIONS.includes(name) && !(keywords ? namesTarget(statement.method, name) : ROUTE_METHODS.has(statement.method))) ||
        (name === 'defaults' && !isHash(value))
      if (shapes && applicationValueIn(value)) unknown(written.find((p) => (p.key.type === 'symbol' || p.key.type === 'string') && p.key.value === name)?.value)
    }
  }
  refuseShapes(options.entries, optionPairs(statement.options), true)
  // `get "pages/home", action: Site.action`: Rails reads the path as `pages#home` only when the
  // action is nil, so whether the route has a controller at all is the application's to say.
  // The path is the first argument, or the hash form's String key (`get "users/edit" => nil`), whose value is `to`.
  const hashForm = typeof args[0] === 'string' ? undefined : options.entries.find(([key]) => typeof key === 'string')
  const path = hashForm ? hashForm[0] : args[0]
  const to = hashForm ? hashForm[1] : options.get('to')
  if (ROUTE_METHODS.has(statement.method) && isNamed(options.get('action')) && !truthy(to) && typeof path === 'string' && SHORTHAND.test(path.replace(/\(\.:format\)$/, ''))) {
    unknown(optionPairs(statement.options).find((p) => (p.key.type === 'symbol' || p.key.type === 'string') && p.key.value === 'action')?.value)
  }
  // A hash argument holds options too (Rails merges it into the keywords).
  for (let i = 0; i < args.length; i++) {
    const node = statement.arguments[i]
    if (isHash(args[i])) refuseShapes((args[i] as RHash).entries, node?.type === 'hash' ? node.entries : [], false)
  }
}

/** An unknown constant, a call (an application's object, a `redirect`, a lambda) or a named value, anywhere in `value`: no text. */
function applicationValueIn(value: RValue): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (isNamed(value) || isConstant(value) || isCall(value)) return true
  if (Array.isArray(value)) return value.some(applicationValueIn)
  if (isHash(value)) {
    const entries = value.entries
    for (let i = 0; i < entries.length; i++) if (applicationValueIn(entries[i]![0]) || applicationValueIn(entries[i]![1])) return true
  }
  return false
}

/**
 * `controller: Dashboards::ROOT`, `action: Pages.default`: the controller or action only the
 * application knows is drawn as `#{expression}`, a name no controller has, that the table and
 * recognition show as written. Strict mode refuses it (the caller's evaluator names nothing).
 */
export function nameTarget(cx: { evaluator: { namesUnknown: boolean; nameValue(node: Value, text?: string): { constant: string } } }, method: string, options: RHash, nodes: readonly Pair[] = []): void {
  for (let i = 0; i < TARGET_OPTIONS.length; i++) {
    const key = TARGET_OPTIONS[i]!
    if (!namesTarget(method, key)) continue
    const value = options.get(key)
    const text = isConstant(value) ? value.constant : isCall(value) && value.receiver !== null ? applicationObjectText(value) : undefined
    if (text === undefined) continue
    const node = nodes.find((p) => (p.key.type === 'symbol' || p.key.type === 'string') && p.key.value === key)?.value
    if (!cx.evaluator.namesUnknown) throw new Unknowable(node ?? ({ type: 'constant', name: text } as Value), 'a value of the application')
    cx.evaluator.nameValue(node ?? ({ type: 'constant', name: text } as Value), text)
    options.set(key, renamed(`#{${text}}`))
  }
}

/**
 * Throws `Unknowable` when `statement` uses a method of the application where Rails needs text,
 * unless the caller gave its value (`known`).
 */
export function refuseOpaqueText(statement: Statement, known: (value: Value) => boolean): void {
  const opaque = (value: Value) => isApplicationCall(value) && !known(value)
  const found =
    (TAKES_OBJECTS.has(statement.method) ? undefined : statement.arguments.find(opaque)) ??
    optionPairs(statement.options).find((option) => {
      const key = option.key.type === 'symbol' || option.key.type === 'string' ? option.key.value : undefined
      return key !== undefined && TEXT_OPTIONS.has(key) && opaque(option.value)
    })?.value
  if (found) throw new Unknowable(found, 'a method of the application')
}

function firstOf<T>(items: readonly T[], find: (item: T) => Value | undefined): Value | undefined {
  for (const item of items) {
    const found = find(item)
    if (found) return found
  }
  return undefined
}

/**
 * `Foo.bar` or `Foo.new(…)`: a call on a constant (not `redirect(…)`, which Rails' DSL answers, nor
 * `File.join(…)` or `Regexp.new(…)`, which Ruby answers).
 */
function isApplicationCall(value: Value): boolean {
  return value.type === 'call' && value.receiver !== undefined && !isStaticCall(value) && !isEnvCall(value)
}

/**
 * The requirements and defaults of a call's options that are objects of the application
 * (`id: RouteFormat.username`, `constraints: { id: Formats::SLUG }`), as `key: expression`: the
 * route is drawn and the table names them, but recognition cannot run them.
 */
export function applicationObjectsIn(options: RHash): string[] {
  const objects: string[] = []
  const collect = (key: RValue, value: RValue | undefined) => {
    // `get '/robots.txt' => RobotsGenerator`: a path and its endpoint, not a requirement.
    if (typeof key === 'string' || isNamed(value)) return
    if (isCall(value) && value.receiver !== null) objects.push(`${toS(key)}: ${applicationObjectText(value)}`)
    else if (isConstant(value)) objects.push(`${toS(key)}: ${value.constant}`)
  }
  const entries = options.entries
  for (let i = 0; i < entries.length; i++) {
    const key = entries[i]![0]
    const value = entries[i]![1]
    if (isHash(value) && (toS(key) === 'constraints' || toS(key) === 'defaults')) for (const [k, v] of value.entries) collect(k, v)
    else if (!OBJECT_OPTIONS.has(toS(key))) collect(key, value)
  }
  return objects
}

/**
 * The targets, statuses and URL options of `redirect(...)` calls among a statement's values that
 * are objects of the application (`redirect(SiteConfig.about_url)`, `redirect(host: Site.host)`):
 * drawn under their expression.
 */
export function redirectObjects(args: readonly RValue[], options: RHash): string[] {
  const found: string[] = []
  for (let i = 0; i < args.length; i++) redirectObjectsOf(args[i]!, found)
  for (let i = 0; i < options.entries.length; i++) redirectObjectsOf(options.entries[i]![1], found)
  return found
}

function redirectObjectsOf(value: RValue, found: string[]): void {
  if (!isCall(value) || value.call !== 'redirect' || value.receiver !== null) return
  for (const target of [value.args[0], ...value.options.entries.map(([, v]) => v)]) {
    if (isCall(target) && target.receiver !== null && target.source === undefined) found.push(applicationObjectText(target))
    else if (isConstant(target) && !isNamed(target)) found.push(target.constant)
  }
}
