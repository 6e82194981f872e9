import { tokenMatcher } from './chevrotain.js'
import type { IToken, TokenType } from 'chevrotain'
import type { Expression } from '../ast/types.js'
import type { SyntaxCode } from './codes.js'
import { type CaseToken, type WhenToken, headImage, readCaseHead, readWhenHead } from './case-clauses.js'
import { type ConditionalToken, endsBlockCondition, endsModifierCondition, readCondition } from './conditions.js'
import { isQuotedString, type ReadExpression, readExpression } from './expression.js'
import { type AssignmentToken, type ExpressionToken, readDefinition, readLoop } from './ruby-statements.js'
import type { LineIndex } from './positions.js'
import { SYNTAX_CODES } from './codes.js'
import { hasInterpolation } from './interpolation.js'
import { labelName } from './literals.js'
import { tokenEnd } from './positions.js'
import * as T from './tokens.js'

// The pass between lexer and parser. Ruby decides two things by context that an LL grammar
// cannot see cheaply: whether a newline ends a statement, and whether `{` opens a hash or a
// block. This pass decides both, and cuts out whole statements that use Ruby the routes
// language refuses (conditionals, loops, ...) so each one gives one clear error, not a cascade.

/** A refused construct: what it is and where (offsets, end exclusive). */
export interface Refusal {
  code: SyntaxCode
  message: string
  start: number
  end: number
  construct: string
  /** A value standing alone as a statement, read (lenient): what a method whose body ends with it returns. */
  value?: Expression
  /** Set when the statement is kept for Ruby syntax the grammar cannot read (lenient), not for its code. */
  unreadable?: true
}

/** Where a syntax error lies (offsets, end exclusive): lenient parses keep the statement holding it as Ruby. */
export interface ErrorSpan {
  start: number
  end: number
}

/** A `RubyStatement` token: the refused statement's text, and the refusal that made it one. */
export interface RubyStatementToken extends IToken {
  refusal: Refusal
}

/** Refusals of Ruby that lenient mode keeps as a `RubyStatement` instead of an error. */
const KEPT_AS_RUBY = new Set<SyntaxCode>(['RC1008', 'RC1010', 'RC1011', 'RC1012', 'RC1013', 'RC1014', 'RC1015', 'RC1016', 'RC1017', 'RC1018', 'RC1019', 'RC1022'])

/** A bracket or block still open at the end of the file. */
export interface OpenFrame {
  kind: FrameKind
  open: IToken
}

/** What the parser gets, plus what the pass learnt on the way. */
export interface Filtered {
  tokens: IToken[]
  refusals: Refusal[]
  /** Frames never closed, innermost last: they explain an end-of-file error. */
  unclosed: OpenFrame[]
  /** Offset ranges of refused statements; lexer errors inside them are part of the same mistake. */
  skipped: Array<[number, number]>
  /** A refused statement ran to the end of the file, so missing closers are its fault. */
  skippedToEnd: boolean
  /** The first opener nested deeper than `MAX_NESTING`: the file is refused before parsing. */
  tooDeep?: IToken
}

/**
 * The deepest nesting of blocks and brackets (together) a routes file may use. The parser and the
 * AST builder recurse per level and overflow the stack from about 230 `do` blocks; real routes
 * files stay under 10. The limit leaves a wide margin for callers that are deep in their own stack.
 */
export const MAX_NESTING = 100

type FrameKind = 'paren' | 'bracket' | 'hash' | 'block' | 'do' | 'if'

interface Frame extends OpenFrame {
  /** The parameter of a `with_options` block: statements called on it are merged. */
  receiver?: string
  raw: number
  stmtStart: number
  stmtDepth: number
}

const CONTINUES = new Set<TokenType>([
  T.Comma, T.LParen, T.LBracket, T.LCurly, T.HashLCurly, T.HashArrow, T.Pipe, T.SimpleLabel, T.QuotedLabel,
  T.Dot, T.Operator, T.Equals, T.OpAssign, T.ColonColon,
])
const VALUE_ENDS = new Set<TokenType>([
  T.ExpressionValue, T.Identifier, T.Constant, T.SingleQuoted, T.DoubleQuoted, T.SimpleSymbol, T.QuotedSymbol, T.Integer,
  T.True, T.False, T.Nil, T.RParen, T.RBracket, T.RCurly, T.End, T.Regexp, T.PercentRegexp, T.PercentWords, T.PercentString, T.Variable,
])
// After these a `{` starts a hash literal, as in Ruby.
const HASH_CONTEXT = new Set<TokenType>([
  T.Comma, T.LParen, T.LBracket, T.HashArrow, T.SimpleLabel, T.QuotedLabel, T.HashLCurly, T.BlockLCurly, T.Do,
  T.Operator, T.Equals, T.Semicolon, T.Newline,
])
const OPENERS: Partial<Record<string, FrameKind>> = { LParen: 'paren', LBracket: 'bracket', Do: 'do' }
const CLOSES: Partial<Record<string, FrameKind[]>> = { RParen: ['paren'], RBracket: ['bracket'], RCurly: ['hash', 'block'], End: ['do', 'if'] }
const CLOSER_TYPES: Record<FrameKind, TokenType> = { paren: T.RParen, bracket: T.RBracket, hash: T.RCurly, block: T.RCurly, do: T.End, if: T.End }
/** Statements whose block's one parameter the language reads. */
const PARAMETER_BLOCKS = new Set(['with_options', 'concern'])
/** Statements whose block is a URL helper's Ruby, run by the application, not by drawing. */
const URL_HELPERS = new Set(['direct', 'resolve'])
const LOOP_METHODS = new Set([
  'each', 'each_with_index', 'each_with_object', 'each_pair', 'each_key', 'each_value', 'each_slice',
  'map', 'flat_map', 'collect', 'times', 'upto', 'downto', 'step',
])
const KEYWORD_CODES: Record<string, SyntaxCode> = {
  if: 'RC1010', unless: 'RC1010', case: 'RC1010', when: 'RC1010', then: 'RC1010', elsif: 'RC1010', else: 'RC1010',
  while: 'RC1011', until: 'RC1011', for: 'RC1011',
  def: 'RC1015', class: 'RC1015', module: 'RC1015',
  begin: 'RC1016', rescue: 'RC1016', ensure: 'RC1016',
}
// Keywords that open a body closed by `end` wherever they stand, and those that only do so at
// the start of an expression (elsewhere they are modifiers: `get 'x' if cond`).
const ALWAYS_OPEN = new Set(['case', 'def', 'class', 'module', 'begin', 'for'])
const OPEN_AT_START = new Set(['if', 'unless', 'while', 'until'])
const LOOP_KEYWORDS = new Set(['while', 'until', 'for'])

const is = (token: IToken | undefined, type: TokenType): boolean => token !== undefined && tokenMatcher(token, type)
const isSeparator = (token: IToken | undefined): boolean => is(token, T.Separator)

/**
 * Decides newlines and braces, and cuts refused statements out of the token stream. In lenient
 * mode a statement refused for its Ruby (a loop, a `def`, ...) is replaced by one `RubyStatement`
 * token holding its text, instead of being reported.
 */
export function filterTokens(raw: IToken[], options: { lenient?: boolean; lines?: LineIndex; unreadable?: readonly ErrorSpan[] } = {}): Filtered {
  const unreadable = options.lenient && options.lines ? [...(options.unreadable ?? [])].sort((a, b) => a.start - b.start) : []
  return new TokenFilter(raw, options.lines, options.lenient === true, unreadable).run()
}

class TokenFilter {
  private readonly out: IToken[] = []
  private readonly stack: Frame[] = []
  private stmtStart = 0
  private stmtDepth = 0
  private readonly refusals: Refusal[] = []
  private readonly skipped: Array<[number, number]> = []
  private skippedToEnd = false
  /** The last skipped statement reached the end of the file with a bracket or block still open. */
  private skippedOpen = false
  private tooDeep: IToken | undefined

