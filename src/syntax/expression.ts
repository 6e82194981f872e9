import { interpolationEnd } from './double-quoted.js'
import { tokenMatcher } from './chevrotain.js'
import type { IToken, TokenType } from 'chevrotain'
import type { Expression, InterpolatedString, MethodCallExpression, Pair, Position, SymbolValue, Value } from '../ast/types.js'
import { hasInterpolation } from './interpolation.js'
import { labelName, literalValue, percentBodyStart, unescapeDelimiter } from './literals.js'
import { unescapeDouble } from './strings.js'
import type { LineIndex } from './positions.js'
import { tokenEnd } from './positions.js'
import * as T from './tokens.js'
import { routesLexer } from './tokens.js'

// The Ruby expressions of conditions (`if Rails.env.production?`, `unless ENV['X'] == '1'`),
// read from the raw tokens by precedence climbing, as Ruby orders its operators:
//   and or  <  not  <  ||  <  &&  <  == != =~ !~ ===  <  < <= > >=  <  + -  <  *  <  ! and calls.
// What it cannot read (a lambda, a block, interpolation) makes the whole reading fail, and the
// caller then keeps the statement as Ruby it does not evaluate.

/** An expression read from tokens, and the index of the first token after it. */
export interface ReadExpression {
  expression: Expression
  next: number
}

const LITERALS = new Set<TokenType>([
  T.SimpleSymbol, T.QuotedSymbol, T.SingleQuoted, T.DoubleQuoted, T.Integer, T.True, T.False, T.Nil,
  T.Regexp, T.PercentRegexp, T.PercentWords,
])
/** The tokens a call's one bracketless argument may be (`feature_on? :x`). */
const COMMAND_ARGUMENTS = new Set<TokenType>([T.SimpleSymbol, T.QuotedSymbol, T.SingleQuoted, T.DoubleQuoted, T.Integer])
/** What may follow a call's argument without brackets: the end of the expression. */
const endsCommand = (token: IToken | undefined): boolean => token === undefined || token.tokenType === T.Newline || token.tokenType === T.Semicolon || (token.tokenType === T.Identifier && token.image === 'then')
const BINARY_LEVELS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['||']),
  new Set(['&&']),
  new Set(['==', '!=', '=~', '!~', '===']),
  new Set(['<', '<=', '>', '>=']),
  new Set(['+', '-']),
  new Set(['*']),
]
/** Deep enough for any real condition; a deeper one is read as Ruby routecraft does not evaluate. */
const MAX_DEPTH = 64
/** Operators and calls in one expression: each makes a tree level, which later stages recurse over. */
const MAX_NODES = 1000

class ExpressionReader {
  private depth = 0
  private nodes = 0

  constructor(
    private readonly tokens: readonly IToken[],
    private i: number,
    private readonly lines: LineIndex,
    /** Reads what only lenient parses read: `{ ... }` blocks of `select`, `reject` and `map`. */
    private readonly lenient = false,
  ) {}

  get index(): number {
    return this.i
  }

  private peek(skipNewlines = false): IToken | undefined {
    if (skipNewlines) while (this.tokens[this.i]?.tokenType === T.Newline) this.i++
    return this.tokens[this.i]
  }

  private isWord(token: IToken | undefined, word: string): boolean {
    return token !== undefined && token.tokenType === T.Identifier && token.image === word
  }

  private span(start: number, end: number) {
    return this.lines.range(start, end)
  }

  /** The lowest level: `a and b`, `a or b` (equal precedence, left to right). */
  expression(): Expression | undefined {
    if (++this.depth > MAX_DEPTH) return undefined
    try {
      let left = this.notExpression()
      while (left) {
        const op = this.peek()
        if (!this.isWord(op, 'and') && !this.isWord(op, 'or')) break
        this.i++
        const right = this.notExpression(true)
        if (!right) return undefined
        left = this.binary(op!.image, left, right)
      }
      return left
    } finally {
      this.depth--
    }
  }

