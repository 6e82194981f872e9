import { createToken, Lexer } from './chevrotain.js'
import { doubleQuotedEnd, quotedEnd } from './double-quoted.js'
import type { CustomPatternMatcherReturn, ITokenConfig, Lexer as ChevrotainLexer, TokenType } from 'chevrotain'

// Token order matters: Chevrotain takes the first pattern that matches, so longer and more
// specific forms (labels before identifiers, `::` before symbols, `=>` before `=`) come first.

function atLineStart(text: string, offset: number): boolean {
  return offset === 0 || text.charCodeAt(offset - 1) === 10
}

function matched(text: string): CustomPatternMatcherReturn {
  return [text] as unknown as CustomPatternMatcherReturn
}

/** `=begin` … `=end` at line starts; an unterminated one runs to the end (reported later). */
function matchBlockComment(text: string, offset: number): CustomPatternMatcherReturn | null {
  if (!atLineStart(text, offset) || !text.startsWith('=begin', offset)) return null
  const after = text.charAt(offset + 6)
  if (after !== '' && !/\s/.test(after)) return null
  const close = /\n=end(?![^\s])[^\n]*/g
  close.lastIndex = offset
  const found = close.exec(text)
  return matched(text.slice(offset, found ? found.index + found[0].length : text.length))
}

/** `__END__` alone on its line: Ruby ignores everything after it. */
function matchEndMarker(text: string, offset: number): CustomPatternMatcherReturn | null {
  if (!atLineStart(text, offset) || !text.startsWith('__END__', offset)) return null
  const next = text.charAt(offset + 7)
  if (next !== '' && next !== '\n' && next !== '\r') return null
  return matched(text.slice(offset))
}

function matchDoubleQuoted(text: string, offset: number): CustomPatternMatcherReturn | null {
  if (text.charCodeAt(offset) !== 34) return null
  const end = doubleQuotedEnd(text, offset)
  return end === undefined ? null : matched(text.slice(offset, end))
}

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' }

/**
 * What a scan that found no closer learnt: the closer of every opener it passed (`(` → `)`, both
 * offsets). Kept per tokenize call (keyed by its token array) and per delimiter pair, so the next
 * `%w(` of an unclosed run asks this instead of scanning to the end of the file again, which made
 * a file of unclosed `%w(` quadratic (200 KB: 16 s). A later literal starts inside the failed scan
 * and at a character it read (the one after the letter), so its closer is exactly the one found.
 */
interface FailedScan {
  from: number
  closers: Map<number, number>
}
const failedScans = new WeakMap<object, Map<string, FailedScan>>()

/**
 * `%w[...]`, `%i(...)`, `%W`, `%I`, `%r{...}flags` and the strings `%q(...)`, `%Q(...)`, `%(...)`:
 * bracket delimiters nest, others close on themselves.
 */
function matchPercent(text: string, offset: number, tokens?: object): CustomPatternMatcherReturn | null {
  if (text.charAt(offset) !== '%') return null
  const letter = text.charAt(offset + 1)
  // `%(…)` has no letter: its delimiter is one of the few a modulo operator is never followed by.
  const bare = '([{<|!'.includes(letter)
  if (!bare && !'wWiIrqQ'.includes(letter)) return null
  const open = text.charAt(bare ? offset + 1 : offset + 2)
  if (open === '' || /[\w\s]/.test(open)) return null
  const close = CLOSERS[open] ?? open
  const openAt = bare ? offset + 1 : offset + 2
  let scans = tokens && failedScans.get(tokens)
  const failed = scans?.get(open)
  let closeAt: number | undefined
  if (failed && openAt + 1 >= failed.from) closeAt = failed.closers.get(openAt)
  else {
    const scan = scanPercent(text, openAt, close)
    if (scan.closeAt === undefined && tokens) {
      if (!scans) failedScans.set(tokens, (scans = new Map()))
      scans.set(open, { from: openAt + 1, closers: scan.closers })
    }
    closeAt = scan.closeAt
  }
  if (closeAt === undefined) return null
  let end = closeAt + 1
  if (text.charAt(offset + 1) === 'r') while (/[a-z]/.test(text.charAt(end))) end++
  return matched(text.slice(offset, end))
}

