/**
 * "Did you mean" suggestions: the closest candidate by edit distance, when it is close enough to
 * be a plausible typo (`onyl` → `only`, `resourse` → `resources`).
 */

/** The candidate nearest to `word`, or undefined when none is within a typo's distance. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3))
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return bestDistance <= limit ? best : undefined
}

/** `; did you mean "x"?` for the nearest candidate, or an empty string. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const found = closest(word, candidates)
  return found === undefined ? '' : `; did you mean "${found}"?`
}

/** Levenshtein distance with adjacent transpositions counted as one edit (`onyl` is 1 from `only`). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Infinity
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = value
    }
  }
  return rows[a.length]![b.length]!
}
