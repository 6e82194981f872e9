/**
 * The trie laid out for recognition in one Int32Array: each node is one block, its record (8
 * integers), then its terminals (3 each), its static children table (4 per entry) and the
 * characters of those children's keys, so that a step of the search reads neighbouring memory.
 * The compiled 1,744-route matcher takes 2.6 MiB of heap instead of 4.5 (as objects: ~20 fields
 * per node, a table array, key strings, an object per terminal).
 */
import { Shapes, type KeyLists, type ParamsBuilder } from './params.js'
import { NONE, tokenHash, type RegexCandidate, type Terminal, type TrieNode } from './trie.js'
import type { WordTest } from './word-test.js'

// Node record: integers at `node + field`; a node's id is its offset in `nodes`.
/** Lowest terminal key below the node. */
export const MIN = 0
/** Token distances at which terminals lie below (see TrieNode.lengths). */
export const LENGTHS = 1
/** Offset of the static children table (its mask just before it), or -1. */
export const TABLE = 2
/** The `/:param` and `.:param` children, or -1. */
export const SLASH = 3
export const DOT = 4
/** Index in `extras` (tested edges, glob edges, regex candidates), or -1. */
export const EXTRA = 5
/** Offset of the node's terminals (key, verb mask, index in `data`; ended by a NONE key), or -1. */
export const TERMS = 6
/**
 * The node's number (its index in `texts` and `answers`) × 2, plus 1 when regex candidates hang
 * on this node or on a node of the static path leading here.
 */
export const FLAGS = 7
/** Integers in a node record. */
export const RECORD = 8

// A static child table entry: key hash, child node, offset of the key's characters (one per
// integer, after the table), key length.
/** Integers per table entry; an empty entry has child -1. */
export const SLOT = 4

/**
 * Set in a terminal's verb mask when its route has request conditions (verb masks never use this
 * bit): the search then checks them, when the request's facts are given.
 */
export const CONDITIONAL = 0x80000000 | 0

/**
 * A tested edge: the requirement's test (or, with a span above 1, one per token of the value),
 * and whether only static tokens follow below it.
 */
export interface PackedTested {
  sep: number
  test: WordTest
  span: number
  parts: WordTest[] | null
  node: number
  staticOnly: boolean
}

/** A glob edge (see GlobEdge in trie.ts). */
export interface PackedGlob {
  sep: number
  lazy: boolean
  excluded: number
  node: number
}

/** The rarely used parts of a node. */
export interface Extra {
  /** Lowest terminal key below the tested and glob edges. */
  min: number
  tested: PackedTested[] | null
  globs: PackedGlob[] | null
  /** In key order. */
  regexes: RegexCandidate[]
}

/** The packed trie; the root is node 0. */
export interface PackedTrie {
  /** The node blocks: record, terminals, static children table, key characters. */
  nodes: Int32Array
  data: Terminal[]
  extras: Extra[]
  /**
   * By node number (see FLAGS): the path spelled by the static edges down to the node (flat), or
   * '' below a segment. The static chain of a request is followed on token hashes alone and
   * checked with one comparison against it.
   */
  texts: string[]
  /** The constructor of the params of every terminal (by its `shape`). */
  params: ParamsBuilder
  /** The key lists of the terminals' shapes, for a params maker of another form (small tables: `sliceBuilder`). */
  keyLists: KeyLists
}