  constructor(
    private readonly raw: IToken[],
    /** The source's lines: conditions are read only when given. */
    private readonly lines: LineIndex | undefined,
    /** Keeps refused Ruby as written instead of reporting it (needs `lines`). */
    private readonly lenient: boolean,
    /** Syntax errors of an earlier pass (lenient), by offset: the statement holding each is kept as Ruby. */
    private readonly unreadable: readonly ErrorSpan[] = [],
  ) {}

  /** The next of `unreadable` not yet reached. */
  private nextUnreadable = 0

  run(): Filtered {
    let i = 0
    while (i < this.raw.length) i = this.step(i)
    while (isSeparator(this.out.at(-1))) this.out.pop()
    const unclosed = this.stack.map(({ kind, open }) => ({ kind, open }))
    this.closeAtEnd()
    const filtered: Filtered = { tokens: this.out, refusals: this.refusals, unclosed, skipped: this.skipped, skippedToEnd: this.skippedToEnd }
    if (this.tooDeep) filtered.tooDeep = this.tooDeep
    return filtered
  }

  /**
   * Closes what the file left open with empty tokens at its end, so the statements before the
   * missing `end` still make an AST; the missing closer is reported once, from `unclosed`.
   */
  private closeAtEnd(): void {
    const end = this.raw.length === 0 ? 0 : tokenEnd(this.raw.at(-1)!)
    for (const frame of this.stack.reverse()) {
      const type = CLOSER_TYPES[frame.kind]
      this.out.push({ image: '', startOffset: end, tokenType: type, tokenTypeIdx: type.tokenTypeIdx! } as IToken)
    }
    this.stack.length = 0
  }

  private step(i: number): number {
    const token = this.raw[i]!
    if (this.nextUnreadable < this.unreadable.length && token.startOffset >= this.unreadable[this.nextUnreadable]!.start) {
      const next = this.keepUnreadable(i)
      if (next !== undefined) return next
    }
    if (isSeparator(token)) {
      this.separator(token)
      return i + 1
    }
    if (token.tokenType === T.ForbiddenKeyword && this.lines) {
      const next = this.conditional(i, this.lines)
      if (next !== undefined) return next
    }
    if (token.tokenType === T.ForbiddenKeyword && this.lines) {
      const next = this.caseClause(i, this.lines)
      if (next !== undefined) return next
    }
    const helper = this.urlHelperBlock(i)
    if (helper !== undefined) return helper
    const merger = this.optionMerger(i)
    if (merger !== undefined) return merger
    if (this.lines) this.omittedValue(token, this.lines)
    if (this.lines) {
      const next = this.out.length === this.stmtStart ? this.rubyStatement(i, this.lines) : (this.callBlock(i, this.lines) ?? this.blockArgument(i) ?? this.doubleSplat(i, this.lines) ?? this.valueAt(i, this.lines))
      if (next !== undefined) return next
    }
    const refusal = this.refusalAt(i)
    if (refusal) return this.refuse(refusal, i)
    this.push(token, i)
    return i + 1
  }

  private separator(token: IToken): void {
    const top = this.stack.at(-1)
    const inBrackets = top !== undefined && top.kind !== 'do' && top.kind !== 'block' && top.kind !== 'if'
    if (token.tokenType === T.Newline && (inBrackets || CONTINUES.has(this.out.at(-1)?.tokenType as TokenType))) return
    // Empty statements (blank lines, `;;`, a newline right after `do`) say nothing.
    if (this.out.length === this.stmtStart || isSeparator(this.out.at(-1))) return
    this.out.push(token)
    if (this.stack.length === this.stmtDepth) this.stmtStart = this.out.length
  }

  private push(token: IToken, i: number): void {
    const closes = CLOSES[token.tokenType.name]
    if (closes) return this.close(token, closes)
    let kind = OPENERS[token.tokenType.name]
    if (token.tokenType === T.LCurly) {
      kind = this.isBlockBrace() ? 'block' : 'hash'
      token = { ...token, tokenType: kind === 'block' ? T.BlockLCurly : T.HashLCurly }
      token.tokenTypeIdx = token.tokenType.tokenTypeIdx!
    }
    this.out.push(token)
    if (!kind) return
    this.stack.push({ kind, open: token, raw: i, stmtStart: this.stmtStart, stmtDepth: this.stmtDepth })
    if (this.stack.length > MAX_NESTING) this.tooDeep ??= token
    if (kind === 'do' || kind === 'block') {
      this.stmtStart = this.out.length
      this.stmtDepth = this.stack.length
    }
  }

  private close(token: IToken, kinds: FrameKind[]): void {
    const top = this.stack.at(-1)
    if (isSeparator(this.out.at(-1))) this.out.pop()
    this.out.push(token)
    if (!top || !kinds.includes(top.kind)) return
    this.stack.pop()
    if (top.kind === 'do' || top.kind === 'block' || top.kind === 'if') {
      this.stmtStart = top.stmtStart
      this.stmtDepth = top.stmtDepth
    }
  }

  /**
   * `if`/`unless` opening a conditional, or as a modifier after a statement; `elsif`/`else` of
   * the conditional open here. Each becomes one synthetic token holding its condition; returns
   * the index after it, or undefined to let the keyword be refused.
   */
  private conditional(i: number, lines: LineIndex): number | undefined {
    const token = this.raw[i]!
    const word = token.image
    const atStart = this.out.length === this.stmtStart
    const top = this.stack.at(-1)
    if ((word === 'elsif' || word === 'else') && atStart && top?.kind === 'if' && this.stack.length === this.stmtDepth) {
      if (word === 'else') {
        this.out.push(retyped(token, T.ElseKeyword))
        this.stmtStart = this.out.length
        return i + 1
      }
      const condition = readCondition(this.raw, i + 1, lines, endsBlockCondition)
      if (!condition) return undefined
      this.out.push(conditionalToken(token, T.ElsifHead, 'elsif', false, condition.expression))
      this.stmtStart = this.out.length
      return condition.next
    }
    if (word !== 'if' && word !== 'unless') return undefined
    if (atStart) {
      const assigned = this.lenient ? this.conditionAssignment(i + 1, lines) : undefined
      const condition = assigned ?? readCondition(this.raw, i + 1, lines, endsBlockCondition)
      if (!condition) return undefined
      const head = conditionalToken(token, T.IfHead, word, false, condition.expression)
      this.openBody(head, 'if', i)
      return condition.next
    }
    // `get 'x' if cond`: the statement so far becomes the conditional's one child.
    const prev = this.out.at(-1)
    if (this.stack.length !== this.stmtDepth || !prev || !(VALUE_ENDS.has(prev.tokenType) || prev.tokenType === T.Assignment)) return undefined
    const condition = readCondition(this.raw, i + 1, lines, endsModifierCondition)
    if (!condition) return undefined
    this.out.splice(this.stmtStart, 0, conditionalToken(this.out[this.stmtStart]!, T.IfHead, word, true, condition.expression))
    const end = this.raw[condition.next - 1]!
    this.out.push({ image: '', startOffset: tokenEnd(end), tokenType: T.End, tokenTypeIdx: T.End.tokenTypeIdx! } as IToken)
    return condition.next
  }

