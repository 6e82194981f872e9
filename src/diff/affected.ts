/**
 * The routes a precedence change must involve. If two routes that are the same on both sides
 * (unchanged fields) kept their relative order, neither can take a request from the other; so
 * every request whose answer changed is matched, on one side, by a route added, removed, changed
 * or moved. Moved: outside a longest run of routes that kept their order (any two routes that
 * swapped have at least one member outside it).
 */
import type { Pairing } from './pair.js'

/** Indices of the paired old routes that keep their order: a longest increasing run of new indices. */
function keptOrder(afterOf: Int32Array): Set<number> {
  const paired = [...afterOf.keys()].filter((b) => afterOf[b]! >= 0)
  const tails: number[] = []
  const previous = new Int32Array(paired.length).fill(-1)
  const tailAt: number[] = []
  paired.forEach((b, k) => {
    const value = afterOf[b]!
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (afterOf[paired[tailAt[mid]!]!]! < value) low = mid + 1
      else high = mid
    }
    previous[k] = low > 0 ? tailAt[low - 1]! : -1
    tails[low] = value
    tailAt[low] = k
  })
  const kept = new Set<number>()
  for (let k = tailAt[tails.length - 1] ?? -1; k >= 0; k = previous[k]!) kept.add(paired[k]!)
  return kept
}

/** Which routes of each side are added, removed, changed or moved. */
export function affectedRoutes(pairing: Pairing, changedBefore: ReadonlySet<number>): { before: boolean[]; after: boolean[] } {
  const { afterOf, beforeOf } = pairing
  const kept = keptOrder(afterOf)
  const before = [...afterOf].map((a, b) => a < 0 || changedBefore.has(b) || !kept.has(b))
  const after = [...beforeOf].map((b) => b < 0 || before[b]!)
  return { before, after }
}
