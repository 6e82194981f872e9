/**
 * Recognition: the first route, in declaration order, whose pattern matches the whole path and
 * whose verbs accept the request's (RAILS.md 13.2). The trie search prunes every subtree whose
 * best route is later than the best match so far, so hits and misses touch a few nodes only.
 *
 * A request is scanned once (`prepare`): the scan checks that the path is already normalised and
 * records where each token starts. Static tokens are compared in place, never sliced; only the
 * winning route's captured values are sliced (and decoded only when the path holds a `%`).
 */
import type { CompiledRoute, ParamValue } from './compile.js'
import { decodeValue, normalizePath } from './normalize.js'
import { emptyParams, shapeOf, type Params } from './params.js'
import { NONE, type RegexCandidate, type Terminal, type TrieNode } from './trie.js'

/** A recognised request: the route, its position in the table and its params. */
export interface Recognition {
  route: CompiledRoute['route']
  index: number
  /** Route defaults (with `controller`, `action`) overlaid with the decoded captured segments. */
  params: Record<string, ParamValue>
}

/** A remembered answer for a static path: the winning terminal and its values, or a regex win. */
interface Answer {
  terminal: Terminal | null
  values: ParamValue[] | null
  found: Recognition | null
}

// Search state. Recognition is synchronous and calls nothing outside this module, so one set of
// scratch buffers serves every matcher.
let path = ''
let count = 0
let percent = false
let bit = 0
let seps: Int32Array = new Int32Array(64)
let stack: Int32Array = new Int32Array(64)
let depth = 0
let bestKey = NONE
let bestTerminal: Terminal | null = null
let bestCaptures: Int32Array = new Int32Array(64)
/** chain[t]: the node reached by the first t tokens along static edges, for t ≤ chainLength. */
let chain: TrieNode[] = []
let chainLength = 0
const values: ParamValue[] = []

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
  }
  let n = 0
  let previous = 47
  let pct = false
  for (let i = 1; i < length; i++) {
    const c = p.charCodeAt(i)
    // `%` (37), `.` (46), `/` (47) and `?` (63) are all below 64; letters are not.
    if (c < 64) {
      if (c === 47 || c === 46) {
        if (c === 47 && previous === 47) return false
        seps[++n] = i
        previous = c
        continue
      }
      if (c === 63) return false
      if (c === 37) {
        if (lowerHex(p, i)) return false
        pct = true
      }
    }
    previous = c
  }
  if (previous === 47 && length > 1) return false
  seps[0] = 0
  count = n + 1
  seps[count] = length
  path = p
  percent = pct
  return true
}

function hex(c: number): number {
  // 0: not hex, 1: digit or upper-case letter, 2: lower-case letter.
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 70)) return 1
  return c >= 97 && c <= 102 ? 2 : 0
}

function lowerHex(p: string, i: number): boolean {
  const a = hex(p.charCodeAt(i + 1))
  const b = hex(p.charCodeAt(i + 2))
  return a !== 0 && b !== 0 && (a === 2 || b === 2)
}

/** Recognises the prepared path for a verb bit; null when no route matches. */
export function search(root: TrieNode, verbBit: number): Recognition | null {
  bit = verbBit
  // The static chain: followed first by the walk, and the only nodes regex candidates hang on.
  // Followed on signatures alone, then checked with one comparison of the prefix it spells (or
  // of the whole path); only when that fails (a signature matched another key) is it followed
  // again comparing each token.
  let node = root
  chain[0] = root
  let t = 0
  while (t < count) {
    const next = staticChild(node, t, false)
    if (next === undefined) break
    chain[++t] = node = next
  }
  if (t > 0 && (t === count ? path !== node.text : !path.startsWith(node.text!))) {
    node = root
    t = 0
    while (t < count) {
      const next = staticChild(node, t)
      if (next === undefined) break
      chain[++t] = node = next
    }
  }
  chainLength = t
  let slot = -1
  if (t === count) {
    // A path spelled by static edges only: its answer is remembered on the node.
    slot = 31 - Math.clz32(bit)
    const answer = node.answers?.[slot] as Answer | null | undefined
    if (answer !== undefined) return answer === null ? null : fromAnswer(answer)
  }
  bestKey = NONE
  bestTerminal = null
  depth = 0
  let found: Recognition | null = null
  if (root.min !== NONE && (root.lengths & lengthBit(count)) !== 0) walk(root, 0)
  if (root.regexBelow) found = regexSearch()
  if (found === null && bestTerminal !== null) found = fromTerminal(bestTerminal)
  if (slot >= 0) {
    node.answers ??= []
    node.answers[slot] = found === null ? null : remember(found)
  }
  return found
}

// The `lengths` bit a node needs to end a path `rest` tokens further down.
function lengthBit(rest: number): number {
  return rest >= 31 ? 0x80000000 | 0 : 1 << rest
}

function walk(node: TrieNode, t: number): void {
  if (t === count) return accept(node)
  const start = seps[t]!
  const end = seps[t + 1]!
  const need = lengthBit(count - t - 1)
  // On the static chain the child is known (and past its end there is none).
  const child = t <= chainLength && chain[t] === node ? (t < chainLength ? chain[t + 1] : undefined) : staticChild(node, t)
  if (child !== undefined && child.min < bestKey && (child.lengths & need) !== 0) walk(child, t + 1)
  const param = path.charCodeAt(start) === 47 ? node.slashParam : node.dotParam
  if (param !== null && param.min < bestKey && (param.lengths & need) !== 0 && end - start > 1) capture(param, t)
  if (node.tested !== null) tested(node.tested, t, start, end, need)
}

