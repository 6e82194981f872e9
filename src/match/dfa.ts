/**
 * Recognition as a deterministic automaton over path tokens, built lazily from the packed trie
 * (packed.ts). A state is the set of trie nodes that the tokens read so far can have reached; a
 * token moves every one of them at once (its static child with that key, its segment edge, its
 * tested edges that accept the token), so a request takes one step per token, with no search and
 * no backtracking. The trie's walk (recognize.ts) visits the same nodes one branch at a time,
 * calling from node to node and coming back up for the other edges of every node on its way.
 *
 * Since the trie is a tree, each node stands for one way of reading the tokens: which were
 * static keys, which were captured. A state's candidates are the terminals of its nodes in key
 * order, so the answer is the first whose verbs accept the request.
 *
 * States and their transitions are made on first use, so building a matcher costs only the root
 * state, and their size is bounded (`MAX_CELLS`, 8 MiB): past it, `run` answers FALLBACK and the
 * request takes the trie's walk. Two kinds of pseudo-node (negative ids) stand between trie
 * nodes: inside a glob, which every token keeps and which reaches the glob's node after each
 * (values below a glob are read counting from the path's end), and part way through a value of
 * dotted tokens (`\d+\.\d+`), one per part read. What the automaton cannot follow (a glob with
 * such a requirement below it, routes left to their whole-path regexp) only sets a floor: a
 * candidate below the lowest key such a route could have is still the answer; otherwise the walk
 * decides. So does a token with no text (`/.json`) that is no static key, and a glob value holding
 * a line break its form excludes.
 *
 * Static keys are followed on the scan's token hash and length alone. The winner's own static
 * tokens are compared with the path once at the end, and so is any token that chose between a
 * tested edge and a static key; if one differs (two keys with one hash), the walk answers.
 */
import { isKeyAt } from './key-record.js'
import { decodeValue } from './normalize.js'
import { DOT, EXTRA, flat, MIN, SLASH as NODE_SLASH, SLOT, TABLE as NODE_TABLE, tableSize, TERMS, type PackedGlob, type PackedTested, type PackedTrie } from './packed.js'
import type { ParamsBuilder, ParamValue } from './params.js'
import type { Route } from '../route.js'
import type { Recognition } from './recognition.js'
import { firstExcluded, NONE, tokenHash, type Terminal } from './trie.js'
import { testAt, type WordTest } from './word-test.js'

/** `run`'s answer when the trie's walk must decide. */
export const FALLBACK = Symbol('fallback')

// State block: flags, candidates, the `/` and `.` default targets, info index, the floor, and the
// static table's mask (-1: no table), its offset at TABLE. The floor is the lowest key
// of any route that its nodes reach through edges the automaton does not follow (see above) or
// that hangs on them with its regexp: only a candidate below every floor on the way is the
// answer; otherwise the walk decides. The mask sits at a fixed offset so that a step's loads of
// the header and of the table entry do not wait on a third.
const FLAGS = 0
const CANDS = 1
const SLASH = 2
const INFO = 4
const FLOOR = 5
const MASK = 6
/**
 * The static keys again, for `read`, which compares a token with them in place instead of
 * hashing it: the bucket mask (-1: no keys); the `mask + 2` bucket heads follow the header at
 * BLOCK (the offset of the bucket's first key record, the last one the end), then the records. A
 * key record: the key's length, its target (as its table entry's, or `UNBUILT_AT - entry` while
 * unbuilt), its characters. Buckets go by the key's first two characters (`bucketOf`; NO_TEXT
 * stands for the second of a one-character key). So a step of `read` reads the header, the heads
 * and the records, one run of neighbouring memory: the candidates and their readings come next,
 * and the static table, which only `run` reads, comes last.
 */
const BMASK = 7
const TABLE = 8
const BLOCK = 9
/** Flag: static keys here choose against tested edges. */
const VERIFY = 1
/** Flag: a static key here holds a `%` or `?`, which `read` leaves to the normalising scan. */
const RAW_UNSAFE = 2
/** A key's bucket (before masking) from its separator and the character after it (NO_TEXT: none). */
const bucketOf = (sep: number, c: number): number => (sep << 3) ^ c
const NO_TEXT = -1
/** A static key's bucket among `buckets` (a power of two): by its separator and the character after it. */
const keyBucket = (key: string, buckets: number): number => bucketOf(key.charCodeAt(0), key.length > 1 ? key.charCodeAt(1) : NO_TEXT) & (buckets - 1)
// Targets: a state's offset, or one of these.
const UNBUILT = -1
const DEAD = -2
const TESTED = -3
const REFUSED = -4
/** In a key record: `UNBUILT_AT - entry` stands for UNBUILT, with the table entry to build. */
const UNBUILT_AT = -8
/**
 * A default target `TESTED_AT - block`: TESTED, with the state's tests laid out in the cells at
 * `block` (`testedBlock`): their number, the offset of the targets, each test as word-test.ts's
 * `layout` gives it, then a target for each set of test bits (UNBUILT until asked). So `read`
 * runs the tests and finds the target in the cells, without the state's objects and Map.
 */
const TESTED_AT = -8
/** Tests laid out per state and kind at most (their targets take 2^n cells); more keep the Map. */
const LAID_TESTS = 4
/** In `run`: the token is no key of the state's table. */
const NO_KEY = -5
/**
 * Table entries: hash, key length (0: empty), target, offset of the key's characters in the trie.
 * Keys sharing hash and length in one table carry SHARED in their length: the token is then
 * compared with them, since taking the wrong one would lose the other's nodes.
 */