  private notExpression(afterOperator = false): Expression | undefined {
    const token = this.peek(afterOperator)
    if (this.isWord(token, 'not')) {
      this.i++
      const operand = this.notExpression(true)
      return operand && { type: 'not', operator: 'not', operand, position: this.span(token!.startOffset, operand.position.end.offset) }
    }
    return this.ternary(afterOperator)
  }

  /** `cond ? a : b`, weaker than `||`, right-associative as in Ruby. */
  private ternary(afterOperator: boolean): Expression | undefined {
    const condition = this.level(0, afterOperator)
    if (!condition || this.peek()?.tokenType !== T.Question) return condition
    this.i++
    const then = this.ternary(true)
    if (!then || this.peek(true)?.tokenType !== T.Colon) return undefined
    this.i++
    const otherwise = this.ternary(true)
    if (!otherwise) return undefined
    return { type: 'ternary', condition, then, else: otherwise, position: this.span(condition.position.start.offset, otherwise.position.end.offset) }
  }

  private level(n: number, afterOperator: boolean): Expression | undefined {
    if (n === BINARY_LEVELS.length) return this.unary(afterOperator)
    let left = this.level(n + 1, afterOperator)
    while (left) {
      const op = this.peek()
      if (!op || !isOperator(op) || !BINARY_LEVELS[n]!.has(op.image)) break
      this.i++
      const right = this.level(n + 1, true)
      if (!right) return undefined
      left = this.binary(op.image, left, right)
    }
    return left
  }

  private binary(operator: string, left: Expression, right: Expression): Expression | undefined {
    if (++this.nodes > MAX_NODES) return undefined
    return { type: 'binary', operator, left, right, position: this.span(left.position.start.offset, right.position.end.offset) }
  }

  private unary(afterOperator: boolean): Expression | undefined {
    const token = this.peek(afterOperator)
    if (token && token.tokenType === T.Bang) {
      this.i++
      if (++this.depth > MAX_DEPTH) return undefined
      const operand = this.unary(true)
      this.depth--
      return operand && { type: 'not', operator: '!', operand, position: this.span(token.startOffset, operand.position.end.offset) }
    }
    return this.postfix()
  }

  /** A primary followed by `.method(args)` and `[index]` calls. */
  private postfix(): Expression | undefined {
    let receiver = this.primary()
    while (receiver) {
      const token = this.peek()
      if (token?.tokenType === T.Newline && this.leadingDot()) continue
      if (token?.tokenType === T.Dot) {
        const name = this.tokens[this.i + 1]
        if (!name || name.tokenType !== T.Identifier) return undefined
        this.i += 2
        if (++this.nodes > MAX_NODES) return undefined
        receiver = this.call(receiver, name.image, receiver.position.start.offset, tokenEnd(name))
        if (token.image === '&.' && receiver?.type === 'methodCall') receiver.safe = true
        if (this.lenient && receiver?.type === 'methodCall' && BLOCK_METHODS.has(name.image) && this.peek()?.tokenType === T.LCurly) receiver = this.withBlock(receiver)
      } else if (token?.tokenType === T.LBracket && !this.spaceBefore(token)) {
        this.i++
        const args = this.list(T.RBracket)
        if (!args) return undefined
        receiver = { type: 'methodCall', receiver, method: '[]', arguments: args.items, position: this.span(receiver.position.start.offset, args.end) }
      } else break
    }
    return receiver
  }

  /** `%w[a b].freeze⏎  .each`: a line that starts with `.` continues the expression before it. */
  private leadingDot(): boolean {
    let k = this.i
    while (this.tokens[k]?.tokenType === T.Newline) k++
    if (this.tokens[k]?.tokenType !== T.Dot) return false
    this.i = k
    return true
  }

