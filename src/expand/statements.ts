import { type BlockStatement, type MethodDefinition, type OptionEntry, optionPairs, type Pair, type RouteSet, type Statement, type TopLevel, type Value } from '../ast/types.js'
import { concerns, declareUnknownConcern, defineConcern } from './concerns.js'
import type { Block, Call, Context } from './context.js'
import { draw } from './draw.js'
import { engineModuleOf } from './engine.js'
import { mergeHashArgument, takesHashArgument, warnHashArgument } from './hash-argument.js'
import { ArgumentError, RoutingError } from './errors.js'
import { LimitExceeded } from './budget.js'
import { MISSING_VIA, match, mount, root } from './match.js'
import { collection, member, nested, newScope } from './resource-scopes.js'
import { memberMappings, resources } from './resources.js'
import { expandConditional } from './evaluate/conditional.js'
import { expandCase } from './evaluate/case.js'
import { bindObjectWithBlock, expandAssignment, expandLoop } from './evaluate/loop.js'
import { callDefinedMethod, superCall } from './evaluate/methods.js'
import { skipUnknowable } from './evaluate/skip.js'
import { isGemMacro, runGemMacro } from './gems/index.js'
import { applicationObjectsIn, nameTarget, redirectObjects, refuseOpaqueText, refuseUnknownShape, shapesRoute, takesObjects } from './evaluate/opaque-names.js'
import { rubyClassName, rubyEqual } from './evaluate/expression.js'
import { isNamed } from './evaluate/named.js'
import { Unknowable } from './evaluate/unknowable.js'
import { printStatement } from '../print/routes.js'
import { shown, skipRuby } from './ruby.js'
import { MERGE, type Level, type Scope } from './scope.js'
import { namespaceScope, withScope } from './scoping.js'
import { isCall, isConstant, isHash, RHash, type RValue, toS } from './values.js'

const VERBS = new Set(['get', 'post', 'patch', 'put', 'delete', 'options', 'connect', 'query'])
// `connect` recognises HTTP/1 upgrades (GET) and HTTP/2 CONNECT (Rails 8.1).
const VIA: Record<string, RValue> = { connect: [{ symbol: 'get' }, { symbol: 'connect' }] }
const LEVELS = new Set<Level>(['resources', 'resource', 'collection', 'member', 'new', 'nested', 'root'])


/**
 * The options of a call inside `with_options` blocks, as ActiveSupport's OptionMerger makes them:
 * each block's options deep-merged under the call's own (innermost block first), for calls made on
 * the block's parameter, or for every call when the block takes none.
 */
function mergeOptions(cx: Context, statement: Statement, options: RHash): RHash {
  let merged = options
  for (let k = cx.mergers.length - 1; k >= 0; k--) {
    const merger = cx.mergers[k]!
    if (merger.parameter !== null && merger.parameter !== statement.receiver) continue
    merged = deepMerge(merger.options, merged)
  }
  return merged
}

/** Ruby's `Hash#deep_merge`: nested hashes merge, other values of `other` win. */
function deepMerge(base: RHash, other: RHash): RHash {
  const nested = new RHash(other.entries.map(([key, value]) => {
    const mine = base.entries.find(([k]) => rubyEqual(k, key))?.[1]
    return [key, isHash(mine) && isHash(value) ? deepMerge(mine, value) : value]
  }))
  return base.merge(nested)
}

/** Expands statements in order, in `scope`. */
export function expandStatements(cx: Context, scope: Scope, statements: readonly TopLevel[], file: string): void {
  for (let i = 0; i < statements.length; i++) expandStatement(cx, scope, statements[i]!, file)
}

