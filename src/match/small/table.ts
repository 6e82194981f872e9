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
import type { WordTest } from '../word-test.js'

/** One token of a variant. */
type Step =
  | { kind: 'key'; key: string }
  | { kind: 'segment'; sep: number; test: WordTest | null }
  | { kind: 'glob'; sep: number; excluded: number }

/** A variant the recognizer decides, and what its match needs. */
export interface Candidate {
  /** Route index × 64 + variant rank (trie.ts): lower wins. */
  readonly key: number
  readonly index: number
  readonly mask: number
  /** What a match is built from, copied from the variant's terminal (a match reads no other object). */
  readonly route: Terminal['source']
  readonly shape: number
  readonly baseValues: Terminal['baseValues']
  /** Token positions of the captured values, in the order of the terminal's `names`. */
  readonly captures: Int32Array
  /** The glob's token position (it takes that token and every later one), or -1. */
  readonly glob: number
  /** The glob's excluded characters (trie.ts GlobEdge.excluded). */
  readonly excluded: number
  /** Token positions and the requirement tests their text must pass, or null. */
  readonly tests: ReadonlyArray<{ readonly at: number; readonly test: WordTest }> | null
}

/** A set of variants still possible; its transitions for the next token and its matches if the path ends. */
export class State {
  /**
   * Static keys of two characters or more (separator included) in buckets by their first two
   * characters (`bucketOf`): bucket b's keys are entries [heads[b], heads[b + 1]), entry j's
   * characters at [at[j], at[j] + lengths[j]) of the table's `chars`, leading to next[j]. A token
   * is compared with its bucket's keys only.
   */
  mask = 0
  heads: Int32Array = NO_KEYS
  at: Int32Array = NO_KEYS
  lengths: Int32Array = NO_KEYS
  next: State[] = []
  /** For a token with text that is no key, by separator. */
  slash: State | null = null
  dot: State | null = null
  /** For a token without text (`/` alone, `.` alone): the key it is, if any, else the globs. */
  slashEmpty: State | null = null
  dotEmpty: State | null = null
  /** If the path ends here: the variants matched, in key order. */
  candidates: Candidate[] = []
}

const NO_KEYS = new Int32Array(2)

/** A key's bucket (before masking) from its separator and the character after it. */
export const bucketOf = (sep: number, c: number): number => (sep << 3) ^ c

/** The recognizer's tables for one route table. */
export interface SmallTable {
  /** The state before the first token. */
  root: State
  /** Every static key's characters (UTF-16 code units, as `charCodeAt` reads the path). */
  chars: Uint16Array
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
  return builder.states > MAX_STATES ? null : { root: start, chars: Uint16Array.from(builder.text, (_, i) => builder.text.charCodeAt(i)), floors }
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
  /** Every key's characters, each key once. */
  text = ''
  private memo = new Map<string, State>()
  private placed = new Map<string, number>()

  // Where a key's characters are in `text`.
  place(key: string): number {
    let at = this.placed.get(key)
    if (at === undefined) this.placed.set(key, (at = this.text.length)), (this.text += key)
    return at
  }

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
    const long = [...keys].filter((key) => key.length > 1)
    let buckets = 1
    while (buckets < long.length) buckets <<= 1
    state.mask = buckets - 1
    const bucket = (key: string) => bucketOf(key.charCodeAt(0), key.charCodeAt(1)) & state.mask
    long.sort((a, b) => bucket(a) - bucket(b))
    if (long.length > 0) {
      state.heads = new Int32Array(buckets + 1)
      state.at = Int32Array.from(long, (key) => this.place(key))
      state.lengths = Int32Array.from(long, (key) => key.length)
      for (const key of long) {
        state.heads[bucket(key) + 1]!++
        state.next.push(this.after(reading, globbing, at, key.charCodeAt(0), true, key)!)
      }
      for (let b = 1; b <= buckets; b++) state.heads[b]! += state.heads[b - 1]!
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
  return { key: t.key, index: t.index, mask: t.mask, route: t.source, shape: t.shape, baseValues: t.baseValues, captures: Int32Array.from(captures), glob, excluded, tests: tests.length > 0 ? tests : null, steps: variant.steps }
}
