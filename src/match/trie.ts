/**
 * The recognition index: a trie over path tokens (a `/` or `.` and the text up to the next one),
 * built from every way of taking the route's optional groups. Static tokens are hash lookups,
 * plain segments one edge per separator, segments with token-safe requirements tested edges.
 * Routes it cannot hold exactly hang, with their whole path regexp, on the deepest node that
 * their static prefix reaches; only requests passing through that node ever try them.
 */
import type { CompiledRoute } from './compile.js'
import { pathRegExp, type PathRegExp } from './path-regexp.js'
import { variants, type PatternNode } from './pattern.js'

/** A route ending at a trie node, reached by one of its variants. */
export interface Terminal {
  /** Declaration order × 64 + variant preference: lower wins. */
  key: number
  mask: number
  route: CompiledRoute
  /** The segment names of this variant's param tokens, in order. */
  names: string[]
}

/** A route matched by its path regexp. */
export interface RegexCandidate extends PathRegExp {
  key: number
  mask: number
  route: CompiledRoute
}

/** A trie node: children by token, candidates ordered by key. */
export class TrieNode {
  statics: Map<string, TrieNode> | null = null
  /** The static children as parallel arrays when there are few: compared in place, no slicing. */
  fewKeys: string[] | null = null
  fewNodes: TrieNode[] | null = null
  slashParam: TrieNode | null = null
  dotParam: TrieNode | null = null
  tested: Array<{ sep: number; test: RegExp; node: TrieNode }> | null = null
  terminals: Terminal[] = []
  regexes: RegexCandidate[] = []
  /** Lowest terminal key in this subtree: searches prune on it. */
  min = Infinity
  /** True when this node or one below it holds regex candidates. */
  regexBelow = false
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
  finish(root)
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
      node = paramChild(node, sep, route.requirements.get(word.name)?.whole)
    } else {
      const key = sep + (word?.type === 'literal' ? word.text : '')
      node.statics ??= new Map()
      let child = node.statics.get(key)
      if (!child) node.statics.set(key, (child = new TrieNode()))
      node = child
    }
  }
  node.terminals.push({ key: route.index * 64 + rank, mask: route.mask, route, names })
}

function paramChild(node: TrieNode, sep: string, test: RegExp | undefined): TrieNode {
  if (!test) {
    if (sep === '/') return (node.slashParam ??= new TrieNode())
    return (node.dotParam ??= new TrieNode())
  }
  const code = sep.charCodeAt(0)
  node.tested ??= []
  let edge = node.tested.find((e) => e.sep === code && e.test.source === test.source)
  if (!edge) node.tested.push((edge = { sep: code, test, node: new TrieNode() }))
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

// Up to this many static children are scanned with `startsWith` rather than hashed.
const FEW = 6

// Sorts candidates and computes the pruning bounds, bottom-up.
function finish(node: TrieNode): void {
  node.terminals.sort((a, b) => a.key - b.key)
  node.regexes.sort((a, b) => a.key - b.key)
  node.min = node.terminals[0]?.key ?? Infinity
  node.regexBelow = node.regexes.length > 0
  if (node.statics !== null && node.statics.size <= FEW) {
    node.fewKeys = [...node.statics.keys()]
    node.fewNodes = [...node.statics.values()]
  }
  const children = [...(node.statics?.values() ?? []), node.slashParam, node.dotParam, ...(node.tested ?? []).map((e) => e.node)]
  for (const child of children) {
    if (!child) continue
    finish(child)
    node.min = Math.min(node.min, child.min)
    node.regexBelow ||= child.regexBelow
  }
}
