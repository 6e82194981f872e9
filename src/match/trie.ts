/**
 * The recognition index, as built: a trie over path tokens (a `/` or `.` and the text up to the
 * next one), from every way of taking the route's optional groups. Static tokens are keyed
 * children, plain segments one edge per separator, segments with token-safe requirements tested
 * edges (a requirement of dotted parts, `\d+\.\d+\.\d+`, an edge over as many tokens), globs of
 * the forms Journey generates glob edges (one per route). Routes it cannot hold exactly hang,
 * with their whole path regexp, on the deepest node that their static prefix reaches; only
 * requests passing through that node ever try them. `pack` (packed.ts) then lays the trie out in
 * flat arrays for recognition.
 */
import type { CompiledRoute } from './compile.js'
import type { ParamValue } from './params.js'
import { pathRegExp, type PathRegExp } from './path-regexp.js'
import { startsWithSeparator, variants, type PatternNode } from './pattern.js'
import { compileRequirement, type Requirement } from './requirement.js'
import { wordTest, type WordTest } from './word-test.js'

/**
 * A route ending at a trie node, reached by one of its variants. The walk reads it when a route
 * matches; the automaton (dfa.ts) copies what a match needs into its own cells instead.
 */
export interface Terminal {
  /** The number of its params shape (`baseKeys`, then `names`) in the table's builder, set by `pack`. */
  shape: number
  source: CompiledRoute['route']
  index: number
  /** Declaration order × 64 + variant preference: lower wins. */
  key: number
  mask: number
  /** The segment names of this variant's param and glob edges, in order. */
  names: string[]
  baseKeys: string[]
  baseValues: ParamValue[]
  /** Request conditions, checked when a request's facts are given (see conditions.ts). */
  condition: CompiledRoute['condition']
}

/** A route matched by its path regexp. */
export interface RegexCandidate extends PathRegExp {
  key: number
  mask: number
  route: CompiledRoute
}

/**
 * A segment edge with a requirement: the separator, the requirement and its fast test; or, for a
 * requirement of parts joined by `\.` (see `dottedTests`), one test per token of the value.
 */
export interface TestedEdge {
  sep: number
  source: string
  test: WordTest
  /** The tokens the value spans: 1, or the number of dotted parts. */
  span: number
  /** With a span above 1, the test of each token. */
  parts: WordTest[] | null
  node: TrieNode
}

/**
 * A glob edge: `*name` after a separator, up to a separator or the end. One route's variants
 * share it, so that the extents are tried in the order of the route's regexp (see recognize.ts).
 */
export interface GlobEdge {
  sep: number
  route: number
  /** `.+?` tries the shortest value first; `.+` the longest. */
  lazy: boolean
  /** What the value may not contain: 0 nothing, 1 `\n`, 2 any JS line terminator (`.` in a regexp). */
  excluded: number
  node: TrieNode
}

/** Where in `path[from, to)` a glob value of this `excluded` kind must end at the latest: its first excluded character, or `to`. */
export function firstExcluded(path: string, from: number, to: number, excluded: number): number {
  // Only `\n`: the engine's own search.
  if (excluded !== 2) {
    const i = path.indexOf('\n', from)
    return i < 0 || i >= to ? to : i
  }
  // `\n`, `\r`, U+2028 and U+2029 (c & 0xfffe): one comparison for most characters.
  for (let i = from; i < to; i++) {
    const c = path.charCodeAt(i)
    if (c < 14 ? c === 10 || c === 13 : (c & 0xfffe) === 0x2028) return i
  }
  return to
}

/** A trie node as built; its pruning bounds are filled by `finish`. */
export class TrieNode {
  statics: Map<string, TrieNode> | null = null
  slashParam: TrieNode | null = null
  dotParam: TrieNode | null = null
  tested: TestedEdge[] | null = null
  globs: GlobEdge[] | null = null
  terminals: Terminal[] = []
  regexes: RegexCandidate[] = []
  /** Lowest terminal key in this subtree: searches prune on it. */
  min = NONE
  /**
   * Bit k set when a terminal lies k tokens below this node (bit 31: 31 or more): a search
   * skips subtrees that cannot end where the path ends.
   */
  lengths = 0
  /** Once packed (packed.ts): the offset of the node's block, and the node's number; -1 before. */
  id = -1
  number = -1
}

/**
 * "No terminal": above every key, and a small integer (unlike Infinity, which V8 would keep
 * in a separate heap number that every pruning test would have to load).
 */
export const NONE = 0x3fffffff

/** FNV-1a's offset basis and prime: the token hash below. */
export const HASH_BASIS = 0x811c9dc5 | 0
export const HASH_PRIME = 0x01000193

/**
 * The hash of a static key (separator included), FNV-1a over its UTF-16 code units. The request
 * scan (`scan` in recognize.ts) computes the same hash of every token as it passes, so a static
 * child is found without reading the token again; a probe then checks the key itself.
 */
export function tokenHash(key: string): number {
  let h = HASH_BASIS
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), HASH_PRIME)
  return h
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

