import type { Assignment, BlockStatement, Expression, InterpolatedRegexp, Loop, RubyCode } from '../../ast/types.js'
import { printExpression } from '../../print/values.js'
import type { Context } from '../context.js'
import { shown } from '../ruby.js'
import { isHash, type RValue, truthy } from '../values.js'
import { isNamed } from './named.js'
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
    if (node.index === undefined && node.operator === '=' && madeByApplication(node.value) && bindObject(cx, node.target, node.value, regexpText(cx, node.value))) return
    const target = node.index === undefined ? node.target : `${node.target}[${printExpression(node.index)}]`
    skipUnknowable(cx, `\`${target} ${node.operator} ${shown(printExpression(node.value))}\``, 'its value cannot be known without running the application', error)
  }
}

/**
 * `flipper_app = Flipper::UI.app(Flipper)`: an object only the application makes, later mounted
 * or given as a constraint. In lenient mode the variable holds it named by its expression
 * (`named.ts`), so those routes are drawn; where Rails needs text or truth, it stays unknown.
 * `text` is the expression as shown, when the node's own print is not it (a call with a block).
 */
export function bindObject(cx: Context, target: string, value: Expression, text?: string): boolean {
  if (!cx.evaluator.namesUnknown) return false
  const named = cx.evaluator.nameValue(value, text)
  cx.evaluator.takeNamed()
  cx.evaluator.assign(target, named)
  cx.warn(`\`${target}\` holds an object only the application knows (\`${shown(named.constant)}\`): drawn under that expression where Rails takes an object (a Rack app, a constraint, a requirement), skipped elsewhere`)
  return true
}

/**
 * `flipper_app = Flipper::UI.app(Flipper) { |builder| … }`, kept as Ruby for its block: bound
 * as `bindObject` binds, named by the call without its block (the table cannot show a block).
 */
export function bindObjectWithBlock(cx: Context, node: RubyCode): boolean {
  if (node.construct.kind !== 'assignment') return false
  const found = /^([a-z_]\w*)\s*=\s*((?:::)?[A-Z][\w:]*(?:\.[a-z_]\w*[!]?(?:\((?:[^()]|\([^()]*\))*\))?)+)\s*(?:\{|do\b)/.exec(node.source)
  if (!found) return false
  return bindObject(cx, found[1]!, { type: 'rubyExpression', source: found[2]!, position: node.position }, found[2]!)
}

/** A call on an application's constant (`Flipper::UI.app(…)`, `Foo.new`), not a predicate (`Foo.enabled?`). */
function madeByApplication(node: Expression): boolean {
  // `id_pattern = /\d+|#{uuid_pattern}/`: a requirement with the application's value in it.
  if (node.type === 'interpolatedRegexp') return true
  if (node.type !== 'methodCall' && node.type !== 'call') return false
  if (node.method.endsWith('?')) return false
  // `Regexp.compile(Locale.codes.join("|"))`: a requirement the application's values build.
  if (node.receiver?.type === 'constant' && node.receiver.name.replace(/^::/, '') === 'Regexp') return ['new', 'compile', 'union'].includes(node.method)
  let receiver: Expression | undefined = node.receiver
  while (receiver?.type === 'methodCall') receiver = receiver.receiver
  return receiver?.type === 'constant' && !['Rails', 'ENV', 'File', 'Regexp'].includes(receiver.name.replace(/^::/, ''))
}

/**
 * A regexp interpolating variables that hold the application's objects, shown with each one's
 * expression in its place (`/\d+|#{Uuid::PATTERN.to_s}/`, not the local name); undefined for
 * other values, which show as written.
 */
function regexpText(cx: Context, node: Expression): string | undefined {
  if (node.type !== 'interpolatedRegexp') return undefined
  let named = false
  const parts = node.parts.map((part) => {
    const held = part.type === 'variable' ? cx.evaluator.lookup(part.name) : undefined
    if (!isNamed(held)) return part
    named = true
    return { type: 'rubyExpression' as const, source: (held as { constant: string }).constant, position: part.position }
  })
  return named ? printExpression({ ...node, parts } satisfies InterpolatedRegexp) : undefined
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