/** From the opener at `openAt`: the offset of its closer, or (none) the closers of the openers inside. */
function scanPercent(text: string, openAt: number, close: string): { closeAt?: number; closers: Map<number, number> } {
  const open = text.charAt(openAt)
  const closers = new Map<number, number>()
  const openers = [openAt]
  for (let i = openAt + 1; i < text.length; i++) {
    const c = text.charAt(i)
    if (c === '\\') i++
    else if (c === close) {
      const opener = openers.pop()!
      if (openers.length === 0) return { closeAt: i, closers }
      closers.set(opener, i)
    } else if (c === open && close !== open) openers.push(i)
  }
  return { closers }
}

// The tokens that may be millions of characters long (strings, regexps, runs of blanks) are
// read by scans, not regexps: V8's regexps overflow the stack repeating a group a few million
// times (an 8 MB string literal was an internal parser error).

/** `"only":` or `'only':`, not `"a"::`. */
function matchQuotedLabel(text: string, offset: number): CustomPatternMatcherReturn | null {
  const c = text.charAt(offset)
  if (c !== '"' && c !== "'") return null
  const end = quotedEnd(text, offset)
  if (end === undefined || text.charAt(end) !== ':' || text.charAt(end + 1) === ':') return null
  return matched(text.slice(offset, end + 1))
}

/** `:"photos"` or `:'photos'`. */
function matchQuotedSymbol(text: string, offset: number): CustomPatternMatcherReturn | null {
  const c = text.charAt(offset + 1)
  if (text.charAt(offset) !== ':' || (c !== '"' && c !== "'")) return null
  const end = quotedEnd(text, offset + 1)
  return end === undefined ? null : matched(text.slice(offset, end))
}

function matchSingleQuoted(text: string, offset: number): CustomPatternMatcherReturn | null {
  if (text.charAt(offset) !== "'") return null
  const end = quotedEnd(text, offset)
  return end === undefined ? null : matched(text.slice(offset, end))
}

/** Blanks, and backslash-newline line continuations. */
function matchBlanks(text: string, offset: number): CustomPatternMatcherReturn | null {
  let k = offset
  for (;;) {
    const c = text.charAt(k)
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\uFEFF') k++
    else if (c === '\\' && text.charAt(k + 1) === '\n') k += 2
    else if (c === '\\' && text.charAt(k + 1) === '\r' && text.charAt(k + 2) === '\n') k += 3
    else break
  }
  return k === offset ? null : matched(text.slice(offset, k))
}

/**
 * `/.../flags` on one line (a backslash escapes any character but a line break), else one
 * spanning lines whose flags hold `x`.
 */
function matchRegexp(text: string, offset: number): CustomPatternMatcherReturn | null {
  if (text.charAt(offset) !== '/') return null
  const withFlags = (close: number): string => {
    let end = close + 1
    while (end < text.length && text.charCodeAt(end) >= 97 && text.charCodeAt(end) <= 122) end++
    return text.slice(offset, end)
  }
  for (let k = offset + 1; k < text.length; k++) {
    const c = text.charAt(k)
    if (c === '/') return matched(withFlags(k))
    if (c === '\n' || (c === '\\' && /^[\n\r\u2028\u2029]?$/.test(text.charAt(k + 1)))) break
    if (c === '\\') k++
  }
  for (let k = offset + 1; k < text.length; k++) {
    const c = text.charAt(k)
    if (c === '\\') k++
    else if (c === '/') {
      const image = withFlags(k)
      return image.slice(k + 1 - offset).includes('x') ? matched(image) : null
    }
  }
  return null
}

// Every token names the characters it can start with (`start_chars_hint`). Without them the
// lexer works them out at start-up by parsing each regexp (part of every cold start); the spec
// `specs/syntax/grammar.spec.ts` checks that the hints equal what that analysis finds.
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = LOWER.toUpperCase()
const DIGITS = '0123456789'
const chars = (text: string): string[] => [...text]

