/**
 * Ruby's `#inspect` for the values a route holds, because `rails routes` prints constraint Hashes
 * with `Hash#inspect`: `{:id=>/\d+/, :format=>"jpg"}` up to Ruby 3.3, `{id: /\d+/, format: "jpg"}`
 * from Ruby 3.4 on.
 */
import type { RubyValue } from '../route.js'

/** The Ruby whose `inspect` is imitated: 3.3 (the default, as the goldens') or 3.4 (new Hash#inspect). */
export type RubyVersion = '3.3' | '3.4'

/** The Ruby versions `--ruby` accepts. */
export const RUBY_VERSIONS: readonly RubyVersion[] = ['3.3', '3.4']

/** `String#inspect` escapes these with a letter instead of `\u00XX`. */
const NAMED_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\f': '\\f',
  '\v': '\\v',
  '\b': '\\b',
  '\x07': '\\a',
  '\x1b': '\\e',
}

/**
 * Characters Onigmo does not count as printable in UTF-8: controls, unassigned code points,
 * surrogates and the line/paragraph separators. U+0085 is printable there (checked with Ruby 3.1).
 */
const NON_PRINTABLE = /[\p{Cc}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/u

const PLAIN_ASCII = /^[^"\\#\x00-\x1f\x7f-\uffff]*$/

/** Ruby's `\uXXXX` / `\u{XXXXX}` escape of one code point. */
function unicodeEscape(code: number): string {
  const hex = code.toString(16).toUpperCase()
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`
}

/** `String#inspect` of a UTF-8 string, e.g. `"a\"b"`; `#` is escaped before `{`, `$` and `@`. */
export function rubyStringInspect(text: string): string {
  // Printable ASCII other than `"`, `\` and `#` stands for itself: no need to visit each character.
  if (PLAIN_ASCII.test(text)) return `"${text}"`
  const chars = [...text]
  let out = '"'
  chars.forEach((ch, i) => {
    const named = NAMED_ESCAPES[ch]
    if (named !== undefined) out += named
    // Ruby escapes `#` only where it would start an interpolation.
    else if (ch === '#' && ['{', '$', '@'].includes(chars[i + 1] ?? '')) out += '\\#'
    else if (NON_PRINTABLE.test(ch)) out += unicodeEscape(ch.codePointAt(0)!)
    else out += ch
  })
  return out + '"'
}

/** Operator method names that a symbol may have without quotes (`:<=>`, `:[]=`). */
const OPERATOR_SYMBOLS = new Set([
  '[]', '[]=', '**', '!', '!=', '!~', '~', '+@', '-@', '*', '/', '%', '+', '-', '<<', '>>',
  '&', '|', '^', '<', '<=', '>', '>=', '<=>', '==', '===', '=~',
])

/** Identifier characters as Ruby sees them: word characters and any non-ASCII character. */
const IDENT = '[A-Za-z_\\u0080-\\u{10FFFF}][\\w\\u0080-\\u{10FFFF}]*'
/** Symbol names shown without quotes: methods (`foo?`, `foo=`), ivars, cvars and globals. */
const PLAIN_SYMBOL = new RegExp(
  `^(?:${IDENT}[?!=]?|@@?${IDENT}|\\$${IDENT}|\\$-\\w|\\$\\d+|\\$[~*$?!@/\\\\;,.=:<>"&\`'+0])$`,
  'u',
)

/** Ruby's `rb_str_symname_p`: the name can be written as a symbol without quotes. */
function isSymbolName(name: string): boolean {
  return OPERATOR_SYMBOLS.has(name) || PLAIN_SYMBOL.test(name)
}

/** `Symbol#inspect`: `:json`, `:foo?`, `:"foo-bar"`. */
export function rubySymbolInspect(name: string): string {
  return isSymbolName(name) ? `:${name}` : `:${rubyStringInspect(name)}`
}

/**
 * A symbol key as Ruby 3.4's `Hash#inspect` writes it (hash.c `symbol_key_needs_quote`): `id: `,
 * `foo?: `, or quoted where `name:` would not read back (`"foo-bar": `, `"foo=": `, `"@a": `).
 */
function symbolKey34(name: string): string {
  const quote = !isSymbolName(name) || /^[@$!]/.test(name) || /[-+*/`%^&|\]<=>~@]$/.test(name)
  return `${quote ? rubyStringInspect(name) : name}: `
}

/** Does `Regexp#inspect` have to rewrite this source (it contains `/` or an unprintable ASCII)? */
function regexpNeedsEscape(source: string): boolean {
  return /[/\x00-\x1f\x7f]/.test(source)
}

/** Ruby's `rb_reg_expr_str` rewrite: `/` becomes `\/`, other characters escaped as Ruby does. */
function escapeRegexpSource(source: string): string {
  const chars = [...source]
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!
    if (ch === '\\' && i + 1 < chars.length) out += ch + chars[++i]
    else if (ch === '/') out += '\\/'
    // Once escaping, Ruby writes every non-ASCII character as \uXXXX.
    else if (ch >= '\x80') out += unicodeEscape(ch.codePointAt(0)!)
    else if (ch >= ' ' && ch !== '\x7f') out += ch
    else if (/\s/.test(ch)) out += ch
    else out += `\\x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** `Regexp#inspect`: `/\d+/i`, flags in Ruby's order `mix`. */
export function rubyRegexpInspect(source: string, flags: string): string {
  const body = regexpNeedsEscape(source) ? escapeRegexpSource(source) : source
  const ordered = ['m', 'i', 'x'].filter((f) => flags.includes(f)).join('')
  return `/${body}/${ordered}`
}

/** `Float#inspect`: `1.5`, `100.0`, `1.0e+20`, `1.5e-05` (shortest round-trip digits, as in JS). */
function rubyFloatInspect(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity'
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0'
  const [mantissa, exp] = Math.abs(value).toExponential().split('e') as [string, string]
  const digits = mantissa.replace('.', '')
  const decpt = Number(exp) + 1
  const sign = value < 0 ? '-' : ''
  // Ruby's flo_to_s switches to exponent form past 16 integer digits (at 16 unless more digits
  // follow) and below 0.0001 (checked against Ruby 3.1).
  const fixed = decpt > -4 && (decpt <= 15 || (decpt === 16 && digits.length > 16))
  if (!fixed) {
    const e = decpt - 1
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : `${digits}.0`
    return `${sign}${m}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`
  }
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`
  const whole = digits.slice(0, decpt).padEnd(decpt, '0')
  return `${sign}${whole}.${digits.slice(decpt) || '0'}`
}

/** `inspect` of a number; JSON cannot tell `1` from `1.0`, so whole numbers print as Integers. */
function rubyNumberInspect(value: number): string {
  return Number.isSafeInteger(value) || (Number.isInteger(value) && Math.abs(value) < 1e21)
    ? BigInt(value).toString()
    : rubyFloatInspect(value)
}

/** `inspect` of a Ruby value exactly as Ruby prints it (3.3 unless `ruby` says 3.4). */
export function rubyInspect(value: RubyValue, ruby: RubyVersion = '3.3'): string {
  if (value === null) return 'nil'
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'number') return rubyNumberInspect(value)
  if (typeof value === 'string') return rubyStringInspect(value)
  if (Array.isArray(value)) return `[${value.map((v) => rubyInspect(v, ruby)).join(', ')}]`
  if ('symbol' in value) return rubySymbolInspect(value.symbol)
  if ('regexp' in value) return rubyRegexpInspect(value.regexp, value.flags)
  if ('constant' in value) return value.constant
  return `{${value.hash.map(([key, v]) => hashEntry(key, v, ruby)).join(', ')}}`
}

/** One `key => value` of `Hash#inspect`: `:id=>1` up to 3.3; `id: 1` or `"k" => 1` from 3.4. */
function hashEntry(key: RubyValue, value: RubyValue, ruby: RubyVersion): string {
  if (ruby === '3.3') return `${rubyInspect(key, ruby)}=>${rubyInspect(value, ruby)}`
  const isSymbol = typeof key === 'object' && key !== null && !Array.isArray(key) && 'symbol' in key
  return isSymbol ? `${symbolKey34(key.symbol)}${rubyInspect(value, ruby)}` : `${rubyInspect(key, ruby)} => ${rubyInspect(value, ruby)}`
}

/** `Hash#inspect` of a Hash with symbol keys: `{:id=>/\d+/, :format=>"jpg"}` (3.4: `{id: /\d+/, format: "jpg"}`). */
export function rubyHashInspect(entries: [string, RubyValue][], ruby: RubyVersion = '3.3'): string {
  return rubyInspect({ hash: entries.map(([key, v]) => [{ symbol: key }, v]) }, ruby)
}
