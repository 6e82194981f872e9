/**
 * A requirement's JavaScript source (what the Onigmo translator writes, for the `u` flag) read
 * into a small tree, so that it can be written again in the portable dialect
 * (portable-regex.ts) or give a sample value (regex-sample.ts). Only constructs that the
 * portable dialect can express are read; anything else is refused with the construct's name.
 */

/** One node of a requirement. */
export type RegexNode =
  | { type: 'char'; code: number }
  | { type: 'class'; negated: boolean; ranges: Array<[number, number]> }
  | { type: 'any' }
  | { type: 'group'; body: RegexNode[][] }
  | { type: 'repeat'; node: RegexNode; min: number; max: number | null; lazy: boolean }
  | { type: 'lookahead'; negative: boolean; body: RegexNode[][] }

/** Why a source is not portable: the construct, as a reader of the spec would name it. */
export class NotPortable extends Error {}

/** The largest repetition count Go's RE2 accepts. */
export const MAX_REPEAT = 1000

const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 }
const SYNTAX = new Set('^$\\.*+?()[]{}|/-')
const DIGIT: Array<[number, number]> = [[48, 57]]
const WORD: Array<[number, number]> = [[48, 57], [65, 90], [95, 95], [97, 122]]

/** Reads a JS (u-flag) regexp source; throws NotPortable naming what the dialect cannot say. */
export function readRegex(source: string): RegexNode[][] {
  const reader = new Reader([...source])
  const tree = reader.alternation()
  if (!reader.done()) throw new NotPortable('an unbalanced parenthesis')
  return tree
}

class Reader {
  private at = 0

  constructor(private readonly chars: string[]) {}

