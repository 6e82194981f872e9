import type { IToken } from 'chevrotain'
import type { Value } from '../ast/types.js'
import type { LineIndex } from './positions.js'
import { splitWords, unescapeDouble, unescapeSingle } from './strings.js'
import * as T from './tokens.js'

// The value of one literal token. Each function reads the token's text as written; positions
// come from the line index so multi-line literals (`%w[...]` over lines) get exact points.

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' }

function quoted(text: string): string {
  const body = text.slice(1, -1)
  return text.startsWith("'") ? unescapeSingle(body) : unescapeDouble(body)
}

/** Where the body of `%q(…)`, `%Q(…)` or `%(…)` starts in its text (it ends before the last character). */
export const percentBodyStart = (text: string): number => ('qQ'.includes(text.charAt(1)) ? 3 : 2)

/** `%q(a\)b)` reads `\\` and an escaped delimiter as `'…'` reads `\\` and `\'`; the others as `"…"`. */
function percentString(text: string): string {
  const start = percentBodyStart(text)
  const body = text.slice(start, -1)
  if (text.charAt(1) !== 'q') return unescapeDouble(body)
  const open = text.charAt(start - 1)
  const delimiters = open + (CLOSERS[open] ?? '')
  return body.replace(/\\([\s\S])/g, (escape, ch: string) => (ch === '\\' || delimiters.includes(ch) ? ch : escape))
}

function regexp(token: IToken, lines: LineIndex): Value {
  const text = token.image
  // Scanned from the end: `/[a-z]*$/` would be quadratic on a long run of letters in the body.
  let start = text.length
  while (start > 0 && text.charCodeAt(start - 1) >= 97 && text.charCodeAt(start - 1) <= 122) start--
  const flags = text.slice(start)
  const body = text.slice(0, text.length - flags.length)
  const source = token.tokenType === T.Regexp ? unescapeDelimiter(body.slice(1, -1), '/') : unescapeDelimiter(body.slice(3, -1), body[2]!)
  return { type: 'regexp', source, flags, position: lines.span(token) }
}

/**
 * Ruby's `Regexp#source`: an escaped delimiter loses its backslash (`/a\/b/` has source `a/b`),
 * which is what Rails stores and prints. Bracket delimiters keep theirs (`%r{a\}b}` stays).
 */
export function unescapeDelimiter(source: string, delimiter: string): string {
  if (delimiter in CLOSERS || /[.*?+^$|()[\]{}\\]/.test(delimiter)) return source
  return source.replace(/\\(.)/gs, (escape, ch: string) => (ch === delimiter ? ch : escape))
}

function words(token: IToken, lines: LineIndex): Value {
  const text = token.image
  const open = text.charAt(2)
  const bodyStart = token.startOffset + 3
  const symbols = text.charAt(1).toLowerCase() === 'i'
  const elements = splitWords(text.slice(3, -1), open + (CLOSERS[open] ?? '')).map(
    (word): Value => ({
      type: symbols ? 'symbol' : 'string',
      value: word.value,
      position: lines.range(bodyStart + word.start, bodyStart + word.end),
    }),
  )
  return { type: 'array', elements, position: lines.span(token) }
}

/** The AST value of a literal token (symbol, string, number, `true`/`false`/`nil`, regexp, word list). */
export function literalValue(token: IToken, lines: LineIndex): Value {
  const position = lines.span(token)
  const text = token.image
  switch (token.tokenType) {
    case T.SimpleSymbol:
      return { type: 'symbol', value: text.slice(1), position }
    case T.QuotedSymbol:
      return { type: 'symbol', value: quoted(text.slice(1)), position }
    case T.SingleQuoted:
    case T.DoubleQuoted:
      return { type: 'string', value: quoted(text), position }
    case T.PercentString:
      return { type: 'string', value: percentString(text), position }
    case T.Integer:
      return { type: 'integer', value: Number(text.replace(/_/g, '')), position }
    case T.True:
    case T.False:
      return { type: 'boolean', value: token.tokenType === T.True, position }
    case T.Nil:
      return { type: 'nil', position }
    case T.Regexp:
    case T.PercentRegexp:
      return regexp(token, lines)
    default:
      return words(token, lines)
  }
}

/** The symbol a label names: `only:` → `only`, `"quoted":` → `quoted`. */
export function labelName(token: IToken): string {
  const text = token.image.slice(0, -1)
  return token.tokenType === T.QuotedLabel ? quoted(text) : text
}
