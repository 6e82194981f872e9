import type { BlockStatement, Statement } from '../ast/types.js'
import { printExpression } from '../print/values.js'
import type { Concern, Context } from './context.js'
import { ArgumentError, withHint } from './errors.js'
import { Unknowable } from './evaluate/unknowable.js'
import { shown } from './ruby.js'
import { nearest } from '../suggest.js'
import type { Scope } from './scope.js'
import { type RHash, type RValue, flatten, inspectValue, isSymbol, toS } from './values.js'

/** Concern names are Ruby hash keys: `:commentable` and `"commentable"` are different concerns. */
function concernKey(name: RValue): string {
  return isSymbol(name) ? `:${name.symbol}` : `"${toS(name)}"`
}

/** Did you mean the nearest declared concern, or where to declare one. */
function unknownConcernHint(cx: Context, name: RValue): string {
  const declared = [...cx.concerns.keys()].map((key) => key.replace(/^:|^"|"$/g, ''))
  const meant = nearest(toS(name), declared, (w) => Math.max(1, Math.floor(w.length / 3)))
  if (meant !== undefined) return `did you mean :${meant}?`
  return declared.length > 0 ? `declared concerns: ${declared.map((d) => `:${d}`).join(', ')}` : `declare it first: concern :${toS(name)} do ... end`
}

/** `concern :name do |options| ... end`: remembers the block (and its parameter) for later `concerns :name`. */
export function defineConcern(cx: Context, name: RValue, children: readonly BlockStatement[], parameter?: string): void {
  const concern: Concern = { children, file: cx.file }
  if (parameter !== undefined) concern.parameter = parameter
  cx.concerns.set(concernKey(name), concern)
}

/**
 * `concern :searchable, Blacklight::Routes::Searchable.new`, skipped because the object is the
 * application's: its routes are unknown, so each `concerns :searchable` is skipped with a warning
 * rather than refused as a concern never declared.
 */
export function declareUnknownConcern(cx: Context, statement: Statement, error: Unknowable): void {
  const first = statement.arguments[0]
  if (first?.type !== 'symbol' && first?.type !== 'string') return
  const name: RValue = first.type === 'symbol' ? { symbol: first.value } : first.value
  cx.concerns.set(concernKey(name), { children: [], file: cx.file, unknown: shown(printExpression(error.node)) })
}

/**
 * `concerns :a, :b, opts`: expands each named concern here, in the current scope. Rails calls a
 * concern's block with the options given here (`{}` when none): its parameter is bound to them.
 */
export function concerns(cx: Context, scope: Scope, names: readonly RValue[], options: RHash): void {
  for (const name of flatten(names)) {
    const concern = cx.concerns.get(concernKey(name))
    if (!concern) throw withHint(new ArgumentError(`No concern named ${toS(name)} was found!`), unknownConcernHint(cx, name))
    if (concern.unknown !== undefined) {
      cx.warn(`skipped \`concerns ${inspectValue(name)}\`: the concern is an object only the application knows (\`${concern.unknown}\`), so its routes cannot be known`)
      continue
    }
    cx.budget.call(() => {
      if (concern.parameter === undefined) return cx.expandStatements(cx, scope, concern.children, concern.file)
      cx.evaluator.bindings.push(new Map([[concern.parameter, options]]))
      try {
        cx.expandStatements(cx, scope, concern.children, concern.file)
      } finally {
        cx.evaluator.bindings.pop()
      }
    })
  }
}