function expandStatement(cx: Context, scope: Scope, statement: TopLevel, file: string): void {
  cx.stack.push({ file, position: statement.position })
  const drawn = cx.routes.length
  try {
    cx.budget.step()
    if (statement.type === 'routeSet') return expandRouteSet(cx, scope, statement, file)
    if (statement.type === 'ruby') return void (bindObjectWithBlock(cx, statement) || skipRuby(cx, statement))
    if (statement.type === 'if') return expandConditional(cx, statement, (branch) => expandStatements(cx, scope, branch, file))
    if (statement.type === 'assign') return expandAssignment(cx, statement)
    if (statement.type === 'loop') return expandLoop(cx, statement, (body) => expandStatements(cx, scope, body, file))
    if (statement.type === 'case') return expandCase(cx, statement, (branch) => expandStatements(cx, scope, branch, file))
    if (statement.type === 'def') return defineMethod(cx, statement, file)
    if (statement.type === 'call' && statement.method === 'super' && statement.receiver === undefined) return superStatement(cx, scope, statement, file)
    // Rails' `Mapper#default_url_options=` (aliased without `=`): the route set's defaults for URL
    // helpers (host, protocol, …). It draws no route, so its values, often the application's
    // (`Rails.application.config.action_mailer.default_url_options`), are never needed.
    if (statement.type === 'call' && statement.method === 'default_url_options' && statement.receiver === undefined && !statement.children) return
    const call = evaluateArguments(cx, statement, file)
    if (call) run(cx, scope, statement.type, call)
  } catch (error) {
    // `match ':controller(/:action)'` without `via:`, as Rails 3 apps wrote it: Rails refuses it
    // since 4.0; lenient drawing skips that one statement and draws the rest of the file.
    if (!cx.strict && error instanceof RoutingError && !error.position && error.message === MISSING_VIA && statement.type === 'match') {
      return cx.warn(`skipped \`${shown(printStatement(statement))}\`: \`match\` without \`via:\`, which Rails refuses since 4.0 (add \`via: :get\` or use \`get\`)`)
    }
    // Calls that never end (`def get … get … end`) are Ruby's SystemStackError too; lenient drawing
    // skips the statement outside every call that started them and draws the rest of the file.
    if (!cx.strict && error instanceof LimitExceeded && error.limit === 'depth' && cx.budget.depth === 0 && statement.type !== 'routeSet') {
      cx.dropRoutesFrom(drawn)
      return cx.warn(`skipped \`${shown(printStatement(statement))}\`: the methods, concerns or drawn files it calls call each other more than ${cx.budget.limits.depth} deep, Ruby's SystemStackError (stack level too deep)`, error.hint)
    }
    // The innermost statement is where Rails' backtrace would point.
    if (error instanceof RoutingError && !error.position) {
      error.position = statement.position
      error.file = file
    }
    throw error
  } finally {
    cx.stack.pop()
  }
}

function expandRouteSet(cx: Context, scope: Scope, statement: RouteSet, file: string): void {
  const body = (inner: Scope) => expandStatements(cx, inner, statement.children, file)
  const module = engineModuleOf(statement.receiver, cx.engineModule)
  if (cx.drawing.length > 1) {
    if (cx.strict) throw new ArgumentError(`a drawn file must not be wrapped in \`${statement.receiver}.draw\``)
    // While Rails loads the routes files it neither clears nor finalises the route set, so the
    // application's own `draw` in a drawn file adds its block's routes where the file is drawn.
    // An engine's `draw` fills the engine's route set, whose routes are not the application's.
    if (module === null) return body(scope)
    return cx.warn(`skipped \`${statement.receiver}.draw\` in a drawn file: it draws the engine's routes, not the application's`)
  }
  // Rails' `Mapper#with_default_scope`: the route set's default scope wraps the whole block.
  if (module === null) return body(scope)
  withScope(scope, [], RHash.of({ module }), body)
}

/**
 * The statement's call, its arguments evaluated; undefined (after a warning, or an error in strict
 * mode) when one of them holds a value only the running application knows.
 */
function evaluateArguments(cx: Context, statement: Statement, file: string): Call | undefined {
  try {
    return evaluateCall(cx, statement, file)
  } catch (error) {
    if (!(error instanceof Unknowable)) throw error
    skipUnknowable(cx, `\`${shown(printStatement(statement))}\``, 'one of its values cannot be known without running the application', error)
    if (statement.type === 'concern') declareUnknownConcern(cx, statement, error)
    return undefined
  }
}