  /**
   * `if asset = manifest["sw.js"]`: Ruby assigns, then tests the value. Read as the assignment
   * (its own statement, before the conditional) and a condition on the variable, which is what
   * Ruby does. Undefined for any other condition.
   */
  private conditionAssignment(i: number, lines: LineIndex): { expression: Expression; next: number } | undefined {
    const name = this.raw[i]
    if (!is(name, T.Identifier) || !is(this.raw[i + 1], T.Equals)) return undefined
    const read = readExpression(this.raw, i + 2, lines, endsBlockCondition, { lenient: true })
    if (!read) return undefined
    const end = tokenEnd(this.raw[read.next - 1]!)
    this.out.push(assignmentToken(name!, lines.source.slice(name!.startOffset, end), '=', read.expression))
    this.out.push({ image: '', startOffset: end, tokenType: T.Newline, tokenTypeIdx: T.Newline.tokenTypeIdx! } as IToken)
    this.stmtStart = this.out.length
    const variable: Expression = { type: 'variable', name: name!.image, position: lines.span(name!) }
    const then = this.raw[read.next]
    return { expression: variable, next: then?.tokenType === T.ForbiddenKeyword && then.image === 'then' ? read.next + 1 : read.next }
  }

  /** Pushes a head token that opens a body of statements (`if`, `case`, a loop), read from `raw[i]` on. */
  private openBody(head: IToken, kind: FrameKind, i: number): void {
    this.out.push(head)
    this.stack.push({ kind, open: head, raw: i, stmtStart: this.stmtStart, stmtDepth: this.stmtDepth })
    if (this.stack.length > MAX_NESTING) this.tooDeep ??= head
    this.stmtStart = this.out.length
    this.stmtDepth = this.stack.length
  }

  /**
   * `case subject` (or a bare `case`) opening a `case` statement, and its `when v1, *v2 [then]`
   * clauses: each becomes one synthetic token holding what it read. The `case` is a frame closed
   * by `end` like an `if` (so `else` is read as the conditional's); returns the index after the
   * head, or undefined to let the keyword be refused.
   */
  private caseClause(i: number, lines: LineIndex): number | undefined {
    const token = this.raw[i]!
    if (this.out.length !== this.stmtStart) return undefined
    if (token.image === 'case') {
      const head = readCaseHead(this.raw, i, lines)
      if (!head) return undefined
      const caseToken: CaseToken = { ...retyped(token, T.CaseHead), image: headImage(this.raw, i, head.next, lines) }
      if (head.subject) caseToken.subject = head.subject
      this.openBody(caseToken, 'if', i)
      return head.next
    }
    const top = this.stack.at(-1)
    if (token.image !== 'when' || top?.open.tokenType !== T.CaseHead || this.stack.length !== this.stmtDepth) return undefined
    const head = readWhenHead(this.raw, i, lines)
    if (!head) return undefined
    const whenToken: WhenToken = { ...retyped(token, T.WhenHead), image: headImage(this.raw, i, head.next, lines), values: head.values }
    this.out.push(whenToken)
    this.stmtStart = this.out.length
    return head.next
  }

  /**
   * `f(named:)` (Ruby 3.1): a keyword whose value is left out is the variable of its name. The
   * value is added, as an `ExpressionValue` token, before the `)`, `,`, `}` or `end` that follows.
   */
  private omittedValue(token: IToken, lines: LineIndex): void {
    const label = this.out.at(-1)
    // At a line's end too, when the block closes on the next line (`match "/x", code:⏎end`).
    const closes = token.tokenType === T.RParen || token.tokenType === T.Comma || token.tokenType === T.RCurly || token.tokenType === T.End
    if (label?.tokenType !== T.SimpleLabel || !closes) return
    const name = labelName(label)
    if (!/^[a-z_]\w*$/.test(name)) return
    const position = lines.range(label.startOffset, label.startOffset + name.length)
    this.out.push(valueToken(label, name, { type: 'variable', name, position }))
  }

  /**
   * `resources :a, **options`: keywords taken from a Hash, among the statement's own arguments
   * (not those of a value's call), read whole into one `DoubleSplatValue` token (in a strict parse,
   * of a Hash written out only). Undefined leaves the `**` to be refused (RC1022): elsewhere, or
   * before a value the reader cannot read.
   */
  private doubleSplat(i: number, lines: LineIndex): number | undefined {
    const token = this.raw[i]!
    if (token.tokenType !== T.Operator || token.image !== '**' || !this.atStatementArgument()) return undefined
    const read = readExpression(this.raw, i + 1, lines, endsValue, { lenient: this.lenient })
    // The strict language reads keywords written out (`**{ only: [:index] }`), not taken from a value.
    if (!read || (!this.lenient && read.expression.type !== 'hash')) return undefined
    const image = lines.source.slice(token.startOffset, tokenEnd(this.raw[read.next - 1]!))
    this.out.push({ ...valueToken(token, image, read.expression), tokenType: T.DoubleSplatValue, tokenTypeIdx: T.DoubleSplatValue.tokenTypeIdx! })
    return read.next
  }

  /** Whether the next token starts an argument of the statement's own call: `get x, ⌃`, `get(⌃`, `o.get ⌃`. */
  private atStatementArgument(): boolean {
    const prev = this.out.at(-1)
    if (!prev) return false
    const callsAt = (k: number): boolean => is(this.out[k], T.Identifier) && (k === this.stmtStart || (k === this.stmtStart + 2 && is(this.out[k - 1], T.Dot)))
    if (this.stack.length === this.stmtDepth) return is(prev, T.Comma) || (this.out.length > this.stmtStart && callsAt(this.out.length - 1))
    const top = this.stack.at(-1)!
    if (this.stack.length !== this.stmtDepth + 1 || top.kind !== 'paren' || !(is(prev, T.Comma) || prev === top.open)) return false
    const open = this.out.lastIndexOf(top.open)
    return open > 0 && this.out[open - 1]!.startOffset + this.out[open - 1]!.image.length === top.open.startOffset && callsAt(open - 1)
  }

  /**
   * A value the grammar's literals cannot hold (a variable, `"#{x}"`, `x.to_sym`, `'a' + b`,
   * `ENV['X']`) becomes one `ExpressionValue` token; undefined leaves the tokens to the usual path.
   */
  private valueAt(i: number, lines: LineIndex): number | undefined {
    const prev = this.out.at(-1)
    const firstArgument = prev?.tokenType === T.Identifier && this.out.length - 1 === this.stmtStart
    if (!prev || !(firstArgument || VALUE_STARTS.has(prev.tokenType))) return undefined
    const lambdaEnd = lambdaEndAt(this.raw, i)
    if (lambdaEnd !== undefined) {
      const start = this.raw[i]!.startOffset
      const source = lines.source.slice(start, tokenEnd(this.raw[lambdaEnd - 1]!))
      this.out.push(valueToken(this.raw[i]!, source, { type: 'lambda', source, position: lines.range(start, start + source.length) }))
      return lambdaEnd
    }
    // `redirect { |params, req| ... }`: the call stays for the grammar, its block for `callBlock`.
    if (this.raw[i]!.tokenType === T.Identifier && is(this.raw[i + 1], T.LCurly) && balancedEnd(this.raw, i + 1) !== undefined) {
      this.out.push(this.raw[i]!)
      return i + 1
    }
    if (!startsExpression(this.raw, i, this.lenient)) return undefined
    const read = readExpression(this.raw, i, lines, endsValue, { lenient: this.lenient })
    // `"/a#{"b"}"` and `'/a' '/b'` read as plain strings, but only this reader reads their tokens.
    // A literal in brackets (`defaults: { n: (1) }`) is this reader's too: the grammar has no brackets.
    if (!read || (isLiteral(read.expression) && !hasInterpolation(this.raw[i]!) && !isQuotedString(this.raw[i + 1]) && !is(this.raw[i], T.LParen))) return undefined
    // A ternary is Ruby a strict parse refuses (RC1010), as it always did.
    if (!this.lenient && read.expression.type === 'ternary') return undefined
    this.out.push(valueToken(this.raw[i]!, lines.source.slice(this.raw[i]!.startOffset, tokenEnd(this.raw[read.next - 1]!)), asObjectValue(read.expression)))
    return read.next
  }

