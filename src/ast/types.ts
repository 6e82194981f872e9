/**
 * The routecraft AST, version 1.1: the published contract between the front ends
 * (routes language, routes.yaml) and everything after them. `schema/ast.md` is the
 * specification; `schema/ast.schema.json` is its machine form. All three must agree.
 *
 * The AST records what was written, never what it means: `resources :photos, only: [:index]`
 * keeps the symbol `photos` and the option exactly as given. Every node is plain JSON.
 */

/** The AST version carried by every root. A minor version only adds. */
export const AST_VERSION = '1.4'

/** A place in the source: 1-based line and column, 0-based offset. */
export interface Point {
  line: number
  column: number
  offset: number
}

/** A span of source; `end` is exclusive (the point just after the last character). */
export interface Position {
  start: Point
  end: Point
}

/** Fields every node has. */
export interface NodeBase {
  type: string
  position: Position
}

// ---------------------------------------------------------------------------------------------
// Values (arguments and option values)

export interface StringValue extends NodeBase {
  type: 'string'
  value: string
}

/** A Ruby symbol (`:photos`, `:"quoted"`, or the key of `only: ...`). */
export interface SymbolValue extends NodeBase {
  type: 'symbol'
  value: string
}

export interface IntegerValue extends NodeBase {
  type: 'integer'
  value: number
}

export interface BooleanValue extends NodeBase {
  type: 'boolean'
  value: boolean
}

export interface NilValue extends NodeBase {
  type: 'nil'
}

/** A regexp literal: `/\d+/i` has source `\d+` and flags `i`. `%r{a/b}` has source `a/b`. */
export interface RegexpValue extends NodeBase {
  type: 'regexp'
  source: string
  flags: string
}

/** A constant path as written: `Sidekiq::Web`, `::Foo`. */
export interface ConstantValue extends NodeBase {
  type: 'constant'
  name: string
}

export interface ArrayValue extends NodeBase {
  type: 'array'
  elements: Value[]
}

/** A `key => value` or `key: value` entry of a hash or of a call's trailing options. */
export interface Pair extends NodeBase {
  type: 'pair'
  key: Value
  value: Value
}

export interface HashValue extends NodeBase {
  type: 'hash'
  entries: Pair[]
}

/**
 * `**value` among a statement's keywords (1.4): `resources :photos, **options`. Ruby passes the
 * entries of the Hash `value` is worth as keywords, in its place among the others (a later key
 * replaces an earlier one of the same name).
 */
export interface DoubleSplat extends NodeBase {
  type: 'doubleSplat'
  value: Value
}

/** An entry of a statement's `options`: a `key: value` pair, or (1.4) a double splat. */
export type OptionEntry = Pair | DoubleSplat

/** The `key: value` pairs among `options`, double splats left out (their keys are known only when drawn). */
export function optionPairs(options: readonly OptionEntry[]): Pair[] {
  return options.filter((entry): entry is Pair => entry.type === 'pair')
}

/**
 * A method call used as a value: `redirect('/x', status: 301)`, `ActionCable.server`,
 * `ApiConstraint.new(version: 1)`. `receiver` is present only for calls on a constant.
 */
export interface CallValue extends NodeBase {
  type: 'call'
  receiver?: ConstantValue
  method: string
  arguments: Value[]
  options: Pair[]
  /** The source of a block passed to the call, braces included (1.1): `redirect { |params, req| ... }`. */
  block?: string
}

/** A literal value: what the routes language of 1.0 holds in arguments and options. */
export type LiteralValue =
  | StringValue
  | SymbolValue
  | IntegerValue
  | BooleanValue
  | NilValue
  | RegexpValue
  | ConstantValue
  | ArrayValue
  | HashValue
  | CallValue

/**
 * A value: a literal, or (1.1) an expression the expander evaluates (a variable, a method call,
 * an operator, an interpolated string). Consumers of 1.0 may treat the 1.1 types as unknown.
 */
export type Value = LiteralValue | VariableExpression | MethodCallExpression | NotExpression | BinaryExpression | TernaryExpression | InterpolatedString | InterpolatedRegexp | RubyExpression | LambdaValue

export type ValueType = Value['type']

// ---------------------------------------------------------------------------------------------
// Expressions (1.1): the Ruby of conditions, evaluated by the expander with the environment it
// is given (Rails.env, ENV values). A literal is a `Value`.

