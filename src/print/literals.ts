/**
 * The literal forms of Ruby the printer writes: strings, symbols and regexps, each in the form that
 * reads back to the same text (quotes, escapes and `%r` delimiters chosen by content).
 */
import type { RegexpValue } from '../ast/types.js'

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

/** A double-quoted Ruby string literal for `text`. */
function doubleQuoted(text: string): string {
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
 * exactly as stored, escapes included.
 */
export function printRegexp(node: RegexpValue): string {
  const { source, flags } = node
  // Inside `/.../` an escaped slash loses its backslash (Ruby's `Regexp#source`), so any slash
  // at all needs the `%r` form to come back unchanged.
  if (!source.includes('/') && !/[\n\r]/.test(source) && !/^[ \t=]/.test(source)) return `/${source}/${flags}`
  const [open, close] = percentDelimiters(source)
  return `%r${open}${source}${close}${flags}`
}

// Bracket pairs nest inside a `%r` literal, so they only need to be balanced in the source;
// a lone delimiter must not appear unescaped at all.
const BRACKETS = ['{}', '()', '[]', '<>']
const LONE = ['|', '!', '~', '^', ';', ',', '@']

/** The `%r` delimiters that enclose `source` unchanged: `{}` unless its braces are unbalanced. */
function percentDelimiters(source: string): [string, string] {
  const pair = BRACKETS.find(([open, close]) => balanced(source, open!, close!))
  if (pair) return [pair[0]!, pair[1]!]
  const lone = LONE.find((char) => !source.includes(char)) ?? '|'
  return [lone, lone]
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