  /**
   * `{ |c| c >= 400 }` after `select`, `reject` or `map`: a block of one expression, its
   * parameters named or left to `it` and `_1`. A block the reader cannot read leaves the call
   * as it was, its `{` unread (where a loop's block may start).
   */
  private withBlock(call: MethodCallExpression): Expression | undefined {
    const start = this.i
    this.i++
    const parameters: string[] = []
    if (this.peek(true)?.tokenType === T.Pipe) {
      for (this.i++; ; ) {
        const name = this.tokens[this.i]
        if (name?.tokenType !== T.Identifier) return this.unread(start, call)
        parameters.push(name.image)
        const after = this.tokens[++this.i]
        this.i++
        if (after?.tokenType === T.Pipe) break
        if (after?.tokenType !== T.Comma) return this.unread(start, call)
      }
    }
    this.peek(true)
    const body = this.expression()
    const close = this.peek(true)
    if (!body || close?.tokenType !== T.RCurly) return this.unread(start, call)
    this.i++
    return { ...call, block: { parameters, body }, position: this.span(call.position.start.offset, tokenEnd(close)) }
  }

  private unread(index: number, expression: Expression): Expression {
    this.i = index
    return expression
  }

  private spaceBefore(token: IToken): boolean {
    const before = this.tokens[this.i - 1]
    return before !== undefined && tokenEnd(before) < token.startOffset
  }

  /** `name` or `name(args)` on `receiver` (absent for a call on nothing). */
  private call(receiver: Expression | undefined, method: string, start: number, end: number): Expression | undefined {
    const open = this.peek()
    let args: Expression[] = []
    let blockArgument: SymbolValue | undefined
    if (open?.tokenType === T.LParen && !this.spaceBefore(open)) {
      this.i++
      const list = this.list(T.RParen)
      if (!list) return undefined
      args = list.items
      end = list.end
      blockArgument = list.blockArgument
    } else if (receiver) {
      const argument = this.commandArgument()
      if (argument) {
        args = [argument]
        end = argument.position.end.offset
      }
    }
    const position = this.span(start, end)
    const call: MethodCallExpression = receiver ? { type: 'methodCall', receiver, method, arguments: args, position } : { type: 'methodCall', method, arguments: args, position }
    if (blockArgument) call.blockArgument = blockArgument
    return call
  }

  /**
   * `Settings.feature_on? :suspend_accounts`: a call's one argument without brackets, as a
   * condition often has it. Only a literal, or a constant and the calls on it, that ends the
   * expression (a line break, `then`, `;`), so that `X.y - 1` and `X.y :a => 1` stay what they were.
   */
  private commandArgument(): Expression | undefined {
    const token = this.peek()
    if (!token || !this.spaceBefore(token)) return undefined
    const start = this.i
    // `%w[development test].include? Rails.env`: a constant, or calls on one, ending the expression.
    if (token.tokenType === T.Constant) {
      const value = this.postfix()
      return value && endsCommand(this.tokens[this.i]) ? value : this.unreadNothing(start)
    }
    if (!COMMAND_ARGUMENTS.has(token.tokenType) || hasInterpolation(token)) return undefined
    if (!endsCommand(this.tokens[this.i + 1])) return undefined
    const value = this.primary()
    if (!value || this.i !== start + 1) return this.unreadNothing(start)
    return value
  }

  private unreadNothing(index: number): undefined {
    this.i = index
    return undefined
  }

