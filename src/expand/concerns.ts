import type { BlockStatement } from '../ast/types.js'
import type { Concern, Context } from './context.js'
import { ArgumentError } from './errors.js'
import type { Scope } from './scope.js'
import { type RHash, type RValue, flatten, isSymbol, toS } from './values.js'

/** Concern names are Ruby hash keys: `:commentable` and `"commentable"` are different concerns. */
function concernKey(name: RValue): string {
  return isSymbol(name) ? `:${name.symbol}` : `"${toS(name)}"`
}

/** `concern :name do |options| ... end`: remembers the block (and its parameter) for later `concerns :name`. */
export function defineConcern(cx: Context, name: RValue, children: readonly BlockStatement[], parameter?: string): void {
  const concern: Concern = { children, file: cx.file }
  if (parameter !== undefined) concern.parameter = parameter
  cx.concerns.set(concernKey(name), concern)
}

/**
 * `concerns :a, :b, opts`: expands each named concern here, in the current scope. Rails calls a
 * concern's block with the options given here (`{}` when none): its parameter is bound to them.
 */
export function concerns(cx: Context, scope: Scope, names: readonly RValue[], options: RHash): void {
  for (const name of flatten(names)) {
    const concern = cx.concerns.get(concernKey(name))
    if (!concern) throw new ArgumentError(`No concern named ${toS(name)} was found!`)
    if (concern.parameter === undefined) {
      cx.expandStatements(cx, scope, concern.children, concern.file)
      continue
    }
    cx.evaluator.bindings.push(new Map([[concern.parameter, options]]))
    try {
      cx.expandStatements(cx, scope, concern.children, concern.file)
    } finally {
      cx.evaluator.bindings.pop()
    }
  }
}
