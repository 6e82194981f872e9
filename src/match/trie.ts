/**
 * The recognition index: a trie over path tokens (a `/` or `.` and the text up to the next one),
 * built from every way of taking the route's optional groups. Static tokens are table lookups,
 * plain segments one edge per separator, segments with token-safe requirements tested edges.
 * Routes it cannot hold exactly hang, with their whole path regexp, on the deepest node that
 * their static prefix reaches; only requests passing through that node ever try them.
 */
import type { CompiledRoute, ParamValue } from './compile.js'
import { pathRegExp, type PathRegExp } from './path-regexp.js'
import type { Shape } from './params.js'
import { variants, type PatternNode } from './pattern.js'
import type { Requirement } from './requirement.js'
import { wordTest, type WordTest } from './word-test.js'

/**
 * A route ending at a trie node, reached by one of its variants. The fields a match reads come
 * first, with the route's own data copied in, so that a match touches few objects.
 */
export interface Terminal {
  /** Declaration order × 64 + variant preference: lower wins. */
  key: number
  mask: number
  /** Number of param tokens (`names.length`). */
  captures: number
  /** The params constructor (route defaults, then `names`), made on first match. */
  shape: Shape | null
  baseValues: ParamValue[]
  source: CompiledRoute['route']
  index: number
  /** The segment names of this variant's param tokens, in order. */
  names: string[]
  baseKeys: string[]
  route: CompiledRoute
}

/** A route matched by its path regexp. */
export interface RegexCandidate extends PathRegExp {
  key: number
  mask: number
  route: CompiledRoute
}

/**
 * A trie node: children by token, candidates ordered by key. The fields a search reads come
 * first and the static children are found without touching any other object than themselves:
 * lookups are memory-bound once other code has run, so a step should cost few cache lines.
 */
export class TrieNode {
  /**
   * The static children in an open-addressing table over `tokenSignature` (null: empty slot).
   * A request token is looked up by its signature (from its length and three of its characters,
   * no pass over it), then compared in place with the child's key: never sliced nor hashed.
   */
  table: Array<TrieNode | null> | null = null
  tableMask = 0
  /** `tokenSignature` and length of the static key leading here (from the parent's table). */
  signature = 0
  keyLength = 0
  /** Lowest terminal key in this subtree: searches prune on it. */
  min = NONE
  /**
   * Bit k set when a terminal lies k tokens below this node (bit 31: 31 or more): a search
   * skips subtrees that cannot end where the path ends.
   */
  lengths = 0
  slashParam: TrieNode | null = null
  dotParam: TrieNode | null = null
  /** Segment edges with a requirement: the separator, the requirement and its fast test. */
  tested: Array<{ sep: number; source: string; test: WordTest; node: TrieNode }> | null = null
  /** The terminal with the lowest key (the first of `terminals`), or null. */
  terminal: Terminal | null = null
  terminals: Terminal[] = []
  /** True when this node or one below it holds regex candidates. */
  regexBelow = false
  /** The static key leading here. */
  key = ''
  /** The path spelled by static edges from the root to this node (flat); null below a segment. */
  text: string | null = null
  /**
   * Answers for the one path spelled by the static edges down to this node, by verb bit index
   * (`31 - clz32(bit)`), filled on first use: bounded by the trie, not by what clients send.
   */
  answers: Array<unknown> | null = null
  regexes: RegexCandidate[] = []
  /** The static children while the trie is built. */
  statics: Map<string, TrieNode> | null = null
}

/**
 * "No terminal": above every key, and a small integer (unlike Infinity, which V8 would keep
 * in a separate heap number that every pruning test would have to load).
 */
export const NONE = 0x3fffffff

/** A key as one flat string (V8 may keep a concatenation as a rope of pieces). */
function flat(text: string): string {
  return text.length < 13 ? text : [text.slice(0, 1), text.slice(1)].join('')
}

/** `a + b`, flat: compared against requests, a rope would be walked piece by piece. */
function join(a: string, b: string): string {
  return a === '' ? b : [a, b].join('')
}

/**
 * The table signature of the token `text[start, start + length)` (separator included): its
 * length, separator, second, middle and last characters. Computed in constant time, it only
 * spreads the keys; a probe compares the key itself. `signatureAt` (recognize.ts) is the same
 * formula over the request.
 */
export function tokenSignature(text: string, start: number, length: number): number {
  const second = length > 1 ? text.charCodeAt(start + 1) : 0
  const h = Math.imul(length, 0x9e3779b1) ^ (text.charCodeAt(start) << 24) ^ (second << 16)
  return (h ^ (text.charCodeAt(start + (length >> 1)) << 8) ^ text.charCodeAt(start + length - 1)) | 0
}

type Token = { sep: string; word: PatternNode | null }

/** Builds the index of a compiled route list. */
export function buildTrie(routes: readonly CompiledRoute[]): TrieNode {
  const root = new TrieNode()
  for (const route of routes) {
    const flat = route.route.anchored ? variants(route.nodes) : null
    const tokenised = flat?.map((v) => tokens(v, route))
    if (tokenised && tokenised.every((t) => t !== null)) {
      tokenised.forEach((t, rank) => insert(root, t!, route, rank))
    } else {
      const node = walkStatic(root, staticPrefix(route.nodes, route.route.anchored))
      const regexp = pathRegExp(route.nodes, route.requirements, route.route.anchored)
      node.regexes.push({ ...regexp, key: route.index * 64, mask: route.mask, route })
    }
  }
  finish(root, '')
  return root
}