  /**
   * Comma-separated expressions up to `close`; newlines inside are insignificant. A call's last
   * argument may be `&:name`, a Symbol passed as its block (lenient); its keyword arguments
   * (`opts.merge(only: [:index], "a" => 1)`) are one Hash argument after the others, as Ruby
   * passes them to a method without keyword parameters.
   */
  private list(close: TokenType): { items: Expression[]; end: number; blockArgument?: SymbolValue } | undefined {
    const items: Expression[] = []
    const keywords: Pair[] = []
    let blockArgument: SymbolValue | undefined
    for (;;) {
      const token = this.peek(true)
      if (!token) return undefined
      if (token.tokenType === close) {
        this.i++
        if (keywords.length > 0) items.push({ type: 'hash', entries: keywords, position: this.span(keywords[0]!.position.start.offset, keywords.at(-1)!.position.end.offset) })
        return blockArgument ? { items, end: tokenEnd(token), blockArgument } : { items, end: tokenEnd(token) }
      }
      if (blockArgument) return undefined
      if (items.length + keywords.length > 0) {
        if (token.tokenType !== T.Comma) return undefined
        this.i++
        if (this.peek(true)?.tokenType === close) continue
      }
      const amp = this.peek(true)
      const symbol = this.tokens[this.i + 1]
      if (this.lenient && close === T.RParen && amp?.tokenType === T.Operator && amp.image === '&' && symbol?.tokenType === T.SimpleSymbol && symbol.startOffset === tokenEnd(amp)) {
        this.i += 2
        blockArgument = literalValue(symbol, this.lines) as SymbolValue
        continue
      }
      if (close === T.RParen && amp && tokenMatcher(amp, T.Label)) {
        const pair = this.hashEntry()
        if (!pair) return undefined
        keywords.push(pair)
        continue
      }
      const item = this.expression()
      if (!item) return undefined
      if (close === T.RParen && this.peek(true)?.tokenType === T.HashArrow) {
        this.i++
        this.peek(true)
        const value = this.expression()
        if (!value) return undefined
        keywords.push({ type: 'pair', key: item, value, position: this.span(item.position.start.offset, value.position.end.offset) })
        continue
      }
      // A positional argument after keyword ones is not Ruby.
      if (keywords.length > 0) return undefined
      items.push(item)
    }
  }

  private primary(): Expression | undefined {
    const token = this.peek()
    if (!token) return undefined
    const type = token.tokenType
    if (isQuotedString(token)) return this.strings()
    if (LITERALS.has(type)) {
      if (hasInterpolation(token)) return type === T.Regexp || type === T.PercentRegexp ? this.interpolatedRegexp(token) : undefined
      this.i++
      return literalValue(token, this.lines)
    }
    if (type === T.Constant || type === T.ColonColon) return this.constant()
    if (type === T.Identifier) {
      if (token.image === 'defined?') return this.definedTest()
      if (RESERVED.has(token.image)) return undefined
      this.i++
      const next = this.peek()
      if (next?.tokenType === T.LParen && !this.spaceBefore(next)) return this.call(undefined, token.image, token.startOffset, tokenEnd(token))
      return { type: 'variable', name: token.image, position: this.lines.span(token) }
    }
    if (type === T.LParen) {
      this.i++
      this.peek(true)
      const inner = this.expression()
      const close = this.peek(true)
      if (!inner || close?.tokenType !== T.RParen) return undefined
      this.i++
      return inner
    }
    if (type === T.LBracket) return this.array()
    if (type === T.LCurly || type === T.HashLCurly) return this.hash()
    if (this.lenient && type === T.ForbiddenKeyword && (token.image === 'if' || token.image === 'unless')) return this.conditional()
    return undefined
  }

  /**
   * `defined?(Sidekiq::Web)`, `defined?(Conf.root)`: kept as its text, an operand like any other
   * (`defined?(Conf.root) && Conf.root`), which the expander answers from `--value` and the
   * application's Gemfile.lock. Only the bracketed form, on one line.
   */
  private definedTest(): Expression | undefined {
    const start = this.tokens[this.i]!
    const open = this.tokens[this.i + 1]
    if (open?.tokenType !== T.LParen || tokenEnd(start) < open.startOffset) return undefined
    let depth = 0
    for (let j = this.i + 1; j < this.tokens.length; j++) {
      const t = this.tokens[j]!.tokenType
      if (t === T.Newline) return undefined
      if (t === T.LParen) depth++
      else if (t === T.RParen && --depth === 0) {
        const end = tokenEnd(this.tokens[j]!)
        this.i = j + 1
        return { type: 'rubyExpression', source: this.lines.source.slice(start.startOffset, end), position: this.span(start.startOffset, end) }
      }
    }
    return undefined
  }

