/**
 * The small-table recognizer's tables, built from the trie (trie.ts) before recognition starts.
 *
 * Every route variant the trie holds as tokens is a list of steps, one per path token: a static
 * key (`/user`, `.json`), a segment (`/:id`, with or without a one-token requirement), or a glob
 * that takes the rest of the path. Variants are grouped by their number of tokens, and for each
 * count a small automaton is built whole: a state is the set of variants still possible after the
 * tokens read so far, and a token moves it by comparing the token with the state's static keys in
 * place (no hash), else by its separator and whether it is empty. The last state lists the
 * variants that matched, in Rails' order (route, then variant preference); the first that accepts
 * the verb and passes its requirement tests wins.
 *
 * What this does not decide exactly is left to the general search: routes held by their whole
 * regexp, a glob with tokens after it, requirements over several dotted tokens. Each sets a
 * *floor* for the verbs it accepts: an answer from a route at or past the floor, and any "no
 * match", is then left to the general search, which knows whether the unheld route wins.
 */
import type { Terminal, TrieNode } from '../trie.js'
import { NONE } from '../trie.js'
import { SLICE_GLOB, type ParamValue } from '../params.js'
import type { WordTest } from '../word-test.js'

/** One token of a variant. */
type Step =
  | { kind: 'key'; key: string }
  | { kind: 'segment'; sep: number; test: WordTest | null }
  | { kind: 'glob'; sep: number; excluded: number }

/** A variant the recognizer decides, and what its match needs (laid out as a record, see C_INDEX …). */
interface Candidate {
  /** Route index × 64 + variant rank (trie.ts): lower wins. */
  readonly key: number
  readonly terminal: Terminal
  /** Token positions of the captured values, in the order of the terminal's `names`. */
  readonly captures: readonly number[]
  /** The glob's token position (it takes that token and every later one), or -1. */
  readonly glob: number
  /** The glob's excluded characters (trie.ts GlobEdge.excluded). */
  readonly excluded: number
  /** Token positions and the requirement tests their text must pass, or null. */
  readonly tests: Tests | null
}

/** Token positions and the requirement tests their text must pass. */
export type Tests = ReadonlyArray<{ readonly at: number; readonly test: WordTest }>

/** A set of variants still possible, as built: its transitions for the next token and its matches if the path ends. */
class State {
  /** Static keys of two characters or more (separator included), and the state each leads to. */
  keys: string[] = []
  next: State[] = []
  /** For a token with text that is no key, by separator. */
  slash: State | null = null
  dot: State | null = null
  /** For a token without text (`/` alone, `.` alone): the key it is, if any, else the globs. */
  slashEmpty: State | null = null
  dotEmpty: State | null = null
  /** If the path ends here: the variants matched, in key order. */
  candidates: Candidate[] = []
  /** Its offset in `cells`, once laid out. */
  at = -1
}

/**
 * The states laid out in one Int32Array, as the general matcher's trie is (packed.ts): a token
 * step reads neighbouring memory, which matters when requests of other tables or other work
 * have evicted the table from the cache between two requests. A state's block: the offsets of
 * its four default transitions (-1: none), the offset of its candidates' list (see C_INDEX),
 * its bucket mask, then `mask + 2` bucket heads (the offset of the bucket's first key record, the
 * last one the end), then the key records: length, offset of the next state, the characters
 * (UTF-16 code units, as `charCodeAt` reads the path). Keys are in buckets by their first two
 * characters (`bucketOf`): a token is compared with its bucket's keys only.
 */
export const SLASH = 0
export const DOT = 1
export const SLASH_EMPTY = 2
export const DOT_EMPTY = 3
export const CANDIDATES = 4
export const MASK = 5
export const HEADS = 6

/**
 * A candidate's record, in the state's list (the list ends with a record whose index is NONE):
 * its route index, verb mask, the offset of the next record, the glob's token (-1: none) and
 * excluded characters, its tests' number in `tests` (-1: none), then what its params are built
 * from (params.ts SliceBuilder): its shape, the index in `pool` of each of its base values, the
 * token of each captured value (with SLICE_GLOB for the glob). A match reads no object but the
 * route, as the automaton's candidates (dfa.ts).
 */
export const C_INDEX = 0
export const C_MASK = 1
export const C_NEXT = 2
export const C_GLOB = 3
export const C_EXCLUDED = 4
export const C_TESTS = 5
export const C_SHAPE = 6

/** A key's bucket (before masking) from its separator and the character after it. */
export const bucketOf = (sep: number, c: number): number => (sep << 3) ^ c

/** The recognizer's tables for one route table. */
export interface SmallTable {
  /** The states' blocks; the first state is at 0. */
  cells: Int32Array
  /** An empty candidates' list (for a path no variant takes). */
  empty: number
  /** The base values the candidates' records point to. */
  pool: ParamValue[]
  /** Requirement tests, by the number in a candidate's record. */
  tests: Tests[]
  /** By verb slot (31 − clz32(bit)): the lowest route index the recognizer does not decide, or NONE. */
  floors: Int32Array
}

