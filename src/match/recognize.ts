/**
 * Recognition: the first route, in declaration order, whose pattern matches the whole path and
 * whose verbs accept the request's (RAILS.md 13.2). The search walks the packed trie (packed.ts)
 * and prunes every subtree whose best route is later than the best match so far, so hits and
 * misses touch a few nodes only.
 *
 * A request is scanned once (`prepare`): the scan checks that the path is already normalised,
 * records where each token starts and hashes each token. Static children are found by that hash
 * and checked against the key, in place or (on the static chain) with one native comparison;
 * only the winning route's captured values are sliced (and decoded only when the path holds a `%`).
 *
 * Searches ask the automaton over tokens (dfa.ts) first, which takes one step per token where
 * the walk explores; the walk answers what the automaton leaves to it (with request facts, that
 * includes a route with conditions that would win).
 */
import type { CompiledRoute } from './compile.js'
import type { Condition } from './conditions.js'
import { buildStep, FALLBACK, LEAVE_PATH, read, run, UNBUILT_STEP, type Automaton } from './dfa.js'
import type { MatchArray } from './linear/index.js'
import { decodeValue, lowerHex, normalizePath } from './normalize.js'
import type { Extra, PackedGlob, PackedTested, PackedTrie } from './packed.js'
import { emptyParams, identity, type Params, type ParamValue } from './params.js'
import type { Recognition } from './recognition.js'
import { firstExcluded, type RegexCandidate, type Terminal } from './trie.js'

// The packed layout (packed.ts) and hash constants (trie.ts), read through the small functions
// below with literal offsets: V8 reads an imported binding from its module cell at every use (it
// is live), and TypeScript keeps a `const enum` as an object under isolatedModules. A spec checks
// `READ_LAYOUT` against the definitions.
const minOf = (node: number): number => nodes[node]! // MIN
const lengthsOf = (node: number): number => nodes[node + 1]! // LENGTHS
const tableOf = (node: number): number => nodes[node + 2]! // TABLE
const slashOf = (node: number): number => nodes[node + 3]! // SLASH
const dotOf = (node: number): number => nodes[node + 4]! // DOT
const extraOf = (node: number): number => nodes[node + 5]! // EXTRA
const termsOf = (node: number): number => nodes[node + 6]! // TERMS
const regexAboveOf = (node: number): number => nodes[node + 7]! & 1 // FLAGS
const numberOf = (node: number): number => nodes[node + 7]! >> 1 // FLAGS
const entryOf = (table: number, slot: number): number => table + (slot << 2) // SLOT = 4
/** FNV-1a (HASH_BASIS, HASH_PRIME in trie.ts). */
const hashStart = (c: number): number => Math.imul(0x811c9dc5 ^ c, 0x01000193)
const hashNext = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193)
const NONE = 0x3fffffff

/** The constants this module reads the packed trie with (a spec checks them against packed.ts and trie.ts). */
export const READ_LAYOUT = {
  MIN: 0, LENGTHS: 1, TABLE: 2, SLASH: 3, DOT: 4, EXTRA: 5, TERMS: 6, FLAGS: 7, SLOT: 4, CONDITIONAL: 0x80000000 | 0,
  HASH_BASIS: 0x811c9dc5 | 0, HASH_PRIME: 0x01000193, NONE,
}