/** Ruby's `extract_options!`: keyword pairs, or else a trailing Hash argument, are the options. */
function evaluateCall(cx: Context, statement: Statement, file: string): Call {
  refuseOpaqueText(statement, (value) => cx.evaluator.answers(value))
  cx.evaluator.takeNamed()
  const option = (p: { key: Value; value: Value }): [RValue, RValue] => {
    const key = cx.evaluator.valueOf(p.key)
    return [key, shapesRoute(key) ? cx.evaluator.valueOf(p.value) : cx.evaluator.objectValueOf(p.value)]
  }
  // A hash written as the last argument holds options, each evaluated as its key says: `mount
  // App, { at: "/x" }`, and `get({ "u/:name" => "users#show", constraints: { name: Format.name } }
  // .merge(admin ? { as: "user" } : {}))`, whose merged hashes are built from literal ones.
  const optionsHash = (a: Value): RHash | undefined => {
    if (a.type === 'hash') return new RHash(a.entries.map(option))
    if (a.type !== 'methodCall' || a.method !== 'merge' || !a.receiver || a.arguments.length !== 1 || a.block) return undefined
    const receiver = optionsHash(a.receiver)
    const other = receiver && (optionsHash(a.arguments[0]!) ?? cx.evaluator.valueOf(a.arguments[0]!))
    return receiver && isHash(other) ? receiver.merge(other) : undefined
  }
  const last = statement.arguments.length - 1
  const args = statement.arguments.map((a, i) => {
    const hash = i === last || takesObjects(statement.method) ? optionsHash(a) : undefined
    if (hash) return hash
    return takesObjects(statement.method) ? cx.evaluator.objectValueOf(a) : cx.evaluator.valueOf(a)
  })
  let options = keywordOptions(cx, statement.options, option, optionsHash)
  nameTarget(cx, statement.method, options, optionPairs(statement.options))
  refuseUnknownShape(statement, args, options)
  // Scopes and routes copy and merge what a call is given: as much work as the values are big.
  for (const arg of args) cx.budget.read(arg)
  cx.budget.read(options)
  if (args.length > 0 && isHash(args[args.length - 1])) {
    if (statement.options.length === 0) {
      options = args.pop() as RHash
      warnHashArgument(cx, statement.method, options)
    } else if (takesHashArgument(statement.method, args)) {
      const hash = args.pop() as RHash
      warnHashArgument(cx, statement.method, hash)
      options = mergeHashArgument(statement.method, options, hash)
    }
  }
  options = mergeOptions(cx, statement, options)
  const redirects = redirectObjects(args, options)
  if (redirects.length > 0 && !cx.evaluator.namesUnknown) {
    throw new RoutingError('NotImplementedError', `Ruby routecraft does not evaluate: \`${shown(printStatement(statement))}\`: a redirect's target only the application knows (\`${redirects[0]}\`)`)
  }
  const taken = cx.evaluator.takeNamed()
  const named = redirects.length === 0 ? taken : [...taken, ...redirects]
  // A gem macro's options (`devise_for … skip: Settings.skip`) are its own to judge: it draws
  // them, or skips the call saying why.
  const macro = statement.type === 'call' && isGemMacro(statement.method)
  if (named.length > 0 && !macro) {
    cx.warn(`drawn naming values only the application knows (${[...new Set(named)].join(', ')}): the table shows each expression as written`)
  }
  const objects = macro ? [] : applicationObjectsIn(options)
  if (objects.length > 0) {
    cx.warn(`drawn with values only the application knows (${objects.join(', ')}): the table names them; recognition takes any value there`)
  }
  const children = statement.children
  const block: Block = children ? (inner) => expandStatements(cx, inner, children, file) : undefined
  const call: Call = { method: statement.method, args, options, block, children: children ?? [] }
  if (statement.parameters) call.parameters = statement.parameters
  return call
}

/**
 * The statement's keywords, in order: its pairs, and the entries of each double splat's Hash
 * (`**options`, `**{ only: [:index] }`) in its place, a later key replacing an earlier one in its
 * place as Ruby merges them (`controller: A, controller: B` is `{controller: B}`). A Hash written
 * out is evaluated key by key, as written keywords are; a value that is not a Hash is Ruby's
 * TypeError.
 */