/** Lays out a finished trie. */
export function pack(root: TrieNode): PackedTrie {
  // Offsets first, each node's children next to each other (a probe then reads neighbouring
  // blocks), so that the array is made once.
  const order: TrieNode[] = [root]
  root.id = 0
  root.number = 0
  let size = blockSize(root)
  const place = (child: TrieNode | null) => {
    if (child !== null && child.id < 0) {
      child.number = order.length
      child.id = size
      size += blockSize(child)
      order.push(child)
    }
  }
  for (let i = 0; i < order.length; i++) {
    const node = order[i]!
    for (const child of node.statics?.values() ?? []) place(child)
    place(node.slashParam)
    place(node.dotParam)
    for (const edge of node.tested ?? []) place(edge.node)
    for (const edge of node.globs ?? []) place(edge.node)
  }
  const nodes = new Int32Array(size)
  const data: Terminal[] = []
  const extras: Extra[] = []
  const texts: string[] = new Array<string>(order.length).fill('')
  const shapes = new Shapes()
  order.forEach((node, number) => {
    const at = node.id
    let next = at + RECORD
    nodes[at + MIN] = node.min
    nodes[at + LENGTHS] = node.lengths
    nodes[at + SLASH] = node.slashParam?.id ?? -1
    nodes[at + DOT] = node.dotParam?.id ?? -1
    nodes[at + FLAGS] = (number << 1) | (nodes[at + FLAGS]! & 1) | (node.regexes.length > 0 ? 1 : 0)
    nodes[at + TERMS] = -1
    if (node.terminals.length > 0) {
      nodes[at + TERMS] = next
      for (const terminal of node.terminals) {
        terminal.shape = shapes.number(terminal.baseKeys, terminal.names)
        nodes[next++] = terminal.key
        nodes[next++] = terminal.condition === null ? terminal.mask : terminal.mask | CONDITIONAL
        nodes[next++] = data.length
        data.push(terminal)
      }
      nodes[next++] = NONE
      nodes[next++] = 0
      nodes[next++] = -1
    }
    nodes[at + TABLE] = -1
    if (node.statics !== null) {
      const mask = tableSize(node.statics.size) - 1
      nodes[next] = mask
      const table = next + 1
      nodes[at + TABLE] = table
      for (let slot = 0; slot <= mask; slot++) nodes[table + slot * SLOT + 1] = -1
      const text = texts[number]!
      let chars = table + (mask + 1) * SLOT
      for (const [key, child] of node.statics) {
        if (node === root || text !== '') texts[child.number] = flat(text + key)
        // Regex candidates above: inherited along static edges (children come later in `order`).
        nodes[child.id + FLAGS] = nodes[at + FLAGS]! & 1
        const hash = tokenHash(key)
        let slot = hash & mask
        while (nodes[table + slot * SLOT + 1] !== -1) slot = (slot + 1) & mask
        const entry = table + slot * SLOT
        nodes[entry] = hash
        nodes[entry + 1] = child.id
        nodes[entry + 2] = chars
        nodes[entry + 3] = key.length
        for (let i = 0; i < key.length; i++) nodes[chars++] = key.charCodeAt(i)
      }
    }
    nodes[at + EXTRA] = -1
    if (node.tested !== null || node.globs !== null || node.regexes.length > 0) {
      nodes[at + EXTRA] = extras.length
      let min = NONE
      for (const edge of [...(node.tested ?? []), ...(node.globs ?? [])]) min = Math.min(min, edge.node.min)
      extras.push({
        min,
        tested: node.tested?.map((e) => ({ sep: e.sep, test: e.test, span: e.span, parts: e.parts, node: e.node.id, staticOnly: staticOnly(e.node) })) ?? null,
        globs: node.globs?.map((e) => ({ sep: e.sep, lazy: e.lazy, excluded: e.excluded, node: e.node.id })) ?? null,
        regexes: node.regexes,
      })
    }
  })
  return { nodes, data, extras, texts, params: shapes.builder(), keyLists: shapes.keyLists() }
}

// A node's block: its record, its terminals and a NONE key after them, its table (mask first)
// and its children's key characters.
function blockSize(node: TrieNode): number {
  const terminals = node.terminals.length > 0 ? (node.terminals.length + 1) * 3 : 0
  if (node.statics === null) return RECORD + terminals
  let chars = 0
  for (const key of node.statics.keys()) chars += key.length
  return RECORD + terminals + 1 + tableSize(node.statics.size) * SLOT + chars
}

/** A table at most half full: probes end at an empty entry soon. */
export function tableSize(children: number): number {
  let size = 2
  while (size < children * 2) size *= 2
  return size
}

// Below the node, only static tokens: a test whose next token is none of them cannot help.
function staticOnly(node: TrieNode): boolean {
  return node.slashParam === null && node.dotParam === null && node.tested === null && node.globs === null
}

/** `text` as one flat string: V8 may keep a concatenation as a rope, walked piece by piece. */
export function flat(text: string): string {
  return text.length < 13 ? text : [text.slice(0, 1), text.slice(1)].join('')
}
