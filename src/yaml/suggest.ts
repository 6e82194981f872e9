/**
 * "Did you mean" suggestions: the closest candidate by edit distance, when it is close enough to
 * be a plausible typo (`onyl` → `only`, `resourse` → `resources`).
 */
import { nearest } from '../suggest.js'

/** The candidate nearest to `word` (case aside), or undefined when none is within a typo's distance. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  return nearest(word, candidates, (w) => Math.max(1, Math.floor(w.length / 3)), true)
}

/** `; did you mean "x"?` for the nearest candidate, or an empty string. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const found = closest(word, candidates)
  return found === undefined ? '' : `; did you mean "${found}"?`
}