function keywordOptions(cx: Context, entries: readonly OptionEntry[], option: (p: Pair) => [RValue, RValue], literal: (v: Value) => RHash | undefined): RHash {
  const out = new RHash()
  for (const entry of entries) {
    if (entry.type === 'pair') {
      const pair = option(entry)
      out.setKey(pair[0], pair[1])
      continue
    }
    const hash = literal(entry.value) ?? cx.evaluator.valueOf(entry.value)
    if (isConstant(hash) || isCall(hash) || isNamed(hash)) throw new Unknowable(entry.value, 'keywords from a value only the application knows')
    if (!isHash(hash)) throw new RoutingError('TypeError', `no implicit conversion of ${hash === null || typeof hash === 'boolean' ? String(hash ?? 'nil') : rubyClassName(hash)} into Hash`)
    for (let i = 0; i < hash.entries.length; i++) out.setKey(hash.entries[i]![0], hash.entries[i]![1])
  }
  return out
}

function requireBlock(call: Call): (scope: Scope) => void {
  if (!call.block) throw new RoutingError('LocalJumpError', `no block given (yield) to \`${call.method}\``)
  return call.block
}

/** Runs one statement by its type: the file's own method where it defines one of that name, as Ruby calls it. */
function run(cx: Context, scope: Scope, type: Statement['type'], call: Call): void {
  if (!cx.methods.has(call.method)) return runMapper(cx, scope, type, call)
  // A method the file defined runs in the scope of its call, as Rails runs it in the mapper; one
  // named as the routes language's (`def get(path, options = {})`) overrides it, `super` reaching it.
  cx.methodCalls.push({ type, call })
  try {
    callDefinedMethod(cx, call, (body, file) => expandStatements(cx, scope, body, file))
  } finally {
    cx.methodCalls.pop()
  }
}

/**
 * The routes language's methods that Rails' own call too: `get` and the other verbs for a
 * resource's actions, `match` for each of them, `mount` and `root`, `scope` for `namespace` and its kin...
 */
const CALLED_BY_RAILS = new Set(['match', 'get', 'post', 'patch', 'put', 'delete', 'options', 'connect', 'scope', 'collection', 'member', 'new', 'nested', 'concerns', 'resources', 'resource'])

/** `def name ... end`: a method the statements after it may call; a routes-language name overrides the language's. */
function defineMethod(cx: Context, node: MethodDefinition, file: string): void {
  cx.methods.set(node.name, { node, file })
  if (CALLED_BY_RAILS.has(node.name)) {
    cx.warn(`\`def ${node.name}\` overrides the routes language's \`${node.name}\`: routecraft runs it where the file calls \`${node.name}\`, not where Rails' own routing methods call it (a resource's actions, \`match\` of the verbs, \`scope\` of \`namespace\`), as Rails does`)
  }
}

/**
 * `super` in a method the file defined: the routes language's method of that name, with the
 * arguments written (or, bare, the method's own), and the block of the method's call unless it
 * has one of its own.
 */
function superStatement(cx: Context, scope: Scope, statement: Statement, file: string): void {
  const frame = cx.methodCalls.at(-1)
  const defined = frame && cx.methods.get(frame.call.method)
  if (!frame || !defined) {
    if (cx.strict) throw new RoutingError('RuntimeError', 'super called outside of method')
    return cx.warn('skipped `super`: called outside of a method')
  }
  const target = superCall(defined.node, statement)
  const call = evaluateArguments(cx, { ...statement, type: frame.type, method: frame.call.method, arguments: target.arguments, options: target.options }, file)
  if (!call) return
  if (!statement.children) {
    call.block = frame.call.block
    call.children = frame.call.children
    if (frame.call.parameters) call.parameters = frame.call.parameters
  }
  if (frame.type === 'call') return runCall(cx, scope, call)
  runMapper(cx, scope, frame.type, call)
}

