/**
 * The literal forms of Ruby the printer writes: strings, symbols and regexps, each in the form that
 * reads back to the same text (quotes, escapes and `%r` delimiters chosen by content).
 */
import type { RegexpValue } from '../ast/types.js'
import { regexpBody } from './regexp-body.js'

/** A symbol name that Ruby accepts after a bare colon (`:photos`, `:admin?`). */
const PLAIN_SYMBOL = /^[A-Za-z_][A-Za-z0-9_]*[?!]?$/

/**
 * `'text'` when single quotes need no escape; otherwise a double-quoted string with Ruby escapes,
 * which also keeps line breaks and control characters visible.
 */
export function printString(text: string): string {
  return /['\\\x00-\x1f\x7f]/.test(text) ? doubleQuoted(text) : `'${text}'`
}

/** `:photos`, or `:"odd-name"` when the name is not a plain identifier. */
export function printSymbol(name: string): string {
  return PLAIN_SYMBOL.test(name) ? `:${name}` : `:${doubleQuoted(name)}`
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\x1b': '\\e' }

/** A double-quoted Ruby string literal for `text`: `#{`, `#$`, `#@` escaped so nothing interpolates. */
export function doubleQuoted(text: string): string {
  const body = text.replace(/[\\"\x00-\x1f\x7f]|#(?=[{$@])/g, (char) => {
    if (char === '#') return '\\#' // `#{`, `#$`, `#@` would interpolate
    return ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
  return `"${body}"`
}

/**
 * `/source/flags`, or a `%r` literal when the source holds an unescaped `/` (which would end a
 * slash literal) or a line break (which a slash literal cannot span), or starts with a space or
 * `=` (which Ruby could read as division or `/=` after a method name). The source is printed
 * as stored, escapes included, except that a `#` Ruby would read as interpolation gets a
 * backslash ([regexp-body.ts](./regexp-body.ts)): the regexp matches the same strings.
 */
export function printRegexp(node: RegexpValue): string {
  const { flags } = node
  const source = regexpBody(node.source, flags)
  // Inside `/.../` an escaped slash loses its backslash (Ruby's `Regexp#source`), so any slash
  // at all needs the `%r` form to come back unchanged.
  if (!source.includes('/') && !/[\n\r]/.test(source) && !/^[ \t=]/.test(source)) return `/${source}/${flags}`
  const [open, close, body] = percentDelimiters(source)
  return `%r${open}${body}${close}${flags}`
}

// Bracket pairs nest inside a `%r` literal, so they only need to be balanced in the source;
// a lone delimiter must not appear unescaped at all.
const BRACKETS = ['{}', '()', '[]', '<>']
const LONE = ['|', '!', '~', '^', ';', ',', '@']
// When every delimiter above occurs: Ruby drops the backslash of an escaped delimiter that is no
// regexp operator (`%r!a\!b!` has source `a!b`), so `!` can enclose any source once its own
// unescaped `!`s are escaped.
const LAST_RESORT = '!'

/** The `%r` delimiters that enclose `source` unchanged, and the body to write between them. */
function percentDelimiters(source: string): [string, string, string] {
  const pair = BRACKETS.find(([open, close]) => balanced(source, open!, close!))
  if (pair) return [pair[0]!, pair[1]!, source]
  const lone = LONE.find((char) => !source.includes(char))
  if (lone) return [lone, lone, source]
  return [LAST_RESORT, LAST_RESORT, source.replace(/\\[\s\S]|!/g, (match) => (match === '!' ? '\\!' : match))]
}

function balanced(source: string, open: string, close: string): boolean {
  let depth = 0
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') i++
    else if (source[i] === open) depth++
    else if (source[i] === close && --depth < 0) return false
  }
  return depth === 0
}