const ENTRY = 4
const SHARED = 1 << 30
/**
 * Candidates: key, verb mask, offset of the route's answer, offset of the node's reading (both in
 * the same block). An answer is the route's params shape (its number for `build`), then the index
 * in `pool` of each of the route's base values (defaults, controller, action), so that a match
 * reads no object of its route but the route itself.
 */
const CAND = 4
/** Bound on the automaton's size (integers): a client choosing paths cannot grow it further. */
const MAX_CELLS = 1 << 21

/**
 * How a node reads the tokens above it: the tokens it captured (its params, in order) and the
 * runs of static tokens, as [first token, end token, text].
 */
interface Reading {
  captures: number[]
  runs: Array<[number, number, string]>
  /** Bit t set when token t is a static key (t < 31). */
  statics: number
  /** The glob the node lies below, or null. */
  glob: GlobEntry | null
  /**
   * Tokens read after the glob (-1 above any glob). Below a glob, captures and runs give their
   * tokens as AFTER + k (the k-th token after the glob), since only the path's end fixes where
   * those tokens are; `reading` lays them out counted from the end.
   */
  after: number
}

/**
 * A pseudo-node of states (its id is -1 - its index, so negative): inside a glob the automaton
 * follows, or `part` tokens into the value of a requirement over dotted tokens. Each hangs on
 * the trie node `origin` and takes its value from token `start` (that node's depth).
 */
type Pseudo = GlobEntry | PartEntry

interface GlobEntry {
  kind: 'glob'
  id: number
  edge: PackedGlob
  origin: number
  start: number
}

interface PartEntry {
  kind: 'part'
  id: number
  edge: PackedTested
  part: number
  origin: number
  start: number
}

/** A tested step out of a node: the test of its token, and the node it reaches from token t. */
interface Step {
  test: WordTest
  enter: (t: number) => number
}

/** Codes of readings' tokens below a glob (see Reading.after). */
const AFTER = 1 << 12
/** In a capture list, SPAN + (tokens) × 32 + (first token): a value over dotted tokens. */
const SPAN = 1 << 13
/** In a capture list as built, the glob's own value. */
const GLOB_VALUE = -1
/**
 * In a capture list as laid out: 0…31 a token; below 0 a token counted from the end (-1: the
 * last); GLOB_CODE + (tokens after the glob) × 32 + (its first token) + (excluded kind) × 2048 a
 * glob's value.
 */
const GLOB_CODE = 1024

interface StateInfo {
  nodes: number[]
  depth: number
  /** Targets for a `/` or `.` token by the tested edges it passed (a bit per edge), when the state has tested edges. */
  byTests: [Map<number, number> | null, Map<number, number> | null]
  /** The tests of those edges, in their bit order, once asked for (null: more than 31). */
  tests: [WordTest[] | null | undefined, WordTest[] | null | undefined]
}

const ROOT_READING: Reading = { captures: [], runs: [], statics: 0, glob: null, after: -1 }

/** The automaton of one packed trie. */
export class Automaton {
  cells: Int32Array = new Int32Array(1024)
  used = 0
  /** The static runs' texts, compared once per request with the path. */
  texts: string[] = []
  /** The base values candidates' answers refer to, and the table's params constructor. */
  readonly pool: ParamValue[] = []
  readonly build: ParamsBuilder
  private readonly poolIndex = new Map<ParamValue, number>()
  private readonly infos: StateInfo[] = []
  private readonly states = new Map<string, number>()
  private readonly nodeReadings = new Map<number, Reading>([[0, ROOT_READING]])
  private readonly laidOut = new Map<number, number[]>()
  private readonly pseudo: Pseudo[] = []
  private readonly globIndex = new Map<PackedGlob, GlobEntry>()
  private readonly partIndex = new Map<PackedTested, PartEntry[]>()
  private readonly followable = new Map<number, boolean>()
  private readonly keyTexts = new Map<number, string>()
  /** The answer of each terminal, by its index in the trie's data, once made. */
  private readonly answers: number[][] = []

  /** `routes`: the list the trie was built from, answered by index. `maxCells`: the size bound, lowered by specs. */
  constructor(readonly trie: PackedTrie, readonly routes: readonly Route[], private readonly maxCells = MAX_CELLS) {
    this.build = trie.params
    this.state([0], 0)
  }

  /** The target of the static table entry at `entry` of state `s`. */
  staticTarget(s: number, entry: number): number {
    const { nodes } = this.trie
    const info = this.infos[this.cells[s + INFO]!]!
    const key = this.keyAt(this.cells[entry + 3]!, this.cells[entry + 1]! & ~SHARED)
    const t = info.depth
    const reached: number[] = []
    for (const node of info.nodes) {
      if (this.stayInside(node, reached)) continue
      if (node >= 0) {
        this.enterGlobs(node, key.charCodeAt(0), t, key.length > 1, reached)
        const child = this.staticChild(node, key)
        if (child >= 0) reached.push(this.reach(node, child, t, key))
        if (key.length > 1) {
          const param = nodes[node + (key.charCodeAt(0) === 47 ? NODE_SLASH : DOT)]!
          if (param >= 0) reached.push(this.reach(node, param, t, null))
        }
      }
      for (const step of this.steps(node, key.charCodeAt(0))) if (step.test.test(key, 1, key.length)) reached.push(step.enter(t))
    }
    const target = this.settle(entry + 2, this.state(reached, t + 1))
    if (target !== REFUSED) {
      // The key's record in `read`'s buckets holds the target too.
      const cells = this.cells
      const records = s + BLOCK + cells[s + BMASK]! + 2
      for (let j = cells[s + BLOCK]!; j < cells[records - 1]!; j += 2 + cells[j]!) if (cells[j + 1] === UNBUILT_AT - entry) cells[j + 1] = target
    }
    return target
  }