// Search state. Recognition is synchronous and calls nothing outside this module (a regexp
// aside) but a route's conditions, which `outside` shields, so one set of scratch buffers serves
// every matcher. `var`, not `let`: V8 checks a module-level `let` for its temporal dead zone at
// every read from a function, and these are read a few dozen times per request (10–14 % of a
// lookup, one path alone in a loop, on six of seven paths measured). The `const` arrow functions
// above stay: as function declarations they measured slower (3–20 %).
var path = ''
var count = 0
var percent = false
var bit = 0
var seps: Int32Array = new Int32Array(64)
/** hashes[t]: `tokenHash` of token t, computed by the scan. */
var hashes: Int32Array = new Int32Array(64)
/** chain[t]: the node reached by the first t tokens along static edges, for t ≤ chainLength. */
var chain: Int32Array = new Int32Array(64)
var chainLength = 0
/** Captured values as pairs of offsets (start, end) into the path; `depth` integers in use. */
var stack: Int32Array = new Int32Array(64)
var depth = 0
var bestKey = NONE
/** Offset in `nodes` of the best terminal so far, or -1. */
var bestTerm = -1
var bestCaptures: Int32Array = new Int32Array(64)
/** Integers of `bestCaptures` in use: two per captured value. */
var bestDepth = 0
const values: ParamValue[] = []
// The trie being searched, its arrays in variables of their own.
var trie: PackedTrie
var nodes: Int32Array
/** The request's answers for route conditions, or null: conditions are then not checked. */
var ask: ((method: string) => unknown) | null = null

/**
 * Takes a request path for the searches that follow: normalised as Journey does (the scan
 * checks whether it already is; only paths that are not take the slow way) and tokenised.
 */
export function prepare(raw: string): void {
  if (!scan(raw)) scan(normalizePath(raw))
}

// Token i runs from seps[i] (its `/` or `.`) to seps[i + 1]. False when the path is not in normal
// form (no leading `/`, `//`, a trailing `/`, a query string, lower-case escape hex).
function scan(p: string): boolean {
  const length = p.length
  if (length === 0 || p.charCodeAt(0) !== 47) return false
  if (seps.length <= length + 1) {
    seps = new Int32Array(length + 2)
    hashes = new Int32Array(length + 2)
    chain = new Int32Array(length + 2)
  }
  let n = 0
  let previous = 47
  let pct = false
  let h = hashStart(47)
  for (let i = 1; i < length; i++) {
    const c = p.charCodeAt(i)
    // `%` (37), `.` (46), `/` (47) and `?` (63) are all below 64; letters are not.
    if (c < 64) {
      if (c === 47 || c === 46) {
        if (c === 47 && previous === 47) return false
        hashes[n] = h
        seps[++n] = i
        h = hashStart(c)
        previous = c
        continue
      }
      if (c === 63) return false
      if (c === 37) {
        if (lowerHex(p, i)) return false
        pct = true
      }
    }
    h = hashNext(h, c)
    previous = c
  }
  if (previous === 47 && length > 1) return false
  hashes[n] = h
  seps[0] = 0
  count = n + 1
  seps[count] = length
  path = p
  percent = pct
  return true
}

/**
 * Recognises the prepared path for a verb bit; null when no route matches. With `asker`, routes
 * with request conditions match only when the request meets them.
 */
export function search(packed: PackedTrie, automaton: Automaton | null, verbBit: number, asker: ((method: string) => unknown) | null = null): Recognition | null {
  // The automaton over tokens answers most requests in one step per token; it leaves the others
  // (whole-path regexps, a hash that matched another key, and with request facts a route with
  // conditions) to the walk below.
  if (automaton !== null) {
    const found = runAutomaton(automaton, verbBit, asker !== null)
    if (found !== FALLBACK) return found
  }
  trie = packed
  nodes = packed.nodes
  bit = verbBit
  ask = asker
  // The static chain: followed first by the walk, and the only nodes regex candidates hang on.
  // Followed on token hashes alone, then checked with one comparison of the prefix it spells
  // (or of the whole path); only when that fails (a hash matched another key) is it followed
  // again comparing each token.
  let node = 0
  chain[0] = 0
  let t = 0
  while (t < count) {
    const next = staticChild(node, t, false)
    if (next < 0) break
    chain[++t] = node = next
  }
  if (t > 0) {
    const text = packed.texts[numberOf(node)]!
    // A slice and `===` measured faster than `startsWith` (≈60 against ≈115 ns for 22 characters)
    // and than a `charCodeAt` loop (≈3.5 ns a character on a fresh string, even for 14).
    if (t === count ? path !== text : path.slice(0, text.length) !== text) {
      node = 0
      t = 0
      while (t < count) {
        const next = staticChild(node, t, true)
        if (next < 0) break
        chain[++t] = node = next
      }
    }
  }
  chainLength = t
  bestKey = NONE
  bestTerm = -1
  depth = 0
  let found: Recognition | null = null
  walkChain()
  if (regexAboveOf(chain[t]!) !== 0) found = regexSearch()
  if (found === null && bestTerm >= 0) found = fromTerminal(bestTerm)
  return found
}