// A variant as tokens, or null when some token is more than one literal or one segment.
function tokens(nodes: readonly PatternNode[], route: CompiledRoute): Token[] | null {
  const out: Token[] = []
  for (const node of nodes) {
    if (node.type === 'slash' || node.type === 'dot') out.push({ sep: node.type === 'slash' ? '/' : '.', word: null })
    else {
      const last = out[out.length - 1]
      if (!last || last.word || node.type === 'glob' || node.type === 'group') return null
      const requirement = node.type === 'param' ? route.requirements.get(node.name) : undefined
      if (requirement && !requirement.tokenSafe) return null
      last.word = node
    }
  }
  return out
}

function insert(root: TrieNode, tokens: readonly Token[], route: CompiledRoute, rank: number): void {
  let node = root
  const names: string[] = []
  for (const { sep, word } of tokens) {
    if (word?.type === 'param') {
      names.push(word.name)
      node = paramChild(node, sep, route.requirements.get(word.name))
    } else {
      const key = sep + (word?.type === 'literal' ? word.text : '')
      node.statics ??= new Map()
      let child = node.statics.get(key)
      if (!child) node.statics.set(key, (child = new TrieNode()))
      node = child
    }
  }
  node.terminals.push({
    key: route.index * 64 + rank, mask: route.mask, captures: names.length,
    shape: null, baseValues: route.baseValues, source: route.route,
    index: route.index, names, baseKeys: route.baseKeys, route,
  })
}

function paramChild(node: TrieNode, sep: string, requirement: Requirement | undefined): TrieNode {
  if (!requirement) {
    if (sep === '/') return (node.slashParam ??= new TrieNode())
    return (node.dotParam ??= new TrieNode())
  }
  const code = sep.charCodeAt(0)
  node.tested ??= []
  const source = requirement.whole.source
  let edge = node.tested.find((e) => e.sep === code && e.source === source)
  if (!edge) node.tested.push((edge = { sep: code, source, test: wordTest(requirement.source, requirement.whole), node: new TrieNode() }))
  return edge.node
}

// The tokens every request matching the pattern starts with: literal tokens before the first
// segment or group. A prefix route's last token may continue (`/blog` takes `/blog-x`).
function staticPrefix(nodes: readonly PatternNode[], anchored: boolean): string[] {
  const keys: string[] = []
  let current: string | null = null
  for (const node of nodes) {
    if (node.type === 'slash' || node.type === 'dot') {
      if (current !== null) keys.push(current)
      current = node.type === 'slash' ? '/' : '.'
    } else if (node.type === 'literal' && current?.length === 1) {
      current += node.text
    } else {
      const next = node.type === 'group' ? node.children[0] : undefined
      if (current !== null && anchored && (next?.type === 'slash' || next?.type === 'dot')) keys.push(current)
      return keys
    }
  }
  if (current !== null && anchored) keys.push(current)
  return keys
}

function walkStatic(root: TrieNode, keys: readonly string[]): TrieNode {
  let node = root
  for (const key of keys) {
    node.statics ??= new Map()
    let child = node.statics.get(key)
    if (!child) node.statics.set(key, (child = new TrieNode()))
    node = child
  }
  return node
}

// Sorts candidates and computes the pruning bounds, bottom-up.
function finish(node: TrieNode, text: string | null): void {
  node.text = text
  node.terminals.sort((a, b) => a.key - b.key)
  node.regexes.sort((a, b) => a.key - b.key)
  node.terminal = node.terminals[0] ?? null
  node.min = node.terminals[0]?.key ?? NONE
  node.regexBelow = node.regexes.length > 0
  node.lengths = node.terminals.length > 0 ? 1 : 0
  if (node.statics !== null) buildTable(node, node.statics)
  for (const [key, child] of node.statics ?? []) finish(child, text === null ? null : join(text, key))
  const dynamic = [node.slashParam, node.dotParam, ...(node.tested ?? []).map((e) => e.node)]
  for (const child of dynamic) if (child) finish(child, null)
  for (const child of [...(node.statics?.values() ?? []), ...dynamic]) {
    if (!child) continue
    node.min = Math.min(node.min, child.min)
    node.regexBelow ||= child.regexBelow
    node.lengths |= (child.lengths << 1) | (child.lengths & 0x80000000)
  }
}

function buildTable(node: TrieNode, statics: Map<string, TrieNode>): void {
  let size = 2
  while (size < statics.size * 2) size *= 2
  const table: Array<TrieNode | null> = new Array<TrieNode | null>(size).fill(null)
  for (const [key, child] of statics) {
    child.key = flat(key)
    child.signature = tokenSignature(child.key, 0, key.length)
    child.keyLength = key.length
    let slot = child.signature & (size - 1)
    while (table[slot] !== null) slot = (slot + 1) & (size - 1)
    table[slot] = child
  }
  node.table = table
  node.tableMask = size - 1
}
