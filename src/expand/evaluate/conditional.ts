import type { BlockStatement, Conditional } from '../../ast/types.js'
import { printExpression } from '../../print/values.js'
import type { Context } from '../context.js'
import { shown } from '../ruby.js'
import { definedConstant } from './expression.js'
import { skipUnknowable } from './skip.js'
import { Unknowable } from './unknowable.js'

type ExpandBranch = (statements: readonly BlockStatement[]) => void

/**
 * Draws the branch of an `if`/`unless` that its condition chooses. A condition only the running
 * application can answer skips the whole conditional with a warning naming the unknown part (or,
 * in strict mode, refuses it).
 */
export function expandConditional(cx: Context, node: Conditional, expandBranch: ExpandBranch): void {
  let holds: boolean
  try {
    holds = cx.evaluator.truthy(node.condition)
  } catch (error) {
    if (!(error instanceof Unknowable)) throw error
    if (assignsOnce(node)) return expandBranch(node.children)
    return skipUnknowable(cx, `\`${node.keyword} ${shown(printExpression(node.condition))}\``, 'its condition cannot be known without running the application', error)
  }
  const branch = holds === (node.keyword !== 'unless') ? node.children : node.else
  if (branch) expandBranch(branch)
}

/**
 * `PATTERN = /…/ unless defined?(PATTERN)`: the guard keeps a reload of the routes file from
 * assigning the constant again. Either way the constant then holds the value the file gives it
 * (on a reload, the one this statement gave before), so the assignment is drawn.
 */
function assignsOnce(node: Conditional): boolean {
  if (node.keyword !== 'unless' || node.else !== undefined || node.children.length === 0) return false
  if (node.condition.type !== 'rubyExpression') return false
  const constant = definedConstant(node.condition.source)
  return constant !== undefined && node.children.every((child) => child.type === 'assign' && child.index === undefined && child.target.replace(/^::/, '') === constant)
}
