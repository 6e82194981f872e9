/**
 * A parsed regexp as instructions for a backtracking machine (vm.ts), in the order an
 * ECMAScript engine tries them: `SPLIT a b` tries `a` first (greedy), `b` on failure. Repetition
 * follows the specification's RepeatMatcher: the captures of the repeated item are cleared before
 * each iteration, and an iteration past the minimum that matches nothing fails (`ENTER`/`CHECK`,
 * emitted only when the item can match nothing). Counted repetition is written out, optional
 * iterations nested (`x{1,3}` is `x(?:x(?:x)?)?`).
 */
import { minLength, type CharAtom, type RegexTree, Unrunnable } from './parse.js'

export const enum Op { CHAR, SPLIT, JMP, SAVE, CLEAR, ENTER, CHECK, EDGE, BEHIND, AHEAD, ATOMIC, MATCH }

/** One character test: ASCII by table, the rest by the atom's own regexp. */
export interface CharTest {
  source: string
  ascii: Uint8Array
  /** Tests one non-ASCII code point (as a string); null when the atom takes none. */
  other: RegExp | null
}

/** A lookahead or atomic body: where it starts, and whether it captures (then it is not cached). */
export interface Sub {
  start: number
  captures: boolean
}

export interface Program {
  op: number[]
  a: number[]
  b: number[]
  chars: CharTest[]
  subs: Sub[]
  /** Capture groups, the whole match excluded. */
  groups: number
  /** Per instruction, the checked loops it lies in (their registers decide its future). */
  loops: Array<readonly number[]>
  loopCount: number
}

/** Instructions beyond this are not built: the regexp is not run by the engine. */
export const MAX_INSTRUCTIONS = 20_000
/** Checked loops nested deeper than this are not run: each doubles the states memoised. */
export const MAX_LOOP_DEPTH = 6

/**
 * Compiles a tree. `inline` (for the ambiguity analysis, ambiguity.ts) writes atomic groups as
 * plain groups and drops assertions, which read no character: every path a backtracking engine
 * may try is then a path of the program.
 */
export function compileTree(tree: RegexTree, groups: number, inline = false): Program {
  return new Compiler(groups, inline).program(tree)
}

const EDGES = { start: 0, end: 1, word: 2, nonword: 3 } as const

class Compiler {
  private readonly p: Program
  private readonly active: number[] = []
  private readonly pending: Array<{ at: number; tree: RegexTree }> = []
  private readonly charIndex = new Map<string, number>()

  constructor(groups: number, private readonly inline: boolean) {
    this.p = { op: [], a: [], b: [], chars: [], subs: [], groups, loops: [], loopCount: 0 }
  }

  program(tree: RegexTree): Program {
    this.emit(Op.SAVE, 0)
    this.node(tree)
    this.emit(Op.SAVE, 1)
    this.emit(Op.MATCH)
    // Bodies of lookaheads and atomic groups, each ending in its own MATCH.
    for (let k = 0; k < this.pending.length; k++) {
      const { at, tree: body } = this.pending[k]!
      this.p.subs[this.p.a[at]!] = { start: this.p.op.length, captures: groupsIn(body) }
      this.node(body)
      this.emit(Op.MATCH)
    }
    return this.p
  }

  private emit(op: Op, a = 0, b = 0): number {
    if (this.p.op.length >= MAX_INSTRUCTIONS) throw new Unrunnable(`more than ${MAX_INSTRUCTIONS} instructions`)
    this.p.op.push(op)
    this.p.a.push(a)
    this.p.b.push(b)
    this.p.loops.push(this.active.length === 0 ? NO_LOOPS : [...this.active])
    return this.p.op.length - 1
  }

  private node(tree: RegexTree): void {
    switch (tree.type) {
      case 'char': this.emit(Op.CHAR, this.char(tree)); return
      case 'sequence': for (const item of tree.items) this.node(item); return
      case 'choice': return this.choice(tree.items)
      case 'group':
        if (this.inline) return this.node(tree.item)
        this.emit(Op.SAVE, 2 * tree.index)
        this.node(tree.item)
        this.emit(Op.SAVE, 2 * tree.index + 1)
        return
      case 'repeat': return this.repeat(tree)
      case 'edge': if (!this.inline) this.emit(Op.EDGE, EDGES[tree.kind]); return
      case 'look': return this.look(tree)
      case 'atomic':
        if (this.inline) return this.node(tree.item)
        this.pending.push({ at: this.emit(Op.ATOMIC, this.p.subs.push({ start: -1, captures: false }) - 1, tree.index), tree: tree.item })
        return
    }
  }

  private choice(items: readonly RegexTree[]): void {
    const jumps: number[] = []
    items.forEach((item, i) => {
      const split = i < items.length - 1 ? this.emit(Op.SPLIT) : -1
      if (split >= 0) this.p.a[split] = split + 1
      this.node(item)
      if (split >= 0) {
        jumps.push(this.emit(Op.JMP))
        this.p.b[split] = this.p.op.length
      }
    })
    for (const jump of jumps) this.p.a[jump] = this.p.op.length
  }