/**
 * A bare name (1.1): a local variable, or a method called without receiver or arguments (Ruby
 * cannot tell them apart without running the file either): `page`, `current_user`.
 */
export interface VariableExpression extends NodeBase {
  type: 'variable'
  name: string
}

/**
 * A method call in an expression (1.1): `Rails.env.production?` (the call `production?` on the
 * call `env` on the constant `Rails`), `ENV['X']` (method `[]`), `%w[a b].include?(x)`.
 * `receiver` is absent for a call on nothing: `defined?(x)`, `helper(1)`.
 */
export interface MethodCallExpression extends NodeBase {
  type: 'methodCall'
  receiver?: Expression
  method: string
  arguments: Expression[]
  /** `x&.method` (1.2): Ruby's safe navigation, nil when the receiver is nil; absent for `.`. */
  safe?: true
  /** `locales.map(&:code)` (1.2): a Symbol passed as the block, Ruby's `{ |x| x.code }`. */
  blockArgument?: SymbolValue
  /**
   * A block of one expression (1.2): `codes.select { |c| c >= 400 }` has the parameters `['c']`
   * and the body `c >= 400`; a block without parameters reads `it` or `_1`.
   */
  block?: ExpressionBlock
}

/** The block of a `methodCall` (1.2): its parameters and the one expression it returns. */
export interface ExpressionBlock {
  parameters: string[]
  body: Expression
}

/** `!x` or `not x` (1.1). */
export interface NotExpression extends NodeBase {
  type: 'not'
  operator: '!' | 'not'
  operand: Expression
}

/** `cond ? a : b` (1.1): `then` when the condition holds, else `else`. */
export interface TernaryExpression extends NodeBase {
  type: 'ternary'
  condition: Expression
  then: Expression
  else: Expression
}

/** `a && b`, `a and b`, `a || b`, `a or b`, `a == b`, `a != b`, `a + b`... (1.1): the operator as written. */
export interface BinaryExpression extends NodeBase {
  type: 'binary'
  operator: string
  left: Expression
  right: Expression
}

/**
 * An expression routecraft does not read, kept as written (1.1): a condition holding a block
 * (`if Feature.any? { |f| f.on? }`), a lambda, interpolation. The expander cannot know its value.
 */
export interface RubyExpression extends NodeBase {
  type: 'rubyExpression'
  source: string
}

/**
 * A double-quoted string with interpolation (1.1): `"pages##{page}"` has the parts `pages#` (a
 * string) and the variable `page`. Each part is a `string` node or an expression.
 */
export interface InterpolatedString extends NodeBase {
  type: 'interpolatedString'
  parts: Value[]
}

/**
 * A regexp literal with `#{...}` (1.2): `/v(#{RELEASE_NUMBER})/`. `parts` in order, the regexp
 * source between interpolations as `string` nodes and the interpolated expressions; `flags` as
 * written, without `o` (interpolate once), which Ruby's Regexp does not keep.
 */
export interface InterpolatedRegexp extends NodeBase {
  type: 'interpolatedRegexp'
  parts: Value[]
  flags: string
}

/**
 * A lambda or proc (1.1), kept as its source: `->(req) { req.xhr? }`, `lambda { |req| ... }`,
 * `proc { ... }`, `Proc.new { ... }`. The expander treats it as an object the application answers
 * (a constraint, a Rack endpoint); its body is never evaluated.
 */
export interface LambdaValue extends NodeBase {
  type: 'lambda'
  source: string
}

/** What a condition (1.1) may hold: any value. */
export type Expression = Value

// ---------------------------------------------------------------------------------------------
// Statements

/**
 * The kinds a statement can have. A statement's `type` is decided by its method name alone
 * (see `STATEMENT_TYPES`); any method not listed there is a `call` statement, which the parser
 * accepts and the expander judges.
 */
export type StatementType =
  | 'resources'
  | 'resource'
  | 'namespace'
  | 'scope'
  | 'controller'
  | 'constraints'
  | 'defaults'
  | 'shallow'
  | 'member'
  | 'collection'
  | 'new'
  | 'nested'
  | 'match'
  | 'root'
  | 'mount'
  | 'draw'
  | 'concern'
  | 'concerns'
  | 'direct'
  | 'resolve'
  | 'call'

