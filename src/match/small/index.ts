/**
 * The small-table strategy: chosen per table when the matcher is built (see docs/matcher.md,
 * "Small tables").
 */
import type { Route } from '../../route.js'
import type { PackedTrie } from '../packed.js'
import { sliceBuilder } from '../params.js'
import type { TrieNode } from '../trie.js'
import { SmallRecognizer } from './recognize.js'
import { smallTable } from './table.js'

/** Tables of at most this many routes get the small recognizer. */
export const SMALL_ROUTES = 400

/** The small recognizer of a table, or null when the table is not small. */
export function smallRecognizer(root: TrieNode, trie: PackedTrie, routes: readonly Route[], headBit: number, getBit: number, explicitHead: boolean): SmallRecognizer | null {
  if (routes.length > SMALL_ROUTES) return null
  const table = smallTable(root)
  return table === null ? null : new SmallRecognizer(table, routes, sliceBuilder(trie.keyLists), headBit, getBit, explicitHead)
}