  /**
   * The block of `direct :name do ... end` or `resolve("Basket") { ... }` is Ruby that the
   * application runs each time the URL helper is called; drawing never runs it. Its body (block
   * parameters included) is kept whole as one Ruby statement, in strict parses too, so the helper
   * itself stays a statement that draws nothing, as in Rails.
   */
  private urlHelperBlock(i: number): number | undefined {
    const token = this.raw[i]!
    if (token.tokenType !== T.Do && !(token.tokenType === T.LCurly && this.isBlockBrace())) return undefined
    const owner = this.out[this.stmtStart]
    if (this.out.length === this.stmtStart || this.stack.length !== this.stmtDepth || owner?.tokenType !== T.Identifier || !URL_HELPERS.has(owner.image)) return undefined
    const end = balancedEnd(this.raw, i)
    if (end === undefined) return undefined
    this.push(token, i)
    let first = i + 1
    let last = end - 2
    while (first <= last && isSeparator(this.raw[first])) first++
    while (last >= first && isSeparator(this.raw[last])) last--
    if (first <= last) {
      // Kept in strict parses too: the strict language reads the URL helper and leaves its body alone.
      const body = refusal('RC1019', this.raw[first]!, this.raw[last]!)
      if (this.lines) this.keepAsRuby(body.start, body.end, body)
      else this.refusals.push(body)
    }
    this.push(this.raw[end - 1]!, end - 1)
    return end
  }

  /**
   * `with_options(...) do |o|`: the block's one parameter is recorded on its opener (`parameters`),
   * and inside it `o.resources ...` is the statement `resources ...` with `receiver` `o`.
   * `concern :name do |options|` records its parameter the same way (the options of `concerns`).
   */
  private optionMerger(i: number): number | undefined {
    const token = this.raw[i]!
    const prev = this.out.at(-1)
    const top = this.stack.at(-1)
    if (token.tokenType === T.Pipe && (is(prev, T.Do) || is(prev, T.BlockLCurly)) && top && top.open === prev) {
      const owner = this.out[top.stmtStart]
      const name = this.raw[i + 1]
      if (!PARAMETER_BLOCKS.has(owner?.image ?? '') || name?.tokenType !== T.Identifier || this.raw[i + 2]?.tokenType !== T.Pipe) return undefined
      const opener = { ...prev!, parameters: [name.image] }
      this.out[this.out.length - 1] = opener
      top.open = opener
      if (owner!.image === 'with_options') top.receiver = name.image
      return i + 3
    }
    // `o.resources ...` at a statement's start, `o` the parameter of an enclosing `with_options`.
    if (this.out.length !== this.stmtStart || token.tokenType !== T.Identifier || !is(this.raw[i + 1], T.Dot)) return undefined
    const method = this.raw[i + 2]
    if (method?.tokenType !== T.Identifier || !this.stack.some((frame) => frame.receiver === token.image)) return undefined
    this.out.push({ ...method, receiver: token.image } as IToken)
    return i + 3
  }

  /**
   * The `{ ... }` block of a call used as a value (`to: redirect { |params, req| ... }`,
   * `redirect(status: 302) { ... }`): one `BlockSource` token holding its text.
   */
  private callBlock(i: number, lines: LineIndex): number | undefined {
    if (this.raw[i]!.tokenType !== T.LCurly || !this.callIsValue()) return undefined
    const end = balancedEnd(this.raw, i)
    if (end === undefined) return undefined
    const start = this.raw[i]!.startOffset
    this.out.push({ ...retyped(this.raw[i]!, T.BlockSource), image: lines.source.slice(start, tokenEnd(this.raw[end - 1]!)) })
    return end
  }

  /**
   * `SignedIn.new(&:admin?)`, a constraint object made with a block argument: the `&:admin?` moves
   * after the `)` as the call's block (a `BlockSource` token), as `redirect(...) { ... }` has one.
   * Only on a call on a constant, whose result is an object the application answers.
   */
  private blockArgument(i: number): number | undefined {
    // Asked at every token: the first test is the cheapest.
    const amp = this.raw[i]!
    if (amp.tokenType !== T.Operator || amp.image !== '&') return undefined
    const symbol = this.raw[i + 1]
    const close = this.raw[i + 2]
    if (symbol?.tokenType !== T.SimpleSymbol || !is(close, T.RParen)) return undefined
    const prev = this.out.at(-1)
    if (!is(prev, T.LParen) && !is(prev, T.Comma)) return undefined
    let k = this.out.length - 1
    for (let depth = 0; k >= 0; k--) {
      const type = this.out[k]!.tokenType
      if (type === T.RParen) depth++
      else if (type === T.LParen && depth-- === 0) break
    }
    if (!is(this.out[k - 1], T.Identifier) || !is(this.out[k - 2], T.Dot) || !is(this.out[k - 3], T.Constant)) return undefined
    if (is(prev, T.Comma)) this.out.pop()
    this.push(close!, i + 2)
    const image = `&${symbol.image}`
    // Placed to end where the `)` ends: the call's position then spans its whole text.
    this.out.push({ ...retyped(amp, T.BlockSource), image, startOffset: tokenEnd(close!) - image.length })
    return i + 3
  }

  /** Whether the call that just ended (`name` or `name(...)`, maybe on a constant) stands where a value does. */
  private callIsValue(): boolean {
    let k = this.out.length - 1
    if (this.out[k]?.tokenType === T.RParen) {
      for (let depth = 0; k >= 0; k--) {
        const type = this.out[k]!.tokenType
        if (type === T.RParen) depth++
        else if (type === T.LParen && --depth === 0) break
      }
      k--
    }
    if (this.out[k]?.tokenType !== T.Identifier) return false
    const onConstant = this.out[k - 1]?.tokenType === T.Dot && this.out[k - 2]?.tokenType === T.Constant
    if (onConstant) {
      // The receiver's whole path: `Clearance::Constraints::SignedIn`, `::Foo`.
      k -= 2
      while (is(this.out[k - 1], T.ColonColon)) k -= is(this.out[k - 2], T.Constant) ? 2 : 1
    }
    const before = this.out[k - 1]
    // `constraints SignedIn.new { |user| user.admin? } do`: braces bind to the object's `new`.
    if (onConstant && k - 1 === this.stmtStart && is(before, T.Identifier)) return true
    return before !== undefined && k - 1 >= this.stmtStart && VALUE_STARTS.has(before.tokenType)
  }

  /**
   * At a statement's start: `x = value` (an `Assignment` token) or `collection.each do |x|` (a
   * `LoopHead`, whose block closes as any block). Undefined leaves the tokens to the usual path.
   */
  private rubyStatement(i: number, lines: LineIndex): number | undefined {
    const token = this.raw[i]!
    const next = this.raw[i + 1]
    if ((token.tokenType === T.Identifier || token.tokenType === T.Constant) && (is(next, T.Equals) || (is(next, T.OpAssign) && next!.image === '||='))) {
      const read = readExpression(this.raw, i + 2, lines, endsAssignedValue, { lenient: this.lenient }) ?? (this.lenient ? callableAt(this.raw, i + 2, lines) : undefined)
      if (!read) return undefined
      this.out.push(assignmentToken(token, lines.source.slice(token.startOffset, tokenEnd(this.raw[read.next - 1]!)), next!.image, read.expression))
      return read.next
    }
    const indexed = this.lenient ? this.indexAssignment(i, lines) : undefined
    if (indexed !== undefined) return indexed
    const definition = this.lenient && token.tokenType === T.ForbiddenKeyword ? readDefinition(this.raw, i, lines) : undefined
    if (definition) {
      const head = { ...retyped(token, T.DefHead), image: lines.source.slice(token.startOffset, tokenEnd(this.raw[definition.next - 1]!)), definition: definition.definition }
      this.openBody(head, 'do', i)
      return definition.next
    }
    const loop = readLoop(this.raw, i, lines, this.lenient)
    if (!loop) return undefined
    const head = { ...retyped(token, T.LoopHead), image: lines.source.slice(token.startOffset, tokenEnd(this.raw[loop.next - 1]!)), loop: loop.loop }
    this.openBody(head, this.raw[loop.opener]!.tokenType === T.Do ? 'do' : 'block', i)
    return loop.next
  }