  done(): boolean {
    return this.at >= this.chars.length
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset]
  }

  alternation(): RegexNode[][] {
    const branches = [this.sequence()]
    while (this.peek() === '|') {
      this.at++
      branches.push(this.sequence())
    }
    return branches
  }

  private sequence(): RegexNode[] {
    const out: RegexNode[] = []
    for (let c = this.peek(); c !== undefined && c !== '|' && c !== ')'; c = this.peek()) out.push(this.quantified(this.atom()))
    return out
  }

  private atom(): RegexNode {
    const c = this.chars[this.at++]!
    if (c === '(') return this.group()
    if (c === '[') return this.charClass()
    if (c === '\\') return this.escape(false)
    if (c === '.') throw new NotPortable('`.` (engines disagree on which line terminators it excludes)')
    if (c === '^' || c === '$') throw new NotPortable(`the anchor \`${c}\``)
    if ('*+?{'.includes(c)) throw new NotPortable(`a quantifier with nothing to repeat`)
    return { type: 'char', code: c.codePointAt(0)! }
  }

  private group(): RegexNode {
    let lookahead: boolean | null = null
    if (this.peek() === '?') {
      const kind = this.peek(1)
      if (kind === '=' || kind === '!') lookahead = kind === '!'
      else if (kind !== ':') throw new NotPortable(groupKind(kind, this.peek(2)))
      this.at += 2
    }
    const body = this.alternation()
    if (this.chars[this.at++] !== ')') throw new NotPortable('an unbalanced parenthesis')
    return lookahead === null ? { type: 'group', body } : { type: 'lookahead', negative: lookahead, body }
  }

  private charClass(): RegexNode {
    const negated = this.peek() === '^'
    if (negated) this.at++
    // `[\s\S]`: any character at all (Ruby's `.` under the `m` flag).
    if (!negated && this.chars.slice(this.at, this.at + 5).join('') === '\\s\\S]') {
      this.at += 5
      return { type: 'any' }
    }
    const ranges: Array<[number, number]> = []
    for (;;) {
      const c = this.chars[this.at++]
      if (c === undefined) throw new NotPortable('an unterminated character class')
      if (c === ']') break
      const low = this.classAtom(c)
      if (Array.isArray(low)) {
        ranges.push(...low)
        continue
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.at++
        const high = this.classAtom(this.chars[this.at++]!)
        if (Array.isArray(high)) throw new NotPortable('a range ending in a class escape')
        ranges.push([low, high])
      } else ranges.push([low, low])
    }
    if (ranges.length === 0) throw new NotPortable('an empty character class')
    return { type: 'class', negated, ranges }
  }

  // A class member: a code point, or the ranges of `\d`/`\w`.
  private classAtom(c: string): number | Array<[number, number]> {
    if (c === '[') throw new NotPortable('a nested character class')
    if (c !== '\\') return c.codePointAt(0)!
    const node = this.escape(true)
    if (node.type === 'char') return node.code
    if (node.type === 'class' && !node.negated) return node.ranges
    throw new NotPortable('a negated class escape inside a character class')
  }

  private escape(inClass: boolean): RegexNode {
    const c = this.chars[this.at++]
    if (c === undefined) throw new NotPortable('a trailing backslash')
    if (c in CONTROL) return { type: 'char', code: CONTROL[c]! }
    if (c === 'd' || c === 'D') return { type: 'class', negated: c === 'D', ranges: DIGIT }
    if (c === 'w' || c === 'W') return { type: 'class', negated: c === 'W', ranges: WORD }
    if (c === 'x') return { type: 'char', code: this.hex(2) }
    if (c === 'u') return { type: 'char', code: this.unicodeEscape() }
    if (SYNTAX.has(c)) return { type: 'char', code: c.codePointAt(0)! }
    if (c === 'b' && inClass) return { type: 'char', code: 8 }
    throw new NotPortable(escapeKind(c))
  }

  private hex(digits: number): number {
    const text = this.chars.slice(this.at, this.at + digits).join('')
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length !== digits) throw new NotPortable('a malformed hex escape')
    this.at += digits
    return parseInt(text, 16)
  }

  private unicodeEscape(): number {
    if (this.peek() !== '{') return this.hex(4)
    const end = this.chars.indexOf('}', this.at)
    const text = this.chars.slice(this.at + 1, end).join('')
    if (end < 0 || !/^[0-9a-fA-F]{1,6}$/.test(text)) throw new NotPortable('a malformed unicode escape')
    this.at = end + 1
    return parseInt(text, 16)
  }

  private quantified(node: RegexNode): RegexNode {
    const c = this.peek()
    let min: number
    let max: number | null
    if (c === '*') (min = 0), (max = null), this.at++
    else if (c === '+') (min = 1), (max = null), this.at++
    else if (c === '?') (min = 0), (max = 1), this.at++
    else if (c === '{') {
      const bounds = /^\{(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.at, this.at + 24).join(''))
      if (!bounds) throw new NotPortable('a literal `{`')
      min = Number(bounds[1])
      max = bounds[2] === undefined ? min : bounds[3] === '' ? null : Number(bounds[3])
      if (min > MAX_REPEAT || (max !== null && max > MAX_REPEAT)) throw new NotPortable(`a repetition count over ${MAX_REPEAT}`)
      this.at += bounds[0].length
    } else return node
    if (node.type === 'lookahead') throw new NotPortable('a quantified lookahead')
    const lazy = this.peek() === '?'
    if (lazy) this.at++
    const next = this.peek()
    if (next !== undefined && '*+?{'.includes(next)) throw new NotPortable('a quantifier following a quantifier')
    return { type: 'repeat', node, min, max, lazy }
  }
}

/** True when a tree holds a lookahead: the dialect's extension that RE2 lacks. */
export function hasLookahead(branches: readonly RegexNode[][]): boolean {
  const visit = (node: RegexNode): boolean =>
    node.type === 'lookahead' || (node.type === 'group' && hasLookahead(node.body)) || (node.type === 'repeat' && visit(node.node))
  return branches.some((sequence) => sequence.some(visit))
}

function groupKind(c: string | undefined, next: string | undefined): string {
  if (c === '<' && (next === '=' || next === '!')) return 'a lookbehind'
  if (c === '<') return 'a named group (an atomic group or possessive quantifier, or a named capture)'
  return 'a group with options'
}

function escapeKind(c: string): string {
  if (/[1-9k]/.test(c)) return 'a backreference'
  if (c === 'p' || c === 'P') return 'a Unicode property (`\\p{…}`)'
  if (c === 'b' || c === 'B') return 'a word boundary (`\\b`)'
  if (c === 's' || c === 'S') return 'Unicode white space (`\\s`)'
  return `the escape \`\\${c}\``
}
