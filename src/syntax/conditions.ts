import type { IToken } from 'chevrotain'
import type { Expression } from '../ast/types.js'
import { readExpression } from './expression.js'
import type { LineIndex } from './positions.js'
import { tokenEnd } from './positions.js'
import * as T from './tokens.js'

// The conditions of `if`, `unless` and `elsif`, as the filter pass reads them: an expression it
// can read, or else the condition's text kept as a `rubyExpression` (the expander cannot know its
// value). Where a condition ends: a block's at its line's end (or `then`), a modifier's at the
// end of its statement.

/** A condition and the index of the first token after it. */
export interface Condition {
  expression: Expression
  next: number
}

/** The pieces of a conditional the filter hands the parser on its synthetic tokens. */
export interface ConditionalToken extends IToken {
  keyword: 'if' | 'unless' | 'elsif'
  modifier: boolean
  condition: Expression
}

const isThen = (token: IToken | undefined): boolean => token?.tokenType === T.ForbiddenKeyword && token.image === 'then'
const endsLine = (token: IToken | undefined): boolean => token === undefined || token.tokenType === T.Newline || token.tokenType === T.Semicolon

/** Where a block condition may end: the line's end, `;` or `then`. */
export const endsBlockCondition = (token: IToken | undefined): boolean => endsLine(token) || isThen(token)
/** Where a modifier's condition may end: its statement's end, or the closer of the block around it. */
export const endsModifierCondition = (token: IToken | undefined): boolean => endsLine(token) || token?.tokenType === T.End || token?.tokenType === T.RCurly

const OPENERS = new Set([T.LParen, T.LBracket, T.LCurly])
const CLOSERS = new Set([T.RParen, T.RBracket, T.RCurly])

/**
 * The condition starting at `tokens[start]`, up to where `ends` says (`then` is skipped). One the
 * reader cannot read is kept as its text when its end can still be found: brackets balanced, no
 * `do` block. Undefined when not even that can be done.
 */
export function readCondition(tokens: readonly IToken[], start: number, lines: LineIndex, ends: (token: IToken | undefined) => boolean): Condition | undefined {
  const read = readExpression(tokens, start, lines, ends)
  const next = read?.next ?? opaqueEnd(tokens, start, ends)
  if (next === undefined || next === start) return undefined
  const expression: Expression = read?.expression ?? {
    type: 'rubyExpression',
    source: lines.source.slice(tokens[start]!.startOffset, tokenEnd(tokens[next - 1]!)),
    position: lines.range(tokens[start]!.startOffset, tokenEnd(tokens[next - 1]!)),
  }
  return { expression, next: isThen(tokens[next]) ? next + 1 : next }
}

function opaqueEnd(tokens: readonly IToken[], start: number, ends: (token: IToken | undefined) => boolean): number | undefined {
  let depth = 0
  for (let i = start; i <= tokens.length; i++) {
    const token = tokens[i]
    if (depth === 0 && ends(token) && !continues(tokens[i - 1], token)) return i
    if (token === undefined || token.tokenType === T.Do) return undefined
    if (OPENERS.has(token.tokenType)) depth++
    else if (CLOSERS.has(token.tokenType) && --depth < 0) return undefined
  }
  return undefined
}

/** A line break after an operator, `,` or `.` continues the expression. */
function continues(before: IToken | undefined, token: IToken | undefined): boolean {
  if (token?.tokenType !== T.Newline || !before) return false
  const type = before.tokenType
  return type === T.Operator || type === T.Comma || type === T.Dot || type === T.Bang || type === T.LParen || type === T.LBracket
}
