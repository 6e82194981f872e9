import { AST_VERSION } from '../ast/types.js'
import type { RouteFile, Value } from '../ast/types.js'
import type { ILexingError, ILexingResult, IToken } from 'chevrotain'
import type { Diagnostic } from '../diagnostic.js'
import type { ErrorContext } from './errors.js'
import { dedupeByLine, lexerDiagnostics, parserDiagnostics, syntaxError, unclosedDiagnostics } from './errors.js'
import { type ErrorSpan, filterTokens, MAX_NESTING } from './filter.js'
import { parseTokens, routesParser } from './parser.js'
import { LineIndex } from './positions.js'
import { sourceTooLong } from '../source-limit.js'
import { strictRefusals } from './strict.js'
import { toAst } from './to-ast.js'
import { BlockComment, Do, Dot, End, False, ForbiddenKeyword, Identifier, Nil, routesLexer, True } from './tokens.js'

const KEYWORDS = new Set([Do, End, True, False, Nil, ForbiddenKeyword])

export { SYNTAX_CODES } from './codes.js'
export type { SyntaxCode } from './codes.js'

/** Options of `parseRoutes`. */
export interface ParseOptions {
  /** The file name diagnostics refer to; `routes.rb` when absent. */
  file?: string
  /**
   * Reads the strict routes language (docs/strict.md, src/syntax/strict.ts): loops, assignments,
   * variables, lambdas, definitions, block parameters... are errors. By default Ruby routecraft
   * does not evaluate is kept whole as a `ruby` node, which the expander skips with a warning.
   */
  strict?: boolean
}

/** The AST of a routes file (the statements that parsed) and every syntax error, sorted by position. */
export interface ParseResult {
  ast: RouteFile
  diagnostics: Diagnostic[]
}

/** Parses routes-language text. Never throws: problems come back as diagnostics. */
export function parseRoutes(source: string, options: ParseOptions = {}): ParseResult {
  const file = options.file ?? 'routes.rb'
  const text = typeof source === 'string' ? source : String(source)
  const lines = new LineIndex(text)
  const tooLong = sourceTooLong(text)
  if (tooLong) return { ast: emptyFile(lines), diagnostics: [syntaxError('RC1021', tooLong, lines.range(0, 0), file)] }
  try {
    return parse(lines, file, options.strict === true, options.strict === true)
  } catch (error) {
    // A bug of ours must not take the caller down with it; report it as data instead.
    const message = `internal parser error: ${error instanceof Error ? error.message : String(error)}`
    return { ast: emptyFile(lines), diagnostics: [syntaxError('RC1000', message, lines.range(0, 0), file)] }
  }
}

function emptyFile(lines: LineIndex): RouteFile {
  return { type: 'file', astVersion: AST_VERSION, children: [], position: lines.range(0, lines.source.length) }
}

/**
 * The value assigned in `__value = TEXT`, read as a strict parse reads values (or, `lenient`, as a
 * lenient parse reads a file's expressions) but without the strict language's refusal of the
 * assignment itself; undefined when TEXT is not one value.
 */
export function parseAssignedValue(text: string, options: { lenient?: boolean } = {}): Value | undefined {
  if (text.includes('\n')) return undefined
  const { ast, diagnostics } = parse(new LineIndex(`__value = ${text}\n`), 'value', !options.lenient, false)
  const [statement, ...rest] = ast.children
  if (diagnostics.length > 0 || rest.length > 0 || statement?.type !== 'assign') return undefined
  return statement.value
}

/**
 * How many times a lenient parse reparses, each time keeping as Ruby the statements that hold the
 * errors of the parse before: the errors an unreadable statement causes in the next (a missing
 * line break before it) lie between statements, where they are not taken.
 */
const MAX_ROUNDS = 8
/** The errors a lenient parse answers by keeping the statement that holds them as Ruby. */
const UNREADABLE_CODES = new Set(['RC1001', 'RC1003', 'RC1007'])

/**
 * A lenient parse never refuses a file for a statement the grammar cannot read (`"%s" % x`,
 * `-A.b`, `*ARGS`): each statement holding such an error is kept as Ruby (a `ruby` node of kind
 * `syntax`, which the expander skips with a warning) and the file is parsed again, until no new
 * such error is left. Errors between statements, and those of the file as a whole (an unclosed
 * block or string), stay errors.
 */