  /**
   * `if c then a elsif d then b else e end` (or `unless c ... else ... end`) as a value, each branch
   * one expression (an empty one is nil): the ternaries Ruby's value of it is, `c ? a : d ? b : e`.
   * A branch of several statements is not read.
   */
  private conditional(): Expression | undefined {
    const keyword = this.tokens[this.i++]!
    const condition = this.expression()
    const separator = this.peek()
    if (!condition || !(separator?.tokenType === T.Newline || separator?.tokenType === T.Semicolon || this.isKeyword(separator, 'then'))) return undefined
    this.i++
    const chosen = this.branch()
    if (!chosen) return undefined
    const next = this.tokens[this.i]!
    let other: Expression | undefined
    if (keyword.image === 'if' && this.isKeyword(next, 'elsif')) other = this.conditional()
    else if (this.isKeyword(next, 'else')) {
      this.i++
      other = this.branch()
      if (other && this.tokens[this.i]?.tokenType !== T.End) return undefined
      this.i++
    } else if (next.tokenType === T.End) {
      this.i++
      other = { type: 'nil', position: this.lines.span(next) }
    }
    if (!other) return undefined
    const [then, otherwise] = keyword.image === 'unless' ? [other, chosen] : [chosen, other]
    return { type: 'ternary', condition, then, else: otherwise, position: this.span(keyword.startOffset, tokenEnd(this.tokens[this.i - 1]!)) }
  }

  /** One branch of a conditional value: its expression (nil when empty), then the `elsif`, `else` or `end` after it. */
  private branch(): Expression | undefined {
    const skip = (): void => {
      while (this.tokens[this.i]?.tokenType === T.Newline || this.tokens[this.i]?.tokenType === T.Semicolon) this.i++
    }
    skip()
    const first = this.tokens[this.i]
    if (!first) return undefined
    const closes = (token: IToken | undefined): boolean => token?.tokenType === T.End || this.isKeyword(token, 'else') || this.isKeyword(token, 'elsif')
    if (closes(first)) return { type: 'nil', position: this.lines.span(first) }
    const value = this.expression()
    skip()
    return value && closes(this.tokens[this.i]) ? value : undefined
  }

  private isKeyword(token: IToken | undefined, word: string): boolean {
    return token?.tokenType === T.ForbiddenKeyword && token.image === word
  }

  /** `{ key: value, 'k' => v }`: a hash literal whose keys and values may be expressions. */
  private hash(): Expression | undefined {
    const open = this.tokens[this.i++]!
    const entries: Pair[] = []
    for (;;) {
      const token = this.peek(true)
      if (!token) return undefined
      if (token.tokenType === T.RCurly) {
        this.i++
        return { type: 'hash', entries, position: this.span(open.startOffset, tokenEnd(token)) }
      }
      if (entries.length > 0) {
        if (token.tokenType !== T.Comma) return undefined
        this.i++
        if (this.peek(true)?.tokenType === T.RCurly) continue
      }
      const entry = this.hashEntry()
      if (!entry) return undefined
      entries.push(entry)
    }
  }

  private hashEntry(): Pair | undefined {
    const first = this.peek(true)
    let key: Expression | undefined
    if (first && tokenMatcher(first, T.Label)) {
      this.i++
      key = { type: 'symbol', value: labelName(first), position: this.lines.span(first) }
    } else {
      key = this.expression()
      if (!key || this.peek(true)?.tokenType !== T.HashArrow) return undefined
      this.i++
    }
    this.peek(true)
    const value = this.expression()
    return value && { type: 'pair', key, value, position: this.span(key.position.start.offset, value.position.end.offset) }
  }

