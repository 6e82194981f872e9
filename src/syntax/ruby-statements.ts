import type { IToken } from 'chevrotain'
import type { Expression, MethodParameter } from '../ast/types.js'
import { tokenMatcher } from './chevrotain.js'
import { labelName } from './literals.js'
import { readExpression } from './expression.js'
import { type LineIndex, tokenEnd } from './positions.js'
import * as T from './tokens.js'

// The Ruby statements the filter pass reads whole into one synthetic token each: values the
// grammar's literals cannot hold, assignments, and the heads of loops over collections.

/** An `ExpressionValue` token: the expression it stands for. */
export interface ExpressionToken extends IToken {
  expression: Expression
}

/** An `Assignment` token: `target operator value`. */
export interface AssignmentToken extends IToken {
  target: string
  operator: string
  value: Expression
  /** The key of `target[index] = value`; absent for a plain assignment. */
  index?: Expression
}

/** What a `LoopHead` token holds: `collection.method(arguments) do |parameters|`. */
export interface LoopParts {
  collection: Expression
  method: string
  arguments: Expression[]
  parameters: string[]
}

/** A `LoopHead` token. */
export interface LoopToken extends IToken {
  loop: LoopParts
}

/** The iteration methods a loop may call; `map` and its kin loop the same way (their result is dropped). */
export const LOOP_METHODS: ReadonlySet<string> = new Set(['each', 'each_with_index', 'each_slice', 'each_pair', 'map', 'collect', 'flat_map'])

const COLLECTION_STARTS = new Set([T.PercentWords, T.LBracket, T.LCurly, T.Constant, T.ColonColon, T.Integer])

const opensBlock = (token: IToken | undefined): boolean => token?.tokenType === T.Do || token?.tokenType === T.LCurly

/**
 * `collection.each do |x|` at `tokens[start]`: the loop, the index of its `do`/`{`, and the index
 * after its parameters. Undefined for anything else.
 */
export function readLoop(tokens: readonly IToken[], start: number, lines: LineIndex, lenient = false): { loop: LoopParts; opener: number; next: number } | undefined {
  const first = tokens[start]!
  const after = tokens[start + 1]
  // `list.each`, and `options[:get].each` (an index right after the variable's name).
  const startsCollection =
    COLLECTION_STARTS.has(first.tokenType) ||
    (first.tokenType === T.Identifier && (after?.tokenType === T.Dot || (after?.tokenType === T.LBracket && after.startOffset === tokenEnd(first))))
  if (!startsCollection) return undefined
  const read = readExpression(tokens, start, lines, opensBlock, { lenient })
  const call = read?.expression
  if (!read || call?.type !== 'methodCall' || !call.receiver || !LOOP_METHODS.has(call.method)) return undefined
  const parameters: string[] = []
  let next = read.next + 1
  if (tokens[next]?.tokenType === T.Pipe) {
    for (next++; ; next++) {
      const name = tokens[next]
      if (name?.tokenType !== T.Identifier) return undefined
      parameters.push(name.image)
      const after = tokens[++next]
      if (after?.tokenType === T.Pipe) break
      if (after?.tokenType !== T.Comma) return undefined
    }
    next++
  }
  return { loop: { collection: call.receiver, method: call.method, arguments: call.arguments, parameters }, opener: read.next, next }
}

/** What a `DefHead` token holds: `def name(parameters)`. */
export interface DefinitionParts {
  name: string
  parameters: MethodParameter[]
}

/** A `DefHead` token. */
export interface DefToken extends IToken {
  definition: DefinitionParts
}

const isSeparatorToken = (token: IToken | undefined): boolean => token === undefined || token.tokenType === T.Newline || token.tokenType === T.Semicolon

/**
 * `def name`, `def name(a, b = 1, c:, d: 2, **options)` or `def name a, b` at `tokens[start]` (the
 * `def`): the definition and the index after its head (its body follows, closed by `end`). Undefined
 * for anything else (`def self.x`, `*args`, `&block`, an endless `def x = ...`), which stays Ruby
 * routecraft keeps as written.
 */
export function readDefinition(tokens: readonly IToken[], start: number, lines: LineIndex): { definition: DefinitionParts; next: number } | undefined {
  const name = tokens[start + 1]
  if (tokens[start]?.image !== 'def' || name?.tokenType !== T.Identifier) return undefined
  let next = start + 2
  const parenthesised = tokens[next]?.tokenType === T.LParen
  if (parenthesised) next++
  const parameters: MethodParameter[] = []
  const closes = (token: IToken | undefined): boolean => (parenthesised ? token?.tokenType === T.RParen : isSeparatorToken(token))
  const endsDefault = (token: IToken | undefined): boolean => token?.tokenType === T.Comma || closes(token)
  while (!closes(tokens[next])) {
    if (parameters.length > 0) {
      if (tokens[next]?.tokenType !== T.Comma) return undefined
      next++
    }
    const parameter = tokens[next]
    if (!parameter) return undefined
    let read: ReturnType<typeof readExpression>
    const rest = tokens[next + 1]
    if (parameter.tokenType === T.Operator && parameter.image === '**' && rest?.tokenType === T.Identifier && rest.startOffset === tokenEnd(parameter)) {
      // `**options`: the keywords no other parameter takes; the last parameter read here.
      parameters.push({ kind: 'keywordRest', name: rest.image })
      next += 2
      continue
    }
    if (tokenMatcher(parameter, T.Label) && parameter.tokenType !== T.QuotedLabel) {
      next++
      const keyword: MethodParameter = { kind: 'keyword', name: labelName(parameter) }
      if (!endsDefault(tokens[next])) {
        if (!(read = readExpression(tokens, next, lines, endsDefault))) return undefined
        keyword.default = read.expression
        next = read.next
      }
      parameters.push(keyword)
    } else if (parameter.tokenType === T.Identifier && !parameter.image.endsWith('?') && !parameter.image.endsWith('!')) {
      next++
      if (tokens[next]?.tokenType !== T.Equals) {
        parameters.push({ kind: 'required', name: parameter.image })
        continue
      }
      if (!(read = readExpression(tokens, next + 1, lines, endsDefault))) return undefined
      parameters.push({ kind: 'optional', name: parameter.image, default: read.expression })
      next = read.next
    } else return undefined
  }
  if (parenthesised) next++
  // The body starts on the next line (or after `;`): `def x = value` and the like are not read.
  if (!isSeparatorToken(tokens[next]) || tokens[next] === undefined) return undefined
  return { definition: { name: name.image, parameters }, next }
}
