/**
 * Small typed builders for hand-made ASTs (specs, the YAML front end). Every builder takes an
 * optional position last; without one the node gets a fresh zero position (1:1, offset 0).
 */
import { zeroPosition } from './positions.js'
import { AST_VERSION, statementType } from './types.js'
import type {
  ArrayValue,
  BooleanValue,
  CallValue,
  ConstantValue,
  HashValue,
  IntegerValue,
  NilValue,
  OptionEntry,
  Pair,
  Position,
  RegexpValue,
  RouteFile,
  RouteSet,
  Statement,
  StringValue,
  SymbolValue,
  TopLevel,
  Value,
} from './types.js'

/** A `string` value node. */
export function str(value: string, position: Position = zeroPosition()): StringValue {
  return { type: 'string', position, value }
}

/** A `symbol` value node: `sym('photos')` is `:photos`. */
export function sym(value: string, position: Position = zeroPosition()): SymbolValue {
  return { type: 'symbol', position, value }
}

/** An `integer` value node. */
export function int(value: number, position: Position = zeroPosition()): IntegerValue {
  return { type: 'integer', position, value }
}

/** A `boolean` value node. */
export function bool(value: boolean, position: Position = zeroPosition()): BooleanValue {
  return { type: 'boolean', position, value }
}

/** A `nil` value node. */
export function nil(position: Position = zeroPosition()): NilValue {
  return { type: 'nil', position }
}

/** A `regexp` value node: `regexp('\\d+', 'i')` is `/\d+/i`. */
export function regexp(source: string, flags = '', position: Position = zeroPosition()): RegexpValue {
  return { type: 'regexp', position, source, flags }
}

/** A `constant` value node: `constant('Sidekiq::Web')`. */
export function constant(name: string, position: Position = zeroPosition()): ConstantValue {
  return { type: 'constant', position, name }
}

/** An `array` value node. */
export function array(elements: Value[], position: Position = zeroPosition()): ArrayValue {
  return { type: 'array', position, elements }
}

/** A `hash` value node (a brace literal). */
export function hash(entries: Pair[], position: Position = zeroPosition()): HashValue {
  return { type: 'hash', position, entries }
}

/** A `pair` node: `pair(str('photos'), str('photos#index'))` is `'photos' => 'photos#index'`. */
export function pair(key: Value, value: Value, position: Position = zeroPosition()): Pair {
  return { type: 'pair', position, key, value }
}

/** A keyword `pair` with a symbol key: `keyword('only', array([sym('index')]))` is `only: [:index]`. */
export function keyword(name: string, value: Value, position: Position = zeroPosition()): Pair {
  return pair(sym(name, position), value, position)
}

/**
 * A `call` value node: `call('redirect', [str('/x')])`; pass `receiver` for `ActionCable.server`.
 * The receiver key is left out entirely when there is none, as the schema requires.
 */
export function call(
  method: string,
  args: Value[] = [],
  options: Pair[] = [],
  receiver?: ConstantValue,
  position: Position = zeroPosition(),
): CallValue {
  return receiver
    ? { type: 'call', position, receiver, method, arguments: args, options }
    : { type: 'call', position, method, arguments: args, options }
}

/**
 * A statement; its `type` comes from `statementType(method)`, as the parser decides it.
 * `children` given (even empty) means the call has a block; omitted means it has none.
 */
export function statement(
  method: string,
  args: Value[] = [],
  options: OptionEntry[] = [],
  children?: Statement[],
  position: Position = zeroPosition(),
): Statement {
  const node: Statement = { type: statementType(method), position, method, arguments: args, options }
  if (children) node.children = children
  return node
}

/** A `routeSet` node: `routeSet('Rails.application.routes', [...])`. */
export function routeSet(receiver: string, children: Statement[], position: Position = zeroPosition()): RouteSet {
  return { type: 'routeSet', position, receiver, children }
}

/** A `file` root carrying the current `AST_VERSION`. */
export function routeFile(children: TopLevel[], position: Position = zeroPosition()): RouteFile {
  return { type: 'file', position, astVersion: AST_VERSION, children }
}