  /** `'a' "b#{c}"`: adjacent string literals (a `\\` may join their lines) are one string, as in Ruby. */
  private strings(): Expression | undefined {
    const first = this.tokens[this.i]!
    const parts: Expression[] = []
    while (isQuotedString(this.tokens[this.i])) {
      const token = this.tokens[this.i++]!
      const part = hasInterpolation(token) ? this.interpolated(token) : literalValue(token, this.lines)
      if (!part) return undefined
      if (token === first && !isQuotedString(this.tokens[this.i])) return part
      parts.push(...(part.type === 'interpolatedString' ? part.parts : [part]))
    }
    return foldStrings(parts, this.span(first.startOffset, tokenEnd(this.tokens[this.i - 1]!)))
  }

  /** `"a#{b}c"`: string parts and the expressions inside `#{}`, each read from its own tokens. */
  private interpolated(token: IToken): Expression | undefined {
    const from = token.tokenType === T.PercentString ? percentBodyStart(token.image) : 1
    const parts = this.interpolationParts(token, from, token.image.length - 1, unescapeDouble)
    return parts && foldStrings(parts, this.lines.span(token))
  }

  /**
   * `/v(#{RELEASE})/o`, `%r{#{a}|#{b}}`: the regexp's source text between interpolations (as
   * [`string`] parts) and the interpolated expressions. The `o` flag (interpolate once) is not
   * kept: Ruby's Regexp has no such option, and a routes file is drawn once.
   */
  private interpolatedRegexp(token: IToken): Expression | undefined {
    const text = token.image
    let end = text.length
    while (end > 0 && text.charCodeAt(end - 1) >= 97 && text.charCodeAt(end - 1) <= 122) end--
    const flags = text.slice(end).replaceAll('o', '')
    const delimiter = token.tokenType === T.Regexp ? '/' : text[2]!
    const parts = this.interpolationParts(token, token.tokenType === T.Regexp ? 1 : 3, end - 1, (raw) => unescapeDelimiter(raw, delimiter))
    if (!parts) return undefined
    this.i++
    const position = this.lines.span(token)
    // `/#{"api"}|www/` is the regexp `/api|www/`, as Ruby builds it: the AST says so.
    const folded = foldStrings(parts, position)
    if (folded.type === 'string') return { type: 'regexp', source: folded.value, flags, position }
    return { type: 'interpolatedRegexp', parts: (folded as InterpolatedString).parts, flags, position }
  }

  /**
   * The parts of a literal's body between offsets `from` and `to` of its text: the text between
   * `#{}` (made a string by `literalText`) and the expressions inside them; undefined when one
   * cannot be read or the literal interpolates `#@x`/`#$x`.
   */
  private interpolationParts(token: IToken, from: number, to: number, literalText: (raw: string) => string): Expression[] | undefined {
    const parts: Expression[] = []
    const text = token.image
    let literalStart = from
    const literal = (end: number): void => {
      if (end <= literalStart) return
      const start = token.startOffset + literalStart
      parts.push({ type: 'string', value: literalText(text.slice(literalStart, end)), position: this.lines.range(start, token.startOffset + end) })
    }
    for (let k = from; k < to; k++) {
      if (text[k] === '\\') k++
      else if (text[k] === '#' && text[k + 1] === '{') {
        const close = interpolationEnd(text, k + 2)
        if (close === undefined) return undefined
        literal(k)
        const inner = this.embedded(token.startOffset + k + 2, text.slice(k + 2, close))
        if (!inner) return undefined
        parts.push(inner)
        literalStart = close + 1
        k = close
      } else if (text[k] === '#' && (text[k + 1] === '@' || text[k + 1] === '$')) return undefined
    }
    literal(to)
    return parts
  }