  /** The target of state `s` for a token with no static key: separator `kind` (0 `/`, 1 `.`). */
  defaultTarget(s: number, kind: number): number {
    const info = this.infos[this.cells[s + INFO]!]!
    const sep = kind === 0 ? 47 : 46
    if (info.nodes.some((node) => this.steps(node, sep).length > 0)) return this.settle(s + SLASH + kind, this.testedBlock(s, kind))
    return this.settle(s + SLASH + kind, this.state(this.params(info, sep, null), info.depth + 1))
  }

  /** The target of state `s` for a token `path[from, to)` with no static key, by its tested edges. */
  testedTarget(s: number, kind: number, path: string, from: number, to: number): number {
    const info = this.infos[this.cells[s + INFO]!]!
    const tests = this.testsOf(info, kind)
    if (tests === null) return REFUSED
    let bits = 0
    for (let n = 0; n < tests.length; n++) if (tests[n]!.test(path, from, to)) bits |= 1 << n
    return this.byBits(info, kind, bits)
  }

  /** The target of state `s`'s tested block (see TESTED_AT) for these test bits, kept in the block. */
  blockTarget(s: number, kind: number, block: number, bits: number): number {
    const target = this.byBits(this.infos[this.cells[s + INFO]!]!, kind, bits)
    if (target !== REFUSED) this.cells[this.cells[block + 1]! + bits] = target
    return target
  }

  // The tests of a state's tested edges after a `/` (kind 0) or `.`, in their bit order; null past 31.
  private testsOf(info: StateInfo, kind: number): WordTest[] | null {
    let tests = info.tests[kind]
    if (tests === undefined) {
      const sep = kind === 0 ? 47 : 46
      tests = info.nodes.flatMap((node) => this.steps(node, sep).map((step) => step.test))
      info.tests[kind] = tests = tests.length > 31 ? null : tests
    }
    return tests
  }

  private byBits(info: StateInfo, kind: number, bits: number): number {
    const byTests = (info.byTests[kind] ??= new Map())
    const known = byTests.get(bits)
    if (known !== undefined) return known
    const target = this.state(this.params(info, kind === 0 ? 47 : 46, bits), info.depth + 1)
    if (target !== REFUSED) byTests.set(bits, target)
    return target
  }

  // The default target of a state whose tested edges decide: its tests laid out in the cells
  // (TESTED_AT - block), or TESTED when some test has no layout or there are many.
  private testedBlock(s: number, kind: number): number {
    const tests = this.testsOf(this.infos[this.cells[s + INFO]!]!, kind)
    if (tests === null || tests.length > LAID_TESTS || this.used > this.maxCells) return TESTED
    const layouts: number[][] = []
    for (const test of tests) {
      const layout = test.layout?.() ?? null
      if (layout === null) return TESTED
      layouts.push(layout)
    }
    let size = 2 + (1 << tests.length)
    for (const layout of layouts) size += layout.length
    const block = this.grow(size)
    const cells = this.cells
    cells[block] = tests.length
    let at = block + 2
    for (const layout of layouts) cells.set(layout, at), (at += layout.length)
    cells[block + 1] = at
    cells.fill(UNBUILT, at, at + (1 << tests.length))
    return TESTED_AT - block
  }

  // The segment children of a state's nodes for a non-empty token after `sep`, and the tested
  // ones whose bit is set in `bits` (numbered as in `testedTarget`).
  private params(info: StateInfo, sep: number, bits: number | null): number[] {
    const { nodes } = this.trie
    const reached: number[] = []
    let n = 0
    for (const node of info.nodes) {
      if (this.stayInside(node, reached)) continue
      if (node >= 0) {
        this.enterGlobs(node, sep, info.depth, true, reached)
        const param = nodes[node + (sep === 47 ? NODE_SLASH : DOT)]!
        if (param >= 0) reached.push(this.reach(node, param, info.depth, null))
      }
      for (const step of this.steps(node, sep)) {
        if (bits !== null && (bits & (1 << n)) !== 0) reached.push(step.enter(info.depth))
        n++
      }
    }
    return reached
  }

  // Inside a glob, any token keeps the glob going, and may end it: its node is reached too.
  // False when `node` is not inside a glob.
  private stayInside(node: number, reached: number[]): boolean {
    const entry = node < 0 ? this.pseudo[-1 - node]! : null
    if (entry?.kind !== 'glob') return false
    reached.push(node, this.valueEnd(entry))
    return true
  }

  // The tested steps out of a node for a token after `sep`: its tested edges (a requirement over
  // dotted tokens enters its first part), or a part's next one, after a `.`.
  private steps(node: number, sep: number): Step[] {
    if (node < 0) {
      const entry = this.pseudo[-1 - node]!
      if (entry.kind === 'glob' || sep !== 46) return []
      const { edge, part, origin, start } = entry
      return [{ test: edge.parts![part]!, enter: () => (part + 1 === edge.span ? this.valueEnd(entry) : this.part(edge, part + 1, origin, start)) }]
    }
    const extra = this.trie.nodes[node + EXTRA]!
    if (extra < 0) return []
    return (this.trie.extras[extra]!.tested ?? [])
      .filter((edge) => edge.sep === sep)
      .map((edge) => ({ test: edge.parts?.[0] ?? edge.test, enter: (t: number) => (edge.span === 1 ? this.reach(node, edge.node, t, null) : this.part(edge, 1, node, t)) }))
  }