/** Runs one statement as the routes language does. */
function runMapper(cx: Context, scope: Scope, type: Statement['type'], call: Call): void {
  const { args, options } = call
  switch (type) {
    case 'resources':
    case 'resource':
      return resources(cx, scope, type, args, options, call.block)
    case 'namespace': {
      const body = requireBlock(call)
      const enter = (s: Scope) => body(namespaceScope(s, args[0] ?? null, options))
      return scope.isResourceScope ? nested(scope, enter) : enter(scope)
    }
    case 'scope':
      return withScope(scope, args, options, requireBlock(call))
    case 'controller':
      return requireBlock(call)(scope.push({ controller: args[0] ?? null }))
    case 'constraints':
      return withScope(scope, [], RHash.of({ constraints: args[0] ?? options }), requireBlock(call))
    case 'defaults':
      return requireBlock(call)(scope.push({ defaults: MERGE.defaults(scope.get('defaults'), hashArgument(args[0] ?? options)) }))
    case 'shallow':
      return requireBlock(call)(scope.push({ shallow: true }))
    case 'member':
      return member(scope, requireBlock(call))
    case 'collection':
      return collection(scope, requireBlock(call))
    case 'new':
      return newScope(scope, requireBlock(call))
    case 'nested':
      return nested(scope, requireBlock(call))
    case 'match':
      return runMatch(cx, scope, call)
    case 'root':
      return root(cx, scope, args, options)
    case 'mount':
      return mount(cx, scope, args, options)
    case 'draw':
      return draw(cx, scope, toS(args[0] ?? null))
    case 'concern':
      return defineConcern(cx, args[0] ?? null, call.children, call.parameters?.[0])
    case 'concerns':
      return concerns(cx, scope, args, options)
    case 'direct':
    case 'resolve':
      if (!scope.isRoot) throw new RoutingError('RuntimeError', `The ${type} method can't be used inside a routes scope block`)
      return // URL helpers only: they add no route.
    case 'call':
      return runCall(cx, scope, call)
  }
}

function hashArgument(value: RValue): RHash {
  if (isHash(value)) return value
  throw new RoutingError('TypeError', 'no implicit conversion into Hash')
}

/**
 * `match` takes several paths; the verb helpers take exactly one (Rails 8.1). `options` and
 * `connect` routes are prefix routes without a format by default (Rails 8.1); `query` (HTTP
 * QUERY) is Rails main's.
 */
function runMatch(cx: Context, scope: Scope, call: Call): void {
  const options = call.options.dup()
  if (VERBS.has(call.method)) {
    if (call.args.length > 1) throw new ArgumentError(`Wrong number of arguments (expect 1, got ${call.args.length})`)
    options.set('via', VIA[call.method] ?? { symbol: call.method })
    if (call.method === 'options' || call.method === 'connect') {
      if (!options.has('anchor')) options.set('anchor', false)
      if (!options.has('format')) options.set('format', false)
    }
  }
  match(cx, scope, call.args, options, call.block)
}

/** Methods outside the statement types: Rails' private helpers that a routes file can call. */
function runCall(cx: Context, scope: Scope, call: Call): void {
  switch (call.method) {
    case 'resources_path_names':
      for (const [k, v] of call.options.entries) scope.get('pathNames')?.set(k, v)
      return
    case 'with_scope_level': {
      const level = toS(call.args[0] ?? null) as Level
      return requireBlock(call)(scope.withLevel(LEVELS.has(level) ? level : null))
    }
    case 'set_member_mappings_for_resource':
      if (!scope.resource) throw new RoutingError('NoMethodError', "undefined method `actions' for nil:NilClass")
      return memberMappings(cx, scope, scope.resource)
    case 'devise_scope':
    case 'as':
    case 'authenticate':
    case 'authenticated':
    case 'unauthenticated':
      // Devise's wrappers only add a request constraint the table does not show: their routes are drawn.
      return call.block?.(scope)
    case 'with_options': {
      // ActiveSupport's OptionMerger: the calls of the block get these options merged into theirs.
      const options = call.args.length > 0 && isHash(call.args[0]) ? (call.args[0] as RHash) : call.options
      const block = requireBlock(call)
      cx.mergers.push({ parameter: call.parameters?.[0] ?? null, options })
      try {
        return block(scope)
      } finally {
        cx.mergers.pop()
      }
    }
    case 'extend':
      // Ruby's Object#extend: the application's module gives the mapper methods of its own, which
      // routecraft cannot see (each call of one is reported where it is made).
      return cx.warn(`skipped \`${call.method} ${call.args.map((a) => (isConstant(a) ? a.constant : toS(a))).join(', ')}\`: it adds the application's methods to the routes' mapper`)
    case 'shallow?':
    case 'api_only?':
    case 'require':
    case 'require_relative':
      return // Queries and Ruby's file loading draw nothing.
    default:
      if (runGemMacro(cx, scope, call.method, call)) return
      cx.warn(`undefined method \`${call.method}' for the routes language: the call${call.block ? ' and its block were' : ' was'} skipped`)
  }
}
