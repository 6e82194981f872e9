/**
 * What a route's portable regexp may cost the hosts that run the compiled table: PCRE2, Python
 * `re` and Java backtrack, so a regexp whose automaton is ambiguous takes exponential or
 * polynomial time on a failing path there, whatever routecraft's own matcher does. The verdict is
 * the same analysis the matcher uses (match/linear/ambiguity.ts), on the regexp as written in the
 * table (the portable dialect reads as a JS source with flag `u`, anchored by its `^`).
 *
 * - exponential (or not analysable): the route is marked unsupported: no path length is safe;
 * - polynomial of degree d (O(n^(d+1)) steps): the route gets `max_path_length`, the longest
 *   path whose worst case stays within `STEP_BUDGET` steps (4,096 for degree 1, as the table always
 *   gave two globs, 256 for degree 2, 64 for degree 3);
 * - linear: nothing.
 */
import { costOf } from '../match/linear/index.js'
import { RISKY_PATH_LIMIT } from '../match/path-regexp.js'

/** Backtracking steps a host may spend on one route for one request, at most (2^24). */
export const STEP_BUDGET = 2 ** 24

/** A route's limit: a reason to leave it unsupported, or the longest path to try it on. */
export type RegexLimit = { unsupported: string } | { maxPathLength: number } | null

/** The limit a portable regexp needs in a backtracking host. */
export function regexLimit(regex: string): RegexLimit {
  const verdict = costOf(regex)
  switch (verdict.kind) {
    case 'linear':
      return null
    case 'polynomial':
      return { maxPathLength: Math.min(RISKY_PATH_LIMIT, Math.floor(STEP_BUDGET ** (1 / (verdict.degree + 1)) + 1e-9)) }
    case 'exponential':
      return { unsupported: 'its regexp takes exponential time in a backtracking engine (PCRE2, Python re, Java) on a failing path: a requirement whose repetitions can read one text in many ways' }
    case 'unknown':
      return { unsupported: `the cost of its regexp in a backtracking engine cannot be analysed (${verdict.reason})` }
  }
}
