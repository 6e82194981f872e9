import type { BlockStatement, MethodDefinition } from '../../ast/types.js'
import type { Context } from '../context.js'
import { LimitExceeded } from '../budget.js'
import { ArgumentError, RoutingError } from '../errors.js'
import { isHash, RHash, type RValue, toS } from '../values.js'
import { skipUnknowable } from './skip.js'
import { Unknowable } from './unknowable.js'

// Methods a routes file defines (`def api_routes ... end`) and calls (`api_routes` inside a
// scope). Rails runs the body in the mapper at the call site, so the scope around the call
// applies; the body sees its parameters and the file's constants, no local variable of the file.

/** The call of a defined method: its evaluated arguments and keyword options. */
export interface MethodCall {
  method: string
  args: RValue[]
  options: RHash
}

type ExpandBody = (statements: readonly BlockStatement[], file: string) => void

/**
 * Draws the body of the defined method `call` names, its parameters bound to the call's
 * arguments as Ruby binds them; false when the file defines no such method.
 */
export function callDefinedMethod(cx: Context, call: MethodCall, expandBody: ExpandBody): boolean {
  const defined = cx.methods.get(call.method)
  if (!defined) return false
  const frame = new Map<string, RValue>()
  cx.budget.call(() =>
    cx.evaluator.withFrame(frame, () => {
      try {
        bindArguments(cx, defined.node, call, frame)
      } catch (error) {
        // Ruby's backtrace starts in the method it could not call: its `def` line.
        if (error instanceof RoutingError && !(error instanceof LimitExceeded) && !error.position) {
          error.position = defined.node.position
          error.file = defined.file
          error.code = 'RC2095'
        }
        if (!(error instanceof Unknowable)) throw error
        return skipUnknowable(cx, `\`${call.method}\``, 'a default value of its parameters cannot be known without running the application', error)
      }
      expandBody(defined.node.children, defined.file)
    }),
  )
  return true
}

/** Binds positional arguments, then keywords, evaluating defaults in order as Ruby does. */
function bindArguments(cx: Context, node: MethodDefinition, call: MethodCall, frame: Map<string, RValue>): void {
  const positional = node.parameters.filter((p) => p.kind !== 'keyword')
  const keywords = node.parameters.filter((p) => p.kind === 'keyword')
  const args = [...call.args]
  let options = call.options
  // Keywords given to a method that takes none are one Hash argument.
  if (keywords.length === 0 && options.size > 0) {
    args.push(options)
    options = new RHash()
  } else if (keywords.length > 0 && options.size === 0 && args.length > positional.filter((p) => p.kind === 'required').length && isHash(args.at(-1))) {
    options = args.pop() as RHash
  }
  const required = positional.filter((p) => p.kind === 'required').length
  if (args.length < required || args.length > positional.length) {
    const expected = required === positional.length ? `${required}` : `${required}..${positional.length}`
    throw new ArgumentError(`wrong number of arguments (given ${args.length}, expected ${expected})`)
  }
  let optionalLeft = args.length - required
  for (const parameter of positional) {
    if (parameter.kind === 'required' || optionalLeft-- > 0) frame.set(parameter.name, args.shift()!)
    else frame.set(parameter.name, cx.evaluator.valueOf(parameter.default!))
  }
  const given = new Map(options.entries.map(([key, value]) => [keywordName(key), value]))
  for (const parameter of keywords) {
    if (given.has(parameter.name)) frame.set(parameter.name, given.get(parameter.name)!)
    else if (parameter.default !== undefined) frame.set(parameter.name, cx.evaluator.valueOf(parameter.default))
    else throw new ArgumentError(`missing keyword: :${parameter.name}`)
    given.delete(parameter.name)
  }
  const unknown = [...given.keys()]
  if (unknown.length > 0) throw new ArgumentError(`unknown keyword${unknown.length > 1 ? 's' : ''}: ${unknown.map((k) => `:${k}`).join(', ')}`)
}

function keywordName(key: RValue): string {
  return toS(key)
}
