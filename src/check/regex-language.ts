/**
 * The language of a requirement, read from its JavaScript source (the matcher's translation of
 * the Ruby regexp, flag `u`): characters, classes, `.`, groups, alternation and counted
 * repetition. Assertions, lookaround, backreferences and Unicode properties are beyond what is
 * reasoned about: `regexLanguage` then returns the reason, and the analysis stays silent.
 */
import { complement, type CharSet, ofChars, range, single, union } from './charset.js'
import type { Fragment, NfaBuilder } from './nfa.js'

/** A parsed requirement: the regular expression as a tree. */
export type RegexNode =
  | { type: 'chars'; set: CharSet }
  | { type: 'sequence'; items: RegexNode[] }
  | { type: 'choice'; items: RegexNode[] }
  | { type: 'repeat'; item: RegexNode; min: number; max: number }

/** A construct the analysis does not reason about. */
export class Undecidable extends Error {}

const DIGIT = range(0x30, 0x39)
const WORD = union(union(range(0x41, 0x5a), range(0x61, 0x7a)), union(DIGIT, single(0x5f)))
// JavaScript's `\s`: WhiteSpace and LineTerminator.
const SPACE = union(ofChars('\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff'), range(0x2000, 0x200a))
const LINE_TERMINATORS = ofChars('\n\r\u2028\u2029')
/** Repetition counts above this are not expanded into states. */
const MAX_COUNT = 64

/** Parses a JavaScript regexp source (flag `u`); throws Undecidable beyond the supported subset. */
export function parseRegex(source: string): RegexNode {
  const parser = new Parser(source)
  const node = parser.choice()
  if (parser.at < source.length) throw new Undecidable(`unbalanced ')' in /${source}/`)
  return node
}

class Parser {
  at = 0
  constructor(private readonly source: string) {}

  choice(): RegexNode {
    const items = [this.sequence()]
    while (this.source[this.at] === '|') {
      this.at++
      items.push(this.sequence())
    }
    return items.length === 1 ? items[0]! : { type: 'choice', items }
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = []
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') items.push(this.quantified(this.atom()))
    return items.length === 1 ? items[0]! : { type: 'sequence', items }
  }

  private quantified(item: RegexNode): RegexNode {
    const c = this.source[this.at]
    let min: number
    let max: number
    if (c === '*' || c === '+' || c === '?') {
      this.at++
      ;[min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1]
    } else if (c === '{' && /^\{\d+(,\d*)?\}/.test(this.source.slice(this.at))) {
      const [whole, lo, rest] = /^\{(\d+)(,\d*)?\}/.exec(this.source.slice(this.at))!
      this.at += whole.length
      min = Number(lo)
      max = rest === undefined ? min : rest === ',' ? Infinity : Number(rest.slice(1))
      if (min > MAX_COUNT || (max !== Infinity && max > MAX_COUNT)) throw new Undecidable(`a count over ${MAX_COUNT}`)
    } else return item
    if (this.source[this.at] === '?') this.at++ // lazy or greedy: the same language
    return this.quantified({ type: 'repeat', item, min, max })
  }

  private atom(): RegexNode {
    const c = this.source[this.at]!
    if (c === '(') return this.group()
    if (c === '[') return { type: 'chars', set: this.charClass() }
    if (c === '.') return this.at++, { type: 'chars', set: complement(LINE_TERMINATORS) }
    if (c === '\\') return { type: 'chars', set: this.escape(false) }
    if ('^$*+?{}'.includes(c)) throw new Undecidable(`'${c}' in /${this.source}/`)
    const code = this.source.codePointAt(this.at)!
    this.at += code > 0xffff ? 2 : 1
    return { type: 'chars', set: single(code) }
  }

