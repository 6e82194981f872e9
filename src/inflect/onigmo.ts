// One translator from Ruby's regexp dialect (Onigmo) to a JS source for the `u` flag that
// matches the same strings. A recursive descent over the Ruby source that writes JS as it reads;
// what JS cannot express exactly is refused with an UnsupportedRegexp naming the construct and its
// column. The sets it uses are in onigmo-classes.ts; the choices, checked against Ruby:
// - `.` does not match `\n` without `m`; `^`/`$` are line anchors where only `\n` ends a line;
// - `\d`, `\w`, `\s` are ASCII, `\h` is a hex digit, `\b` is Unicode-aware, POSIX classes and
//   properties are Unicode-aware;
// - atomic groups `(?>…)` and possessive quantifiers (`a++`) become `(?=(?<rcAtomN>…))\k<rcAtomN>`,
//   which JS matches atomically (a lookahead is never re-entered);
// - inline options `(?imx-imx)` and `(?imx-imx:…)` change how the rest is read (`i` is spelled
//   out as both cases, `m` changes `.`, `x` skips blanks and comments); `(?#…)` is dropped.
import { CASED_CLASSES, type CharSet, ESCAPE_SETS, POSIX_CLASSES, propertySet, setExpression } from './onigmo-classes.js'

/** A Ruby regexp construct that has no exact JS equivalent. */
export class UnsupportedRegexp extends SyntaxError {}

/** The prefix of the hidden group names that make atomic groups (see `atomic`). */
export const ATOMIC_GROUP_PREFIX = 'rcAtom'

interface Flags {
  i: boolean
  m: boolean
  x: boolean
}

// Onigmo's Unicode word characters, which its `\b` uses even though its `\w` is ASCII-only.
const WORD = String.raw`[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`
const ESCAPES: Record<string, string> = {
  A: String.raw`(?<![\s\S])`,
  z: String.raw`(?![\s\S])`,
  Z: String.raw`(?=\n?(?![\s\S]))`,
  b: `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`,
  B: `(?:(?<=${WORD})(?=${WORD})|(?<!${WORD})(?!${WORD}))`,
}
// Ruby's `^`/`$` match at line boundaries, but only `\n` ends a line (JS `m` also takes `\r`).
const LINE_START = String.raw`(?<![^\n])`
const LINE_END = String.raw`(?![^\n])`
const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, a: 7, e: 27 }
const REFUSED_ESCAPES: Record<string, string> = {
  G: '\\G (start of the previous match)',
  K: '\\K (keep)',
  X: '\\X (extended grapheme cluster)',
  C: '\\C- (control character)',
  M: '\\M- (meta character)',
}
const HEX = /^[0-9a-fA-F]$/
/** Groups and classes nested deeper than this are refused: the translation recurses once per level. */
export const MAX_NESTING = 256
const JS_SYNTAX = new Set('^$\\.*+?()[]{}|/-')

/**
 * Translates a Ruby regexp source with its Ruby flags (`i`, `m`, `x`) into a JS source for the
 * `u` flag alone: `i` is spelled out as both cases (JS's `i` folds `\\w` and Onigmo does not,
 * and a source embedded in a larger regexp cannot carry flags).
 */
export function translateOnigmo(source: string, flags: string): string {
  const unknown = flags.replace(/[imx]/g, '')
  if (unknown) throw new UnsupportedRegexp(`unsupported Ruby regexp flags "${unknown}"`)
  return new Translator([...source]).translate(flags)
}

class Translator {
  private at = 0
  private atomics = 0
  private captures = 0
  private depth = 0
  private readonly names = new Set<string>()
  /** Back-references, checked once every group is known (Ruby allows `\\1(a)`). */
  private readonly references: Array<{ name: string; at: number }> = []

  constructor(private readonly chars: string[]) {}

  translate(flags: string): string {
    const out = this.alternation({ i: flags.includes('i'), m: flags.includes('m'), x: flags.includes('x') })
    if (this.at < this.chars.length) this.fail('unmatched close parenthesis')
    for (const { name, at } of this.references) {
      if (/^\d+$/.test(name) ? Number(name) > this.captures : !this.names.has(name)) this.fail('invalid backref number/name', at)
    }
    return out
  }

  private fail(message: string, at = this.at): never {
    throw new SyntaxError(`${message} at column ${at + 1} of the Ruby regexp`)
  }