// The static child for token t. Without `compare`, the child whose key has the token's
// signature and length: the right one unless the token is none of the keys (the caller then
// checks the texts in one comparison).
function staticChild(node: TrieNode, t: number, compare = true): TrieNode | undefined {
  const table = node.table
  if (table === null) return undefined
  const start = seps[t]!
  const length = seps[t + 1]! - start
  const signature = signatureAt(start, length)
  const mask = node.tableMask
  for (let slot = signature & mask; ; slot = (slot + 1) & mask) {
    const child = table[slot]!
    if (child === null) return undefined
    if (child.signature === signature && child.keyLength === length && (!compare || same(child.key, start))) return child
  }
}

// `tokenSignature(path, start, length)`, the same formula: a copy of its own, so that reading
// request strings here does not share type feedback with reading keys at build time.
function signatureAt(start: number, length: number): number {
  const second = length > 1 ? path.charCodeAt(start + 1) : 0
  const h = Math.imul(length, 0x9e3779b1) ^ (path.charCodeAt(start) << 24) ^ (second << 16)
  return (h ^ (path.charCodeAt(start + (length >> 1)) << 8) ^ path.charCodeAt(start + length - 1)) | 0
}


// `path.startsWith(key, at)` for short keys, without the builtin's call.
function same(key: string, at: number): boolean {
  for (let i = 0; i < key.length; i++) if (path.charCodeAt(at + i) !== key.charCodeAt(i)) return false
  return true
}

function tested(edges: NonNullable<TrieNode['tested']>, t: number, start: number, end: number, need: number): void {
  const sep = path.charCodeAt(start)
  let word: string | null = null
  for (let i = 0; i < edges.length; i++) {
    const edge = edges[i]!
    const node = edge.node
    if (edge.sep !== sep || node.min >= bestKey || (node.lengths & need) === 0) continue
    // Below, only static tokens: when the next one is none of them, the test cannot help.
    if (t + 1 < count && node.slashParam === null && node.dotParam === null && node.tested === null && staticChild(node, t + 1) === undefined) continue
    word ??= path.slice(start + 1, end)
    if (edge.test.test(word)) capture(node, t)
  }
}

function capture(node: TrieNode, t: number): void {
  if (depth >= stack.length) stack = grow(stack)
  stack[depth++] = t
  walk(node, t + 1)
  depth--
}

function accept(node: TrieNode): void {
  const first = node.terminal
  if (first === null || first.key >= bestKey) return
  if ((first.mask & bit) !== 0) return take(first)
  const terminals = node.terminals
  for (let i = 1; i < terminals.length; i++) {
    const terminal = terminals[i]!
    if (terminal.key >= bestKey) return
    if ((terminal.mask & bit) !== 0) return take(terminal)
  }
}

function take(terminal: Terminal): void {
  bestKey = terminal.key
  bestTerminal = terminal
  if (bestCaptures.length < depth) bestCaptures = new Int32Array(stack.length)
  for (let j = 0; j < depth; j++) bestCaptures[j] = stack[j]!
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2)
  bigger.set(array)
  return bigger
}

function fromTerminal(terminal: Terminal): Recognition {
  const n = terminal.captures
  for (let i = 0; i < n; i++) {
    const t = bestCaptures[i]!
    const value = path.slice(seps[t]! + 1, seps[t + 1]!)
    values[i] = percent ? decodeValue(value) : value
  }
  return build(terminal, values)
}

function build(terminal: Terminal, captured: readonly ParamValue[]): Recognition {
  const shape = (terminal.shape ??= shapeOf(terminal.baseKeys, terminal.names))
  return { route: terminal.source, index: terminal.index, params: new shape(terminal.baseValues, captured) }
}

// Regex candidates hang on the static chain of the path; each list is in declaration order, so
// the first match in a list ends that list.
function regexSearch(): Recognition | null {
  let winner: RegexCandidate | null = null
  let match: RegExpExecArray | null = null
  for (let t = 0; t <= chainLength; t++) {
    const node = chain[t]!
    if (!node.regexBelow) break
    for (const candidate of node.regexes) {
      if (candidate.key >= bestKey) break
      if ((candidate.mask & bit) === 0 || path.length > candidate.maxLength) continue
      const m = candidate.regexp.exec(path)
      if (m !== null) {
        bestKey = candidate.key
        winner = candidate
        match = m
        break
      }
    }
  }
  if (!winner) return null
  const params = baseParams(winner.route)
  for (const [name, group] of winner.captures) {
    const value = match![group]
    if (value !== undefined) params[name] = decodeValue(value)
  }
  return { route: winner.route.route, index: winner.route.index, params }
}

function baseParams(route: CompiledRoute): Params {
  const params = emptyParams()
  const keys = route.baseKeys
  for (let i = 0; i < keys.length; i++) params[keys[i]!] = route.baseValues[i]!
  return params
}

function remember(found: Recognition): Answer {
  if (bestTerminal !== null && bestKey === bestTerminal.key) {
    return { terminal: bestTerminal, values: values.slice(0, bestTerminal.captures), found: null }
  }
  return { terminal: null, values: null, found }
}

function fromAnswer(answer: Answer): Recognition {
  if (answer.terminal !== null) return build(answer.terminal, answer.values!)
  const found = answer.found!
  const params = emptyParams()
  for (const key in found.params) params[key] = found.params[key]!
  return { route: found.route, index: found.index, params }
}