// The automaton's answer for the prepared path, its transitions made as it meets them.
function runAutomaton(automaton: Automaton, verbBit: number, conditions: boolean): Recognition | null | typeof FALLBACK {
  let found = run(automaton, path, seps, hashes, count, percent, verbBit, conditions)
  while (found === UNBUILT_STEP) found = buildStep(automaton) ? run(automaton, path, seps, hashes, count, percent, verbBit, conditions) : FALLBACK
  return found
}

/**
 * Recognises a raw request path for a verb bit without request facts: the automaton reads it
 * in place (dfa.ts `read`); a path out of normal form (or one it leaves) takes the scan and
 * `search`, and what the automaton cannot decide takes the walk.
 */
export function recognizePath(packed: PackedTrie, automaton: Automaton, raw: string, verbBit: number): Recognition | null {
  let found = read(automaton, raw, verbBit)
  while (found === UNBUILT_STEP) found = buildStep(automaton) ? read(automaton, raw, verbBit) : FALLBACK
  if (found !== FALLBACK && found !== LEAVE_PATH) return found
  prepare(raw)
  return search(packed, found === LEAVE_PATH ? automaton : null, verbBit)
}

/** Whether the automaton alone answers the prepared path, without the walk (specs count what it leaves). */
export function automatonAnswers(automaton: Automaton, verbBit: number): boolean {
  return runAutomaton(automaton, verbBit, false) !== FALLBACK
}

// The `lengths` bit a node needs to end a path `rest` tokens further down.
function lengthBit(rest: number): number {
  return rest >= 31 ? 0x80000000 | 0 : 1 << rest
}

function walk(node: number, t: number): void {
  if (t === count) return accept(node)
  const child = staticChild(node, t, true)
  if (child >= 0 && minOf(child) < bestKey && (lengthsOf(child) & lengthBit(count - t - 1)) !== 0) walk(child, t + 1)
  others(node, t)
}

// The static chain, walked without recursion: its deepest node first, then the other edges of
// each node above it, bottom-up (their static children are the chain itself). The order of the
// search only affects pruning: a terminal is taken only when its key is lower than the best.
function walkChain(): void {
  const deepest = chain[chainLength]!
  if (minOf(deepest) < bestKey && (lengthsOf(deepest) & lengthBit(count - chainLength)) !== 0) {
    if (chainLength === count) accept(deepest)
    else others(deepest, chainLength)
  }
  for (let t = chainLength - 1; t >= 0; t--) others(chain[t]!, t)
}

// The segment, tested and glob edges of a node for token t.
function others(node: number, t: number): void {
  const start = seps[t]!
  const end = seps[t + 1]!
  const need = lengthBit(count - t - 1)
  const param = path.charCodeAt(start) === 47 ? slashOf(node) : dotOf(node)
  if (param >= 0 && end - start > 1 && minOf(param) < bestKey && (lengthsOf(param) & need) !== 0) capture(param, start + 1, end, t + 1)
  const extra = extraOf(node)
  if (extra >= 0 && trie.extras[extra]!.min < bestKey) edges(trie.extras[extra]!, t, start, end, need)
}

// The static child for token t: the entry with the token's hash and length (whose key is the
// token, when `compare` asks to check it in place), or -1.
function staticChild(node: number, t: number, compare: boolean): number {
  const table = tableOf(node)
  if (table < 0) return -1
  const hash = hashes[t]!
  const start = seps[t]!
  const length = seps[t + 1]! - start
  const mask = nodes[table - 1]!
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const entry = entryOf(table, slot)
    const child = nodes[entry + 1]!
    if (child < 0) return -1
    if (nodes[entry] === hash && nodes[entry + 3] === length && (!compare || same(nodes[entry + 2]!, start, length))) return child
  }
}

