import { type BlockStatement, type CallValue, type Expression, type MethodDefinition, type MethodParameter, type OptionEntry, optionPairs, type Statement, type Value } from '../../ast/types.js'
import type { Context } from '../context.js'
import { LimitExceeded } from '../budget.js'
import { ArgumentError, RoutingError } from '../errors.js'
import { isHash, RHash, type RValue, toS } from '../values.js'
import type { DefinedMethod } from './expression.js'
import { expandAssignment } from './loop.js'
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
  inMethod(cx, defined, call, (error) => skipUnknowable(cx, `\`${call.method}\``, 'a default value of its parameters cannot be known without running the application', error), () =>
    expandBody(defined.node.children, defined.file),
  )
  return true
}

/**
 * The file's method `name` as a value (`get loaderio_token => …`, `redirect("/admin/")` where the
 * file defines `redirect`): a call answers what its body's last statement is worth, a value
 * (`(ENV['T'] || 'x')`) or `super(…)`, after the assignments before it. Undefined when the file
 * defines no such method.
 */
export function definedMethodValue(cx: Context, name: string): DefinedMethod | undefined {
  const defined = cx.methods.get(name)
  if (!defined) return undefined
  return (args, options, node) =>
    inMethod(cx, defined, { method: name, args, options }, (error) => {
      throw error
    }, () => bodyValue(cx, defined.node, node))
}

/** Runs `body` in a new frame holding the call's arguments, as Ruby calls a method. */
function inMethod<T>(cx: Context, defined: { node: MethodDefinition; file: string }, call: MethodCall, unknownDefault: (error: Unknowable) => T, body: () => T): T {
  const frame = new Map<string, RValue>()
  return cx.budget.call(() =>
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
        return unknownDefault(error)
      }
      return body()
    }),
  )
}

/** The routes language's methods that answer a value (an endpoint), which a file's method may override and call with `super`. */
const MAPPER_VALUES = new Set(['redirect'])

/** What the body of `method` returns, its parameters bound; `node` is the call, named when the value cannot be known. */
function bodyValue(cx: Context, method: MethodDefinition, node: Expression): RValue {
  const body = method.children
  const last = body.at(-1)
  for (const statement of body.slice(0, -1)) {
    if (statement.type !== 'assign') throw new Unknowable(node, `\`${method.name}\` runs statements routecraft does not evaluate for a value`)
    expandAssignment(cx, statement)
  }
  if (last === undefined) return null
  if (last.type === 'ruby' && last.value) return cx.evaluator.valueOf(last.value)
  if (last.type === 'call' && last.receiver === undefined && last.children === undefined) {
    if (last.method === 'super') {
      if (!MAPPER_VALUES.has(method.name)) throw new Unknowable(node, `\`super\` in \`${method.name}\`: the routes language has no such value method`)
      const target = superCall(method, last)
      if (target.options.some((o) => o.type !== 'pair')) throw new Unknowable(node, `\`super\` in \`${method.name}\` passes keywords from a Hash, which a value's call does not read`)
      return cx.evaluator.mapperCall({ ...target, options: optionPairs(target.options) })
    }
    // `path` (a parameter, a variable, another method of the file) or `redirect(…)` as the last statement.
    if (last.arguments.length === 0 && last.options.length === 0) return cx.evaluator.valueOf({ type: 'variable', name: last.method, position: last.position })
    if ((cx.methods.has(last.method) || MAPPER_VALUES.has(last.method)) && last.options.every((o) => o.type === 'pair')) {
      return cx.evaluator.valueOf({ type: 'call', method: last.method, arguments: last.arguments, options: optionPairs(last.options), position: last.position })
    }
  }
  throw new Unknowable(node, `\`${method.name}\` draws routes or runs Ruby: its value is not evaluated`)
}

/** The call `super` makes: a method's name, its arguments and its keywords (a double splat among them). */
export interface SuperCall extends Omit<CallValue, 'options'> {
  options: OptionEntry[]
}

/**
 * The routes language's call that `super` in `method` makes: with the arguments written, or,
 * for a bare `super`, the method's own parameters as they stand (Ruby's implicit arguments; a
 * `**options` parameter passes its Hash on as keywords).
 */
export function superCall(method: MethodDefinition, statement: Statement): SuperCall {
  const at = statement.position
  const bare = statement.arguments.length === 0 && statement.options.length === 0 && at.end.offset - at.start.offset === 'super'.length
  const variable = (name: string): Value => ({ type: 'variable', name, position: at })
  const args = bare ? method.parameters.filter((p) => p.kind === 'required' || p.kind === 'optional').map((p) => variable(p.name)) : statement.arguments
  const keyword = (p: MethodParameter): OptionEntry =>
    p.kind === 'keyword'
      ? { type: 'pair', key: { type: 'symbol', value: p.name, position: at }, value: variable(p.name), position: at }
      : { type: 'doubleSplat', value: variable(p.name), position: at }
  const options = bare ? method.parameters.filter((p) => p.kind === 'keyword' || p.kind === 'keywordRest').map(keyword) : statement.options
  return { type: 'call', method: method.name, arguments: args, options, position: at }
}

/** Binds positional arguments, then keywords, evaluating defaults in order as Ruby does. */
function bindArguments(cx: Context, node: MethodDefinition, call: MethodCall, frame: Map<string, RValue>): void {
  const positional = node.parameters.filter((p) => p.kind === 'required' || p.kind === 'optional')
  const keywords = node.parameters.filter((p) => p.kind === 'keyword')
  const rest = node.parameters.find((p) => p.kind === 'keywordRest')
  const args = [...call.args]
  let options = call.options
  // Keywords given to a method that takes none are one Hash argument.
  if (keywords.length === 0 && !rest && options.size > 0) {
    args.push(options)
    options = new RHash()
  } else if ((keywords.length > 0 || rest) && options.size === 0 && args.length > positional.filter((p) => p.kind === 'required').length && isHash(args.at(-1))) {
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
  // `**options` takes the keywords left, each under the key it was given with.
  if (rest) return void frame.set(rest.name, new RHash(options.entries.filter(([key]) => given.has(keywordName(key)))))
  const unknown = [...given.keys()]
  if (unknown.length > 0) throw new ArgumentError(`unknown keyword${unknown.length > 1 ? 's' : ''}: ${unknown.map((k) => `:${k}`).join(', ')}`)
}

function keywordName(key: RValue): string {
  return toS(key)
}