  private refuse(construct: string, at = this.at): never {
    throw new UnsupportedRegexp(`unsupported Ruby regexp: ${construct} at column ${at + 1} has no exact JavaScript equivalent`)
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset]
  }

  private lookingAt(text: string): boolean {
    return this.chars.slice(this.at, this.at + text.length).join('') === text
  }

  // alternation := sequence ('|' sequence)*, up to `)` or the end.
  private alternation(flags: Flags): string {
    const branches = [this.sequence(flags)]
    while (this.peek() === '|') {
      this.at++
      branches.push(this.sequence(flags))
    }
    return branches.join('|')
  }

  private sequence(flags: Flags): string {
    let out = ''
    for (;;) {
      this.skipExtended(flags)
      const c = this.peek()
      if (c === undefined || c === '|' || c === ')') return out
      const atom = this.atom(flags)
      // A quantifier after `\\u{62 63}` repeats its last character only.
      if (Array.isArray(atom)) out += atom[0] + this.quantified(atom[1], flags)
      else if (atom !== null) out += this.quantified(atom, flags)
    }
  }

  // Extended mode (`x`): unescaped whitespace and `#` comments outside classes mean nothing.
  private skipExtended(flags: Flags): void {
    if (!flags.x) return
    for (let c = this.peek(); c !== undefined; c = this.peek()) {
      if (/\s/.test(c)) this.at++
      else if (c === '#') while (this.peek() !== undefined && this.peek() !== '\n') this.at++
      else return
    }
  }

  /** Any quantifiers after an atom; Ruby allows them stacked (`a**`), JS needs a group between. */
  private quantified(atom: string, flags: Flags): string {
    let out = atom
    for (;;) {
      this.skipExtended(flags)
      const quantifier = this.quantifier()
      if (!quantifier) return out
      if (out !== atom || !quantifiable(atom)) out = `(?:${out})`
      if (quantifier.possessive) out = this.atomic(`${out}${quantifier.text}`)
      else out += quantifier.text
    }
  }

  private quantifier(): { text: string; possessive: boolean } | undefined {
    const c = this.peek()
    let text: string
    if (c === '*' || c === '+' || c === '?') {
      text = c
      this.at++
    } else if (c === '{') {
      const match = /^\{(\d*)(?:(,)(\d*))?\}/.exec(this.chars.slice(this.at, this.at + 24).join(''))
      if (!match || (match[1] === '' && (match[2] === undefined || match[3] === ''))) return undefined
      text = `{${match[1] || '0'}${match[2] ?? ''}${match[3] ?? ''}}`
      this.at += match[0].length
      // `{n,m}+` is not possessive in Ruby: the `+` repeats the interval (handled by the caller).
      if (this.peek() === '?') return (this.at++, { text: `${text}?`, possessive: false })
      return { text, possessive: false }
    } else return undefined
    if (this.peek() === '?') return (this.at++, { text: `${text}?`, possessive: false })
    if (this.peek() === '+') return (this.at++, { text, possessive: true })
    return { text, possessive: false }
  }

  /** `(?>body)` as JS: a lookahead captures what body matches first, a back-reference consumes it. */
  private atomic(body: string): string {
    const name = `${ATOMIC_GROUP_PREFIX}${++this.atomics}`
    return `(?=(?<${name}>${body}))\\k<${name}>`
  }

  /** One atom, or null for what matches nothing and takes no quantifier (comments, `(?i)`). */
  private atom(flags: Flags): Atom {
    const c = this.peek()!
    const start = this.at
    if (c === '(') return this.group(flags)
    if (c === '[') return this.characterClass(flags)
    this.at++
    if (c === '.') return flags.m ? '[\\s\\S]' : '[^\\n]'
    if (c === '^') return LINE_START
    if (c === '$') return LINE_END
    if (c === '*' || c === '+' || c === '?') this.fail('target of repeat operator is not specified', start)
    if (c === '\\') {
      this.at = start
      return this.escape(flags)
    }
    if (c === '{' || c === '}' || c === ']') return `\\${c}`
    if (flags.i && c.toLowerCase() === 's' && this.peek()?.toLowerCase() === 's' && !'?*+{'.includes(this.peek(1) ?? '')) {
      this.at++
      return '(?:[sSſ][sSſ]|ß|ẞ)' // Onigmo folds `ss` and `ß` into each other; JS has no multi-character folding
    }
    return this.literal(c, flags)
  }

  private literal(c: string, flags: Flags, inClass = false): string {
    const text = JS_SYNTAX.has(c) && c !== '-' ? `\\${c}` : /[\n\r\t\f\v]/.test(c) ? `\\u{${c.codePointAt(0)!.toString(16)}}` : c
    if (!flags.i) return text
    const variants = caseVariants(c)
    if (variants.length === 1) return text
    return inClass ? variants.join('') : `[${variants.join('')}]`
  }

  private group(outer: Flags): string | null {
    return this.nested(() => this.groupAt(outer))
  }

  /** Runs one level of nesting, refusing more than MAX_NESTING. */
  private nested<T>(read: () => T): T {
    if (++this.depth > MAX_NESTING) this.refuse(`groups or classes nested more than ${MAX_NESTING} deep`)
    try {
      return read()
    } finally {
      this.depth--
    }
  }

  private groupAt(outer: Flags): string | null {
    const start = this.at
    this.at++
    if (this.peek() !== '?') return this.capture(undefined, outer, start)
    this.at++
    const kind = this.peek()
    if (kind === '#') {
      while (this.peek() !== undefined && this.peek() !== ')') this.at++
      if (this.peek() === undefined) this.fail('end pattern in group', start)
      this.at++
      return null
    }
    if (kind === ':') return (this.at++, `(?:${this.groupBody(outer, start)})`)
    if (kind === '=' || kind === '!') return (this.at++, `(?${kind}${this.groupBody(outer, start)})`)
    if (kind === '>') return (this.at++, this.atomic(this.groupBody(outer, start)))
    if (kind === '~') this.refuse('absent operator (?~…)', start)
    if (kind === '(') this.refuse('conditional group (?(…)…)', start)
    if (kind === '<' && (this.peek(1) === '=' || this.peek(1) === '!')) {
      this.at += 2
      return `(?<${this.chars[this.at - 1]}${this.groupBody(outer, start)})`
    }
    if (kind === '<' || kind === "'") {
      const close = kind === '<' ? '>' : "'"
      const end = this.chars.indexOf(close, this.at + 1)
      if (end < 0) this.fail('invalid group name', start)
      const name = this.chars.slice(this.at + 1, end).join('')
      this.at = end + 1
      return this.capture(name, outer, start)
    }
    return this.options(outer, start)
  }

  // `(?imx-imx)` changes the flags of the rest of the enclosing group; `(?imx-imx:…)` of its body.
  private options(outer: Flags, start: number): string {
    const flags = { ...outer }
    let on = true
    for (let c = this.peek(); c !== ':' && c !== ')'; c = this.peek()) {
      if (c === '-' && on) on = false
      else if (c === 'i' || c === 'm' || c === 'x') flags[c] = on
      else if (c === undefined) this.fail('end pattern in group', start)
      else this.refuse(`option (?${c}) in a group`, this.at)
      this.at++
    }
    if (this.peek() === ':') return (this.at++, `(?:${this.groupBody(flags, start)})`)
    this.at++
    // Onigmo reads `a(?i)b|c` as `a(?i:b|c)`: the options take the rest of the enclosing group,
    // later branches included.
    return `(?:${this.alternation(flags)})`
  }

  private groupBody(flags: Flags, start: number): string {
    const body = this.alternation(flags)
    if (this.peek() !== ')') this.fail('end pattern with unmatched parenthesis', start)
    this.at++
    return body
  }

  private capture(name: string | undefined, flags: Flags, start: number): string {
    this.captures++
    if (name) this.names.add(name)
    const body = this.groupBody(flags, start)
    return name ? `(?<${name}>${body})` : `(${body})`
  }

  private escape(flags: Flags): Atom {
    const start = this.at
    const e = this.chars[this.at + 1]
    if (e === undefined) this.fail('too short escape sequence', start)
    this.at += 2
    if (ESCAPES[e]) return ESCAPES[e]
    const escapeSet = ESCAPE_SETS[e]
    if (escapeSet) return setExpression(escapeSet)
    if (e === 'p' || e === 'P') return this.property(e, flags, start)
    if (e === 'k') return this.backreference(start)
    // Journey embeds a requirement in the route's regexp, where `\g<1>` calls the route's own
    // first group (Rails raises "never ending recursion" on the first request), and a named call
    // captures its group again, which a copy of the group's body would not.
    if (e === 'g') this.refuse('the subexpression call \\g<…>', start)
    if (e === 'R') return this.atomic(String.raw`\r\n|[\n\v\f\r\u0085\u2028\u2029]`)
    if (/[1-9]/.test(e) && !this.isOctal(e)) {
      let digits = e
      while (/\d/.test(this.peek() ?? '')) digits += this.chars[this.at++]
      this.references.push({ name: digits, at: start })
      return `\\${digits}`
    }
    this.at = start
    const chars = [...this.escapedChar()].map((char) => this.literal(char, flags))
    return chars.length === 1 ? chars[0]! : [chars.slice(0, -1).join(''), chars[chars.length - 1]!]
  }

  // `\\101` is a back-reference when there are that many groups before it, else an octal code.
  private isOctal(first: string): boolean {
    const digits = first + this.chars.slice(this.at, this.at + 2).join('').replace(/[^0-7].*/, '')
    return digits.length > 1 && /^[0-7]+$/.test(first) && Number(digits) > this.captures
  }

  /** One escape that stands for one character (`\x41`, `\u{e9}`, `\n`, `\.`); refuses the rest. */
  private escapedChar(): string {
    const start = this.at
    const e = this.chars[this.at + 1]
    if (e === undefined) this.fail('too short escape sequence', start)
    this.at += 2
    if (REFUSED_ESCAPES[e]) this.refuse(REFUSED_ESCAPES[e], start)
    if (CONTROL[e] !== undefined) return String.fromCodePoint(CONTROL[e])
    if (e === 'x') return String.fromCodePoint(this.hex(2, start))
    if (e === 'u') {
      if (this.peek() !== '{') return String.fromCodePoint(this.hex(4, start, 4))
      // `\u{62 63}` stands for several characters.
      const end = this.chars.indexOf('}', this.at)
      const words = end < 0 ? [] : this.chars.slice(this.at + 1, end).join('').trim().split(/\s+/)
      if (words.length === 0 || !words.every((w) => /^[0-9a-fA-F]{1,6}$/.test(w) && parseInt(w, 16) <= 0x10ffff)) this.fail('invalid Unicode list', start)
      this.at = end + 1
      return String.fromCodePoint(...words.map((w) => parseInt(w, 16)))
    }
    if (/[0-7]/.test(e)) {
      this.at--
      let digits = ''
      while (digits.length < 3 && /[0-7]/.test(this.peek() ?? '')) digits += this.chars[this.at++]
      return String.fromCodePoint(parseInt(digits, 8))
    }
    if (e === 'c') {
      const letter = this.chars[this.at++]
      if (letter === undefined) this.fail('too short control escape', start)
      return String.fromCodePoint(letter.codePointAt(0)! & 0x1f)
    }
    if (/[A-Za-z0-9]/.test(e)) this.refuse(`the escape \\${e}`, start)
    return e
  }

  private hex(max: number, start: number, min = 1): number {
    let digits = ''
    while (digits.length < max && HEX.test(this.peek() ?? '')) digits += this.chars[this.at++]
    if (digits.length < min) this.fail('invalid Unicode escape', start)
    const code = parseInt(digits, 16)
    if (code > 0x10ffff) this.fail('invalid Unicode range', start)
    return code
  }

  /** `\p{Name}`, `\p{^Name}`, `\P{Name}` as a set. */
  private propertySet(kind: string, flags: Flags, start: number): CharSet {
    if (this.peek() !== '{') this.fail('invalid character property name {', start)
    const end = this.chars.indexOf('}', this.at)
    if (end < 0) this.fail('invalid character property name', start)
    let name = this.chars.slice(this.at + 1, end).join('')
    this.at = end + 1
    let negated = kind === 'P'
    if (name.startsWith('^')) (negated = !negated), (name = name.slice(1))
    const found = propertySet(name)
    if (!found) this.refuse(`the property \\${kind}{${name}}`, start)
    if (flags.i && (!POSIX_NAMES.has(loose(name)) || CASED_CLASSES.has(loose(name)))) this.refuse(`the property \\${kind}{${name}} under the i flag`, start)
    return { body: found.body, negated: found.negated !== negated }
  }

  private property(kind: string, flags: Flags, start: number): string {
    return setExpression(this.propertySet(kind, flags, start))
  }

  private backreference(start: number): string {
    const name = this.bracketed(start)
    if (/^[+-]\d/.test(name)) this.refuse(`the relative back-reference \\k<${name}>`, start)
    this.references.push({ name, at: start })
    return /^\d+$/.test(name) ? `\\${name}` : `\\k<${name}>`
  }

  private bracketed(start: number): string {
    const open = this.peek()
    if (open !== '<' && open !== "'") this.fail('invalid group name', start)
    const end = this.chars.indexOf(open === '<' ? '>' : "'", this.at + 1)
    if (end < 0) this.fail('invalid group name', start)
    const name = this.chars.slice(this.at + 1, end).join('')
    this.at = end + 1
    return name
  }

  // A class is a union of plain JS class contents and of whole expressions for the parts JS
  // cannot put in a class (nested classes, intersections, negated sets).
  private characterClass(flags: Flags): string {
    return this.nested(() => this.characterClassAt(flags))
  }

  private characterClassAt(flags: Flags): string {
    const start = this.at
    this.at++
    const negated = this.peek() === '^'
    if (negated) this.at++
    const union = this.classUnion(flags, start, true)
    if (this.peek() !== ']') this.fail('premature end of char-class', start)
    this.at++
    return unionExpression(union, negated)
  }

  /** Class items up to `]`, with `&&` intersections folded into expressions. */
  private classUnion(flags: Flags, start: number, first: boolean): ClassUnion {
    let union: ClassUnion = { body: '', expressions: [] }
    if (first && this.peek() === ']') (this.at++, (union.body += '\\]'))
    while (this.peek() !== ']') {
      if (this.peek() === undefined) this.fail('premature end of char-class', start)
      if (this.lookingAt('&&')) {
        this.at += 2
        const right = this.classUnion(flags, start, false)
        const left = unionExpression(union, false)
        return { body: '', expressions: [`(?:(?=${left})${unionExpression(right, false)})`] }
      }
      const item = this.classItem(flags)
      if ('body' in item) union.body += item.body
      else union = { ...union, expressions: [...union.expressions, item.expression] }
    }
    return union
  }

  /** One class item: class contents (a character, a range, a positive set) or an expression. */
  private classItem(flags: Flags): ClassItem {
    const start = this.at
    if (this.peek() === '[') {
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.chars.slice(this.at, this.at + 16).join(''))
      if (!posix) return { expression: this.characterClass(flags) }
      const found = POSIX_CLASSES[posix[2]!]
      if (!found) this.fail('invalid POSIX bracket type', start)
      if (flags.i && CASED_CLASSES.has(posix[2]!)) this.refuse(`the POSIX class [:${posix[2]}:] under the i flag`, start)
      this.at += posix[0].length
      return setItem({ body: found.body, negated: found.negated !== (posix[1] === '^') })
    }
    if (this.peek() === '\\') {
      const e = this.peek(1)
      if (e !== undefined && ESCAPE_SETS[e]) return (this.at += 2), setItem(ESCAPE_SETS[e])
      if (e === 'p' || e === 'P') return (this.at += 2), setItem(this.propertySet(e, flags, start))
    }
    const low = this.classChar()
    if ([...low].length > 1) return { body: [...low].map((c) => this.classLiteral(c, flags)).join('') }
    if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined && !this.lookingAt('-[')) {
      const back = this.at
      this.at++
      const next = this.peek() === '\\' && ESCAPE_SETS[this.peek(1) ?? ''] ? undefined : this.classChar()
      if (next === undefined || [...next].length > 1) this.at = back
      else {
        if (next.codePointAt(0)! < low.codePointAt(0)!) this.fail('empty range in char class', start)
        return { body: `${classText(low)}-${classText(next)}${flags.i ? otherCaseRange(low, next) : ''}` }
      }
    }
    return { body: this.classLiteral(low, flags) }
  }

  private classLiteral(c: string, flags: Flags): string {
    return flags.i ? caseVariants(c).map(classText).join('') : classText(c)
  }

  /** One character inside a class: `\b` is a backspace there. */
  private classChar(): string {
    if (this.peek() !== '\\') return this.chars[this.at++]!
    if (this.peek(1) === 'b') return (this.at += 2), '\b'
    return this.escapedChar()
  }
}

