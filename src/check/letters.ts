/**
 * The letters of one step of the product automaton: the characters the later route can read,
 * grouped by the states they lead to. Computed on the points where some label starts or stops,
 * so a step costs what its labels' ranges cost, not labels × letters.
 */
import { type CharSet, contains, readability, representative } from './charset.js'

/** One letter: the sorted states it leads to, and the character an example path shows for it. */
export interface Letter {
  to: number[]
  code: number
}

/**
 * The letters of `within`, given moves as parallel lists (`labels[m]` leads to `targets[m]`):
 * characters that lead to the same states are one letter. Letters come most readable first
 * (see `representative`), so that the first example found reads well.
 */
export function letters(within: CharSet, labels: readonly CharSet[], targets: readonly number[]): Letter[] {
  if (within.length === 0) return []
  const lo = within[0]!
  const hi = within[within.length - 1]!
  const points = [...within]
  for (const label of labels) for (const p of label) if (p > lo && p < hi) points.push(p)
  points.sort((a, b) => a - b)
  const cuts = points.filter((p, i) => i === 0 || p !== points[i - 1])
  // `buckets[i]`: the states the characters of [cuts[i], cuts[i + 1]) lead to.
  const buckets: number[][] = cuts.map(() => [])
  labels.forEach((label, m) => {
    for (let r = 0; r < label.length; r += 2) {
      const end = lowerBound(cuts, Math.min(label[r + 1]!, hi))
      for (let i = lowerBound(cuts, Math.max(label[r]!, lo)); i < end; i++) buckets[i]!.push(targets[m]!)
    }
  })
  const byKey = new Map<string, { to: number[]; ranges: number[] }>()
  for (let i = 0; i + 1 < cuts.length; i++) {
    if (!contains(within, cuts[i]!)) continue
    const to = buckets[i]!.sort((a, b) => a - b).filter((id, j, list) => j === 0 || id !== list[j - 1])
    const key = to.join(',')
    const group = byKey.get(key)
    if (group) group.ranges.push(cuts[i]!, cuts[i + 1]!)
    else byKey.set(key, { to, ranges: [cuts[i]!, cuts[i + 1]!] })
  }
  const out = [...byKey.values()].map(({ to, ranges }) => ({ to, code: representative(ranges) }))
  return out.sort((a, b) => readability(a.code) - readability(b.code))
}

/** The first index of the sorted `list` whose value is at least `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (list[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}
