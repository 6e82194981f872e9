import { EOF } from './chevrotain.js'
import type { ILexingError, IParserErrorMessageProvider, IRecognitionException, IToken, TokenType } from 'chevrotain'
import type { Position } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { SyntaxCode } from './codes.js'
import type { Filtered, OpenFrame } from './filter.js'
import type { LineIndex } from './positions.js'
import * as T from './tokens.js'

// Chevrotain's own messages read `Expecting --> 'end' <-- but found --> ']' <--`. Ours read like
// the language: every token has a label, and these builders phrase the sentence around them.

const MISSING_SEPARATOR = 'expected a line break or `;`'
const STATEMENT_STARTS = new Set<TokenType>([T.Identifier, T.Constant])

function label(type: TokenType): string {
  return type === EOF ? 'the end of the file' : (type.LABEL ?? type.name)
}

/** `` `]` ``, or a label for long or invisible tokens. */
export function describeToken(token: IToken | undefined): string {
  if (!token || token.tokenType === EOF) return 'the end of the file'
  if (token.tokenType === T.Newline) return 'a line break'
  const image = token.image.length > 24 ? `${token.image.slice(0, 21)}...` : token.image
  return `\`${image}\``
}

function found(token: IToken | undefined): string {
  return !token || token.tokenType === EOF ? 'reached the end of the file' : `found ${describeToken(token)}`
}

function firstTokens(paths: TokenType[][][]): string {
  const names = [...new Set(paths.flat().map((path) => label(path[0]!)))]
  return names.length <= 1 ? (names[0] ?? 'something else') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

/** Error messages for the parser, phrased in the routes language. */
export const routesErrorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    const closesBody = expected === T.End || expected === T.RCurly
    if (closesBody && STATEMENT_STARTS.has(actual.tokenType)) return `${MISSING_SEPARATOR} before ${describeToken(actual)}`
    return `expected ${label(expected)} but ${found(actual)}`
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    if (STATEMENT_STARTS.has(firstRedundant.tokenType)) return `${MISSING_SEPARATOR} before ${describeToken(firstRedundant)}`
    return `unexpected ${describeToken(firstRedundant)}`
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, customUserDescription }) {
    return `expected ${customUserDescription ?? firstTokens(expectedPathsPerAlt)} but ${found(actual[0])}`
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, customUserDescription }) {
    return `expected ${customUserDescription ?? firstTokens([expectedIterationPaths])} but ${found(actual[0])}`
  },
}

/** Everything the error converters need to know about one parse. */
export interface ErrorContext {
  file: string
  lines: LineIndex
  filtered: Filtered
}

/** A syntax-error diagnostic. */
export function syntaxError(code: SyntaxCode, message: string, position: Position, file: string, data?: Record<string, unknown>): Diagnostic {
  return { code, name: 'SyntaxError', severity: 'error', message, file, position, ...(data ? { data } : {}) }
}

const OPENER_NAMES: Record<OpenFrame['kind'], [string, string]> = {
  do: ['`end`', '`do` block'],
  if: ['`end`', '`if`'],
  block: ['`}`', '`{` block'],
  hash: ['`}`', '`{` hash'],
  paren: ['`)`', '`(`'],
  bracket: ['`]`', '`[`'],
}

function unclosedMessage(frame: OpenFrame, lines: LineIndex): string {
  const [closer, opener] = OPENER_NAMES[frame.kind]
  const line = lines.point(frame.open.startOffset).line
  return `expected ${closer} to close the ${opener} opened at line ${line} but reached the end of the file`
}

/** The one diagnostic for what the file left open: the innermost opener, reported at the end. */
export function unclosedDiagnostics(context: ErrorContext): Diagnostic[] {
  const { file, lines, filtered } = context
  const frame = filtered.unclosed.at(-1)
  // A refused statement that swallowed the rest of the file already explains what is missing.
  if (!frame || filtered.skippedToEnd) return []
  const end = lines.source.length
  return [syntaxError('RC1002', unclosedMessage(frame, lines), lines.range(end, end), file)]
}

/** Parser errors as diagnostics; end-of-file errors point at the end of the file. */
export function parserDiagnostics(errors: IRecognitionException[], context: ErrorContext): Diagnostic[] {
  const { file, lines, filtered } = context
  const diagnostics: Diagnostic[] = []
  for (const error of errors) {
    const token = error.token
    if (token.tokenType === EOF || !Number.isFinite(token.startOffset) || token.image === '') {
      if (filtered.skippedToEnd || filtered.unclosed.length > 0) continue
      const end = lines.source.length
      diagnostics.push(syntaxError('RC1002', error.message, lines.range(end, end), file))
      continue
    }
    const code = error.message.startsWith(MISSING_SEPARATOR) ? 'RC1007' : 'RC1001'
    diagnostics.push(syntaxError(code, error.message, lines.span(token), file))
  }
  return diagnostics
}

/** Characters the lexer could not read, shown so that invisible ones are visible. */
function showCharacters(text: string): string {
  return [...text.slice(0, 8)]
    .map((c) => (/[\p{L}\p{N}\p{P}\p{S}]/u.test(c) ? c : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`))
    .join('')
}

/** Lexer errors as diagnostics, except those inside statements already refused as a whole. */
export function lexerDiagnostics(errors: ILexingError[], context: ErrorContext): Diagnostic[] {
  const { file, lines, filtered } = context
  const inSkipped = insideAny(filtered.skipped)
  return errors
    .filter((error) => !inSkipped(error.offset))
    .map((error) => {
      const text = lines.source.substr(error.offset, error.length)
      const what = error.length > 1 ? 'characters' : 'character'
      return syntaxError('RC1003', `unexpected ${what} \`${showCharacters(text)}\``, lines.range(error.offset, error.offset + error.length), file)
    })
}

/**
 * A test of whether an offset lies in one of the ranges (end exclusive). The ranges are merged and
 * searched by halves: testing each error against every refused statement was quadratic (a file
 * alternating stray characters and refused statements, 250 KB: 7.7 s).
 */
function insideAny(ranges: ReadonlyArray<readonly [number, number]>): (offset: number) => boolean {
  const merged: Array<[number, number]> = []
  for (const [from, to] of [...ranges].filter(([from, to]) => from < to).sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1)
    if (last && from <= last[1]) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }
  return (offset) => {
    let low = 0
    let high = merged.length - 1
    while (low <= high) {
      const mid = (low + high) >> 1
      const [from, to] = merged[mid]!
      if (offset < from) high = mid - 1
      else if (offset >= to) low = mid + 1
      else return true
    }
    return false
  }
}

/** Keeps the first error of each line: later ones on the same line are usually its echoes. */
export function dedupeByLine(diagnostics: Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort((a, b) => a.position.start.offset - b.position.start.offset)
  const seen = new Set<number>()
  return sorted.filter((d) => {
    if (seen.has(d.position.start.line)) return false
    seen.add(d.position.start.line)
    return true
  })
}