  // The pseudo-node of `part` tokens read into a dotted value.
  private part(edge: PackedTested, part: number, origin: number, start: number): number {
    let parts = this.partIndex.get(edge)
    if (parts === undefined) this.partIndex.set(edge, (parts = []))
    let entry = parts[part]
    if (entry === undefined) {
      parts[part] = entry = { kind: 'part', id: -1 - this.pseudo.length, edge, part, origin, start }
      this.pseudo.push(entry)
    }
    return entry.id
  }

  // The globs of `node` after `sep` that a token t enters (those the automaton follows); with a
  // token that has text (`value`), the glob may end after it.
  private enterGlobs(node: number, sep: number, t: number, value: boolean, reached: number[]): void {
    const extra = this.trie.nodes[node + EXTRA]!
    if (extra < 0) return
    for (const edge of this.trie.extras[extra]!.globs ?? []) {
      if (edge.sep !== sep || !this.follows(edge)) continue
      let entry = this.globIndex.get(edge)
      if (entry === undefined) {
        entry = { kind: 'glob', id: -1 - this.pseudo.length, edge, origin: node, start: t }
        this.pseudo.push(entry)
        this.globIndex.set(edge, entry)
      }
      reached.push(entry.id)
      if (value) reached.push(this.valueEnd(entry))
    }
  }

  // The node below a glob or a dotted value, reached with the value taken.
  private valueEnd(entry: Pseudo): number {
    const child = entry.edge.node
    if (!this.nodeReadings.has(child)) {
      const above = this.nodeReadings.get(entry.origin)!
      const glob = entry.kind === 'glob'
      const value = glob ? GLOB_VALUE : SPAN + entry.edge.span * 32 + entry.start
      this.nodeReadings.set(child, { ...above, captures: [...above.captures, value], ...(glob && { glob: entry, after: 0 }) })
    }
    return child
  }

  // Whether the automaton follows a glob: not with a requirement over dotted tokens below it,
  // whose tokens would have to be counted from the path's end. The glob then sets a floor.
  private follows(edge: PackedGlob): boolean {
    let known = this.followable.get(edge.node)
    if (known === undefined) this.followable.set(edge.node, (known = this.plain(edge.node)))
    return known
  }

  private plain(node: number): boolean {
    const { nodes, extras } = this.trie
    const extra = nodes[node + EXTRA]!
    if (extra >= 0) {
      // (No glob below: a glob edge's subtree is its route's alone, and the trie holds no route with two.)
      const { tested } = extras[extra]!
      if ((tested ?? []).some((e) => e.span !== 1)) return false
      for (const edge of tested ?? []) if (!this.plain(edge.node)) return false
    }
    for (const child of [nodes[node + NODE_SLASH]!, nodes[node + DOT]!]) if (child >= 0 && !this.plain(child)) return false
    const table = nodes[node + NODE_TABLE]!
    if (table >= 0) {
      for (let slot = 0; slot <= nodes[table - 1]!; slot++) {
        const child = nodes[table + slot * SLOT + 1]!
        if (child >= 0 && !this.plain(child)) return false
      }
    }
    return true
  }