// A variant as tokens, or null when some token is more than one literal, one segment or one
// glob, or when it has a glob the trie cannot hold (a second one, an unusual requirement).
function tokens(nodes: readonly PatternNode[], route: CompiledRoute): Token[] | null {
  const out: Token[] = []
  let globs = 0
  for (const node of nodes) {
    if (node.type === 'slash' || node.type === 'dot') out.push({ sep: node.type === 'slash' ? '/' : '.', word: null })
    else {
      const last = out[out.length - 1]
      if (!last || last.word || node.type === 'group') return null
      if (node.type === 'glob' && (++globs > 1 || globForm(route.requirements.get(node.name)) === null)) return null
      const requirement = node.type === 'param' ? route.requirements.get(node.name) : undefined
      if (requirement && !requirement.tokenSafe && requirement.dotted === null) return null
      last.word = node
    }
  }
  return out
}

// Glob requirements as the expander writes them (`.+?` with or without `m`), their greedy forms,
// and none (`.+`); null for any other. Made when a matcher first needs them: compiling them
// (with their cost analysis) took every start of the CLI a few milliseconds, listings included.
let globForms: Map<string | undefined, { lazy: boolean; excluded: number }> | undefined

function globFormsMap(): Map<string | undefined, { lazy: boolean; excluded: number }> {
  if (globForms) return globForms
  globForms = new Map([[undefined, { lazy: false, excluded: 2 }]])
  for (const [regexp, flags, excluded] of [['.+', 'm', 0], ['.+', '', 1]] as const) {
    globForms.set(compileRequirement({ regexp, flags })!.source, { lazy: false, excluded })
    globForms.set(compileRequirement({ regexp: `${regexp}?`, flags })!.source, { lazy: true, excluded })
  }
  return globForms
}

function globForm(requirement: Requirement | undefined): { lazy: boolean; excluded: number } | null {
  return globFormsMap().get(requirement?.source) ?? null
}

function insert(root: TrieNode, tokens: readonly Token[], route: CompiledRoute, rank: number): void {
  let node = root
  const names: string[] = []
  for (const { sep, word } of tokens) {
    if (word?.type === 'param') {
      names.push(word.name)
      node = paramChild(node, sep, route.requirements.get(word.name))
    } else if (word?.type === 'glob') {
      names.push(word.name)
      node = globChild(node, sep, route, globForm(route.requirements.get(word.name))!)
    } else {
      const key = sep + (word?.type === 'literal' ? word.text : '')
      node.statics ??= new Map()
      let child = node.statics.get(key)
      if (!child) node.statics.set(key, (child = new TrieNode()))
      node = child
    }
  }
  node.terminals.push({
    shape: -1, source: route.route, index: route.index, key: route.index * 64 + rank, mask: route.mask,
    // Copied to its length: an array grown by push keeps room for 17 entries, and the table keeps every terminal.
    names: names.slice(), baseKeys: route.baseKeys, baseValues: route.baseValues, condition: route.condition,
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
  if (!edge) {
    const parts = requirement.dotted
    const test = parts?.[0] ?? wordTest(requirement.source, requirement.whole)
    node.tested.push((edge = { sep: code, source, test, span: parts?.length ?? 1, parts, node: new TrieNode() }))
  }
  return edge.node
}

function globChild(node: TrieNode, sep: string, route: CompiledRoute, form: { lazy: boolean; excluded: number }): TrieNode {
  const code = sep.charCodeAt(0)
  node.globs ??= []
  let edge = node.globs.find((e) => e.sep === code && e.route === route.index)
  if (!edge) node.globs.push((edge = { sep: code, route: route.index, ...form, node: new TrieNode() }))
  return edge.node
}

// The tokens every request matching the pattern starts with: literal tokens before the first
// segment or group. A prefix route's last token may continue (`/blog` takes `/blog-x`).
function staticPrefix(nodes: readonly PatternNode[], anchored: boolean): string[] {
  const keys: string[] = []
  let current: string | null = null
  for (const [i, node] of nodes.entries()) {
    if (node.type === 'slash' || node.type === 'dot') {
      if (current !== null) keys.push(current)
      current = node.type === 'slash' ? '/' : '.'
    } else if (node.type === 'literal' && current?.length === 1) {
      current += node.text
    } else {
      // The token is whole only when what follows starts a new one however the groups are read.
      if (current !== null && anchored && node.type === 'group' && startsWithSeparator(nodes.slice(i))) keys.push(current)
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
function finish(node: TrieNode): void {
  node.terminals.sort((a, b) => a.key - b.key)
  node.regexes.sort((a, b) => a.key - b.key)
  node.min = node.terminals[0]?.key ?? NONE
  node.lengths = node.terminals.length > 0 ? 1 : 0
  const children = [...(node.statics?.values() ?? []), node.slashParam, node.dotParam]
  const spans = children.map(() => 1)
  for (const edge of node.tested ?? []) children.push(edge.node), spans.push(edge.span)
  children.forEach((child, i) => {
    if (!child) return
    finish(child)
    node.min = Math.min(node.min, child.min)
    let lengths = child.lengths
    for (let k = 0; k < spans[i]!; k++) lengths = (lengths << 1) | (lengths & 0x80000000)
    node.lengths |= lengths
  })
  for (const { node: child } of node.globs ?? []) {
    finish(child)
    node.min = Math.min(node.min, child.min)
    // A glob takes one token or more: every longer distance may end a path.
    if (child.lengths !== 0) node.lengths |= (-2 << (31 - Math.clz32(child.lengths & -child.lengths))) | 0x80000000
  }
}