  /** `h[:key] = value` on a local variable (lenient): an `Assignment` token with its `index`. */
  private indexAssignment(i: number, lines: LineIndex): number | undefined {
    const token = this.raw[i]!
    if (token.tokenType !== T.Identifier || !is(this.raw[i + 1], T.LBracket) || this.raw[i + 1]!.startOffset !== tokenEnd(token)) return undefined
    const target = readExpression(this.raw, i, lines, (t) => is(t, T.Equals))
    const call = target?.expression
    if (!target || call?.type !== 'methodCall' || call.method !== '[]' || call.receiver?.type !== 'variable' || call.arguments.length !== 1) return undefined
    const read = readExpression(this.raw, target.next + 1, lines, endsStatement, { lenient: true })
    if (!read) return undefined
    const image = lines.source.slice(token.startOffset, tokenEnd(this.raw[read.next - 1]!))
    this.out.push({ ...assignmentToken(token, image, '=', read.expression), index: call.arguments[0]! } as AssignmentToken)
    return read.next
  }

  /** Ruby reads `{` after a method name, `)` or a paren-less argument as a block, elsewhere as a hash. */
  private isBlockBrace(): boolean {
    const prev = this.out.at(-1)
    if (!prev || this.out.length === this.stmtStart) return false
    if (prev.tokenType === T.Identifier || prev.tokenType === T.RParen) return true
    if (HASH_CONTEXT.has(prev.tokenType)) return false
    return this.stack.length === this.stmtDepth
  }

  private refusalAt(i: number): (Refusal & { wholeBlock?: boolean }) | undefined {
    const token = this.raw[i]!
    const type = token.tokenType
    const prev = this.out.at(-1)
    const next = this.raw[i + 1]
    // `(ENV['T'] || 'x')` or `ENV['T'] || 'x'` as a statement (a method's value, in Ruby): an
    // expression nothing draws.
    if (this.lenient && this.out.length === this.stmtStart && this.stack.length === this.stmtDepth && startsValueStatement(this.raw, i)) {
      return { ...refusal('RC1008', token), message: 'an expression used as a statement: its value draws no route' }
    }
    if (type === T.ForbiddenKeyword) return refusal(KEYWORD_CODES[token.image] ?? 'RC1010', token)
    if (type === T.Question) return refusal('RC1010', token)
    if (type === T.Arrow) return refusal('RC1014', token)
    if (type === T.Equals || type === T.OpAssign) return refusal('RC1012', this.assignee(i), token)
    if (type === T.Variable) return is(next, T.Equals) || is(next, T.OpAssign) ? refusal('RC1012', token, next) : refusal('RC1013', token)
    if (type === T.Pipe && (is(prev, T.Do) || is(prev, T.BlockLCurly))) {
      const close = this.raw.slice(i + 1, i + 40).find((t) => t.tokenType === T.Pipe)
      return { ...refusal('RC1017', token, close), wholeBlock: true }
    }
    if (type === T.UnterminatedString) return unterminated(token)
    if (type === T.Constant && token.image === 'Proc' && is(next, T.Dot) && this.raw[i + 2]?.image === 'new') {
      return refusal('RC1014', token, this.raw[i + 2])
    }
    if (type === T.Identifier) return this.identifierRefusal(i)
    // `Foo.new(&:admin?)`: a block passed as an argument.
    if (type === T.Operator && token.image === '&' && (is(prev, T.LParen) || is(prev, T.Comma)) && next) return refusal('RC1019', token, next)
    // `resources :a, **options`: keywords from a hash, where a statement's arguments go.
    if (type === T.Operator && token.image === '**' && next && (is(prev, T.Comma) || is(prev, T.LParen) || this.out.length - 1 === this.stmtStart)) return refusal('RC1022', token, next)
    if (hasInterpolation(token)) return refusal('RC1018', token)
    return undefined
  }

  private identifierRefusal(i: number): Refusal | undefined {
    const token = this.raw[i]!
    const prev = this.out.at(-1)
    const next = this.raw[i + 1]
    if (is(prev, T.Dot)) {
      if (LOOP_METHODS.has(token.image)) return refusal('RC1011', token)
      // A statement that calls a constant (`Sidekiq::Web.class_eval do … end`) is Ruby, unless it
      // is the `X.routes.draw do` (or an engine's `add_routes do`) that wraps a whole file.
      const endsChain = !is(next, T.Dot)
      const wraps = (token.image === 'draw' && this.out.at(-2)?.image === 'routes') || (token.image === 'add_routes' && this.out.at(-2)?.image === 'Engine')
      if (endsChain && this.startsWithConstantChain() && !wraps) {
        return refusal('RC1008', this.out[this.stmtStart]!, token)
      }
      return this.callsConstant() ? undefined : refusal('RC1008', prev!, token)
    }
    if (token.image === 'lambda' || token.image === 'proc') return refusal('RC1014', token)
    if (token.image === 'loop' && (is(next, T.Do) || is(next, T.LCurly))) return refusal('RC1011', token)
    // `get "x", to: "a#b" a a a …`: words right after a value (in brackets or not) start nothing
    // Ruby would accept. Refused here, once, because the parser's recovery recurses once per word
    // and overflowed the stack from a few hundred of them.
    const wordFollows = is(next, T.Identifier) || is(next, T.Constant)
    if (wordFollows && prev && prev.tokenType !== T.Identifier && VALUE_ENDS.has(prev.tokenType) && this.out.length > this.stmtStart) {
      if (this.stack.length > this.stmtDepth) return { ...refusal('RC1001', token), message: `unexpected \`${token.image}\`` }
      return { ...refusal('RC1007', token), message: `expected a line break or \`;\` before \`${token.image}\`` }
    }
    if (is(next, T.LParen) || this.out.length === this.stmtStart) return undefined
    // `admin ? a : b` is first of all a conditional; `redirect { |params| ... }` a block.
    if (is(next, T.Question)) return refusal('RC1010', next!)
    if (is(next, T.LCurly) && !(prev?.tokenType === T.Identifier && this.out.length - 1 === this.stmtStart)) {
      return refusal('RC1019', next!)
    }
    const firstArgument = prev?.tokenType === T.Identifier && this.out.length - 1 === this.stmtStart
    if (firstArgument || (prev && HASH_CONTEXT.has(prev.tokenType))) return refusal('RC1013', token)
    return undefined
  }

  /**
   * Whether the call whose `.` was just pushed has a receiver the language takes: a constant
   * (`Subdomain.new("api")`), or the chain that opens a statement (`Rails.application.routes.draw`,
   * which the AST builder checks). A call on anything else (`{ host: h }.compact`, `'x'.freeze`,
   * `Rails.application.config` as an argument) is Ruby the route list cannot keep.
   */
  private callsConstant(): boolean {
    return is(this.out.at(-2), T.Constant) || this.startsWithConstantChain()
  }

  /** True when the statement so far is a chain of calls on a constant: `Rails.application.routes.`. */
  private startsWithConstantChain(): boolean {
    if (this.stack.length !== this.stmtDepth) return false
    for (let k = this.stmtStart; k < this.out.length; k++) {
      const type = this.out[k]!.tokenType
      if (type !== T.Constant && type !== T.ColonColon && type !== T.Dot && type !== T.Identifier) return false
    }
    return is(this.out[this.stmtStart], T.Constant) || is(this.out[this.stmtStart], T.ColonColon)
  }