function parse(lines: LineIndex, file: string, strict: boolean, strictLanguage: boolean): ParseResult {
  // Lexed once: the rounds differ only in what the filter keeps as Ruby, and it copies the tokens it retypes.
  const lexed = routesLexer().tokenize(lines.source)
  keywordsAfterDotsAreMethods(lexed.tokens)
  const unreadable: ErrorSpan[] = []
  const tried = new Set<number>()
  for (let round = 0; ; round++) {
    const result = parseOnce(lexed, lines, file, strict, strictLanguage, unreadable)
    if (strict || round === MAX_ROUNDS) return result
    const found = result.diagnostics.filter((d) => UNREADABLE_CODES.has(d.code) && !tried.has(d.position.start.offset))
    if (found.length === 0) return result
    for (const { position } of found) {
      tried.add(position.start.offset)
      unreadable.push({ start: position.start.offset, end: position.end.offset })
    }
  }
}

function parseOnce(lexed: ILexingResult, lines: LineIndex, file: string, strict: boolean, strictLanguage: boolean, unreadable: readonly ErrorSpan[]): ParseResult {
  const filtered = filterTokens(lexed.tokens, { lenient: !strict, lines, unreadable })
  const context: ErrorContext = { file, lines, filtered }
  if (filtered.tooDeep) return tooDeep(filtered.tooDeep, lines, file)
  const cst = parseTokens(filtered.tokens)
  const built = toAst(cst, lines, file)
  const refusals = filtered.refusals.map((r) => syntaxError(r.code, r.message, lines.range(r.start, r.end), file, { construct: r.construct }))
  const diagnostics = [
    ...lexerDiagnostics([...lexed.errors, ...unreadableRuns(lexed.groups['unreadable'] ?? [])], context),
    ...unterminatedComments(lexed.groups['trivia'] ?? [], context),
    ...refusals,
    ...parserDiagnostics(routesParser().errors, context),
    ...unclosedDiagnostics(context),
    ...built.diagnostics,
    ...(strictLanguage ? strictRefusals(built.ast, file) : []),
  ]
  return { ast: built.ast, diagnostics: dedupeByLine(diagnostics) }
}

/**
 * After `.` (or `&.`) a keyword is a method name (`Feature.if("stats")`, `range.end`), as Ruby
 * reads it: retyped in place to `Identifier` before the filter pass decides anything.
 */
function keywordsAfterDotsAreMethods(tokens: IToken[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!
    if (tokens[i - 1]!.tokenType !== Dot || !KEYWORDS.has(token.tokenType)) continue
    token.tokenType = Identifier
    token.tokenTypeIdx = Identifier.tokenTypeIdx!
  }
}

/** A file nesting beyond `MAX_NESTING` is refused whole: parsing it would overflow the stack. */
function tooDeep(opener: IToken, lines: LineIndex, file: string): ParseResult {
  const line = lines.point(opener.startOffset).line
  const message = `blocks and brackets nest too deeply: \`${opener.image}\` on line ${line} opens level ${MAX_NESTING + 1}, and at most ${MAX_NESTING} are allowed`
  const ast: RouteFile = { type: 'file', astVersion: AST_VERSION, children: [], position: lines.range(0, lines.source.length) }
  return { ast, diagnostics: [syntaxError('RC1020', message, lines.span(opener), file)] }
}

/** The `Unreadable` tokens as the lexer errors its recovery made of them: one per run of adjacent ones. */
function unreadableRuns(tokens: readonly IToken[]): ILexingError[] {
  const runs: ILexingError[] = []
  for (const token of tokens) {
    const last = runs.at(-1)
    if (last && last.offset + last.length === token.startOffset) last.length += token.image.length
    else runs.push({ offset: token.startOffset, length: token.image.length, line: undefined, column: undefined, message: '' })
  }
  return runs
}

function unterminatedComments(trivia: { tokenType: unknown; image: string; startOffset: number }[], context: ErrorContext): Diagnostic[] {
  return trivia
    .filter((t) => t.tokenType === BlockComment && !/\n=end(?![^\s])/.test(t.image))
    .map((t) => syntaxError('RC1005', 'unterminated `=begin` comment: expected `=end` at the start of a line', context.lines.range(t.startOffset, t.startOffset + 6), context.file))
}