/** Spaces, tabs and `\` line continuations carry no meaning. */
export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: { exec: matchBlanks }, start_chars_hint: chars(' \t\r\f\v\uFEFF\\'), group: Lexer.SKIPPED })
/** `# ...` to the end of the line. */
export const Comment = createToken({ name: 'Comment', pattern: /#[^\n]*/, start_chars_hint: ['#'], group: Lexer.SKIPPED })
/** Block comments go to the `trivia` group so an unterminated one can be reported. */
export const BlockComment = createToken({
  name: 'BlockComment',
  pattern: { exec: matchBlockComment },
  start_chars_hint: ['='],
  line_breaks: true,
  group: 'trivia',
})
/** `__END__` on a line of its own, with everything after it. */
export const EndMarker = createToken({
  name: 'EndMarker',
  pattern: { exec: matchEndMarker },
  start_chars_hint: ['_'],
  line_breaks: true,
  group: Lexer.SKIPPED,
})

/** Newlines and `;` both end a statement; the filter pass drops the insignificant ones. */
export const Separator = createToken({ name: 'Separator', pattern: Lexer.NA, label: 'a line break or `;`' })
/** A line break: a statement separator unless the filter pass finds it insignificant. */
export const Newline = createToken({ name: 'Newline', pattern: /\n/, start_chars_hint: ['\n'], categories: [Separator], label: 'a line break', line_breaks: true })
/** `;` between statements. */
export const Semicolon = createToken({ name: 'Semicolon', pattern: /;/, start_chars_hint: [';'], categories: [Separator], label: '`;`' })

/** Tokens that cannot start a statement: the parser skips them one by one and the visitor reports them. */
export const Stray = createToken({ name: 'Stray', pattern: Lexer.NA, label: 'something that is not a method call' })

function stray(config: ITokenConfig): TokenType {
  const categories = config.categories === undefined ? [] : Array.isArray(config.categories) ? config.categories : [config.categories]
  return createToken({ ...config, categories: [Stray, ...categories] })
}

/** A method name (`resources`, `redirect`, `save!`, `nil?`); `b!=1` is `b != 1`, as Ruby reads it. Elsewhere the filter pass refuses it as a variable. */
export const Identifier = createToken({ name: 'Identifier', pattern: /[a-z_][A-Za-z0-9_]*(?:\?|!(?!=))?/, start_chars_hint: chars(`_${LOWER}`), label: 'a method name like `resources`' })
/** A constant name; `::` joins them into paths. */
export const Constant = createToken({ name: 'Constant', pattern: /[A-Z][A-Za-z0-9_]*/, start_chars_hint: chars(UPPER), label: 'a constant like `Sidekiq::Web`' })

function keyword(name: string, word: string): TokenType {
  const config = { name, pattern: new RegExp(word), start_chars_hint: [word.charAt(0)], longer_alt: Identifier, label: `\`${word}\`` }
  return name === 'End' ? createToken(config) : stray(config)
}
/** `do`, opening a block. */
export const Do = keyword('Do', 'do')
/** `end`, closing a `do` block. */
export const End = keyword('End', 'end')
/** `true`. */
export const True = keyword('True', 'true')
/** `false`. */
export const False = keyword('False', 'false')
/** `nil`. */
export const Nil = keyword('Nil', 'nil')
/** Ruby keywords the routes language refuses; the filter pass names the construct. */
export const ForbiddenKeyword = stray({
  name: 'ForbiddenKeyword',
  pattern: /if|unless|case|when|then|elsif|else|while|until|for|def|class|module|begin|rescue|ensure/,
  start_chars_hint: chars('bcdefimrtuw'),
  longer_alt: Identifier,
  label: 'a Ruby keyword',
})

/** Category of option keys written `key:`. */
export const Label = createToken({ name: 'Label', pattern: Lexer.NA, label: 'an option name like `only:`' })
/** `only:` (not `Foo::`). */
export const SimpleLabel = stray({ name: 'SimpleLabel', pattern: /[A-Za-z_][A-Za-z0-9_]*[?!]?:(?!:)/, start_chars_hint: chars(`${UPPER}_${LOWER}`), categories: [Label], label: 'an option name like `only:`' })
/** `"only":` or `'only':`. */
export const QuotedLabel = stray({ name: 'QuotedLabel', pattern: { exec: matchQuotedLabel }, start_chars_hint: ['"', "'"], categories: [Label], line_breaks: true, label: 'an option name like `"only":`' })

/** Category of quoted strings. */
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: Lexer.NA, label: 'a string' })
/** `'...'`: only `\\` and `\'` are escapes. */
export const SingleQuoted = stray({ name: 'SingleQuoted', pattern: { exec: matchSingleQuoted }, start_chars_hint: ["'"], categories: [StringLiteral], line_breaks: true, label: 'a string' })
/** `"..."` with Ruby escapes; an interpolation's code may hold strings (it is read, or refused, later). */
export const DoubleQuoted = stray({ name: 'DoubleQuoted', pattern: { exec: matchDoubleQuoted }, start_chars_hint: ['"'], categories: [StringLiteral], line_breaks: true, label: 'a string' })
/** A quote with no closing quote before the end of the file. */
export const UnterminatedString = stray({ name: 'UnterminatedString', pattern: /["'][\s\S]*/, start_chars_hint: ['"', "'"], line_breaks: true, label: 'an unterminated string' })

/** `::` in constant paths. */
export const ColonColon = createToken({ name: 'ColonColon', pattern: /::/, start_chars_hint: [':'], label: '`::`' })
/** Category of symbols. */
export const SymbolLiteral = createToken({ name: 'SymbolLiteral', pattern: Lexer.NA, label: 'a symbol like :photos' })
/** `:photos`, `:photos?`. */
export const SimpleSymbol = stray({ name: 'SimpleSymbol', pattern: /:[A-Za-z_][A-Za-z0-9_]*[?!]?/, start_chars_hint: [':'], categories: [SymbolLiteral], label: 'a symbol like :photos' })
/** `:"quoted"`, `:'quoted'`. */
export const QuotedSymbol = stray({ name: 'QuotedSymbol', pattern: { exec: matchQuotedSymbol }, start_chars_hint: [':'], categories: [SymbolLiteral], line_breaks: true, label: 'a symbol like :"photos"' })

/** `301`, `-1`, `1_000`. */
export const Integer = stray({ name: 'Integer', pattern: /-?[0-9][0-9_]*/, start_chars_hint: chars(`-${DIGITS}`), label: 'a number' })
/**
 * `/\d+/i`: no division exists in the language, so `/` always starts a regexp. One with the `x`
 * flag may span lines (its `#` comments end at a newline); others stay on one line, so that a
 * stray `/` is reported where it stands rather than swallowing the lines up to the next one.
 */
export const Regexp = stray({
  name: 'Regexp',
  pattern: { exec: matchRegexp },
  start_chars_hint: ['/'],
  line_breaks: true,
  label: 'a regexp like /\\d+/',
})
/** `%r{a/b}i`. */
export const PercentRegexp = stray({
  name: 'PercentRegexp',
  pattern: { exec: (text, offset, tokens) => (text.charAt(offset + 1) === 'r' ? matchPercent(text, offset, tokens) : null) },
  start_chars_hint: ['%'],
  line_breaks: true,
  label: 'a regexp like %r{\\d+}',
})
/** `%w[a b]` (strings) and `%i[a b]` (symbols); `%W`/`%I` too, without interpolation. */
export const PercentWords = stray({
  name: 'PercentWords',
  pattern: { exec: (text, offset, tokens) => ('wWiI'.includes(text.charAt(offset + 1)) ? matchPercent(text, offset, tokens) : null) },
  start_chars_hint: ['%'],
  line_breaks: true,
  label: 'a word list like %w[a b]',
})
/** `%q(a b)` (as `'a b'`), `%Q(a #{b})` and `%(a #{b})` (as `"…"`). */
export const PercentString = stray({
  name: 'PercentString',
  pattern: { exec: (text, offset, tokens) => (!'wWiIr'.includes(text.charAt(offset + 1)) ? matchPercent(text, offset, tokens) : null) },
  start_chars_hint: ['%'],
  categories: [StringLiteral],
  line_breaks: true,
  label: 'a string',
})

/** `->`, the stabby lambda (refused). */
export const Arrow = stray({ name: 'Arrow', pattern: /->/, start_chars_hint: ['-'], label: '`->`' })
/** `=>` between a key and its value. */
export const HashArrow = stray({ name: 'HashArrow', pattern: /=>/, start_chars_hint: ['='], label: '`=>`' })
/** Compound assignments (`||=`, `+=`) are assignments too. */
export const OpAssign = stray({ name: 'OpAssign', pattern: /(?:\|\||&&|\*\*|<<|>>|[-+*%|&^])=/, start_chars_hint: chars('%&*+-<>^|'), label: 'an assignment' })
/** Operators lex so that refused Ruby code is skipped as a whole instead of as stray characters. */
export const Operator = stray({ name: 'Operator', pattern: /<=>|===?|=~|!=|!~|<=|>=|&&|\|\||\*\*|<<|>>|[-+*<>&^~]/, start_chars_hint: chars('!&*+-<=>^|~'), label: 'an operator' })
/** `!` (not `!=`, `!~`): negation in conditions. */
export const Bang = stray({ name: 'Bang', pattern: /!/, start_chars_hint: ['!'], label: '`!`' })
/** `=` (an assignment, refused). */
export const Equals = stray({ name: 'Equals', pattern: /=/, start_chars_hint: ['='], label: '`=`' })
/** `?` of a ternary (a conditional, refused). */
export const Question = stray({ name: 'Question', pattern: /\?/, start_chars_hint: ['?'], label: '`?`' })
/** A lone `:`, the else of a ternary (`c ? a : b`): lexed so the ternary is refused, or kept as Ruby, whole. */
export const Colon = stray({ name: 'Colon', pattern: /:/, start_chars_hint: [':'], label: '`:`' })
/** `|` around block parameters (refused). */
export const Pipe = stray({ name: 'Pipe', pattern: /\|/, start_chars_hint: ['|'], label: '`|`' })
/** `@x`, `@@x`, `$x` (refused). */
export const Variable = stray({ name: 'Variable', pattern: /@@?[A-Za-z_]\w*|\$[A-Za-z_]\w*/, start_chars_hint: ['@', '$'], label: 'a variable' })

/** `,` between arguments, elements and entries. */
export const Comma = stray({ name: 'Comma', pattern: /,/, start_chars_hint: [','], label: '`,`' })
/** `.` (and `&.`) of a method call on a receiver. */
export const Dot = stray({ name: 'Dot', pattern: /&?\./, start_chars_hint: ['&', '.'], label: '`.`' })
/** `(`. */
export const LParen = stray({ name: 'LParen', pattern: /\(/, start_chars_hint: ['('], label: '`(`' })
/** `)`. */
export const RParen = stray({ name: 'RParen', pattern: /\)/, start_chars_hint: [')'], label: '`)`' })
/** `[`. */
export const LBracket = stray({ name: 'LBracket', pattern: /\[/, start_chars_hint: ['['], label: '`[`' })
/** `]`. */
export const RBracket = stray({ name: 'RBracket', pattern: /]/, start_chars_hint: [']'], label: '`]`' })
/** The lexer sees one `{`; the filter pass retypes it as a hash or a block brace, as Ruby does. */
export const LCurly = stray({ name: 'LCurly', pattern: /{/, start_chars_hint: ['{'], label: '`{`' })
/** `{` opening a hash literal (set by the filter pass). */
export const HashLCurly = stray({ name: 'HashLCurly', pattern: Lexer.NA, label: '`{`' })
/** `{` opening a block (set by the filter pass). */
export const BlockLCurly = stray({ name: 'BlockLCurly', pattern: Lexer.NA, label: '`{`' })
/** `}`, closing a hash or a block. */
export const RCurly = createToken({ name: 'RCurly', pattern: /}/, start_chars_hint: ['}'], label: '`}`' })

/**
 * A whole statement of Ruby the routes language keeps as written without evaluating it (a loop
 * over application data, a `def`): made by the filter pass in lenient mode, never by the lexer.
 */
export const RubyStatement = createToken({ name: 'RubyStatement', pattern: Lexer.NA, label: 'Ruby code' })
/** `if cond` / `unless cond` (or a modifier's condition), read whole by the filter pass. */
export const IfHead = createToken({ name: 'IfHead', pattern: Lexer.NA, label: '`if`' })
/** `elsif cond`, read whole by the filter pass. */
export const ElsifHead = createToken({ name: 'ElsifHead', pattern: Lexer.NA, label: '`elsif`' })
/** A value the filter pass read as an expression (a variable, `"#{x}"`, `x.to_sym`, `a + b`). */
export const ExpressionValue = createToken({ name: 'ExpressionValue', pattern: Lexer.NA, label: 'a value' })
/** `**value` among a statement's arguments: keywords taken from a Hash, read whole by the filter pass. */
export const DoubleSplatValue = createToken({ name: 'DoubleSplatValue', pattern: Lexer.NA, label: '`**` and a value' })
/** A block passed to a call used as a value (`redirect { |params, req| ... }`), kept as its source by the filter pass. */
export const BlockSource = createToken({ name: 'BlockSource', pattern: Lexer.NA, label: 'a block' })
/** `x = value`, `X = value`, `x ||= value`, read whole by the filter pass. */
export const Assignment = createToken({ name: 'Assignment', pattern: Lexer.NA, label: 'an assignment' })
/** `collection.each do |x|` (and `{ |x|`): a loop's head, read whole by the filter pass. */
export const LoopHead = createToken({ name: 'LoopHead', pattern: Lexer.NA, label: 'a loop' })
/** `case subject` (or a bare `case`), read whole by the filter pass. */
export const CaseHead = createToken({ name: 'CaseHead', pattern: Lexer.NA, label: '`case`' })
/** `when value, *values [then]` of a `case`, read whole by the filter pass. */
export const WhenHead = createToken({ name: 'WhenHead', pattern: Lexer.NA, label: '`when`' })
/** `def name(parameters)`: a method definition's head, read whole by the filter pass. */
export const DefHead = createToken({ name: 'DefHead', pattern: Lexer.NA, label: 'a method definition' })
/** `else` of a conditional (retyped by the filter pass). */
export const ElseKeyword = createToken({ name: 'ElseKeyword', pattern: Lexer.NA, label: '`else`' })

/**
 * Whether no token can start at `offset`: a backtick, a control or non-ASCII character (bar the
 * byte order mark), or a `%` that starts no literal and no `%=`. Other unreadable characters are
 * left to the lexer's own recovery.
 */
function unreadableAt(text: string, offset: number): boolean {
  const c = text.charCodeAt(offset)
  if (c === 37) {
    const next = text.charAt(offset + 1)
    return next === '' || !'wWiIr='.includes(next)
  }
  return c === 96 || (c < 32 && (c < 9 || c > 13)) || c === 127 || (c > 127 && c !== 0xfeff)
}

/** Tried last, so it is only reached where nothing else matched: takes that character and the unreadable ones after it. */
function matchUnreadable(text: string, offset: number): CustomPatternMatcherReturn | null {
  let end = offset + 1
  while (end < text.length && unreadableAt(text, end)) end++
  return matched(text.slice(offset, end))
}

/**
 * Every UTF-16 code unit, as the lexer looks them up: it files code units from 256 up in buckets
 * of 255 (`255 + ⌊code / 255⌋`), so one code unit per bucket stands for all of its bucket. All
 * 65,536 took ~4% of a cold start to file one by one. The lexer then tries `Unreadable` (last)
 * wherever the others fail; the spec `specs/syntax/grammar.spec.ts` checks every code unit.
 */
const EVERY_CHAR = [...Array.from({ length: 256 }, (_, code) => code), 256, ...Array.from({ length: 256 }, (_, k) => (k + 2) * 255)]

/**
 * Characters no token reads. Chevrotain's recovery looks for the next readable character by
 * trying every pattern at every offset (about 0.7 µs a character: 22 MB of `%` took 16 s); this
 * token takes such a run at once. It goes to its own group, and `index.ts` reports its runs as the
 * lexer reported its errors (adjacent runs are one error).
 */
export const Unreadable = createToken({
  name: 'Unreadable',
  pattern: { exec: matchUnreadable },
  start_chars_hint: EVERY_CHAR,
  line_breaks: false,
  group: 'unreadable',
})

/** Every token, in lexing order (categories and retyped braces included, for the parser's vocabulary). */
export const allTokens: TokenType[] = [
  WhiteSpace, Newline, Comment, BlockComment, EndMarker, Semicolon,
  SimpleLabel, QuotedLabel,
  Do, End, True, False, Nil, ForbiddenKeyword,
  Identifier, Constant,
  SingleQuoted, DoubleQuoted, UnterminatedString,
  ColonColon, QuotedSymbol, SimpleSymbol,
  Arrow, Integer, Regexp, PercentRegexp, PercentWords, PercentString,
  HashArrow, OpAssign, Dot, Operator, Bang, Equals, Question, Colon, Pipe, Variable,
  Comma, LParen, RParen, LBracket, RBracket, LCurly, RCurly, Unreadable,
  Separator, Stray, Label, StringLiteral, SymbolLiteral, HashLCurly, BlockLCurly,
  RubyStatement, IfHead, ElsifHead, ElseKeyword, ExpressionValue, DoubleSplatValue, Assignment, LoopHead, DefHead, BlockSource,
  CaseHead, WhenHead,
]

/**
 * The lexer's settings. Offsets are all we need: lines and columns come from a line index.
 * Validating the token definitions costs ~10 ms of every cold start and can only fail when this
 * file changes, so it is skipped here and done by a spec (`specs/syntax/grammar.spec.ts`).
 */
export const lexerConfig = { positionTracking: 'onlyOffset', ensureOptimizations: false, skipValidations: true } as const

let lexer: ChevrotainLexer | undefined

/** The one lexer of the process, built on first use (a few milliseconds): `--version` and `--help` lex nothing. */
export function routesLexer(): ChevrotainLexer {
  return (lexer ??= new Lexer(allTokens, lexerConfig))
}