  /** `x = 1` points at `x =`. */
  private assignee(i: number): IToken {
    const before = this.raw[i - 1]
    return before && VALUE_ENDS.has(before.tokenType) ? before : this.raw[i]!
  }

  private refuse(found: Refusal & { wholeBlock?: boolean }, i: number): number {
    // Block parameters belong to the statement that owns the block: drop that whole statement.
    if (found.wholeBlock && this.stack.length > 0) {
      const frame = this.stack.pop()!
      this.stmtStart = frame.stmtStart
      this.stmtDepth = frame.stmtDepth
      i = frame.raw
    }
    const first = this.out[this.stmtStart] ?? this.raw[i]!
    const end = this.skipStatement(i)
    const { code, message, start, end: constructEnd, construct, unreadable } = found
    this.out.length = this.stmtStart
    // Lexer errors inside the statement are part of the same Ruby (a ternary's lone `:`).
    this.skipped.push([first.startOffset, end < this.raw.length ? this.raw[end]!.startOffset : Infinity])
    if (this.lenient && this.lines && (KEPT_AS_RUBY.has(code) || unreadable) && !this.skippedOpen) {
      const value = unreadable ? undefined : this.statementValue(first.startOffset, end, this.lines)
      const kept: Refusal = { code, message, start, end: constructEnd, construct, ...(value && { value }), ...(unreadable && { unreadable }) }
      this.keepAsRuby(first.startOffset, tokenEnd(this.raw[end - 1]!), kept)
      return end
    }
    this.refusals.push({ code, message, start, end: constructEnd, construct })
    return end
  }

  /**
   * The statement holding the syntax error just passed (the first token at or after it is
   * `raw[i]`), kept whole as Ruby: from its first token to its end, its block included. When the
   * statement sits in a block that is itself inside an outer statement's brackets
   * (`constraints(Class.new { … }) do`), the outer statement goes whole, so that no route is
   * drawn at a scope it does not have. An error between statements is left to be reported.
   */
  private keepUnreadable(i: number): number | undefined {
    const at = this.unreadable[this.nextUnreadable]!
    while (this.nextUnreadable < this.unreadable.length && this.unreadable[this.nextUnreadable]!.start <= this.raw[i]!.startOffset) this.nextUnreadable++
    if (this.out.length === this.stmtStart && this.stack.length === this.stmtDepth) return undefined
    // An error at the closer of the block around the statement (`get :x,⏎end`) is the block's: it stays one.
    const token = this.raw[i]!
    if (token.startOffset === at.start && CLOSES[token.tokenType.name] && this.stack.length === this.stmtDepth) return undefined
    const outer = this.stack.find((frame, depth) => depth < this.stmtDepth && (frame.kind === 'paren' || frame.kind === 'bracket' || frame.kind === 'hash'))
    const stmtStart = outer?.stmtStart ?? this.stmtStart
    const stmtDepth = outer?.stmtDepth ?? this.stmtDepth
    // Scanned again from its first token: the frames the filter keeps may have lost count inside it.
    const first = this.out[stmtStart] && this.rawIndexAt(this.out[stmtStart].startOffset)
    // A statement that starts with a closer or a separator is no statement: its error stays one.
    if (first === undefined || isSeparator(this.raw[first]) || CLOSES[this.raw[first]!.tokenType.name]) return undefined
    this.stmtStart = stmtStart
    this.stmtDepth = stmtDepth
    this.stack.length = stmtDepth
    i = first
    const text = this.lines!.source.slice(at.start, at.end)
    const end = this.refuse({ code: 'RC1001', message: `unexpected \`${text}\``, start: at.start, end: at.end, construct: text, unreadable: true }, i)
    // Other errors inside the statement are part of it, not of the statement after it.
    const next = this.raw[end]?.startOffset ?? Infinity
    while (this.nextUnreadable < this.unreadable.length && this.unreadable[this.nextUnreadable]!.start < next) this.nextUnreadable++
    return end
  }

  /**
   * The statement from `offset` to the raw token `end` read whole as one expression (`word.upcase
   * + suffix`, `Settings.path`, `(ENV['T'] || 'x')`): what a method whose body ends with it returns.
   */
  private statementValue(offset: number, end: number, lines: LineIndex): Expression | undefined {
    const low = this.rawIndexAt(offset)
    if (low === undefined) return undefined
    const read = readExpression(this.raw, low, lines, endsStatement, { lenient: true })
    return read && read.next === end ? read.expression : undefined
  }

  /** The index of the raw token starting at `offset`, if one does. */
  private rawIndexAt(offset: number): number | undefined {
    let low = 0
    let high = this.raw.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.raw[middle]!.startOffset < offset) low = middle + 1
      else high = middle
    }
    return this.raw[low]?.startOffset === offset ? low : undefined
  }

  private keepAsRuby(start: number, end: number, refusal: Refusal): void {
    const token = { image: this.lines!.source.slice(start, end), startOffset: start, tokenType: T.RubyStatement, tokenTypeIdx: T.RubyStatement.tokenTypeIdx!, refusal }
    this.out.push(token as unknown as RubyStatementToken)
  }

  /** The index just past the statement holding `from`: its separator, the closer of its block, or the end. */
  private skipStatement(from: number): number {
    let depth = this.stack.length - this.stmtDepth
    this.stack.length = this.stmtDepth
    let loopAwaitsDo = false
    for (let i = from; i < this.raw.length; i++) {
      const token = this.raw[i]!
      const prev = this.raw[i - 1]
      if (isSeparator(token)) {
        if (depth === 0 && (token.tokenType === T.Semicolon || !CONTINUES.has(prev?.tokenType as TokenType))) return i
        loopAwaitsDo = false
      } else if (token.tokenType === T.Do && loopAwaitsDo) {
        loopAwaitsDo = false
      } else if (opensBody(token, prev) && !isEndlessDef(this.raw, i)) {
        depth++
        loopAwaitsDo = LOOP_KEYWORDS.has(token.image)
      } else if (CLOSES[token.tokenType.name]) {
        if (depth === 0) return i
        depth--
      }
    }
    this.skippedToEnd = true
    this.skippedOpen = depth > 0
    return this.raw.length
  }
}

/** `def name = value` or `def name(args) = value` (Ruby 3.0) at `tokens[i]`: a `def` with no `end`. */
function isEndlessDef(tokens: readonly IToken[], i: number): boolean {
  if (tokens[i]?.image !== 'def' || tokens[i]!.tokenType !== T.ForbiddenKeyword) return false
  let k = i + 1
  if (tokens[k]?.image === 'self' && is(tokens[k + 1], T.Dot)) k += 2
  if (!is(tokens[k], T.Identifier)) return false
  k++
  if (is(tokens[k], T.LParen)) k = balancedEnd(tokens, k) ?? k
  return is(tokens[k], T.Equals)
}

function opensBody(token: IToken, prev: IToken | undefined): boolean {
  const type = token.tokenType
  if (type === T.LParen || type === T.LBracket || type === T.LCurly || type === T.Do) return true
  if (type !== T.ForbiddenKeyword) return false
  return ALWAYS_OPEN.has(token.image) || (OPEN_AT_START.has(token.image) && !(prev && VALUE_ENDS.has(prev.tokenType)))
}

// After these a value starts (or the first argument after a statement's method name).
const VALUE_STARTS = new Set<TokenType>([T.Comma, T.LParen, T.LBracket, T.HashArrow, T.SimpleLabel, T.QuotedLabel, T.HashLCurly])

