/**
 * Reads a JavaScript regexp source (flag `u`, the only flag the matcher uses) into a tree that
 * keeps what matching order depends on: capture groups and their numbers, greedy or lazy
 * quantifiers, assertions. The translation from Ruby (onigmo.ts) writes atomic groups as
 * `(?=(?<rcAtomN>…))\k<rcAtomN>`; that idiom is read back as one atomic node. Any other
 * backreference is beyond a linear-time engine and throws Unrunnable.
 */
import { ATOMIC_GROUP_PREFIX } from '../../inflect/onigmo.js'

/** A construct the linear engine does not run (a backreference, a long lookbehind). */
export class Unrunnable extends Error {}

/** A character test: the source of one atom (`a`, `\d`, `[^/.?]`, `.`), compiled later. */
export interface CharAtom {
  type: 'char'
  source: string
}

export type RegexTree =
  | CharAtom
  | { type: 'sequence'; items: RegexTree[] }
  | { type: 'choice'; items: RegexTree[] }
  | { type: 'repeat'; item: RegexTree; min: number; max: number; lazy: boolean }
  /** A capture group; `index` is its number (1 for the first). */
  | { type: 'group'; index: number; item: RegexTree }
  | { type: 'edge'; kind: 'start' | 'end' | 'word' | 'nonword' }
  | { type: 'look'; ahead: boolean; negative: boolean; item: RegexTree }
  /** Matched once, as a lookahead is; `index` is the hidden group that spans it. */
  | { type: 'atomic'; index: number; item: RegexTree }

/** Repetition counts above this are not expanded into instructions. */
export const MAX_COUNT = 1000

/**
 * Parses a JS regexp source (flag `u`); throws Unrunnable beyond what the engine runs. With
 * `relaxed` (for the analysis only, ambiguity.ts) a backreference reads as any text as long as its
 * group can be (it matches one text one way), and a count over MAX_COUNT as `{MAX_COUNT,}`: both
 * only add paths.
 */
export function parseTree(source: string, relaxed = false): { tree: RegexTree; groups: number } {
  const parser = new Parser(source, relaxed)
  const tree = parser.choice()
  if (parser.at < source.length) throw new Unrunnable(`unbalanced ')' at ${parser.at}`)
  return { tree, groups: parser.groups }
}

class Parser {
  at = 0
  groups = 0
  private readonly closed = new Map<string, RegexTree>()
  constructor(private readonly source: string, private readonly relaxed: boolean) {}

  choice(): RegexTree {
    const items = [this.sequence()]
    while (this.source[this.at] === '|') {
      this.at++
      items.push(this.sequence())
    }
    return items.length === 1 ? items[0]! : { type: 'choice', items }
  }

  private sequence(): RegexTree {
    const items: RegexTree[] = []
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') items.push(this.quantified(this.atom()))
    return items.length === 1 ? items[0]! : { type: 'sequence', items }
  }

  private quantified(item: RegexTree): RegexTree {
    const c = this.source[this.at]
    let min: number
    let max: number
    if (c === '*' || c === '+' || c === '?') {
      this.at++
      ;[min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1]
    } else if (c === '{' && /^\{\d+(,\d*)?\}/.test(this.source.slice(this.at, this.at + 24))) {
      const [whole, lo, rest] = /^\{(\d+)(,\d*)?\}/.exec(this.source.slice(this.at, this.at + 24))!
      this.at += whole.length
      min = Number(lo)
      max = rest === undefined ? min : rest === ',' ? Infinity : Number(rest.slice(1))
      if (min > MAX_COUNT || (max !== Infinity && max > MAX_COUNT)) {
        if (!this.relaxed) throw new Unrunnable(`a count over ${MAX_COUNT}`)
        ;[min, max] = [Math.min(min, MAX_COUNT), Infinity]
      }
    } else return item
    let lazy = false
    if (this.source[this.at] === '?') this.at++, (lazy = true)
    if (item.type === 'edge' || item.type === 'look') throw new Unrunnable('a quantified assertion')
    return { type: 'repeat', item, min, max, lazy }
  }

  private atom(): RegexTree {
    const c = this.source[this.at]!
    if (c === '(') return this.group()
    if (c === '^') return this.at++, { type: 'edge', kind: 'start' }
    if (c === '$') return this.at++, { type: 'edge', kind: 'end' }
    if (c === '[') return this.char(this.classEnd())
    if (c === '\\') {
      const e = this.source[this.at + 1]
      if (e === 'b' || e === 'B') return (this.at += 2), { type: 'edge', kind: e === 'b' ? 'word' : 'nonword' }
      if (e === 'k' || (e !== undefined && /[1-9]/.test(e))) return this.backreference()
      return this.char(this.escapeEnd(this.at))
    }
    if ('*+?{})'.includes(c)) throw new Unrunnable(`'${c}' at ${this.at}`)
    const code = this.source.codePointAt(this.at)!
    return this.char(this.at + (code > 0xffff ? 2 : 1))
  }

