/**
 * A guard against requirements that would make recognition slow. A requirement becomes part of
 * the path regexp, which runs on every request, and a backtracking engine takes exponential time
 * on `id: /(a+)+/` and `/x/aaaa…a!`. The matcher runs every requirement in time linear in the
 * path (match/linear/: V8's regexp where the ambiguity analysis shows it linear, the memoising
 * machine otherwise), so only a requirement that neither holds is refused: one the machine cannot
 * run (a backreference) and the analysis cannot show linear.
 */
import { rubyRegExpSource } from '../inflect/ruby-regexp.js'
import { costOf, runsLinearly } from '../match/linear/index.js'
import type { RubyValue } from '../route.js'

/**
 * Why a Ruby regexp requirement could make recognition slow, or undefined when it cannot: judged
 * on the JS source the matcher runs (`^(?:…)$`), after translation from Ruby's dialect.
 * Untranslatable sources are left to `untranslatable` (RC2034).
 */
export function slowRequirement(source: string, flags = ''): string | undefined {
  let translated: string
  try {
    translated = rubyRegExpSource(source, flags)
  } catch {
    return undefined
  }
  const whole = `^(?:${translated})$`
  if (runsLinearly(whole)) return undefined
  const verdict = costOf(whole)
  if (verdict.kind === 'linear') return undefined
  const cost = verdict.kind === 'unknown' ? `its cost cannot be analysed (${verdict.reason})` : verdict.kind === 'exponential' ? 'backtracking is exponential in the path' : `backtracking is of degree ${verdict.degree + 1} in the path`
  return `the linear matcher cannot run a backreference, and ${cost}`
}

/**
 * The warnings (RC2130) for requirements routecraft runs linearly but a backtracking engine would
 * not: Rails' Onigmo may take exponential or polynomial time on them, and so may the hosts of a
 * compiled table. No route path in the message, so a scope's constraint warns once per statement.
 */
export function slowRequirementWarnings(requirements: Readonly<Record<string, RubyValue>>): readonly string[] {
  let out: string[] | undefined
  for (const key in requirements) {
    const value = requirements[key]
    if (value === null || typeof value !== 'object' || !('regexp' in value)) continue
    const verdict = backtrackingCost(value.regexp, value.flags)
    if (verdict === undefined || (verdict.kind !== 'exponential' && verdict.kind !== 'polynomial')) continue
    out ??= []
    const cost = verdict.kind === 'exponential' ? 'exponential time' : `polynomial time, of degree ${verdict.degree + 1} in the path's length,`
    out.push(`Regexp requirement :${key} => /${value.regexp}/${value.flags} can take ${cost} in a backtracking engine (Rails' Onigmo, PCRE2, Python re, Java) on a crafted path: routecraft matches it in linear time; write it so that each text is read one way only (e.g. \\d+(\\.\\d+)* for (\\d+\\.?)+)`)
  }
  return out ?? NONE
}

const NONE: readonly string[] = []

// Every route of a scope carries its constraints: each requirement is analysed once per process.
const costs = new Map<string, ReturnType<typeof costOf> | undefined>()

/** `costOf` the requirement as the matcher runs it; undefined when it cannot be translated. */
function backtrackingCost(source: string, flags: string): ReturnType<typeof costOf> | undefined {
  const key = `${flags}/${source}`
  if (costs.has(key)) return costs.get(key)
  let verdict: ReturnType<typeof costOf> | undefined
  try {
    verdict = costOf(`^(?:${rubyRegExpSource(source, flags)})$`)
  } catch {
    verdict = undefined
  }
  if (costs.size >= 10_000) costs.clear()
  costs.set(key, verdict)
  return verdict
}