/** What an atom translates to: JS, nothing (a comment), or characters whose last one a quantifier repeats. */
type Atom = string | null | [string, string]

type ClassItem = { body: string } | { expression: string }

interface ClassUnion {
  body: string
  expressions: string[]
}

function setItem(charSet: CharSet): ClassItem {
  return charSet.negated ? { expression: setExpression(charSet) } : { body: charSet.body }
}

/** One character of the union (or of its complement). */
function unionExpression(union: ClassUnion, negated: boolean): string {
  if (union.expressions.length === 0) return union.body ? `[${negated ? '^' : ''}${union.body}]` : negated ? '[\\s\\S]' : '[]'
  const parts = union.body ? [`[${union.body}]`, ...union.expressions] : union.expressions
  const any = parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`
  return negated ? `(?:(?!${any})[\\s\\S])` : any
}

/** A character as class contents. */
function classText(c: string): string {
  if (JS_SYNTAX.has(c)) return `\\${c}`
  const code = c.codePointAt(0)!
  return code < 0x20 || code === 0x7f ? `\\u{${code.toString(16)}}` : c
}

// Single-character atoms take a quantifier as they are; anything else is wrapped in `(?:…)`.
function quantifiable(atom: string): boolean {
  if (/^(?:\\?.|\\u\{[0-9a-f]+\}|\[(?:\\.|[^\]\\])*\]|\\k<[^>]+>|\\\d+)$/su.test(atom)) return true
  return /^\((?!\?[=!<]).*\)$/su.test(atom) && balanced(atom)
}

// True when the atom's first `(` closes at its last character.
function balanced(atom: string): boolean {
  let depth = 0
  for (let i = 0; i < atom.length; i++) {
    const c = atom[i]
    if (c === '\\') i++
    else if (c === '[') for (i++; i < atom.length && atom[i] !== ']'; i++) atom[i] === '\\' && i++
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0 && i < atom.length - 1) return false
  }
  return depth === 0
}

// Case variants that toLowerCase/toUpperCase do not give, from Unicode's CaseFolding.txt.
const EXTRA_FOLDS: Record<string, string> = {
  k: '\u212a', s: '\u017f', 'å': '\u212b', 'β': '\u03d0', 'θ': '\u03d1\u03f4', 'φ': '\u03d5', 'π': '\u03d6', 'κ': '\u03f0', 'ρ': '\u03f1', 'ε': '\u03f5', 'ι': '\u0345\u1fbe', 'μ': '\u00b5', 'ω': '\u2126',
}

/** `c` and the characters Onigmo takes for it under `i` (`k`: `kK` and the Kelvin sign). */
export function caseVariants(c: string): string[] {
  const lower = c.toLowerCase()
  const found = new Set([c])
  for (const v of [lower, c.toUpperCase(), lower.toUpperCase()]) if ([...v].length === 1) found.add(v)
  const base = [...found].find((v) => EXTRA_FOLDS[v.toLowerCase()] !== undefined)?.toLowerCase()
  if (base) for (const v of [base, base.toUpperCase(), ...EXTRA_FOLDS[base]!]) found.add(v)
  return [...found]
}

// `a-z` under `i`: for an ASCII letter range, its other case, with `ſ` and the Kelvin sign when
// it holds `s` or `k`. Other ranges are kept as written: Onigmo does not fold `[à-ÿ]` to `É`.
function otherCaseRange(lo: string, hi: string): string {
  const extra = (from: string, to: string) => ['s', 'k'].filter((c) => c >= from && c <= to).map((c) => EXTRA_FOLDS[c]).join('')
  if (/^[a-z]$/.test(lo) && /^[a-z]$/.test(hi)) return `${lo}-${hi}`.toUpperCase() + extra(lo, hi)
  if (/^[A-Z]$/.test(lo) && /^[A-Z]$/.test(hi)) return `${lo}-${hi}`.toLowerCase() + extra(lo.toLowerCase(), hi.toLowerCase())
  return ''
}

/** Onigmo ignores case, spaces, `-` and `_` in property names. */
function loose(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '')
}

const POSIX_NAMES = new Set([...Object.keys(POSIX_CLASSES), 'any'])