/**
 * The index after a lambda or proc literal at `tokens[i]` (`->(x) { }`, `-> do end`,
 * `lambda { |x| }`, `proc do end`, `Proc.new { }`), or undefined when there is none.
 */
function lambdaEndAt(tokens: readonly IToken[], i: number): number | undefined {
  const token = tokens[i]
  // `x =` at the end of the file assigns nothing that could be a lambda.
  if (!token) return undefined
  let body = i + 1
  if (token.tokenType === T.Arrow) {
    if (tokens[body]?.tokenType === T.LParen) body = balancedEnd(tokens, body) ?? body
    else while (tokens[body]?.tokenType === T.Identifier || tokens[body]?.tokenType === T.Comma) body++
  } else if (token.tokenType === T.Constant && token.image === 'Proc' && is(tokens[i + 1], T.Dot) && tokens[i + 2]?.image === 'new') body = i + 3
  else if (!(token.tokenType === T.Identifier && (token.image === 'lambda' || token.image === 'proc'))) return undefined
  const opener = tokens[body]
  if (opener?.tokenType !== T.LCurly && opener?.tokenType !== T.Do) return undefined
  return balancedEnd(tokens, body)
}

/** Methods of the routes language whose block is an object the application answers: `redirect do |params, req| ... end`. */
const BLOCK_VALUES = new Set(['redirect'])

/**
 * An opaque callable assigned to a name (`c = ->(req) do ... end`, `p = Proc.new do |params, req|
 * ... end`, `r = redirect do |params, req| ... end`): a `lambda`, or a `call` holding its block's
 * source, and the index after it. Undefined for anything else, or when more follows it.
 */
function callableAt(tokens: readonly IToken[], i: number, lines: LineIndex): ReadExpression | undefined {
  const lambdaEnd = lambdaEndAt(tokens, i)
  let value: Expression | undefined
  let next = lambdaEnd
  const start = tokens[i]?.startOffset ?? 0
  if (lambdaEnd !== undefined) {
    const source = lines.source.slice(start, tokenEnd(tokens[lambdaEnd - 1]!))
    value = { type: 'lambda', source, position: lines.range(start, start + source.length) }
  } else if (tokens[i]?.tokenType === T.Identifier && BLOCK_VALUES.has(tokens[i]!.image)) {
    const head = readExpression(tokens, i, lines, (t) => t?.tokenType === T.Do || t?.tokenType === T.LCurly)
    next = head && balancedEnd(tokens, head.next)
    const call = head?.expression
    // `redirect do` reads as a bare name, `redirect("/x") do` as a call on nothing.
    const args = call?.type === 'variable' ? [] : call?.type === 'methodCall' && !call.receiver ? call.arguments : undefined
    if (!head || next === undefined || !args) return undefined
    const block = lines.source.slice(tokens[head.next]!.startOffset, tokenEnd(tokens[next - 1]!))
    value = { type: 'call', method: tokens[i]!.image, arguments: args, options: [], block, position: lines.range(start, tokenEnd(tokens[next - 1]!)) }
  }
  if (!value || next === undefined || !endsStatement(tokens[next])) return undefined
  return { expression: value, next }
}

/**
 * Lambdas and blocks kept as source are at most this many tokens long: a longer one is refused as
 * before, so that a file of unclosed braces costs a bounded scan per brace, not one to its end.
 */
const MAX_KEPT_BLOCK = 2000

/** The index after the closer matching the opener (`(`, `[`, `{` or `do`) at `tokens[i]`, within `MAX_KEPT_BLOCK` tokens. */
function balancedEnd(tokens: readonly IToken[], i: number): number | undefined {
  let depth = 0
  for (let k = i; k < Math.min(tokens.length, i + MAX_KEPT_BLOCK); k++) {
    const type = tokens[k]!.tokenType
    if (type === T.LParen || type === T.LBracket || type === T.LCurly || type === T.Do) depth++
    else if (type === T.RParen || type === T.RBracket || type === T.RCurly || type === T.End) {
      if (--depth === 0) return k + 1
    } else if (type === T.ForbiddenKeyword && /^(?:if|unless|while|until|case|begin|def|class|module)$/.test(tokens[k]!.image) && opensExpression(tokens[k - 1])) depth++
  }
  return undefined
}

/** A keyword opening a body closed by `end` (not a modifier): at an expression's start. */
function opensExpression(before: IToken | undefined): boolean {
  return before === undefined || before.tokenType === T.Newline || before.tokenType === T.Semicolon || before.tokenType === T.LCurly || before.tokenType === T.Do || before.tokenType === T.Pipe
}

/** Where a value read as an expression may end. */
function endsValue(token: IToken | undefined): boolean {
  if (token === undefined) return true
  const type = token.tokenType
  if (type === T.ForbiddenKeyword) return token.image === 'if' || token.image === 'unless'
  return type === T.Comma || type === T.RParen || type === T.RBracket || type === T.RCurly || type === T.Newline || type === T.Semicolon || type === T.Do || type === T.HashArrow || type === T.End
}

/** Where an assigned value may end: its statement's end, or the closer of the block around it. */
function endsStatement(token: IToken | undefined): boolean {
  return token === undefined || token.tokenType === T.Newline || token.tokenType === T.Semicolon || token.tokenType === T.End || token.tokenType === T.RCurly
}

/** An assigned value ends with its statement or at a modifier: `ID = /\d+/ unless defined?(ID)` assigns, then the modifier decides. */
function endsAssignedValue(token: IToken | undefined): boolean {
  return endsStatement(token) || (token?.tokenType === T.ForbiddenKeyword && (token.image === 'if' || token.image === 'unless'))
}

/**
 * Whether the value at `tokens[i]` is one the grammar's literals cannot read: a bare name, an
 * interpolated string, `!x`, a value followed by `.method` or an operator, `ENV['X']`. Others are
 * left to the grammar, so the ASTs of plain routes files stay as they were.
 */
function startsExpression(tokens: readonly IToken[], i: number, lenient: boolean): boolean {
  const token = tokens[i]!
  const next = tokens[i + 1]
  const type = token.tokenType
  // `(c ? a : b)` in parentheses too: a `(` where a value starts groups, it calls nothing.
  if (lenient && (isTernary(tokens, i) || (type === T.LParen && isTernary(tokens, i + 1)))) return true
  if (type === T.Identifier) return next?.tokenType !== T.LParen
  if (type === T.Bang || hasInterpolation(token) || (isQuotedString(token) && isQuotedString(next))) return true
  if (type === T.Constant) return (next?.tokenType === T.LBracket && next.startOffset === tokenEnd(token)) || (lenient && (isCallChain(tokens, i) || isOperand(tokens, i)))
  // `{ only: [:a] }.merge(options)`: Ruby a strict parse refuses (RC1008), as it always did.
  if (type === T.LCurly) return lenient && is(tokens[balancedEnd(tokens, i) ?? tokens.length], T.Dot)
  // `(codes + ["us"]).join("|")`, `host: (Settings.host || "x")`: a bracketed expression (not a
  // call's arguments, which follow its name without a space).
  if (type === T.LParen) return lenient && !(is(tokens[i - 1], T.Identifier) && tokenEnd(tokens[i - 1]!) === token.startOffset)
  if (!VALUE_ENDS.has(type)) return false
  return next !== undefined && (next.tokenType === T.Operator || (next.tokenType === T.Dot && type !== T.RParen))
}

/** Literals no route statement starts with. */
const STATEMENT_VALUE_STARTS = new Set<TokenType>([
  T.LParen, T.SingleQuoted, T.DoubleQuoted, T.SimpleSymbol, T.QuotedSymbol, T.Integer, T.True, T.False, T.Nil, T.Regexp, T.PercentRegexp, T.PercentWords,
])
/** Operators that join two values (`a || b`, `x + 1`); `<<` and a sign before a number are left out. */
const BINARY_OPERATORS = new Set(['||', '&&', '==', '!=', '===', '=~', '!~', '<', '<=', '>', '>=', '<=>', '*', '**', '+', '-', '&', '^'])