type Variant = { steps: Step[]; terminal: Terminal }

/** Bounds: past them the table is left to the general matcher. */
const MAX_STATES = 20_000

/** The tables for a trie, or null when building them would pass the bounds. */
export function smallTable(root: TrieNode): SmallTable | null {
  const variants: Variant[] = []
  const floors = new Int32Array(31).fill(NONE)
  const unheld = (index: number, mask: number) => {
    for (let slot = 0; slot < 31; slot++) if ((mask & (1 << slot)) !== 0 && index < floors[slot]!) floors[slot] = index
  }
  collect(root, [], variants, unheld)
  // The reader compares a token with static keys without scanning it first: a key holding a `%`
  // (decoding, upper-cased escapes) or a `?` (a query string) would be compared where the general
  // search first normalises. Such tables are left to it.
  if (variants.some((v) => v.steps.some((step) => step.kind === 'key' && /[%?]/.test(step.key)))) return null
  const builder = new Builder()
  const start = builder.start(variants)
  return builder.states > MAX_STATES ? null : { ...layout(start), floors }
}

// Every terminal below `node` with the steps that lead to it; what the recognizer cannot decide
// goes to `unheld`.
function collect(node: TrieNode, steps: Step[], out: Variant[], unheld: (index: number, mask: number) => void): void {
  for (const regex of node.regexes) unheld(regex.route.index, regex.mask)
  const glob = steps.length > 0 && steps[steps.length - 1]!.kind === 'glob'
  for (const terminal of node.terminals) out.push({ steps, terminal })
  if (glob) {
    // A glob followed by more tokens: its extent is a search (shortest or longest first).
    unheldBelow(node, unheld, false)
    return
  }
  const below = (child: TrieNode, step: Step) => collect(child, [...steps, step], out, unheld)
  for (const [key, child] of node.statics ?? []) below(child, { kind: 'key', key })
  if (node.slashParam) below(node.slashParam, { kind: 'segment', sep: 47, test: null })
  if (node.dotParam) below(node.dotParam, { kind: 'segment', sep: 46, test: null })
  for (const edge of node.tested ?? []) {
    if (edge.span !== 1) unheldBelow(edge.node, unheld)
    else below(edge.node, { kind: 'segment', sep: edge.sep, test: edge.test })
  }
  for (const edge of node.globs ?? []) below(edge.node, { kind: 'glob', sep: edge.sep, excluded: edge.excluded })
}

function unheldBelow(node: TrieNode, unheld: (index: number, mask: number) => void, self = true): void {
  if (self) for (const terminal of node.terminals) unheld(terminal.index, terminal.mask)
  for (const regex of node.regexes) unheld(regex.route.index, regex.mask)
  const children = [...(node.statics?.values() ?? []), node.slashParam, node.dotParam, ...(node.tested ?? []).map((e) => e.node), ...(node.globs ?? []).map((e) => e.node)]
  for (const child of children) if (child) unheldBelow(child, unheld)
}

class Builder {
  states = 0
  private memo = new Map<string, State>()

  /** The state before the first token. */
  start(variants: readonly Variant[]): State {
    const entries = variants.map((variant) => candidate(variant)).sort((a, b) => a.key - b.key)
    return this.state(entries, [], 0)
  }

  // The state of the variants still reading (their step `at` next) and of the globs that have
  // taken a token (they take every later one), each in key order.
  private state(reading: readonly Entry[], globbing: readonly Entry[], at: number): State {
    const id = `${reading.length > 0 ? at : ''}:${reading.map((e) => e.key).join(',')}:${globbing.map((e) => e.key).join(',')}`
    const known = this.memo.get(id)
    if (known) return known
    const state = new State()
    this.memo.set(id, state)
    if (++this.states > MAX_STATES) return state
    state.candidates = [...reading.filter((e) => e.steps.length === at), ...globbing].sort((a, b) => a.key - b.key)
    const keys = new Set<string>()
    for (const { steps } of reading) {
      const step = steps[at]
      if (step?.kind === 'key') keys.add(step.key)
    }
    for (const key of keys) {
      if (key.length === 1) continue
      state.keys.push(key)
      state.next.push(this.after(reading, globbing, at, key.charCodeAt(0), true, key)!)
    }
    state.slash = this.after(reading, globbing, at, 47, true, null)
    state.dot = this.after(reading, globbing, at, 46, true, null)
    state.slashEmpty = this.after(reading, globbing, at, 47, false, keys.has('/') ? '/' : null)
    state.dotEmpty = this.after(reading, globbing, at, 46, false, keys.has('.') ? '.' : null)
    return state
  }

