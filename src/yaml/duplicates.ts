/**
 * Duplicate keys, found in one pass. The yaml library compares each new key with every earlier
 * key of its mapping, which is quadratic: a flow mapping of 16,000 keys took 2.5 s, of 200,000
 * keys minutes. The library parses with its check off; this one finds the duplicates.
 */
import { isMap, isPair, isScalar, isSeq } from 'yaml'
import type { Document, YAMLError } from 'yaml'

/** A library-style error: what `libraryErrors` reads of one. */
export type LibraryProblem = Pick<YAMLError, 'code' | 'message' | 'pos'>

/** The duplicates of a document, and what the library's own check would cost (key comparisons). */
export interface Duplicates {
  problems: LibraryProblem[]
  comparisons: number
}

/**
 * One `DUPLICATE_KEY` error per key equal to an earlier key of its mapping, at the start of the
 * key's node (the library reports some keys, empty or with properties, a little elsewhere). Keys
 * are equal when they are the same scalar value with the same tag (`!str a` and `a` differ);
 * collection and alias keys are never equal. Walked without recursion.
 */
export function duplicateKeys(doc: Document): Duplicates {
  const problems: LibraryProblem[] = []
  let comparisons = 0
  const stack: unknown[] = [doc.contents]
  while (stack.length > 0) {
    const node = stack.pop()
    if (isPair(node)) stack.push(node.value, node.key)
    else if (isSeq(node)) for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i])
    else if (isMap(node)) {
      comparisons += (node.items.length * (node.items.length - 1)) / 2
      const seen = new Map<unknown, Set<string | undefined>>()
      for (const pair of node.items) {
        const key = pair.key
        // NaN equals nothing, not even itself, as the library's `===` has it.
        if (!isScalar(key) || Number.isNaN(key.value)) continue
        const tags = seen.get(key.value) ?? new Set()
        if (tags.has(key.tag)) {
          const start = key.range?.[0] ?? 0
          problems.push({ code: 'DUPLICATE_KEY', message: 'Map keys must be unique', pos: [start, start + 1] })
        }
        seen.set(key.value, tags.add(key.tag))
      }
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i])
    }
  }
  return { problems, comparisons }
}

/** Keys are the same when they are the same scalar with the same tag: `!str a` and `a` differ. */
export function sameKey(a: unknown, b: unknown): boolean {
  if (a === b) return true
  return isScalar(a) && isScalar(b) && a.value === b.value && a.tag === b.tag
}