/**
 * One routing call. All statements share this shape, so a consumer that does not know a type
 * can still walk it.
 * - `method`: the method name as written (`get` for a `match`-type statement written `get`).
 * - `arguments`: positional arguments, in order.
 * - `options`: the trailing keyword hash (`only: [:index]`, `'path' => 'c#a'`), in order; since
 *   1.4 a `doubleSplat` entry (`**options`) may stand among them.
 * - `children`: the block's statements; absent when the call has no block.
 */
export interface Statement extends NodeBase {
  type: StatementType
  method: string
  arguments: Value[]
  options: OptionEntry[]
  children?: BlockStatement[]
  /** The block's parameters (1.1): `with_options(only: :index) do |o|` has `['o']`. */
  parameters?: string[]
  /** The variable the call is made on (1.1): `o.resources :photos` in a `with_options` block has `o`. */
  receiver?: string
}

/**
 * `Rails.application.routes.draw do ... end` (or `Blog::Engine.routes.draw`): the optional
 * wrapper of a routes file. `receiver` is the text before `.draw`.
 */
export interface RouteSet extends NodeBase {
  type: 'routeSet'
  receiver: string
  children: BlockStatement[]
}

/**
 * What made a `ruby` node's code unknowable: the first construct the routes language does not
 * evaluate, as written, and its kind.
 */
export interface RubyConstruct {
  kind: RubyConstructKind
  text: string
  position: Position
}

/** The kinds of Ruby a routes file may hold that routecraft does not evaluate (1.1). */
export type RubyConstructKind =
  | 'conditional'
  | 'loop'
  | 'assignment'
  | 'variable'
  | 'lambda'
  | 'definition'
  | 'exception'
  | 'blockParameters'
  | 'interpolation'
  | 'blockArgument'
  | 'methodCall'
  | 'doubleSplat' // 1.3
  | 'syntax' // 1.3

/**
 * A statement of Ruby that routecraft keeps as written but does not evaluate (1.1): a loop over
 * application data, a method definition, a call on an application object. `source` is its exact
 * text, from its first character to its last (its block included). The expander skips it with a
 * warning, or refuses it in strict mode.
 */
export interface RubyCode extends NodeBase {
  type: 'ruby'
  source: string
  construct: RubyConstruct
  /**
   * A value standing alone as a statement (1.2, lenient), read: `(ENV['T'] || 'x')` as a method's
   * body. Nothing draws it; a method whose body ends with it returns it.
   */
  value?: Value
}

/** The node types (1.1) that hold Ruby code rather than routing calls; routes.yaml has none of them. */
export const RUBY_NODE_TYPES: ReadonlySet<string> = new Set([
  'ruby', 'if', 'assign', 'loop', 'def', 'lambda', 'variable', 'methodCall', 'not', 'binary', 'ternary', 'interpolatedString', 'interpolatedRegexp', 'rubyExpression',
  'case', 'when', 'splat',
])

/**
 * `if`/`unless`/`elsif` (1.1): `children` are drawn when the condition holds (fails, for
 * `unless`), `else` otherwise. `modifier` is true for `get 'x' if cond`, whose one statement is
 * `children`. An `elsif` is an `if` node with keyword `elsif`, alone in the `else` of the one
 * before it.
 */
export interface Conditional extends NodeBase {
  type: 'if'
  keyword: 'if' | 'unless' | 'elsif'
  modifier: boolean
  condition: Expression
  children: BlockStatement[]
  else?: BlockStatement[]
}

/**
 * `name = value` (1.1): a local variable (`api = { format: :json }`) or a constant
 * (`ID = /\d+/`) the statements after it may use. `operator` is `=` or `||=`.
 */
export interface Assignment extends NodeBase {
  type: 'assign'
  target: string
  operator: '=' | '||='
  value: Value
  /** `target[index] = value` (1.2): the key set in the hash `target` holds; absent for `target = value`. */
  index?: Value
}

/**
 * `collection.each do |x| ... end` (1.1): the block's statements are drawn once per element, with
 * the element bound to the parameters. `method` is the iteration method as written (`each`,
 * `each_with_index`, `each_slice`, `each_pair`, `map`...), `arguments` its own (`each_slice(2)`).
 */
export interface Loop extends NodeBase {
  type: 'loop'
  collection: Value
  method: string
  arguments: Value[]
  parameters: string[]
  children: BlockStatement[]
}