  // The state after a token (its separator, whether it has text, the key it is or null), or
  // null when no variant takes it.
  private after(reading: readonly Entry[], globbing: readonly Entry[], at: number, sep: number, text: boolean, key: string | null): State | null {
    const next: Entry[] = []
    const globs: Entry[] = [...globbing]
    for (const entry of reading) {
      const step = entry.steps[at]
      if (step === undefined) continue
      if (step.kind === 'key' ? step.key === key : step.kind === 'segment' ? step.sep === sep && text : false) next.push(entry)
      else if (step.kind === 'glob' && step.sep === sep) globs.push(entry)
    }
    if (next.length === 0 && globs.length === 0) return null
    return this.state(next, globs.sort((a, b) => a.key - b.key), at + 1)
  }
}

// The states reachable from `root` laid out in blocks (see SLASH … HEADS), breadth first, then
// their candidate lists (see C_INDEX …), the first of them the empty list.
function layout(root: State): Omit<SmallTable, 'floors'> {
  const order: State[] = [root]
  const queued = new Set(order)
  let size = 0
  const buckets = (state: State) => {
    let n = 1
    while (n < state.keys.length) n <<= 1
    return n
  }
  for (let i = 0; i < order.length; i++) {
    const state = order[i]!
    state.at = size
    size += HEADS + buckets(state) + 1
    for (const key of state.keys) size += 2 + key.length
    for (const next of [...state.next, state.slash, state.dot, state.slashEmpty, state.dotEmpty]) {
      if (next !== null && !queued.has(next)) queued.add(next), order.push(next)
    }
  }
  const pool: ParamValue[] = []
  const pooled = new Map<ParamValue, number>()
  const tests: Tests[] = []
  const lists = new Map<string, number>()
  const records: number[] = [NONE]
  const list = (candidates: readonly Candidate[]): number => {
    const id = candidates.map((c) => c.key).join(',')
    const known = lists.get(id)
    if (known !== undefined) return known
    const first = size + records.length
    for (const c of candidates) {
      const t = c.terminal
      const at = records.length
      records.push(t.index, t.mask, 0, c.glob, c.excluded, c.tests === null ? -1 : tests.push(c.tests) - 1, t.shape)
      for (const value of t.baseValues) {
        let p = pooled.get(value)
        if (p === undefined) pooled.set(value, (p = pool.push(value) - 1))
        records.push(p)
      }
      for (const at of c.captures) records.push(at === c.glob ? at | SLICE_GLOB : at)
      records[at + C_NEXT] = size + records.length
    }
    records.push(NONE)
    lists.set(id, first)
    return first
  }
  const listOf = order.map((state) => (state.candidates.length > 0 ? list(state.candidates) : size))
  const cells = new Int32Array(size + records.length)
  cells.set(records, size)
  order.forEach((state, n) => {
    const o = state.at
    cells[o + SLASH] = state.slash?.at ?? -1
    cells[o + DOT] = state.dot?.at ?? -1
    cells[o + SLASH_EMPTY] = state.slashEmpty?.at ?? -1
    cells[o + DOT_EMPTY] = state.dotEmpty?.at ?? -1
    cells[o + CANDIDATES] = listOf[n]!
    const n2 = buckets(state)
    // -1: no keys, the reader skips the buckets.
    cells[o + MASK] = state.keys.length === 0 ? -1 : n2 - 1
    const bucket = (k: number) => bucketOf(state.keys[k]!.charCodeAt(0), state.keys[k]!.charCodeAt(1)) & (n2 - 1)
    const sorted = state.keys.map((_, k) => k).sort((a, b) => bucket(a) - bucket(b))
    let record = o + HEADS + n2 + 1
    let k = 0
    for (let b = 0; b <= n2; b++) {
      cells[o + HEADS + b] = record
      for (; k < sorted.length && bucket(sorted[k]!) === b; k++) {
        const key = state.keys[sorted[k]!]!
        cells[record] = key.length
        cells[record + 1] = state.next[sorted[k]!]!.at
        for (let i = 0; i < key.length; i++) cells[record + 2 + i] = key.charCodeAt(i)
        record += 2 + key.length
      }
    }
  })
  return { cells, empty: size, pool, tests }
}

/** A variant with what its match needs. */
type Entry = Candidate & { steps: readonly Step[] }

function candidate(variant: Variant): Entry {
  const captures: number[] = []
  const tests: Array<{ at: number; test: WordTest }> = []
  let glob = -1
  let excluded = 0
  variant.steps.forEach((step, at) => {
    if (step.kind === 'segment') {
      captures.push(at)
      if (step.test) tests.push({ at, test: step.test })
    } else if (step.kind === 'glob') {
      captures.push(at)
      glob = at
      excluded = step.excluded
    }
  })
  const t = variant.terminal
  return { key: t.key, terminal: t, captures, glob, excluded, tests: tests.length > 0 ? tests : null, steps: variant.steps }
}