  private staticChild(node: number, key: string): number {
    const { nodes } = this.trie
    const table = nodes[node + NODE_TABLE]!
    if (table < 0) return -1
    const hash = tokenHash(key)
    const mask = nodes[table - 1]!
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = table + slot * SLOT
      if (nodes[entry + 1]! < 0) return -1
      if (nodes[entry] === hash && nodes[entry + 3] === key.length && this.keyAt(nodes[entry + 2]!, key.length) === key) return nodes[entry + 1]!
    }
  }

  // A key's text by the offset of its characters (each key is stored once), made once: the eager
  // build asks for the same keys in many states.
  private keyAt(at: number, length: number): string {
    let key = this.keyTexts.get(at)
    if (key === undefined) {
      key = String.fromCharCode(...this.trie.nodes.subarray(at, at + length))
      this.keyTexts.set(at, key)
    }
    return key
  }

  // `child`, reached from `parent` by token t (a static key, or captured when `key` is null).
  private reach(parent: number, child: number, t: number, key: string | null): number {
    if (!this.nodeReadings.has(child)) {
      const above = this.nodeReadings.get(parent)!
      const reading: Reading = { ...above }
      // Below a glob, the token is the next after it.
      const below = above.after >= 0
      if (below) reading.after = above.after + 1
      const token = below ? AFTER + above.after : t
      if (key === null) reading.captures = [...above.captures, token]
      else {
        const last = above.runs[above.runs.length - 1]
        reading.runs = last !== undefined && last[1] === token
          ? [...above.runs.slice(0, -1), [last[0], token + 1, last[2] + key]]
          : [...above.runs, [token, token + 1, key]]
        if (!below && t < 31) reading.statics |= 1 << t
      }
      this.nodeReadings.set(child, reading)
    }
    return child
  }

  private settle(cell: number, target: number): number {
    if (target !== REFUSED) this.cells[cell] = target
    return target
  }

  // The state of these trie nodes, made if new; DEAD for none, REFUSED past the size bound.
  private state(reached: number[], depth: number): number {
    if (reached.length === 0) return DEAD
    const nodeList = [...new Set(reached)].sort((a, b) => a - b)
    const name = nodeList.join(',')
    const known = this.states.get(name)
    if (known !== undefined) return known
    if (this.used > this.maxCells) return REFUSED
    const { nodes, extras } = this.trie
    let flags = 0
    let floor = NONE
    const keys = new Map<string, number>()
    for (const node of nodeList) {
      if (node < 0) {
        if (this.pseudo[-1 - node]!.kind === 'part') flags |= VERIFY
        continue
      }
      const extra = nodes[node + EXTRA]!
      if (extra >= 0) {
        const { tested, globs, regexes } = extras[extra]!
        for (const edge of globs ?? []) if (!this.follows(edge)) floor = Math.min(floor, nodes[edge.node + MIN]!)
        if (regexes.length > 0) floor = Math.min(floor, regexes[0]!.key)
        if (tested !== null) flags |= VERIFY
      }
      const table = nodes[node + NODE_TABLE]!
      if (table < 0) continue
      for (let slot = 0; slot <= nodes[table - 1]!; slot++) {
        const entry = table + slot * SLOT
        if (nodes[entry + 1]! >= 0) keys.set(this.keyAt(nodes[entry + 2]!, nodes[entry + 3]!), nodes[entry + 2]!)
      }
    }
    // Everything a request ending here reads lies in the state's block: header, table,
    // candidates, then the readings of the candidates' nodes.
    const found: number[][] = []
    const readingOf = new Map<number, number[]>()
    for (const node of nodeList) {
      if (node < 0) continue
      let at = nodes[node + TERMS]!
      if (at < 0) continue
      readingOf.set(node, this.reading(node))
      for (; nodes[at] !== NONE; at += 3) found.push([nodes[at]!, nodes[at + 1]!, nodes[at + 2]!, node])
    }
    this.order(found)
    const tableLength = keys.size > 0 ? tableSize(keys.size) * ENTRY : 0
    let buckets = 0
    let bucketLength = 0
    if (keys.size > 0) {
      buckets = 1
      while (buckets < keys.size) buckets <<= 1
      bucketLength = buckets + 1
      for (const key of keys.keys()) {
        bucketLength += 2 + key.length
        if (key.indexOf('%') >= 0 || key.indexOf('?') >= 0) flags |= RAW_UNSAFE
      }
    }
    let readingsLength = 0
    for (const reading of readingOf.values()) readingsLength += reading.length
    // (Indexed, not destructured: in a fresh process this runs before V8 optimises it, and
    // destructuring an array there goes through its iterator.)
    const answers: number[][] = []
    for (let i = 0; i < found.length; i++) answers.push(this.answer(found[i]![2]!))
    for (const answer of answers) readingsLength += answer.length
    const s = this.grow(BLOCK + bucketLength + (found.length > 0 ? (found.length + 1) * CAND : 0) + readingsLength + tableLength)
    const cells = this.cells
    cells[s + FLAGS] = flags
    cells[s + FLOOR] = floor
    cells[s + SLASH] = UNBUILT
    cells[s + SLASH + 1] = UNBUILT
    cells[s + INFO] = this.infos.length
    this.infos.push({ nodes: nodeList, depth, byTests: [null, null], tests: [undefined, undefined] })
    cells[s + MASK] = -1
    cells[s + BMASK] = -1
    cells[s + TABLE] = -1
    if (keys.size > 0) {
      const table = s + BLOCK + bucketLength + (found.length > 0 ? (found.length + 1) * CAND : 0) + readingsLength
      cells[s + TABLE] = table
      const mask = tableSize(keys.size) - 1
      cells[s + MASK] = mask
      const sharing = new Map<string, number>()
      const hashOf = (key: string) => `${tokenHash(key)}:${key.length}`
      for (const key of keys.keys()) sharing.set(hashOf(key), (sharing.get(hashOf(key)) ?? 0) + 1)
      // The same keys in buckets, each record pointing at its entry (see BMASK): each bucket's
      // records placed from its running end, the ends counted first.
      const heads = s + BLOCK
      cells[s + BMASK] = buckets - 1
      const ends = new Int32Array(buckets + 1)
      for (const key of keys.keys()) ends[keyBucket(key, buckets) + 1] += 2 + key.length
      ends[0] = heads + buckets + 1
      for (let b = 0; b < buckets; b++) ends[b + 1] += ends[b]!
      for (let b = 0; b <= buckets; b++) cells[heads + b] = ends[b]!
      for (const [key, chars] of keys) {
        const hash = tokenHash(key)
        let slot = hash & mask
        while (cells[table + slot * ENTRY + 1] !== 0) slot = (slot + 1) & mask
        const entry = table + slot * ENTRY
        cells[entry] = hash
        cells[entry + 1] = sharing.get(hashOf(key))! > 1 ? key.length | SHARED : key.length
        cells[entry + 2] = UNBUILT
        cells[entry + 3] = chars
        const b = keyBucket(key, buckets)
        const record = ends[b]!
        ends[b] = record + 2 + key.length
        cells[record] = key.length
        cells[record + 1] = UNBUILT_AT - entry
        for (let i = 0; i < key.length; i++) cells[record + 2 + i] = key.charCodeAt(i)
      }
    }
    cells[s + CANDS] = -1
    if (found.length > 0) {
      const first = s + BLOCK + bucketLength
      let at = first + (found.length + 1) * CAND
      const placed = new Map<number, number>()
      readingOf.forEach((reading, node) => {
        placed.set(node, at)
        cells.set(reading, at)
        at += reading.length
      })
      for (let i = 0; i < found.length; i++) {
        const f = found[i]!
        const c = first + i * CAND
        cells[c] = f[0]!
        cells[c + 1] = f[1]!
        cells[c + 2] = at
        cells[c + 3] = placed.get(f[3]!)!
        cells.set(answers[i]!, at)
        at += answers[i]!.length
      }
      cells.set([NONE, 0, -1, -1], first + found.length * CAND)
      cells[s + CANDS] = first
    }
    this.states.set(name, s)
    return s
  }

  // Candidates in the order the walk prefers them: by key, except that one glob's variants go by
  // the length of its value first (shortest first for `.+?`, longest for `.+`), as its route's
  // regexp tries them. They keep their place among the route's other variants: a route's keys
  // rank its optional groups left to right, so the variants of one glob hold a range of keys
  // of their own.
  private order(found: number[][]): void {
    const glob = (node: number) => this.nodeReadings.get(node)!.glob
    const first = new Map<GlobEntry, number>()
    for (let i = 0; i < found.length; i++) {
      const entry = glob(found[i]![3]!)
      if (entry !== null) first.set(entry, Math.min(first.get(entry) ?? NONE, found[i]![0]!))
    }
    if (first.size === 0) {
      found.sort((x, y) => x[0]! - y[0]!)
      return
    }
    const rank = (f: number[]) => {
      const entry = glob(f[3]!)
      if (entry === null) return [f[0]!, 0]
      // Tokens after the glob: more of them leave the glob a shorter value.
      const after = this.nodeReadings.get(f[3]!)!.after
      return [first.get(entry)!, entry.edge.lazy ? -after : after]
    }
    const ranks = new Map(found.map((f) => [f, rank(f)]))
    found.sort((x, y) => {
      const [a, b] = [ranks.get(x)!, ranks.get(y)!]
      return a[0]! - b[0]! || a[1]! - b[1]! || x[0]! - y[0]!
    })
  }

  // A route's answer as laid out after the readings: its shape's index, its base values' indices.
  private answer(data: number): number[] {
    const known = this.answers[data]
    if (known !== undefined) return known
    const terminal: Terminal = this.trie.data[data]!
    const out = [terminal.shape]
    this.answers[data] = out
    for (const value of terminal.baseValues) {
      let at = this.poolIndex.get(value)
      if (at === undefined) this.poolIndex.set(value, (at = this.pool.push(value) - 1))
      out.push(at)
    }
    return out
  }

  // How a node reads the tokens, as laid out after a state's candidates: statics bits, capture
  // count, captures, run count, runs (first token, end token, index in `texts`).
  private reading(node: number): number[] {
    // A node's reading is fixed once it is reached: laid out once, copied into each state.
    const known = this.laidOut.get(node)
    if (known !== undefined) return known
    const { captures, runs, statics, glob, after } = this.nodeReadings.get(node)!
    // Below a glob, tokens are counted from the end: the k-th after the glob is `after - k` from it.
    const token = (code: number) => (code >= AFTER && code < SPAN ? code - AFTER - after : code)
    const capture = (code: number) => (code === GLOB_VALUE ? GLOB_CODE + after * 32 + glob!.start + glob!.edge.excluded * 2048 : token(code))
    const out = [statics, captures.length, ...captures.map(capture), runs.length]
    for (let i = 0; i < runs.length; i++) out.push(token(runs[i]![0]), token(runs[i]![1]), this.texts.push(flat(runs[i]![2])) - 1)
    this.laidOut.set(node, out)
    return out
  }

  private grow(size: number): number {
    if (this.used + size > this.cells.length) this.cells = enlarge(this.cells, this.used + size)
    const at = this.used
    this.used += size
    return at
  }
}

