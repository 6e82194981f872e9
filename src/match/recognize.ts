/**
 * Recognition: the first route, in declaration order, whose pattern matches the whole path and
 * whose verbs accept the request's (RAILS.md 13.2). The trie search prunes every subtree whose
 * best route is later than the best match so far, so hits and misses touch a few nodes only.
 */
import type { CompiledRoute, ParamValue } from './compile.js'
import { decodeValue } from './normalize.js'
import type { RegexCandidate, Terminal, TrieNode } from './trie.js'

/** A recognised request: the route, its position in the table and its params. */
export interface Recognition {
  route: CompiledRoute['route']
  index: number
  /** Route defaults (with `controller`, `action`) overlaid with the decoded captured segments. */
  params: Record<string, ParamValue>
}

// Search state. Recognition is synchronous and calls nothing outside this module, so one set of
// scratch buffers serves every matcher.
let path = ''
let count = 0
let bit = 0
let seps: Int32Array = new Int32Array(64)
let stack: Int32Array = new Int32Array(64)
let depth = 0
let bestKey = Infinity
let bestTerminal: Terminal | null = null
let bestCaptures: Int32Array = new Int32Array(64)
/** The root's static child for the first token, found by the walk and reused by regexSearch. */
let firstChild: TrieNode | undefined

/** Recognises a normalised path for a verb bit; null when no route matches. */
export function search(root: TrieNode, normalized: string, verbBit: number): Recognition | null {
  tokenize(normalized)
  bit = verbBit
  bestKey = Infinity
  bestTerminal = null
  depth = 0
  firstChild = staticChild(root, seps[0]!, seps[1]!)
  if (root.min !== Infinity) walk(root, 0)
  if (root.regexBelow) {
    const found = regexSearch(root)
    if (found) return found
  }
  return bestTerminal ? fromTerminal(bestTerminal) : null
}

// Token i runs from seps[i] (its `/` or `.`) to seps[i + 1].
function tokenize(normalized: string): void {
  path = normalized
  const length = normalized.length
  if (seps.length <= length + 1) seps = new Int32Array(length + 2)
  count = 0
  for (let i = 0; i < length; i++) {
    const c = normalized.charCodeAt(i)
    if (c === 47 || c === 46) seps[count++] = i
  }
  seps[count] = length
}

function walk(node: TrieNode, t: number): void {
  if (t === count) return accept(node)
  const start = seps[t]!
  const end = seps[t + 1]!
  const child = t === 0 ? firstChild : staticChild(node, start, end)
  if (child !== undefined && child.min < bestKey) walk(child, t + 1)
  const param = path.charCodeAt(start) === 47 ? node.slashParam : node.dotParam
  if (param !== null && param.min < bestKey && end - start > 1) capture(param, t)
  if (node.tested !== null) tested(node.tested, t, start, end)
}

function staticChild(node: TrieNode, start: number, end: number): TrieNode | undefined {
  const keys = node.fewKeys
  if (keys !== null) {
    const length = end - start
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!
      if (key.length === length && path.startsWith(key, start)) return node.fewNodes![i]
    }
    return undefined
  }
  return node.statics?.get(path.slice(start, end))
}

function tested(edges: NonNullable<TrieNode['tested']>, t: number, start: number, end: number): void {
  const sep = path.charCodeAt(start)
  const word = path.slice(start + 1, end)
  for (const edge of edges) {
    if (edge.sep === sep && edge.node.min < bestKey && edge.test.test(word)) capture(edge.node, t)
  }
}

function capture(node: TrieNode, t: number): void {
  if (depth >= stack.length) stack = grow(stack)
  stack[depth++] = t
  walk(node, t + 1)
  depth--
}

function accept(node: TrieNode): void {
  for (const terminal of node.terminals) {
    if (terminal.key >= bestKey) return
    if ((terminal.mask & bit) !== 0) {
      bestKey = terminal.key
      bestTerminal = terminal
      if (bestCaptures.length < depth) bestCaptures = new Int32Array(stack.length)
      for (let i = 0; i < depth; i++) bestCaptures[i] = stack[i]!
      return
    }
  }
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2)
  bigger.set(array)
  return bigger
}

function fromTerminal(terminal: Terminal): Recognition {
  const params = baseParams(terminal.route)
  const names = terminal.names
  for (let i = 0; i < names.length; i++) {
    const t = bestCaptures[i]!
    params[names[i]!] = decodeValue(path.slice(seps[t]! + 1, seps[t + 1]!))
  }
  return { route: terminal.route.route, index: terminal.route.index, params }
}

// Params objects inherit from an empty object with a null prototype: nothing to pollute (a
// `__proto__` segment becomes an own property), and unlike `Object.create(null)` objects they
// stay in V8's fast mode.
function Params(this: Record<string, ParamValue>): void {}
Params.prototype = Object.create(null)

function baseParams(route: CompiledRoute): Record<string, ParamValue> {
  const params = new (Params as unknown as new () => Record<string, ParamValue>)()
  const base = route.base
  for (let i = 0; i < base.length; i++) params[base[i]![0]] = base[i]![1]
  return params
}

// Regex candidates hang on the static chain of the path; each list is in declaration order, so
// the first match in a list ends that list.
function regexSearch(root: TrieNode): Recognition | null {
  let node: TrieNode | undefined = root
  let winner: RegexCandidate | null = null
  let match: RegExpExecArray | null = null
  for (let t = 0; node !== undefined && node.regexBelow; t++) {
    for (const candidate of node.regexes) {
      if (candidate.key >= bestKey) break
      if ((candidate.mask & bit) === 0) continue
      const m = candidate.regexp.exec(path)
      if (m !== null) {
        bestKey = candidate.key
        winner = candidate
        match = m
        break
      }
    }
    node = t === 0 ? firstChild : t < count ? staticChild(node, seps[t]!, seps[t + 1]!) : undefined
  }
  if (!winner) return null
  const params = baseParams(winner.route)
  for (const [name, group] of winner.captures) {
    const value = match![group]
    if (value !== undefined) params[name] = decodeValue(value)
  }
  return { route: winner.route.route, index: winner.route.index, params }
}

/** A copy of a recognition with params of its own (for answers served from a cache). */
export function copyRecognition(found: Recognition): Recognition {
  const params = new (Params as unknown as new () => Record<string, ParamValue>)()
  for (const key in found.params) params[key] = found.params[key]!
  return { route: found.route, index: found.index, params }
}