  /** The expression inside `#{}`, lexed on its own with its offsets in the whole source. */
  private embedded(offset: number, code: string): Expression | undefined {
    if (++this.depth > MAX_DEPTH) return undefined
    try {
      const lexed = routesLexer().tokenize(code)
      if (lexed.errors.length > 0) return undefined
      const shifted = lexed.tokens.map((t) => ({ ...t, startOffset: t.startOffset + offset }))
      return readExpression(shifted, 0, this.lines, (t) => t === undefined, { lenient: this.lenient })?.expression
    } finally {
      this.depth--
    }
  }

  private constant(): Expression | undefined {
    const first = this.tokens[this.i]!
    let last = first
    if (first.tokenType === T.ColonColon) this.i++
    if (this.tokens[this.i]?.tokenType !== T.Constant) return undefined
    last = this.tokens[this.i++]!
    while (this.tokens[this.i]?.tokenType === T.ColonColon && this.tokens[this.i + 1]?.tokenType === T.Constant) {
      last = this.tokens[this.i + 1]!
      this.i += 2
    }
    const name = this.lines.source.slice(first.startOffset, tokenEnd(last))
    return { type: 'constant', name, position: this.lines.span(first, last) }
  }

  /** An array literal of literal values (an expression inside is not a value of the AST's arrays). */
  private array(): Expression | undefined {
    const open = this.tokens[this.i++]!
    const list = this.list(T.RBracket)
    if (!list || !list.items.every(isValue)) return undefined
    return { type: 'array', elements: list.items as Value[], position: this.span(open.startOffset, list.end) }
  }
}

/**
 * `"/a#{"b"}c"` is the string `"/abc"`: a string interpolated into a string joins its neighbours,
 * as Ruby joins them, so that printing the AST back gives a file that parses to the same AST
 * (the printer writes string parts as the string's own text). Only strings left: a `string`.
 */
function foldStrings(parts: Expression[], position: Position): Expression {
  const folded: Expression[] = []
  for (const part of parts) {
    const last = folded.at(-1)
    if (part.type === 'string' && last?.type === 'string') {
      folded[folded.length - 1] = { type: 'string', value: last.value + part.value, position: { start: last.position!.start, end: part.position!.end } }
    } else folded.push(part)
  }
  if (folded.length === 0) return { type: 'string', value: '', position }
  if (folded.length === 1 && folded[0]!.type === 'string') return { type: 'string', value: folded[0]!.value, position }
  return { type: 'interpolatedString', parts: folded, position }
}

/** `'...'`, `"..."` or `%(...)` (interpolated or not). */
export function isQuotedString(token: IToken | undefined): boolean {
  return token !== undefined && (token.tokenType === T.SingleQuoted || token.tokenType === T.DoubleQuoted || token.tokenType === T.PercentString)
}

/** Methods whose `{ ... }` block the reader reads as an expression: the collection methods of static lists. */
const BLOCK_METHODS = new Set(['select', 'filter', 'reject', 'map', 'collect'])

/** Words that cannot be a variable: Ruby keywords the filter has not already retyped. */
const RESERVED = new Set(['and', 'or', 'not', 'then', 'do', 'self', 'lambda', 'proc', 'loop', 'yield', 'super', 'defined?'])

const VALUE_TYPES = new Set(['string', 'symbol', 'integer', 'boolean', 'nil', 'regexp', 'constant', 'array', 'hash', 'call'])

function isValue(expression: Expression): expression is Value {
  return VALUE_TYPES.has(expression.type)
}

function isOperator(token: IToken): boolean {
  return tokenMatcher(token, T.Operator)
}

/**
 * Reads one expression from `tokens[start]`. It must end where `ends(token)` says (or at the end
 * of the tokens); otherwise, or when anything in it cannot be read, the answer is undefined.
 */
export function readExpression(tokens: readonly IToken[], start: number, lines: LineIndex, ends: (token: IToken | undefined) => boolean, options: { lenient?: boolean } = {}): ReadExpression | undefined {
  const reader = new ExpressionReader(tokens, start, lines, options.lenient)
  const expression = reader.expression()
  if (!expression || !ends(tokens[reader.index])) return undefined
  return { expression, next: reader.index }
}
