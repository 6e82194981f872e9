/**
 * AST values → yaml nodes, the inverse of `values.ts`: a tag is written only when the value is
 * not what an untagged string means in its place, so `only: [index, show]` stays untagged.
 */
import { Scalar, YAMLMap, YAMLSeq, Pair as YPair } from 'yaml'
import type { Node } from 'yaml'
import { withoutPositions } from '../ast/positions.js'
import type { CallValue, Pair, Value } from '../ast/types.js'
import type { ScalarDefault } from './kinds.js'

/** A scalar node, tagged when `tag` is given. */
export function scalar(value: unknown, tag?: string): Scalar {
  const node = new Scalar(value)
  if (tag !== undefined) node.tag = tag
  return node
}

/** An empty value (`key:` with nothing after it): no arguments, or no block. */
export function nothing(): Scalar {
  const node = new Scalar(null)
  node.source = ''
  return node
}

/** The node of `value` where an untagged string means `fallback`. */
export function encodeValue(value: Value, fallback: ScalarDefault): Node {
  switch (value.type) {
    case 'string':
      return scalar(value.value, fallback === 'string' ? undefined : '!str')
    case 'symbol':
      return scalar(value.value, fallback === 'symbol' ? undefined : '!sym')
    case 'constant':
      return scalar(value.name, fallback === 'constant' ? undefined : '!const')
    case 'integer':
    case 'boolean':
      return scalar(value.value)
    case 'nil':
      return scalar(null)
    case 'regexp':
      return scalar(`/${value.source}/${value.flags}`, '!regexp')
    case 'array':
      return flowIfFlat(new YAMLSeq(), value.elements.map((element) => encodeValue(element, fallback)))
    case 'hash':
      return encodePairs(value.entries, () => 'string', undefined)
    case 'call':
      return encodeCall(value)
    default:
      // convertRoutes refuses Ruby expressions (1.1) before printing: routes.yaml has none.
      throw new Error(`routes.yaml cannot express a ${value.type} value`)
  }
}

/**
 * A mapping of pairs (keys default to symbols), tagged `tag`; when a key repeats, which a YAML
 * mapping cannot hold, a list of one-key mappings tagged `listTag` (none when empty) instead.
 */
export function encodePairs(pairs: readonly Pair[], valueDefault: (key: Value) => ScalarDefault, tag: string | undefined, listTag = '!hash', flow = true): Node {
  const entries = pairs.map((p) => new YPair(encodeValue(p.key, 'symbol'), encodeValue(p.value, valueDefault(p.key))))
  const keys = pairs.map((p) => JSON.stringify(withoutPositions(p.key)))
  if (new Set(keys).size < keys.length) {
    const list = new YAMLSeq()
    list.items = entries.map((entry) => flowIfFlat(new YAMLMap(), [entry]))
    if (listTag !== '') list.tag = listTag
    return list
  }
  const map = new YAMLMap()
  if (tag !== undefined) map.tag = tag
  return flow ? flowIfFlat(map, entries) : Object.assign(map, { items: entries })
}

/** An argument list: nothing, one argument, or a list (`[[a, b]]` for one array argument). */
export function encodeArguments(args: readonly Value[], fallback: ScalarDefault): Node {
  const encoded = args.map((arg) => encodeArgument(arg, fallback))
  const only = args[0]
  if (args.length === 1 && only!.type !== 'array' && only!.type !== 'nil') return encoded[0]!
  if (args.length === 0) return nothing()
  return flowIfFlat(new YAMLSeq(), encoded)
}

/** One argument: a hash argument is tagged `!hash` (an untagged mapping there is refused as misnested). */
function encodeArgument(arg: Value, fallback: ScalarDefault): Node {
  return arg.type === 'hash' ? encodePairs(arg.entries, () => 'string', '!hash') : encodeValue(arg, fallback)
}

/**
 * `!call ActionCable.server`, or `!call { redirect: /x, status: 301 }` with arguments; when an
 * option key repeats or reads like the method, `!call [target, [arguments], options]`.
 */
function encodeCall(value: CallValue): Node {
  const target = value.receiver ? `${value.receiver.name}.${value.method}` : value.method
  if (value.arguments.length === 0 && value.options.length === 0) return scalar(target, '!call')
  const options = encodePairs(value.options, () => 'string', undefined, '')
  const clash = value.options.some((p) => p.key.type === 'symbol' && p.key.value === target)
  if (options instanceof YAMLSeq || clash) {
    const args = flowIfFlat(new YAMLSeq(), value.arguments.map((arg) => encodeArgument(arg, 'string')))
    const list = flowIfFlat(new YAMLSeq(), [scalar(target), args, options])
    list.tag = '!call'
    return list
  }
  const map = new YAMLMap()
  map.tag = '!call'
  // No arguments is written `[]` here: an empty value before a comma reads like a typo.
  const args = value.arguments.length === 0 ? flowIfFlat(new YAMLSeq(), []) : encodeArguments(value.arguments, 'string')
  return flowIfFlat(map, [new YPair(scalar(target), args), ...(options as YAMLMap).items])
}

/** Fills `collection`; short collections of scalars are written inline (`[index, show]`). */
function flowIfFlat<T extends YAMLSeq | YAMLMap>(collection: T, items: unknown[]): T {
  collection.items = items as never[]
  const flat = items.every((item) => (item instanceof YPair ? item.key instanceof Scalar && isInline(item.value) : isInline(item)))
  collection.flow = flat
  return collection
}

function isInline(node: unknown): boolean {
  if (node instanceof Scalar) return typeof node.value !== 'string' || !/[\n\r]/.test(node.value)
  return (node instanceof YAMLSeq || node instanceof YAMLMap) && node.flow === true
}
