import type { Assignment, BlockStatement, Loop } from '../../ast/types.js'
import { printExpression } from '../../print/values.js'
import type { Context } from '../context.js'
import { shown } from '../ruby.js'
import { isHash, type RValue, truthy } from '../values.js'
import { skipUnknowable } from './skip.js'
import { Unknowable } from './unknowable.js'

// Loops over collections written in the file (`%w[a b].each do |x|`) and assignments
// (`api = { format: :json }`), run by the expander on values it can know. A collection or value
// only the application knows skips the statement with a warning (an error in strict mode).

/** Binds `target` to the value, or skips the assignment when the value cannot be known. */
export function expandAssignment(cx: Context, node: Assignment): void {
  if (node.operator === '||=' && truthy(cx.evaluator.lookup(node.target))) return
  try {
    const value = cx.evaluator.valueOf(node.value)
    if (node.index === undefined) return cx.evaluator.assign(node.target, value)
    // `h[:k] = v` changes the hash `h` holds, wherever else it is held, as in Ruby.
    const hash = cx.evaluator.lookup(node.target)
    if (!isHash(hash)) throw new Unknowable(node.value, `\`${node.target}\` does not hold a hash routecraft knows`)
    // Finding the key reads the hash's keys.
    cx.budget.spend('steps', hash.size)
    cx.budget.spend('elements')
    hash.set(cx.evaluator.valueOf(node.index), value)
  } catch (error) {
    if (!(error instanceof Unknowable)) throw error
    const target = node.index === undefined ? node.target : `${node.target}[${printExpression(node.index)}]`
    skipUnknowable(cx, `\`${target} ${node.operator} ${shown(printExpression(node.value))}\``, 'its value cannot be known without running the application', error)
  }
}

/** Draws the loop's block once per element, its parameters bound as a Ruby block binds them. */
export function expandLoop(cx: Context, node: Loop, expandBody: (statements: readonly BlockStatement[]) => void): void {
  let yields: RValue[][]
  try {
    const collection = cx.evaluator.valueOf(node.collection)
    const args = node.arguments.map((a) => cx.evaluator.valueOf(a))
    cx.budget.read(collection)
    yields = iterations(node, collection, args)
  } catch (error) {
    if (!(error instanceof Unknowable)) throw error
    const head = `${shown(printExpression(node.collection))}.${node.method}`
    return skipUnknowable(cx, `\`${head}\``, 'the collection it loops over cannot be known without running the application', error)
  }
  for (const yielded of yields) {
    cx.budget.spend('iterations')
    cx.evaluator.bindings.push(bind(node.parameters, yielded))
    try {
      expandBody(node.children)
    } finally {
      cx.evaluator.bindings.pop()
    }
  }
}

/** What each iteration yields, by the iteration method, as Ruby's Array and Hash methods yield. */
function iterations(node: Loop, collection: RValue, args: RValue[]): RValue[][] {
  const elements = isHash(collection) ? collection.entries.map(([k, v]) => [k, v] as RValue) : Array.isArray(collection) ? collection : undefined
  if (!elements) throw new Unknowable(node.collection, `\`${node.method}\` on a value that is not an array or a hash`)
  switch (node.method) {
    case 'each':
    case 'map':
    case 'collect':
    case 'flat_map':
    case 'each_pair':
      if (args.length === 0) return elements.map((e) => [e])
      break
    case 'each_with_index':
      if (args.length === 0) return elements.map((e, i) => [e, i])
      break
    case 'each_slice': {
      const size = args[0]
      if (args.length !== 1 || typeof size !== 'number' || size < 1) break
      const slices: RValue[][] = []
      for (let i = 0; i < elements.length; i += size) slices.push([elements.slice(i, i + size)])
      return slices
    }
  }
  throw new Unknowable(node.collection, `\`${node.method}\` with these arguments is not evaluated`)
}

/**
 * A block's parameters: one yielded array is spread over several parameters (`|k, v|`). A block
 * that names none reads its first value as `it` (Ruby 3.4) or `_1`.
 */
function bind(parameters: readonly string[], yielded: RValue[]): Map<string, RValue> {
  if (parameters.length === 0) return new Map([['it', yielded[0] ?? null], ['_1', yielded[0] ?? null]])
  const values = yielded.length === 1 && parameters.length > 1 && Array.isArray(yielded[0]) ? yielded[0] : yielded
  return new Map(parameters.map((name, i) => [name, values[i] ?? null]))
}