  private group(): RegexNode {
    this.at++
    if (this.source[this.at] === '?') {
      const named = /^\?<[A-Za-z_$][\w$]*>/.exec(this.source.slice(this.at))
      if (this.source[this.at + 1] === ':') this.at += 2
      else if (named) this.at += named[0].length
      else throw new Undecidable(`a lookaround in /${this.source}/`)
    }
    const inner = this.choice()
    if (this.source[this.at] !== ')') throw new Undecidable(`missing ')' in /${this.source}/`)
    this.at++
    return inner
  }

  private charClass(): CharSet {
    this.at++
    const negated = this.source[this.at] === '^'
    if (negated) this.at++
    let set: CharSet = []
    while (this.source[this.at] !== ']') {
      if (this.at >= this.source.length) throw new Undecidable(`missing ']' in /${this.source}/`)
      const lo = this.classAtom()
      if (this.source[this.at] === '-' && this.source[this.at + 1] !== ']' && typeof lo === 'number') {
        this.at++
        const hi = this.classAtom()
        if (typeof hi !== 'number') throw new Undecidable(`a class range to a class in /${this.source}/`)
        set = union(set, range(lo, hi))
      } else set = union(set, typeof lo === 'number' ? single(lo) : lo)
    }
    this.at++
    return negated ? complement(set) : set
  }

  // A class member: one code point, or a class escape's set.
  private classAtom(): number | CharSet {
    if (this.source[this.at] !== '\\') {
      const code = this.source.codePointAt(this.at)!
      this.at += code > 0xffff ? 2 : 1
      return code
    }
    const isClass = /[dDwWsS]/.test(this.source[this.at + 1] ?? '')
    const set = this.escape(true)
    return isClass ? set : set[0]!
  }

  private escape(inClass: boolean): CharSet {
    const c = this.source[this.at + 1]
    if (c === undefined) throw new Undecidable('a trailing backslash')
    this.at += 2
    switch (c) {
      case 'd': return DIGIT
      case 'D': return complement(DIGIT)
      case 'w': return WORD
      case 'W': return complement(WORD)
      case 's': return SPACE
      case 'S': return complement(SPACE)
      case 'n': return single(10)
      case 'r': return single(13)
      case 't': return single(9)
      case 'f': return single(12)
      case 'v': return single(11)
      case '0': return single(0)
      case 'x': return single(this.hex(2))
      case 'u': return single(this.unicodeEscape())
    }
    if (c === 'b' && inClass) return single(8)
    if (/[A-Za-z1-9]/.test(c)) throw new Undecidable(`\\${c} in /${this.source}/`)
    return single(c.codePointAt(0)!)
  }

  private hex(digits: number): number {
    const text = this.source.slice(this.at, this.at + digits)
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length !== digits) throw new Undecidable(`a bad escape in /${this.source}/`)
    this.at += digits
    return parseInt(text, 16)
  }

  private unicodeEscape(): number {
    if (this.source[this.at] !== '{') return this.hex(4)
    const end = this.source.indexOf('}', this.at)
    if (end < 0) throw new Undecidable(`a bad escape in /${this.source}/`)
    const code = parseInt(this.source.slice(this.at + 1, end), 16)
    this.at = end + 1
    return code
  }
}

/** Builds the automaton fragment of a parsed requirement. */
export function buildRegex(node: RegexNode, builder: NfaBuilder): Fragment {
  switch (node.type) {
    case 'chars': return builder.chars(node.set)
    case 'sequence': return builder.sequence(node.items.map((item) => buildRegex(item, builder)))
    case 'choice': return builder.choice(node.items.map((item) => buildRegex(item, builder)))
    case 'repeat': {
      const parts: Fragment[] = []
      for (let i = 0; i < node.min; i++) parts.push(buildRegex(node.item, builder))
      if (node.max === Infinity) parts.push(builder.star(buildRegex(node.item, builder)))
      else for (let i = node.min; i < node.max; i++) parts.push(builder.optional(buildRegex(node.item, builder)))
      return builder.sequence(parts)
    }
  }
}