  private backreference(): RegexTree {
    const m = /^\\(?:k<([^>]+)>|(\d+))/.exec(this.source.slice(this.at))
    if (!this.relaxed || !m) throw new Unrunnable('a backreference')
    this.at += m[0].length
    const group = this.closed.get(m[1] ?? m[2]!)
    // A reference to a group not yet closed matches the empty text.
    const [min, max] = group ? [minLength(group), maxLength(group)] : [0, 0]
    return { type: 'repeat', item: { type: 'char', source: '[\\s\\S]' }, min, max, lazy: false }
  }

  private char(end: number): CharAtom {
    const source = this.source.slice(this.at, end)
    this.at = end
    return { type: 'char', source }
  }

  private group(): RegexTree {
    const rest = this.source.slice(this.at, this.at + 300)
    const atomic = new RegExp(`^\\(\\?=\\(\\?<(${ATOMIC_GROUP_PREFIX}[\\w$]*)>`).exec(rest)
    if (atomic) {
      this.at += atomic[0].length
      const index = ++this.groups
      const item = this.choice()
      const tail = `))\\k<${atomic[1]}>`
      if (!this.source.startsWith(tail, this.at)) throw new Unrunnable('a lookahead capture read back')
      this.at += tail.length
      return { type: 'atomic', index, item }
    }
    const look = /^\(\?(<?)([=!])/.exec(rest)
    if (look) {
      this.at += look[0].length
      const item = this.close(this.choice())
      return { type: 'look', ahead: look[1] === '', negative: look[2] === '!', item }
    }
    if (rest.startsWith('(?:')) return (this.at += 3), this.close(this.choice())
    const named = /^\(\?<[A-Za-z_$][\w$]*>/.exec(rest)
    if (rest.startsWith('(?') && !named) throw new Unrunnable(`a group '${rest.slice(0, 4)}'`)
    this.at += named ? named[0].length : 1
    const index = ++this.groups
    const item = this.close(this.choice())
    this.closed.set(String(index), item)
    if (named) this.closed.set(named[0].slice(3, -1), item)
    return { type: 'group', index, item }
  }

  private close(item: RegexTree): RegexTree {
    if (this.source[this.at] !== ')') throw new Unrunnable(`missing ')' at ${this.at}`)
    this.at++
    return item
  }

  // Just past the class opening at `this.at` (no nesting under `u`).
  private classEnd(): number {
    for (let i = this.at + 1; i < this.source.length; i++) {
      if (this.source[i] === '\\') i = this.escapeEnd(i) - 1
      else if (this.source[i] === ']') return i + 1
    }
    throw new Unrunnable('missing ]')
  }

  // Just past the escape at `i` (`\d`, `\u{…}`, `\uXXXX`, `\xHH`, `\p{…}`, `\cX`).
  private escapeEnd(i: number): number {
    const e = this.source[i + 1]
    if (e === undefined) throw new Unrunnable('a trailing backslash')
    if ((e === 'u' && this.source[i + 2] === '{') || e === 'p' || e === 'P') {
      const close = this.source.indexOf('}', i)
      if (close < 0) throw new Unrunnable('a bad escape')
      return close + 1
    }
    if (e === 'u') return i + 6
    if (e === 'x') return i + 4
    if (e === 'c') return i + 3
    return i + 2
  }
}

/** The least number of characters the tree matches. */
export function minLength(tree: RegexTree): number {
  switch (tree.type) {
    case 'char': return 1
    case 'sequence': return tree.items.reduce((sum, item) => sum + minLength(item), 0)
    case 'choice': return Math.min(...tree.items.map(minLength))
    case 'repeat': return tree.min === 0 ? 0 : tree.min * minLength(tree.item)
    case 'group': case 'atomic': return minLength(tree.item)
    case 'edge': case 'look': return 0
  }
}

/** The most characters the tree matches (Infinity when unbounded). */
export function maxLength(tree: RegexTree): number {
  switch (tree.type) {
    case 'char': return 1
    case 'sequence': return tree.items.reduce((sum, item) => sum + maxLength(item), 0)
    case 'choice': return Math.max(...tree.items.map(maxLength))
    case 'repeat': {
      const one = maxLength(tree.item)
      return tree.max === 0 || one === 0 ? 0 : tree.max * one
    }
    case 'group': case 'atomic': return maxLength(tree.item)
    case 'edge': case 'look': return 0
  }
}

/** True when every match must start at the text's start (`^…`): no other start is tried. */
export function startsAnchored(tree: RegexTree): boolean {
  if (tree.type === 'edge') return tree.kind === 'start'
  if (tree.type === 'sequence') return tree.items.length > 0 && startsAnchored(tree.items[0]!)
  if (tree.type === 'choice') return tree.items.every(startsAnchored)
  if (tree.type === 'group' || tree.type === 'atomic') return startsAnchored(tree.item)
  return false
}
