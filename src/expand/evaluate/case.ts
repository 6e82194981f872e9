import type { BlockStatement, CaseStatement, Expression, SplatValue } from '../../ast/types.js'
import { rubyRegExpSource } from '../../inflect/ruby-regexp.js'
import { printExpression } from '../../print/values.js'
import type { Context } from '../context.js'
import { shown } from '../ruby.js'
import { isCall, isConstant, isRegexp, isSymbol, type RValue, toArray, truthy } from '../values.js'
import { rubyEqual } from './expression.js'
import { skipUnknowable } from './skip.js'
import { Unknowable } from './unknowable.js'

// `case … when … end`, decided as Ruby decides it: the `when` values are tried in order, each
// with `value === subject`, and the first that matches chooses its branch (values after it are
// never evaluated, so an unknown one there is no obstacle). Without a subject, the first truthy
// value chooses. An unknown subject, or an unknown value reached before a match, skips the whole
// `case` with a warning (an error in strict mode), as an unknown `if` condition does.

type ExpandBranch = (statements: readonly BlockStatement[]) => void

/** Draws the branch of a `case` that its subject chooses (the `else` when none matches). */
export function expandCase(cx: Context, node: CaseStatement, expandBranch: ExpandBranch): void {
  let branch: readonly BlockStatement[] | undefined
  try {
    branch = chosenBranch(cx, node)
  } catch (error) {
    if (!(error instanceof Unknowable)) throw error
    const head = node.subject === undefined ? 'case' : `case ${shown(printExpression(node.subject))}`
    return skipUnknowable(cx, `\`${head}\``, 'which branch it takes cannot be known without running the application', error)
  }
  if (branch) expandBranch(branch)
}

function chosenBranch(cx: Context, node: CaseStatement): readonly BlockStatement[] | undefined {
  const subject = node.subject === undefined ? undefined : subjectValue(cx, node.subject)
  for (const when of node.branches) {
    for (const written of when.values) {
      const matches = (pattern: RValue): boolean => (subject === undefined ? truthy(pattern) : caseEqual(pattern, subject, patternNode(written)))
      if (candidates(cx, written).some(matches)) return when.children
    }
  }
  return node.else
}

/** The subject's value; an object only the application knows (a constant, `Foo.new`) is unknowable. */
function subjectValue(cx: Context, node: Expression): RValue {
  const value = cx.evaluator.valueOf(node)
  if (isConstant(value) || isCall(value)) throw new Unknowable(node, 'an object of the application')
  return value
}

/** The patterns one written value stands for: itself, or each element of a splatted array (`*x` is `Array(x)`). */
function candidates(cx: Context, written: Expression | SplatValue): RValue[] {
  if (written.type === 'splat') return toArray(cx.evaluator.valueOf(written.value))
  return [cx.evaluator.valueOf(written)]
}

function patternNode(written: Expression | SplatValue): Expression {
  return written.type === 'splat' ? written.value : written
}

/**
 * Ruby's `pattern === subject` for the values a routes file can know: a Regexp searches a String
 * (or a Symbol's name); strings, symbols, numbers, nil, booleans and arrays compare with `==`.
 * A class, a lambda or an object of the application decides `===` itself: unknowable.
 */
export function caseEqual(pattern: RValue, subject: RValue, node: Expression): boolean {
  if (isConstant(pattern) || isCall(pattern)) throw new Unknowable(node, `\`${shown(printExpression(node))}\` answers \`===\` itself`)
  if (!isRegexp(pattern)) return rubyEqual(pattern, subject)
  const text = typeof subject === 'string' ? subject : isSymbol(subject) ? subject.symbol : undefined
  if (text === undefined) return false
  let compiled: RegExp
  try {
    compiled = new RegExp(rubyRegExpSource(pattern.regexp, pattern.flags), 'u')
  } catch {
    throw new Unknowable(node, 'a regexp routecraft cannot run')
  }
  return compiled.test(text)
}
