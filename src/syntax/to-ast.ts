import type { CstElement, CstNode, IToken } from 'chevrotain'
import { AST_VERSION, statementType } from '../ast/types.js'
import type { ArrayValue, Assignment, BlockStatement, CallValue, CaseStatement, Conditional, ConstantValue, Loop, MethodDefinition, OptionEntry, Pair, Position, RouteFile, RouteSet, RubyCode, RubyConstructKind, Statement, TopLevel, Value, WhenClause } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { SYNTAX_CODES } from './codes.js'
import type { SyntaxCode } from './codes.js'
import { describeToken, syntaxError } from './errors.js'
import type { LineIndex } from './positions.js'
import { tokenEnd } from './positions.js'
import type { ConditionalToken } from './conditions.js'
import type { CaseToken, WhenToken } from './case-clauses.js'
import type { RubyStatementToken } from './filter.js'
import type { AssignmentToken, DefToken, ExpressionToken, LoopToken } from './ruby-statements.js'
import { labelName, literalValue } from './literals.js'

// CST → AST. Positions are converted here, once, through the line index. A statement that the
// parser had to recover is left out whole: a half-built statement would mislead the expander.

type Ctx = Record<string, CstElement[] | undefined>

/** The kind of construct each refusal code names, for `ruby` nodes. */
const RUBY_KINDS: Partial<Record<SyntaxCode, RubyConstructKind>> = {
  RC1008: 'methodCall',
  RC1010: 'conditional',
  RC1011: 'loop',
  RC1012: 'assignment',
  RC1013: 'variable',
  RC1014: 'lambda',
  RC1015: 'definition',
  RC1016: 'exception',
  RC1017: 'blockParameters',
  RC1018: 'interpolation',
  RC1019: 'blockArgument',
  RC1022: 'doubleSplat',
}

const nodes = (ctx: Ctx, key: string): CstNode[] => (ctx[key] ?? []) as CstNode[]
const tokens = (ctx: Ctx, key: string): IToken[] => (ctx[key] ?? []) as IToken[]

/** What follows a method name: its arguments, options, block, and where it all ends. */
interface Tail {
  arguments: Value[]
  options: OptionEntry[]
  children?: BlockStatement[]
  parameters?: string[]
  hasArguments: boolean
  end: number
}

/**
 * Where a node's first real token starts (NaN when it has none). The parser tracks no node
 * locations (that cost ~2.5% of a CLI listing): only this rare path needs one.
 */
function firstOffset(node: CstNode): number {
  let first = NaN
  for (const children of Object.values(node.children)) {
    for (const child of children) {
      const offset = 'children' in child ? firstOffset(child) : child.startOffset
      if (Number.isFinite(offset) && (Number.isNaN(first) || offset < first)) first = offset
    }
  }
  return first
}

/**
 * Chevrotain's CST visitor dispatch (a node is visited by the method named after its rule),
 * without the base class the parser makes: that needs the parser, which is made only when a
 * routes.rb is parsed. That every rule has its method is checked by a spec (specs/syntax/grammar.spec.ts),
 * as Chevrotain's `validateVisitor` would at each start.
 */
class BaseVisitor {
  visit(node: CstNode | CstNode[] | undefined, param?: unknown): unknown {
    const one = Array.isArray(node) ? node[0] : node
    if (one === undefined) return undefined
    return (this as unknown as Record<string, (children: CstNode['children'], param: unknown) => unknown>)[one.name]!(one.children, param)
  }
}

/** CST → AST, one method per grammar rule. */
export class AstBuilder extends BaseVisitor {
  private lines!: LineIndex
  private fileName = ''
  private depth = 0
  private broken = false
  diagnostics: Diagnostic[] = []

  constructor() {
    super()
  }

  /** Resets the per-parse state (the builder is reused, like the parser). */
  begin(lines: LineIndex, file: string): void {
    this.lines = lines
    this.fileName = file
    this.depth = 0
    this.broken = false
    this.diagnostics = []
  }

