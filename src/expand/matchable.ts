/**
 * Checks that are not Rails': a route's requirements must be usable by routecraft's matcher,
 * which runs them as JavaScript regexps on every request. Rails accepts these routes; routecraft
 * refuses them at load time, naming the route, instead of hanging or failing when a matcher is
 * built (see docs/diagnostics.md, RC2033 and RC2034).
 */
import { slowRequirement } from './backtracking.js'
import { ArgumentError } from './errors.js'
import { untranslatable } from './translatable.js'
import { type RHash, isRegexp, toS } from './values.js'

/** Throws ArgumentError for a requirement that could hang recognition or cannot be compiled. */
export function verifyMatchable(requirements: RHash, path: string): void {
  const entries = requirements.entries
  for (let i = 0; i < entries.length; i++) {
    const value = entries[i]![1]
    if (!isRegexp(value)) continue
    const verdict = regexpVerdict(value.regexp, value.flags)
    if (verdict === null) continue
    const where = `:${toS(entries[i]![0])} => /${value.regexp}/${value.flags} in route ${JSON.stringify(path)}`
    if (typeof verdict === 'object') throw new ArgumentError(`Regexp requirement can backtrack catastrophically (${verdict.slow}): ${where}`)
    if (verdict !== null) throw new ArgumentError(`Regexp requirement cannot be used for matching: ${where} (${verdict})`)
  }
}

/** Slow (why), unusable (why), or null. */
type Verdict = { slow: string } | string | null

// Requirements repeat across routes (every route of a constrained scope) and compiling one to
// test it is costly: each distinct regexp is judged once, within a bound.
const VERDICT_LIMIT = 10_000
const verdicts = new Map<string, Verdict>()

/** What is wrong with a requirement regexp in itself: slow, a problem text, or null. */
function regexpVerdict(source: string, flags: string): Verdict {
  const key = `${flags}/${source}`
  let verdict = verdicts.get(key)
  if (verdict === undefined) {
    const slow = tooLong(source) === undefined ? slowRequirement(source, flags) : undefined
    verdict = slow !== undefined ? { slow } : (tooLong(source) ?? untranslatable(source, flags) ?? null)
    if (verdicts.size >= VERDICT_LIMIT) verdicts.clear()
    verdicts.set(key, verdict)
  }
  return verdict
}

/** The longest requirement source accepted: a route's whole path regexp must stay compilable. */
export const MAX_REQUIREMENT_LENGTH = 4_096

function tooLong(source: string): string | undefined {
  return source.length > MAX_REQUIREMENT_LENGTH ? `longer than ${MAX_REQUIREMENT_LENGTH} characters` : undefined
}