/**
 * Whether the statement at `tokens[i]` is a value standing alone, which Ruby reads and nothing
 * draws: a literal (`"x"`, `:x`, `(a || b)`), an index (`ENV['T'] || 'x'`), or a name joined to
 * another value by an operator with spaces around it (`x + 2`).
 */
function startsValueStatement(tokens: readonly IToken[], i: number): boolean {
  const token = tokens[i]!
  const next = tokens[i + 1]
  // `(a || b)` whatever follows; a literal only when no call follows (`%w[a b].each do` is a loop).
  if (token.tokenType === T.LParen) return true
  if (STATEMENT_VALUE_STARTS.has(token.tokenType)) return !is(next, T.Dot) && !is(next, T.LBracket)
  if (token.tokenType !== T.Constant && token.tokenType !== T.Identifier) return false
  if (token.tokenType === T.Constant && is(next, T.LBracket) && next!.startOffset === tokenEnd(token)) return true
  const after = tokens[i + 2]
  return is(next, T.Operator) && BINARY_OPERATORS.has(next!.image) && next!.startOffset > tokenEnd(token) && after !== undefined && after.startOffset > tokenEnd(next!)
}

/**
 * `Fedipub.configuration.server_routes_path`, `Locale.codes.join("|")`: two calls or more on a
 * constant, with or without arguments, or one indexed (an index may follow any:
 * `Devise.mappings[:user].sign_out_via`, `Conf.hosts["b"]`), read as an expression (lenient) so that `--value` can
 * answer it; one call (`Sidekiq::Web.app`, `Subdomain.new("api")`) stays the object value the
 * grammar reads.
 */
function isCallChain(tokens: readonly IToken[], i: number): boolean {
  let k = i + 1
  while (is(tokens[k], T.ColonColon) && is(tokens[k + 1], T.Constant)) k += 2
  let calls = 0
  let continued = false
  let indexed = false
  for (;;) {
    // `Settings.hosts⏎    .first`: a line that starts with `.` continues the chain.
    let dot = k
    while (is(tokens[dot], T.Newline)) dot++
    if (!is(tokens[dot], T.Dot) || !is(tokens[dot + 1], T.Identifier)) break
    continued ||= dot > k
    k = dot
    // Arguments right after the name are the call's (`URI.parse(Settings.find_url).host`);
    // `Subdomain.new("api")` alone stays one call (below).
    if (is(tokens[k + 2], T.LParen) && tokens[k + 2]!.startOffset !== tokenEnd(tokens[k + 1]!)) {
      if (calls === 0) return false
      break
    }
    calls++
    k += 2
    if (is(tokens[k], T.LParen)) k = balancedEnd(tokens, k) ?? tokens.length
    // `Devise.mappings[:user].sign_out_via`: an index right after a call is part of the chain,
    // and makes one (`PluginRoutes.system_info['relative_url_root']`): the grammar's object value
    // ends before it.
    if (is(tokens[k], T.LBracket) && tokens[k]!.startOffset === tokenEnd(tokens[k - 1]!)) {
      k = balancedEnd(tokens, k) ?? tokens.length
      indexed = true
    }
  }
  // One call on the next line (`Settings⏎  .host`) is one too: the grammar's object value is on one line.
  return calls >= 2 || indexed || (continued && calls === 1)
}

/**
 * `Settings.find_hosts + Settings.publish_hosts`, `Site::PAGES + ["x"]`: a constant, or one call on
 * it, joined to another value by a binary operator. The grammar's object value ends before the
 * operator, so the whole is read as an expression (lenient), as a call chain is.
 */
function isOperand(tokens: readonly IToken[], i: number): boolean {
  let k = i + 1
  while (is(tokens[k], T.ColonColon) && is(tokens[k + 1], T.Constant)) k += 2
  if (is(tokens[k], T.Dot) && is(tokens[k + 1], T.Identifier)) {
    k += 2
    if (is(tokens[k], T.LParen) && tokens[k]!.startOffset === tokenEnd(tokens[k - 1]!)) k = balancedEnd(tokens, k) ?? tokens.length
  }
  const op = tokens[k]
  return is(op, T.Operator) && BINARY_OPERATORS.has(op!.image)
}

/**
 * Whether the value at `tokens[i]` is a ternary (`Rails.env.test? ? a : b`): a `?` before its end,
 * outside brackets, on its line (the scan stops at a line break, so unclosed brackets cost a line).
 */
function isTernary(tokens: readonly IToken[], i: number): boolean {
  let depth = 0
  for (let k = i; k < tokens.length; k++) {
    const token = tokens[k]!
    const type = token.tokenType
    if (depth === 0 && type === T.Question) return true
    if (type === T.Newline) return false
    if (type === T.LParen || type === T.LBracket || type === T.LCurly) depth++
    else if (depth > 0 && (type === T.RParen || type === T.RBracket || type === T.RCurly)) depth--
    else if (depth === 0 && endsValue(token)) return false
  }
  return false
}

const LITERAL_TYPES = new Set(['string', 'symbol', 'integer', 'boolean', 'nil', 'regexp', 'constant'])

/** Whether the grammar reads this value the same way (so the reader's answer is not needed). */
function isLiteral(value: Expression): boolean {
  if (LITERAL_TYPES.has(value.type)) return true
  if (value.type === 'array') return value.elements.every(isLiteral)
  if (value.type === 'hash') return value.entries.every((e) => isLiteral(e.key) && isLiteral(e.value))
  return false
}

/** An `ExpressionValue` token covering `image`, holding what the AST needs. */
function valueToken(at: IToken, image: string, expression: Expression): ExpressionToken {
  return { ...retyped(at, T.ExpressionValue), image, expression }
}

function assignmentToken(at: IToken, image: string, operator: string, value: Expression): AssignmentToken {
  return { ...retyped(at, T.Assignment), image, target: at.image, operator, value }
}

/** `token` as another token type (same text and place). */
function retyped(token: IToken, type: TokenType): IToken {
  return { ...token, tokenType: type, tokenTypeIdx: type.tokenTypeIdx! }
}

/** The synthetic token of a conditional's head, at `at`, holding what the AST needs. */
function conditionalToken(at: IToken, type: TokenType, keyword: ConditionalToken['keyword'], modifier: boolean, condition: Expression): ConditionalToken {
  return { ...retyped(at, type), keyword, modifier, condition }
}

function refusal(code: SyntaxCode, first: IToken, last: IToken = first): Refusal {
  return { code, message: SYNTAX_CODES[code], start: first.startOffset, end: tokenEnd(last), construct: first.image }
}

function unterminated(token: IToken): Refusal {
  const quote = token.image.charAt(0)
  const lineEnd = token.image.indexOf('\n')
  return {
    code: 'RC1004',
    message: `unterminated string: the \`${quote}\` opened here is never closed`,
    start: token.startOffset,
    end: token.startOffset + (lineEnd === -1 ? token.image.length : lineEnd),
    construct: quote,
  }
}

/**
 * `Settings⏎  .admin_subdomain`: one call on a constant, read here because it spans lines, is the
 * object value the grammar makes of `Settings.admin_subdomain` on one line (a `call`), so that both
 * spellings, and an AST printed and read again, are the same node.
 */
function asObjectValue(expression: Expression): Expression {
  if (expression.type !== 'methodCall' || expression.receiver?.type !== 'constant' || expression.arguments.length > 0) return expression
  if (expression.safe || expression.block || expression.blockArgument) return expression
  return { type: 'call', receiver: expression.receiver, method: expression.method, arguments: [], options: [], position: expression.position }
}