  private look(tree: Extract<RegexTree, { type: 'look' }>): void {
    if (this.inline) return
    if (!tree.ahead) {
      // Only one-character lookbehinds (the translation's `^`, `\A`, `\b`) are run.
      if (tree.item.type !== 'char') throw new Unrunnable('a lookbehind longer than one character')
      this.emit(Op.BEHIND, this.char(tree.item), tree.negative ? 1 : 0)
      return
    }
    if (!tree.negative && groupsIn(tree.item)) throw new Unrunnable('a capture in a lookahead')
    this.pending.push({ at: this.emit(Op.AHEAD, this.p.subs.push({ start: -1, captures: false }) - 1, tree.negative ? 1 : 0), tree: tree.item })
  }

  private repeat(tree: Extract<RegexTree, { type: 'repeat' }>): void {
    const { item, min, max, lazy } = tree
    const [from, to] = groupSpan(item)
    const checked = minLength(item) === 0
    const once = () => {
      if (to > from && !this.inline) this.emit(Op.CLEAR, 2 * from, 2 * to)
      this.node(item)
    }
    for (let i = 0; i < min; i++) once()
    if (max === Infinity) {
      const head = this.emit(Op.SPLIT)
      const loop = this.enter(checked)
      once()
      this.leave(loop)
      this.emit(Op.JMP, head)
      this.branch(head, head + 1, this.p.op.length, lazy)
      return
    }
    // Optional iterations, nested: once one is skipped, no later one is tried.
    const splits: number[] = []
    for (let i = min; i < max; i++) {
      splits.push(this.emit(Op.SPLIT))
      const loop = this.enter(checked)
      once()
      this.leave(loop)
    }
    const end = this.p.op.length
    for (const split of splits) this.branch(split, split + 1, end, lazy)
  }

  private branch(split: number, into: number, past: number, lazy: boolean): void {
    this.p.a[split] = lazy ? past : into
    this.p.b[split] = lazy ? into : past
  }

  private enter(checked: boolean): number {
    if (!checked) return -1
    const loop = this.p.loopCount++
    this.active.push(loop)
    if (this.active.length > MAX_LOOP_DEPTH) throw new Unrunnable(`empty-matching repetitions nested deeper than ${MAX_LOOP_DEPTH}`)
    this.emit(Op.ENTER, loop)
    return loop
  }

  private leave(loop: number): void {
    if (loop < 0) return
    this.emit(Op.CHECK, loop)
    this.active.pop()
  }

  private char(atom: CharAtom): number {
    let index = this.charIndex.get(atom.source)
    if (index === undefined) {
      index = this.p.chars.push(charTest(atom.source)) - 1
      this.charIndex.set(atom.source, index)
    }
    return index
  }
}

const NO_LOOPS: readonly number[] = []

// The first and one past the last capture group inside a tree.
function groupSpan(tree: RegexTree): [number, number] {
  let lo = Infinity
  let hi = -Infinity
  const visit = (node: RegexTree): void => {
    if (node.type === 'group' || node.type === 'atomic') lo = Math.min(lo, node.index), (hi = Math.max(hi, node.index))
    if (node.type === 'sequence' || node.type === 'choice') node.items.forEach(visit)
    else if ('item' in node) visit(node.item)
  }
  visit(tree)
  return lo === Infinity ? [0, 0] : [lo, hi + 1]
}

function groupsIn(tree: RegexTree): boolean {
  return groupSpan(tree)[1] > 0
}

// Non-ASCII code points an atom is probed with, beside those its source names.
const PROBES = [0x80, 0xa0, 0xe9, 0xff, 0x100, 0x2028, 0x3000, 0xfeff, 0xffff, 0x10000, 0x10ffff]

/** The test of one atom's source (`a`, `\d`, `[^/.?]`). */
export function charTest(source: string): CharTest {
  const regexp = new RegExp(`^(?:${source})$`, 'u')
  const ascii = new Uint8Array(128)
  for (let c = 0; c < 128; c++) ascii[c] = regexp.test(String.fromCharCode(c)) ? 1 : 0
  return { source, ascii, other: takesNonAscii(source, regexp) ? regexp : null }
}

/** True when an atom may match a non-ASCII code point (never false when it can). */
export function takesNonAscii(source: string, regexp: RegExp): boolean {
  if (/\\[pP]/.test(source)) return true
  const named = [...source].map((c) => c.codePointAt(0)!).filter((c) => c >= 0x80)
  for (const m of source.matchAll(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g)) named.push(parseInt(m[1] ?? m[2] ?? m[3]!, 16))
  return [...PROBES, ...named].some((c) => c >= 0x80 && c <= 0x10ffff && regexp.test(String.fromCodePoint(c)))
}