  private sub<R>(node: CstNode | undefined): R | undefined {
    if (!node || node.recoveredNode) {
      this.broken = true
      return undefined
    }
    return this.visit(node) as R
  }

  private refuse(code: SyntaxCode, start: number, end: number, message: string = SYNTAX_CODES[code]): undefined {
    this.report(code, start, end, message)
    this.broken = true
    return undefined
  }

  /** An inserted (recovered) closer has no offset: fall back to the last real one. */
  private end(token: IToken | undefined, fallback: number): number {
    return token && Number.isFinite(token.startOffset) && !token.isInsertedInRecovery ? tokenEnd(token) : fallback
  }

  file(ctx: Ctx): RouteFile {
    const children: TopLevel[] = []
    // A loop, not push(...spread): a spread of 150,000 statements overflows the stack.
    for (const node of nodes(ctx, 'statements')) for (const child of this.sub<TopLevel[]>(node) ?? []) children.push(child)
    for (const token of tokens(ctx, 'unmatched')) {
      this.refuse('RC1001', token.startOffset, tokenEnd(token), `unexpected \`${token.image}\`: there is no open block to close`)
    }
    return { type: 'file', astVersion: AST_VERSION, children, position: this.lines.range(0, this.lines.source.length) }
  }

  statements(ctx: Ctx): TopLevel[] {
    const result: TopLevel[] = []
    for (const node of nodes(ctx, 'statement')) {
      const outer = this.broken
      this.broken = false
      const statement = this.sub<TopLevel>(node)
      if (statement && !this.broken) result.push(statement)
      this.broken = outer
    }
    this.checkSeparators(ctx)
    return result
  }