function enlarge(array: Int32Array, needed: number): Int32Array {
  let length = array.length * 2
  while (length < needed) length *= 2
  const bigger = new Int32Array(length)
  bigger.set(array)
  return bigger
}

// Scratch: the scan's token starts (see `run`), the tokens whose static key chose against tested
// edges, and the key each took.
var seps: Int32Array = new Int32Array(0)
var pendingTokens = new Int32Array(32)
var pendingKeys = new Int32Array(32)
var pending = 0
var tokenCount = 0
const values: ParamValue[] = []

/** `run`'s answer when a transition must be made first (see `buildStep`); then it runs again. */
export const UNBUILT_STEP = Symbol('unbuilt')
// The transition `run` met unbuilt: its state, and its static entry or -1 - kind for a default.
var unbuiltState = 0
var unbuiltWhat = 0

function unbuilt(s: number, what: number): typeof UNBUILT_STEP {
  unbuiltState = s
  unbuiltWhat = what
  return UNBUILT_STEP
}

/** Makes the transition `run` last answered UNBUILT_STEP for; false past the size bound. */
export function buildStep(a: Automaton): boolean {
  const target = unbuiltWhat >= 0 ? a.staticTarget(unbuiltState, unbuiltWhat) : a.defaultTarget(unbuiltState, -1 - unbuiltWhat)
  return target !== REFUSED
}

/**
 * Recognises a scanned path for a verb bit: the recognition, null, FALLBACK, or UNBUILT_STEP
 * (call `buildStep`, then `run` again: building stays out of this loop's code). `tokens` and
 * `hashes` are what recognize.ts's scan leaves: token t runs from `tokens[t]` (its `/` or `.`) to
 * `tokens[t + 1]`, and `hashes[t]` is its `tokenHash`. With `conditions` (the request's facts are
 * known), a route with request conditions that would win is left to the walk, which asks them.
 */