function same(key: number, at: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (path.charCodeAt(at + i) !== nodes[key + i]) return false
  return true
}

// Tested and glob edges: rare, kept out of `walk`.
function edges(extra: Extra, t: number, start: number, end: number, need: number): void {
  const sep = path.charCodeAt(start)
  const tested = extra.tested
  if (tested !== null) {
    for (let i = 0; i < tested.length; i++) {
      const edge = tested[i]!
      const node = edge.node
      if (edge.span !== 1) {
        if (edge.sep === sep) dotted(edge, t, start)
        continue
      }
      if (edge.sep !== sep || minOf(node) >= bestKey || (lengthsOf(node) & need) === 0) continue
      if (edge.staticOnly && t + 1 < count && staticChild(node, t + 1, false) < 0) continue
      if (edge.test.test(path, start + 1, end)) capture(node, start + 1, end, t + 1)
    }
  }
  const globs = extra.globs
  if (globs !== null) for (let i = 0; i < globs.length; i++) if (globs[i]!.sep === sep) glob(globs[i]!, t, start + 1)
}

// A requirement of dotted parts: its value is the tokens t to t + span - 1, the later ones after
// a `.`, each matching its part.
function dotted(edge: PackedTested, t: number, start: number): void {
  const node = edge.node
  const next = t + edge.span
  if (next > count || minOf(node) >= bestKey || (lengthsOf(node) & lengthBit(count - next)) === 0) return
  if (edge.staticOnly && next < count && staticChild(node, next, false) < 0) return
  const parts = edge.parts!
  for (let k = 0; k < parts.length; k++) {
    const at = seps[t + k]!
    if ((k > 0 && path.charCodeAt(at) !== 46) || !parts[k]!.test(path, at + 1, seps[t + k + 1]!)) return
  }
  capture(node, start + 1, seps[next]!, next)
}

// A glob takes the tokens t to u - 1 (its value runs from `from` to the separator of token u, or
// the end). Its route's regexp tries the values shortest first (`.+?`) or longest first (`.+`),
// and for each value its optional groups in order: the first value for which any variant below
// matches is the regexp's, and the lowest key among those variants its choice of groups.
function glob(edge: PackedGlob, t: number, from: number): void {
  const node = edge.node
  const lengths = lengthsOf(node)
  if (minOf(node) >= bestKey) return
  const limit = edge.excluded === 0 ? path.length : firstExcluded(path, from, path.length, edge.excluded)
  const before = bestKey
  if (edge.lazy) {
    for (let u = t + 1; u <= count && seps[u]! <= limit; u++) {
      if (seps[u]! > from && (lengths & lengthBit(count - u)) !== 0) {
        capture(node, from, seps[u]!, u)
        if (bestKey !== before) return
      }
    }
  } else {
    for (let u = count; u > t; u--) {
      if (seps[u]! <= limit && seps[u]! > from && (lengths & lengthBit(count - u)) !== 0) {
        capture(node, from, seps[u]!, u)
        if (bestKey !== before) return
      }
    }
  }
}

function capture(node: number, from: number, to: number, next: number): void {
  if (depth + 2 > stack.length) stack = grow(stack)
  stack[depth] = from
  stack[depth + 1] = to
  depth += 2
  walk(node, next)
  depth -= 2
}

function accept(node: number): void {
  let at = termsOf(node)
  if (at < 0) return
  // The list ends with a NONE key, never below bestKey.
  for (; ; at += 3) {
    const key = nodes[at]!
    if (key >= bestKey) return
    const mask = nodes[at + 1]!
    // A negative mask has the CONDITIONAL bit.
    if ((mask & bit) !== 0 && (mask >= 0 || holds(nodes[at + 2]!))) return take(at, key)
  }
}

function holds(data: number): boolean {
  if (ask === null) return true
  const terminal = trie.data[data]!
  return outside(terminal.condition!, ask, () => candidateParams(terminal))
}