  /** Two statements need a separator between them; stray tokens are reported once per line (deduped later). */
  private checkSeparators(ctx: Ctx): void {
    // The filter leaves exactly one separator between statements, so a clean body is `n` statements and `n - 1` separators.
    const statementCount = nodes(ctx, 'statement').length
    if (tokens(ctx, 'stray').length === 0 && tokens(ctx, 'separator').length === Math.max(0, statementCount - 1)) return
    type Item = { offset: number; kind: string; token?: IToken }
    const items: Item[] = [
      ...nodes(ctx, 'statement').map((node) => ({ offset: firstOffset(node), kind: 'statement' })),
      ...tokens(ctx, 'separator').map((token) => ({ offset: token.startOffset, kind: 'separator' })),
      ...tokens(ctx, 'stray').map((token) => ({ offset: token.startOffset, kind: 'stray', token })),
    ].sort((a, b) => a.offset - b.offset)
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!
      const afterStatement = items[i - 1]?.kind === 'statement'
      if (item.kind === 'statement' && afterStatement) {
        const word = /^[\w:]+[?!]?/.exec(this.lines.source.slice(item.offset))?.[0] ?? ''
        this.report('RC1007', item.offset, item.offset + word.length, `expected a line break or \`;\` before \`${word}\``)
      } else if (item.token) {
        const shown = describeToken(item.token)
        const message = afterStatement ? `unexpected ${shown}` : `expected a method call like \`resources :photos\` but found ${shown}`
        this.report('RC1001', item.offset, tokenEnd(item.token), message)
      }
    }
  }

  private report(code: SyntaxCode, start: number, end: number, message: string): void {
    this.diagnostics.push(syntaxError(code, message, this.lines.range(start, end), this.fileName))
  }

  statement(ctx: Ctx): TopLevel | undefined {
    const ruby = tokens(ctx, 'ruby')[0] as RubyStatementToken | undefined
    if (ruby) return this.rubyCode(ruby)
    const assignment = tokens(ctx, 'assignment')[0] as AssignmentToken | undefined
    if (assignment) {
      const { target, operator, value, index } = assignment
      const node: Assignment = { type: 'assign', target, operator: operator === '||=' ? '||=' : '=', value, position: this.lines.span(assignment) }
      if (index) node.index = index
      return node
    }
    return this.sub(nodes(ctx, 'command')[0] ?? nodes(ctx, 'receiverCall')[0] ?? nodes(ctx, 'conditional')[0] ?? nodes(ctx, 'loop')[0] ?? nodes(ctx, 'caseStatement')[0] ?? nodes(ctx, 'definition')[0])
  }

  /** `collection.each do |x| ... end`. */
  loop(ctx: Ctx): Loop | undefined {
    const head = tokens(ctx, 'head')[0] as LoopToken
    const body = this.headedBody(ctx, head)
    return body && { type: 'loop', ...head.loop, ...body }
  }

  /** `def name(parameters) ... end`. */
  definition(ctx: Ctx): MethodDefinition | undefined {
    const head = tokens(ctx, 'head')[0] as DefToken
    const body = this.headedBody(ctx, head)
    return body && { type: 'def', ...head.definition, ...body }
  }

  /** The statements after a head the filter read whole, and the span from the head to the closer. */
  private headedBody(ctx: Ctx, head: IToken): { children: BlockStatement[]; position: Position } | undefined {
    this.depth++
    const children = this.sub<BlockStatement[]>(nodes(ctx, 'statements')[0])
    this.depth--
    if (!children) return undefined
    const end = this.end(tokens(ctx, 'close')[0], children.at(-1)?.position.end.offset ?? tokenEnd(head))
    return { children, position: this.lines.range(head.startOffset, end) }
  }

  /** An `if` node; each `elsif` is an `if` node alone in the `else` of the one before it. */
  conditional(ctx: Ctx): Conditional | undefined {
    const heads = tokens(ctx, 'head') as ConditionalToken[]
    this.depth++
    const bodies = nodes(ctx, 'statements').map((node) => this.sub<BlockStatement[]>(node))
    this.depth--
    if (bodies.some((body) => body === undefined)) return undefined
    const close = tokens(ctx, 'close')[0]
    let otherwise = tokens(ctx, 'otherwise').length > 0 ? bodies.pop() : undefined
    let end = this.end(close, NaN)
    let node: Conditional | undefined
    for (let k = heads.length - 1; k >= 0; k--) {
      const head = heads[k]!
      const children = bodies[k]!
      if (!Number.isFinite(end)) end = children.at(-1)?.position.end.offset ?? head.condition.position.end.offset
      // A modifier's statement comes first in the text: its span runs from there to the condition's end.
      if (head.modifier) end = Math.max(end, head.condition.position.end.offset)
      node = { type: 'if', keyword: head.keyword, modifier: head.modifier, condition: head.condition, children, position: this.lines.range(head.startOffset, end) }
      if (otherwise) node.else = otherwise
      otherwise = [node]
    }
    return node
  }

  /** A `case` node: one `when` node per clause, each with the statements up to the next. */
  caseStatement(ctx: Ctx): CaseStatement | undefined {
    const head = tokens(ctx, 'head')[0] as CaseToken
    const whens = tokens(ctx, 'when') as WhenToken[]
    this.depth++
    const bodies = nodes(ctx, 'statements').map((node) => this.sub<BlockStatement[]>(node))
    this.depth--
    if (bodies.some((body) => body === undefined)) return undefined
    const otherwise = tokens(ctx, 'otherwise').length > 0 ? bodies.pop() : undefined
    const branches: WhenClause[] = whens.map((when, k) => {
      const children = bodies[k]!
      const end = children.at(-1)?.position.end.offset ?? when.values.at(-1)!.position.end.offset
      return { type: 'when', values: when.values, children, position: this.lines.range(when.startOffset, end) }
    })
    const lastEnd = (otherwise ?? branches.at(-1)!.children).at(-1)?.position.end.offset ?? branches.at(-1)!.position.end.offset
    const node: CaseStatement = { type: 'case', branches, position: this.lines.range(head.startOffset, this.end(tokens(ctx, 'close')[0], lastEnd)) }
    if (head.subject) node.subject = head.subject
    if (otherwise) node.else = otherwise
    return node
  }

  /** A statement of Ruby kept as written, and the construct that made the filter keep it. */
  private rubyCode(token: RubyStatementToken): RubyCode {
    const { refusal } = token
    const construct = { kind: refusal.unreadable ? 'syntax' : (RUBY_KINDS[refusal.code] ?? 'methodCall'), text: this.lines.source.slice(refusal.start, refusal.end), position: this.lines.range(refusal.start, refusal.end) }
    const node: RubyCode = { type: 'ruby', source: token.image, construct, position: this.lines.span(token) }
    if (refusal.value) node.value = refusal.value
    return node
  }

  command(ctx: Ctx): Statement | undefined {
    const method = tokens(ctx, 'method')[0]! as IToken & { receiver?: string }
    const tail = this.sub<Tail>(nodes(ctx, 'callTail')[0])
    if (!tail) return undefined
    // `o.resources` in a `with_options do |o|` block: the receiver's name was read before the method.
    const start = method.receiver === undefined ? method.startOffset : method.startOffset - method.receiver.length - 1
    const statement = this.statementNode(method.image, start, tail)
    if (method.receiver !== undefined) statement.receiver = method.receiver
    return statement
  }

  private statementNode(method: string, start: number, tail: Tail): Statement {
    const statement: Statement = {
      type: statementType(method),
      method,
      arguments: tail.arguments,
      options: tail.options,
      position: this.lines.range(start, Math.max(tail.end, start + method.length)),
    }
    if (tail.children) statement.children = tail.children
    if (tail.parameters) statement.parameters = tail.parameters
    return statement
  }

  receiverCall(ctx: Ctx): RouteSet | undefined {
    const receiver = this.sub<ConstantValue>(nodes(ctx, 'receiver')[0])
    const tail = this.sub<Tail>(nodes(ctx, 'callTail')[0])
    if (!receiver || !tail) return undefined
    const methods = tokens(ctx, 'method').map((t) => t.image)
    const start = receiver.position.start.offset
    if (methods.length === 0) {
      return this.refuse('RC1001', start, receiver.position.end.offset, `expected a method call like \`resources :photos\` but found \`${receiver.name}\``)
    }
    const callEnd = tokenEnd(tokens(ctx, 'method').at(-1)!)
    const end = Math.max(tail.end, callEnd)
    // `Spree::Core::Engine.add_routes do`: Spree's engines keep the block and draw it in their
    // `routes.draw`, so it wraps a file as that does.
    const drawsRoutes = (methods.at(-1) === 'draw' && methods.at(-2) === 'routes') || (methods.length === 1 && methods[0] === 'add_routes' && /(^|::)Engine$/.test(receiver.name))
    if (drawsRoutes && !tail.children) {
      return this.refuse('RC1008', start, end, `expected a \`do ... end\` block after \`${this.lines.source.slice(start, callEnd)}\``)
    }
    if (!drawsRoutes || !tail.children || tail.hasArguments) return this.refuse('RC1008', start, end)
    if (this.depth > 0) {
      return this.refuse('RC1008', start, end, `\`${this.lines.source.slice(start, callEnd)}\` can only wrap a whole routes file, not a block inside it`)
    }
    const lastDot = tokens(ctx, 'Dot').at(-1)!
    const text = this.lines.source.slice(start, lastDot.startOffset).trim()
    // An engine's `add_routes` block is its `routes.draw` block: the route set is `X.routes`.
    const receiverText = methods.at(-1) === 'add_routes' ? `${text}.routes` : text
    return { type: 'routeSet', receiver: receiverText, children: tail.children, position: this.lines.range(start, tail.end) }
  }

  callTail(ctx: Ctx): Tail | undefined {
    const argumentsNode = nodes(ctx, 'arguments')[0]
    const list = argumentsNode ? this.sub<Tail>(argumentsNode) : { arguments: [], options: [], hasArguments: false, end: -1 }
    const blockNode = nodes(ctx, 'block')[0]
    if (!list || !blockNode) return list
    const block = this.sub<{ children: BlockStatement[]; end: number; parameters?: string[] }>(blockNode)
    if (!block) return undefined
    const tail: Tail = { ...list, children: block.children, end: block.end }
    if (block.parameters) tail.parameters = block.parameters
    return tail
  }

  block(ctx: Ctx): { children: BlockStatement[]; end: number } | undefined {
    const brace = nodes(ctx, 'braceBlock')[0]
    if (brace) return this.sub(brace)
    return this.body(ctx)
  }

  braceBlock(ctx: Ctx): { children: BlockStatement[]; end: number } | undefined {
    return this.body(ctx)
  }

  private body(ctx: Ctx): { children: BlockStatement[]; end: number; parameters?: string[] } | undefined {
    this.depth++
    const children = this.sub<BlockStatement[]>(nodes(ctx, 'statements')[0])
    this.depth--
    const open = tokens(ctx, 'open')[0]! as IToken & { parameters?: string[] }
    const lastChild = children?.at(-1)?.position.end.offset ?? tokenEnd(open)
    if (!children) return undefined
    const body: { children: BlockStatement[]; end: number; parameters?: string[] } = { children, end: this.end(tokens(ctx, 'close')[0], lastChild) }
    if (open.parameters) body.parameters = open.parameters
    return body
  }

  parenArguments(ctx: Ctx): Tail | undefined {
    const list = this.argumentList(ctx)
    if (!list) return undefined
    const fallback = Math.max(list.end, tokenEnd(tokens(ctx, 'open')[0]!))
    return { ...list, hasArguments: true, end: this.end(tokens(ctx, 'close')[0], fallback) }
  }

  commandArguments(ctx: Ctx): Tail | undefined {
    return this.argumentList(ctx)
  }

  /** Splits arguments into positional values and the trailing options, which must come last. */
  private argumentList(ctx: Ctx): Tail | undefined {
    const tail: Tail = { arguments: [], options: [], hasArguments: true, end: -1 }
    for (const node of nodes(ctx, 'argument')) {
      const item = this.sub<Value | OptionEntry>(node)
      if (!item) return undefined
      tail.end = item.position.end.offset
      if (item.type === 'pair' || item.type === 'doubleSplat') tail.options.push(item)
      else if (tail.options.length > 0) {
        const at = item.position
        return this.refuse('RC1006', at.start.offset, at.end.offset, 'a positional argument cannot follow options like `key: value`')
      } else tail.arguments.push(item)
    }
    return tail
  }

  argument(ctx: Ctx): Value | OptionEntry | undefined {
    const splat = tokens(ctx, 'doubleSplat')[0] as ExpressionToken | undefined
    if (splat) return { type: 'doubleSplat', value: splat.expression, position: this.lines.range(splat.startOffset, splat.startOffset + splat.image.length) }
    return this.entry(ctx)
  }

  hashEntry(ctx: Ctx): Pair | undefined {
    return this.entry(ctx) as Pair | undefined
  }

  /** `label: value`, `key => value`, or (arguments only) a lone positional value. */
  private entry(ctx: Ctx): Value | Pair | undefined {
    const label = tokens(ctx, 'label')[0]
    const key = label ? this.labelKey(label) : this.sub<Value>(nodes(ctx, 'key')[0])
    const valueNode = nodes(ctx, 'value')[0]
    if (!key || !valueNode) return key
    const value = this.sub<Value>(valueNode)
    if (!value) return undefined
    return { type: 'pair', key, value, position: this.lines.range(key.position.start.offset, value.position.end.offset) }
  }

  private labelKey(label: IToken): Value {
    return { type: 'symbol', value: labelName(label), position: this.lines.span(label) }
  }

  value(ctx: Ctx): Value | undefined {
    const expression = tokens(ctx, 'expression')[0] as ExpressionToken | undefined
    if (expression) return expression.expression
    const literal = tokens(ctx, 'literal')[0]
    if (literal) return literalValue(literal, this.lines)
    for (const rule of ['array', 'hash', 'constantValue', 'callValue']) {
      const node = nodes(ctx, rule)[0]
      if (node) return this.sub(node)
    }
    this.broken = true
    return undefined
  }

  array(ctx: Ctx): ArrayValue | undefined {
    const elements: Value[] = []
    for (const node of nodes(ctx, 'value')) {
      const element = this.sub<Value>(node)
      if (!element) return undefined
      elements.push(element)
    }
    const start = tokens(ctx, 'open')[0]!.startOffset
    const end = this.end(tokens(ctx, 'close')[0], elements.at(-1)?.position.end.offset ?? start + 1)
    return { type: 'array', elements, position: this.lines.range(start, end) }
  }

  hash(ctx: Ctx): Value | undefined {
    const entries: Pair[] = []
    for (const node of nodes(ctx, 'hashEntry')) {
      const entry = this.sub<Pair>(node)
      if (!entry) return undefined
      entries.push(entry)
    }
    const start = tokens(ctx, 'open')[0]!.startOffset
    const end = this.end(tokens(ctx, 'close')[0], entries.at(-1)?.position.end.offset ?? start + 1)
    return { type: 'hash', entries, position: this.lines.range(start, end) }
  }

  constantValue(ctx: Ctx): Value | undefined {
    const receiver = this.sub<ConstantValue>(nodes(ctx, 'constantPath')[0])
    const method = tokens(ctx, 'method')[0]
    if (!receiver || !method) return receiver
    return this.callValueNode(ctx, method, receiver)
  }

  callValue(ctx: Ctx): Value | undefined {
    return this.callValueNode(ctx, tokens(ctx, 'method')[0]!)
  }

  private callValueNode(ctx: Ctx, method: IToken, receiver?: ConstantValue): Value | undefined {
    const argumentsNode = nodes(ctx, 'arguments')[0]
    const list = argumentsNode ? this.sub<Tail>(argumentsNode) : { arguments: [], options: [], end: tokenEnd(method) }
    if (!list) return undefined
    const block = nodes(ctx, 'braceBlock')[0]
    if (block) {
      const open = (block.children['open'] as IToken[])[0]!
      return this.refuse('RC1019', open.startOffset, tokenEnd(open))
    }
    const source = tokens(ctx, 'block')[0]
    const position = this.lines.range(receiver?.position.start.offset ?? method.startOffset, source ? tokenEnd(source) : list.end)
    const { arguments: args } = list
    // The filter reads `**value` only among a statement's own arguments; a value's call takes pairs.
    const splat = list.options.find((o) => o.type === 'doubleSplat')
    if (splat) return this.refuse('RC1022', splat.position.start.offset, splat.position.end.offset)
    const options = list.options as Pair[]
    const call: CallValue = receiver
      ? { type: 'call', receiver, method: method.image, arguments: args, options, position }
      : { type: 'call', method: method.image, arguments: args, options, position }
    if (source) call.block = source.image
    return call
  }

  constantPath(ctx: Ctx): ConstantValue {
    const parts = [...tokens(ctx, 'root'), ...tokens(ctx, 'Constant'), ...tokens(ctx, 'ColonColon')]
    parts.sort((a, b) => a.startOffset - b.startOffset)
    const first = parts[0]!
    const last = parts.at(-1)!
    return { type: 'constant', name: parts.map((t) => t.image).join(''), position: this.lines.span(first, last) }
  }
}

let builder: AstBuilder | undefined

/** The AST of a CST from `routesParser()`, with the diagnostics found while building it. */
export function toAst(cst: CstNode, lines: LineIndex, file: string): { ast: RouteFile; diagnostics: Diagnostic[] } {
  builder ??= new AstBuilder()
  builder.begin(lines, file)
  const ast = builder.visit(cst) as RouteFile
  return { ast, diagnostics: builder.diagnostics }
}