export function run(
  a: Automaton, path: string, tokens: Int32Array, hashes: Int32Array, count: number, percent: boolean, bit: number, conditions: boolean,
): Recognition | null | typeof FALLBACK | typeof UNBUILT_STEP {
  if (count > 31) return FALLBACK
  seps = tokens
  tokenCount = count
  let cells = a.cells
  let s = 0
  let floor = NONE
  pending = 0
  for (let t = 0; t < count; t++) {
    const flags = cells[s]!
    const lowest = cells[s + FLOOR]!
    if (lowest < floor) floor = lowest
    const start = seps[t]!
    const length = seps[t + 1]! - start
    let next = NO_KEY
    const mask = cells[s + MASK]!
    if (mask >= 0) {
      const hash = hashes[t]!
      const table = cells[s + TABLE]!
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const entry = table + slot * ENTRY
        const keyLength = cells[entry + 1]!
        if (keyLength === 0) break
        if (cells[entry] === hash && (keyLength === length || (keyLength === (length | SHARED) && sameKey(a, path, start, length, cells[entry + 3]!)))) {
          next = cells[entry + 2]!
          if (next === UNBUILT) return unbuilt(s, entry)
          if ((flags & VERIFY) !== 0) {
            pendingTokens[pending] = t
            pendingKeys[pending++] = cells[entry + 3]!
          }
          break
        }
      }
    }
    if (next === NO_KEY) {
      if (length === 1) return FALLBACK
      const kind = path.charCodeAt(start) === 47 ? 0 : 1
      next = cells[s + SLASH + kind]!
      if (next === UNBUILT) return unbuilt(s, -1 - kind)
      if (next === TESTED || next <= TESTED_AT) (next = a.testedTarget(s, kind, path, start + 1, start + length)), (cells = a.cells)
    }
    if (next < 0) return next === DEAD && floor === NONE && keysHold(a, path, 0) ? null : FALLBACK
    s = next
  }
  const lowest = cells[s + FLOOR]!
  if (lowest < floor) floor = lowest
  let c = cells[s + CANDS]!
  if (c >= 0) {
    // Candidates are in key order: past the floor, a route the automaton cannot see may win.
    for (; cells[c]! < floor; c += CAND) {
      const mask = cells[c + 1]!
      // A negative mask has the CONDITIONAL bit (packed.ts).
      if ((mask & bit) !== 0) return conditions && mask < 0 ? FALLBACK : take(a, path, percent, cells[c]! >> 6, cells[c + 2]!, cells[c + 3]!, true)
    }
  }
  return floor === NONE && keysHold(a, path, 0) ? null : FALLBACK
}

/** `read`'s answer for a path the scan must take first: out of Journey's normal form, a `%` or `?`, more than 31 tokens. */
export const LEAVE_PATH = Symbol('leave path')
var readSeps: Int32Array = new Int32Array(64)

/**
 * `run` on the raw path, without the scan: each token is compared in place with the static keys
 * of its state's bucket (by its separator and next character; a key matches when a separator or
 * the path's end follows it), and only a token that is no key is read to its end. So each
 * character is read about once, no token is hashed, and the winner's static tokens need no
 * comparison at the end: every key was compared whole. Answers as `run` does (without request
 * facts), or LEAVE_PATH: `%` (decoding), `?`, `//`, a trailing `/`, over 31 tokens, and keys
 * holding `%` or `?` are the scan's business. A path left early (DEAD) is no match in its
 * normal form either: the tokens read so far are the normal form's own.
 */
export function read(a: Automaton, path: string, bit: number): Recognition | null | typeof FALLBACK | typeof UNBUILT_STEP | typeof LEAVE_PATH {
  const length = path.length
  if (length === 0 || path.charCodeAt(0) !== 47) return LEAVE_PATH
  if (readSeps.length <= length + 1) readSeps = new Int32Array(length + 2)
  const sp = readSeps
  let cells = a.cells
  let s = 0
  let floor = NONE
  let start = 0
  let sep = 47
  let t = 0
  for (;;) {
    if (t === 31 || (cells[s]! & RAW_UNSAFE) !== 0) return LEAVE_PATH
    const lowest = cells[s + FLOOR]!
    if (lowest < floor) floor = lowest
    sp[t] = start
    let end = start + 1
    // The character after the separator; NO_TEXT for a token without text.
    let c = end < length ? path.charCodeAt(end) : NO_TEXT
    if (c === 47 || c === 46) {
      // `//` is out of normal form; `/.` is in it.
      if (c === 47 && sep === 47) return LEAVE_PATH
      c = NO_TEXT
    } else if (c === NO_TEXT) {
      // A trailing `/` is out of normal form (the path `/` is not).
      if (sep === 47 && length > 1) return LEAVE_PATH
    } else if (c === 37 || c === 63) return LEAVE_PATH
    let next = NO_KEY
    const bmask = cells[s + BMASK]!
    if (bmask >= 0) {
      const heads = s + BLOCK + (bucketOf(sep, c) & bmask)
      for (let j = cells[heads]!, last = cells[heads + 1]!; j < last; j += 2 + cells[j]!) {
        const keyLength = cells[j]!
        if (cells[j + 2] !== sep) continue
        if (keyLength === 1) {
          if (c !== NO_TEXT) continue
          next = cells[j + 1]!
          break
        }
        if (cells[j + 3] === c && isKeyAt(cells, j, path, start)) {
          next = cells[j + 1]!
          end = start + keyLength
          break
        }
      }
    }
    if (next !== NO_KEY) {
      if (next <= UNBUILT_AT) return unbuilt(s, UNBUILT_AT - next)
    } else {
      if (c === NO_TEXT) return FALLBACK
      for (end = start + 2; end < length; end++) {
        const d = path.charCodeAt(end)
        // `%` (37), `.` (46), `/` (47) and `?` (63) are all below 64; letters are not.
        if (d < 64) {
          if (d === 47 || d === 46) break
          if (d === 37 || d === 63) return LEAVE_PATH
        }
      }
      const kind = sep === 47 ? 0 : 1
      next = cells[s + SLASH + kind]!
      if (next === UNBUILT) return unbuilt(s, -1 - kind)
      if (next <= TESTED_AT) {
        const block = TESTED_AT - next
        let bits = 0
        for (let k = 0, n = cells[block]!, at = block + 2; k < n; k++, at += 2 + cells[at + 1]!) if (testAt(cells, at, path, start + 1, end)) bits |= 1 << k
        next = cells[cells[block + 1]! + bits]!
        if (next === UNBUILT) (next = a.blockTarget(s, kind, block, bits)), (cells = a.cells)
      } else if (next === TESTED) (next = a.testedTarget(s, kind, path, start + 1, end)), (cells = a.cells)
    }
    if (next < 0) return next === DEAD && floor === NONE ? null : FALLBACK
    s = next
    t++
    if (end >= length) break
    start = end
    sep = path.charCodeAt(start)
  }
  sp[t] = length
  seps = sp
  tokenCount = t
  pending = 0
  const lowest = cells[s + FLOOR]!
  if (lowest < floor) floor = lowest
  let c = cells[s + CANDS]!
  if (c >= 0) {
    for (; cells[c]! < floor; c += CAND) {
      if ((cells[c + 1]! & bit) !== 0) return take(a, path, false, cells[c]! >> 6, cells[c + 2]!, cells[c + 3]!, false)
    }
  }
  return floor === NONE ? null : FALLBACK
}

