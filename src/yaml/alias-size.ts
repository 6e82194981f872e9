/**
 * What aliases expand to. The yaml library's `maxAliasCount` counts alias uses, weighted by the
 * aliases inside the anchored node, so an anchor holding no alias may be used without bound:
 * 99 uses of a 20,000-entry mapping (213 KB) built 1.5 GB of nodes. Here every use counts the
 * nodes it expands to, and the document is refused past a total.
 */
import { isAlias, isCollection, isPair, type Document, type Node } from 'yaml'

/** Nodes that aliases may add to a document in all: far more than sharing options needs. */
export const MAX_ALIAS_NODES = 100_000

/** The first alias whose expansion takes the document past `MAX_ALIAS_NODES` (its offset and name), or undefined. */
export function aliasExpansionProblem(doc: Document): { offset: number; name: string } | undefined {
  const sizes = new Map<unknown, number>()
  let added = 0
  let crossed: { offset: number; name: string } | undefined
  const size = (node: unknown): number => {
    if (crossed || node === null || typeof node !== 'object') return 1
    if (isAlias(node)) {
      const target = node.resolve(doc)
      // An alias to a node still being sized refers to itself: it expands to nothing more here.
      const expanded = target === undefined || sizes.get(target) === -1 ? 1 : sizeOf(target)
      added += expanded
      if (added > MAX_ALIAS_NODES) crossed ??= { offset: node.range?.[0] ?? 0, name: node.source }
      return expanded
    }
    return sizeOf(node)
  }
  const sizeOf = (node: unknown): number => {
    const known = sizes.get(node)
    if (known !== undefined && known !== -1) return known
    sizes.set(node, -1)
    let total = 1
    if (isPair(node)) total += size(node.key) + size(node.value)
    else if (isCollection(node)) for (const item of node.items) total += size(item)
    sizes.set(node, total)
    return total
  }
  size(doc.contents as Node | null)
  return crossed
}