/**
 * `case subject when v1, v2 ... else ... end` (1.2): the statements of the first `when` one of
 * whose values matches the subject (Ruby's `value === subject`) are drawn, else `else`. Without a
 * subject (`case` then `when cond`), the first `when` with a truthy value is taken.
 */
export interface CaseStatement extends NodeBase {
  type: 'case'
  /** Absent for a bare `case`. */
  subject?: Expression
  branches: WhenClause[]
  else?: BlockStatement[]
}

/** One `when v1, *v2 [then]` of a `case` (1.2), its values in order and its statements. */
export interface WhenClause extends NodeBase {
  type: 'when'
  values: Array<Expression | SplatValue>
  children: BlockStatement[]
}

/** `*values` among a `when`'s values (1.2): each element of `value` is a value of its own. */
export interface SplatValue extends NodeBase {
  type: 'splat'
  value: Expression
}

/**
 * `def name(parameters) ... end` (1.2): a method the routes file defines and calls later
 * (`def api_routes ... end`, then `api_routes` inside a scope). Its statements are drawn wherever
 * it is called, in the scope of the call, with the arguments bound to its parameters; they see
 * no local variable of the file (a Ruby method has its own).
 */
export interface MethodDefinition extends NodeBase {
  type: 'def'
  name: string
  parameters: MethodParameter[]
  children: BlockStatement[]
}

/**
 * One parameter of a `def` (1.2): `kind` `required` (`a`), `optional` (`a = 1`) or `keyword`
 * (`a:`, `a: 1`); `default` is the value written after `=` or `:`, absent when none was. Since
 * 1.4 also `keywordRest` (`**options`: the keywords no other parameter takes, a Hash), without
 * `default`.
 */
export interface MethodParameter {
  kind: 'required' | 'optional' | 'keyword' | 'keywordRest'
  name: string
  default?: Value
}

/**
 * Whether a node holds Ruby rather than a routing call (1.1): a node of `RUBY_NODE_TYPES`, or a
 * statement with block parameters or a receiver variable (`with_options ... do |o|`, `o.get`).
 */
export function isRubyNode(node: { type: string }): boolean {
  if (RUBY_NODE_TYPES.has(node.type)) return true
  // A call given a block (`redirect { |params, req| ... }`): the block is Ruby kept as its source.
  if (node.type === 'call' && 'block' in node) return true
  // Keywords from a hash (`resources :a, **options`, 1.4) are Ruby's, not the routes language's.
  if ('options' in node && Array.isArray(node.options) && node.options.some((entry: { type: string }) => entry.type === 'doubleSplat')) return true
  return node.type !== 'routeSet' && ('parameters' in node || typeof (node as { receiver?: unknown }).receiver === 'string')
}

/** What a block (and a file) holds: routing calls and, since 1.1, conditionals, assignments, loops and Ruby kept as written. */
export type BlockStatement = Statement | Conditional | Assignment | Loop | MethodDefinition | RubyCode | CaseStatement

export type TopLevel = BlockStatement | RouteSet

/** The root of every AST. */
export interface RouteFile extends NodeBase {
  type: 'file'
  astVersion: string
  children: TopLevel[]
}

export type Node = RouteFile | TopLevel | Value | Pair | Expression | WhenClause | SplatValue

/**
 * Method name → statement type. `get post patch put delete options connect query match` are all `match`
 * statements; `method` keeps the verb as written.
 */
export const STATEMENT_TYPES: Readonly<Record<string, StatementType>> = Object.freeze({
  resources: 'resources',
  resource: 'resource',
  namespace: 'namespace',
  scope: 'scope',
  controller: 'controller',
  constraints: 'constraints',
  defaults: 'defaults',
  shallow: 'shallow',
  member: 'member',
  collection: 'collection',
  new: 'new',
  nested: 'nested',
  match: 'match',
  get: 'match',
  post: 'match',
  patch: 'match',
  put: 'match',
  delete: 'match',
  options: 'match',
  connect: 'match',
  query: 'match',
  root: 'root',
  mount: 'mount',
  draw: 'draw',
  concern: 'concern',
  concerns: 'concerns',
  direct: 'direct',
  resolve: 'resolve',
})

/** The statement type for a method name: its entry in `STATEMENT_TYPES`, else `call`. */
export function statementType(method: string): StatementType {
  return Object.hasOwn(STATEMENT_TYPES, method) ? STATEMENT_TYPES[method]! : 'call'
}