function sameKey(a: Automaton, path: string, start: number, length: number, key: number): boolean {
  const chars = a.trie.nodes
  for (let j = 0; j < length; j++) if (path.charCodeAt(start + j) !== chars[key + j]) return false
  return true
}

// Whether every pending token is its key, except those the winner's static bits cover (its runs
// check them).
function keysHold(a: Automaton, path: string, covered: number): boolean {
  for (let i = 0; i < pending; i++) {
    const t = pendingTokens[i]!
    if ((covered & (1 << t)) !== 0) continue
    if (!sameKey(a, path, seps[t]!, seps[t + 1]! - seps[t]!, pendingKeys[i]!)) return false
  }
  return true
}

// `checkRuns`: whether the winner's static tokens must be compared with the path (`run` followed
// keys by hash; `read` compared them whole).
function take(a: Automaton, path: string, percent: boolean, index: number, answer: number, reading: number, checkRuns: boolean): Recognition | typeof FALLBACK {
  const r = a.cells
  if (pending > 0 && !keysHold(a, path, r[reading]!)) return FALLBACK
  const captures = r[reading + 1]!
  let i = reading + 2 + captures
  const runs = checkRuns ? r[i++]! : 0
  for (let k = 0; k < runs; k++, i += 3) {
    const token = r[i]!
    const first = seps[token >= 0 ? token : tokenCount + token]!
    const text = a.texts[r[i + 2]!]!
    if (first === 0 && text.length === path.length ? path !== text : path.slice(first, first + text.length) !== text) return FALLBACK
  }
  for (let k = 0; k < captures; k++) {
    let t = r[reading + 2 + k]!
    let value: string
    if (t >= 0 && t < 32) value = path.slice(seps[t]! + 1, seps[t + 1]!)
    else if (t < 0) (t += tokenCount), (value = path.slice(seps[t]! + 1, seps[t + 1]!))
    else if (t >= SPAN) value = path.slice(seps[t & 31]! + 1, seps[(t & 31) + ((t >> 5) & 31)]!)
    else {
      const from = seps[t & 31]! + 1
      const to = seps[tokenCount - ((t >> 5) & 31)]!
      // A value holding a character its form excludes: the walk answers, with the values the glob may still take.
      if ((t & (3 * 2048)) !== 0 && firstExcluded(path, from, to, t >> 11) < to) return FALLBACK
      value = path.slice(from, to)
    }
    values[k] = percent ? decodeValue(value) : value
  }
  return { route: a.routes[index]!, index, params: new a.build(r[answer]!, a.pool, r, answer + 1, values) }
}

/**
 * Makes every transition on static keys and segment edges now, breadth-first from the root, up
 * to the automaton's size bound (false when the bound stopped it). Transitions by tested edges
 * depend on the token's text and stay lazy. For servers that want no building on first requests.
 */
export function buildAll(a: Automaton): boolean {
  const queue = [0]
  const seen = new Set(queue)
  const follow = (target: number): boolean => {
    if (target === REFUSED) return false
    if (target >= 0 && !seen.has(target)) seen.add(target), queue.push(target)
    return true
  }
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!
    const mask = a.cells[s + MASK]!
    for (let slot = 0; mask >= 0 && slot <= mask; slot++) {
      const entry = a.cells[s + TABLE]! + slot * ENTRY
      if (a.cells[entry + 1] === 0) continue
      const target = a.cells[entry + 2]!
      if (!follow(target === UNBUILT ? a.staticTarget(s, entry) : target)) return false
    }
    for (const kind of [0, 1]) {
      const target = a.cells[s + SLASH + kind]!
      if (!follow(target === UNBUILT ? a.defaultTarget(s, kind) : target)) return false
    }
  }
  return true
}
