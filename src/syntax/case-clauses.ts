import type { IToken } from 'chevrotain'
import type { Expression, SplatValue } from '../ast/types.js'
import { endsBlockCondition, readCondition } from './conditions.js'
import type { LineIndex } from './positions.js'
import { tokenEnd } from './positions.js'
import * as T from './tokens.js'

// The heads of `case subject` and `when v1, *v2 then`, as the filter pass reads them. A value it
// cannot read is kept as its text (a `rubyExpression`), as a condition is: the expander then skips
// the whole `case`, since which branch Ruby takes is unknown.

/** A `CaseHead` token: the subject, absent for a bare `case`. */
export interface CaseToken extends IToken {
  subject?: Expression
}

/** A `WhenHead` token: the values as written. */
export interface WhenToken extends IToken {
  values: Array<Expression | SplatValue>
}

const isKeyword = (token: IToken | undefined, word: string): boolean => token?.tokenType === T.ForbiddenKeyword && token.image === word
const isSeparator = (token: IToken | undefined): boolean => token?.tokenType === T.Newline || token?.tokenType === T.Semicolon
const isSplat = (token: IToken | undefined): boolean => token?.tokenType === T.Operator && token.image === '*'
/** A `when` value ends at a comma, or where a block condition does (line end, `;`, `then`). */
const endsWhenValue = (token: IToken | undefined): boolean => token?.tokenType === T.Comma || endsBlockCondition(token)

/**
 * `case [subject]` at `tokens[start]`: its subject and the index after it. Undefined unless a
 * `when` comes next (a `case … in` pattern match, or a `case` used as a value, is left alone).
 */
export function readCaseHead(tokens: readonly IToken[], start: number, lines: LineIndex): { subject?: Expression; next: number } | undefined {
  let next = start + 1
  let subject: Expression | undefined
  if (!isSeparator(tokens[next])) {
    const read = readCondition(tokens, next, lines, (token) => isSeparator(token) || token === undefined)
    if (!read) return undefined
    subject = read.expression
    next = read.next
  }
  let k = next
  while (isSeparator(tokens[k])) k++
  if (!isKeyword(tokens[k], 'when')) return undefined
  return subject === undefined ? { next } : { subject, next }
}

/** `when v1, *v2 [then]` at `tokens[start]`: its values and the index after them (and `then`). */
export function readWhenHead(tokens: readonly IToken[], start: number, lines: LineIndex): { values: Array<Expression | SplatValue>; next: number } | undefined {
  const values: Array<Expression | SplatValue> = []
  let i = start + 1
  for (;;) {
    const star = isSplat(tokens[i]) ? tokens[i++] : undefined
    const read = readCondition(tokens, i, lines, endsWhenValue) ?? restOfLine(tokens, i, lines)
    if (!read) return undefined
    const { expression } = read
    values.push(star ? { type: 'splat', value: expression, position: lines.range(star.startOffset, expression.position.end.offset) } : expression)
    i = read.next
    if (tokens[i]?.tokenType !== T.Comma) return { values, next: i }
    // A line break after the comma continues the list, as in Ruby.
    for (i++; tokens[i]?.tokenType === T.Newline; ) i++
  }
}

/**
 * The tokens from `start` to the line's end as one `rubyExpression`: a `when` whose values cannot
 * be read still opens its branch (so the statements under it stay in it), and its `case` is skipped.
 */
function restOfLine(tokens: readonly IToken[], start: number, lines: LineIndex): { expression: Expression; next: number } | undefined {
  let next = start
  while (next < tokens.length && !isSeparator(tokens[next])) next++
  if (next === start) return undefined
  const [from, to] = [tokens[start]!.startOffset, tokenEnd(tokens[next - 1]!)]
  return { expression: { type: 'rubyExpression', source: lines.source.slice(from, to), position: lines.range(from, to) }, next }
}

/** The text a head token covers, from `first` to the token before `next`. */
export function headImage(tokens: readonly IToken[], first: number, next: number, lines: LineIndex): string {
  return lines.source.slice(tokens[first]!.startOffset, tokenEnd(tokens[next - 1]!))
}
