/**
 * "Did you mean" for every front end: the closest candidate by edit distance, when it is close
 * enough to be a plausible typo (`onyl` → `only`, `--grpe` → `--grep`, `chek` → `check`).
 */

/** Optimal string alignment distance: Levenshtein where a swap of neighbours costs 1. */
export function editDistance(a: string, b: string): number {
  // Words this far apart in length are never a typo of each other.
  if (Math.abs(a.length - b.length) > 8) return Infinity
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/**
 * The candidate nearest to `word` (ties: the first), or undefined when the nearest is more than
 * `limit(word)` edits away.
 */
export function nearest(word: string, candidates: Iterable<string>, limit: (word: string) => number, ignoreCase = false): string | undefined {
  const key = (s: string) => (ignoreCase ? s.toLowerCase() : s)
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(key(word), key(candidate))
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return bestDistance <= limit(word) ? best : undefined
}
