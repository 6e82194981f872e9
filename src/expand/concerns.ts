import type { BlockStatement } from '../ast/types.js'
import type { Context } from './context.js'
import { ArgumentError } from './errors.js'
import type { Scope } from './scope.js'
import { expandStatements } from './statements.js'
import { type RHash, type RValue, flatten, isSymbol, toS } from './values.js'

/** Concern names are Ruby hash keys: `:commentable` and `"commentable"` are different concerns. */
function concernKey(name: RValue): string {
  return isSymbol(name) ? `:${name.symbol}` : `"${toS(name)}"`
}

/** `concern :name do ... end`: remembers the block for later `concerns :name`. */
export function defineConcern(cx: Context, name: RValue, children: readonly BlockStatement[]): void {
  cx.concerns.set(concernKey(name), { children, file: cx.file })
}

/** `concerns :a, :b`: expands each named concern here, in the current scope. */
export function concerns(cx: Context, scope: Scope, names: readonly RValue[], _options: RHash): void {
  for (const name of flatten(names)) {
    const concern = cx.concerns.get(concernKey(name))
    if (!concern) throw new ArgumentError(`No concern named ${toS(name)} was found!`)
    expandStatements(cx, scope, concern.children, concern.file)
  }
}