/**
 * Runs a route's conditions, which may call the application's code (facts, constraint objects),
 * and that code may recognise another request: the search state is put back afterwards.
 */
function outside(condition: Condition, asker: (method: string) => unknown, params: () => Params): boolean {
  const saved = {
    path, count, percent, bit, chainLength, depth, bestKey, bestTerm, bestDepth, trie, nodes, ask,
    seps: seps.slice(0, count + 1), hashes: hashes.slice(0, count), chain: chain.slice(0, chainLength + 1),
    stack: stack.slice(0, depth), bestCaptures: bestCaptures.slice(0, bestDepth),
  }
  try {
    return condition(asker, params)
  } finally {
    ;({ path, count, percent, bit, chainLength, depth, bestKey, bestTerm, bestDepth, trie, nodes, ask } = saved)
    seps.set(saved.seps)
    hashes.set(saved.hashes)
    chain.set(saved.chain)
    stack.set(saved.stack)
    bestCaptures.set(saved.bestCaptures)
  }
}

// The params of a terminal reached by the captures now on the stack (a constraint object may read
// them, as Rails sets them on the request before asking it).
function candidateParams(terminal: Terminal): Params {
  const captured: ParamValue[] = []
  for (let i = 0; i < depth; i += 2) {
    const value = path.slice(stack[i]!, stack[i + 1]!)
    captured.push(percent ? decodeValue(value) : value)
  }
  return build(terminal, terminal.index, captured).params
}

function take(at: number, key: number): void {
  bestKey = key
  bestTerm = at
  bestDepth = depth
  if (bestCaptures.length < depth) bestCaptures = new Int32Array(stack.length)
  for (let j = 0; j < depth; j++) bestCaptures[j] = stack[j]!
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2)
  bigger.set(array)
  return bigger
}

// The count of values and the route's index come from the search (the key is index × 64 + rank):
// of the terminal, a match reads only the fields it stores first (one cache line or two).
function fromTerminal(at: number): Recognition {
  const data = trie.data[nodes[at + 2]!]!
  const n = bestDepth >> 1
  for (let i = 0; i < n; i++) {
    const value = path.slice(bestCaptures[2 * i]!, bestCaptures[2 * i + 1]!)
    values[i] = percent ? decodeValue(value) : value
  }
  return build(data, nodes[at]! >> 6, values)
}

function build(data: Terminal, index: number, captured: readonly ParamValue[]): Recognition {
  return { route: data.source, index, params: new trie.params(data.shape, data.baseValues, identity(data.baseValues.length), 0, captured) }
}

// Regex candidates hang on the static chain of the path; each list is in declaration order, so
// the first match in a list ends that list.
function regexSearch(): Recognition | null {
  let winner: RegexCandidate | null = null
  let match: MatchArray | RegExpExecArray | null = null
  for (let t = 0; t <= chainLength; t++) {
    const extra = extraOf(chain[t]!)
    if (extra < 0) continue
    for (const candidate of trie.extras[extra]!.regexes) {
      if (candidate.key >= bestKey) break
      if ((candidate.mask & bit) === 0) continue
      const m = candidate.regexp.exec(path)
      if (m !== null && (candidate.route.condition === null || ask === null || outside(candidate.route.condition, ask, () => regexParams(candidate, m)))) {
        bestKey = candidate.key
        winner = candidate
        match = m
        break
      }
    }
  }
  if (!winner) return null
  return { route: winner.route.route, index: winner.route.index, params: regexParams(winner, match!) }
}

function regexParams(candidate: RegexCandidate, match: MatchArray | RegExpExecArray): Params {
  const params = baseParams(candidate.route)
  for (const [name, group] of candidate.captures) {
    const value = match[group]
    if (value !== undefined) params[name] = decodeValue(value)
  }
  return params
}

function baseParams(route: CompiledRoute): Params {
  const params = emptyParams()
  const keys = route.baseKeys
  for (let i = 0; i < keys.length; i++) params[keys[i]!] = route.baseValues[i]!
  return params
}
