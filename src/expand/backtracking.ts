/**
 * A guard against requirements that would make recognition slow. A requirement becomes part of
 * the path regexp, which runs on every request, and a backtracking engine takes exponential time
 * on `id: /(a+)+/` and `/x/aaaa…a!`. The matcher runs every requirement in time linear in the
 * path (match/linear/: V8's regexp where the ambiguity analysis shows it linear, the memoising
 * machine otherwise), so only a requirement that neither holds is refused: one the machine cannot
 * run (a backreference) and the analysis cannot show linear.
 */
import { rubyRegExpSource } from '../inflect/ruby-regexp.js'
import { costOf, machineSize, runsLinearly } from '../match/linear/index.js'
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
 * The warnings for requirements that may make recognition slow: RC2130 for those routecraft runs
 * linearly but a backtracking engine would not (Rails' Onigmo may take exponential or polynomial
 * time on them, and so may the hosts of a compiled table), RC2131 for those whose linear machine
 * is so large that each character of a path costs thousands of steps. No route path in the
 * message, so a scope's constraint warns once per statement.
 */
export function slowRequirementWarnings(requirements: Readonly<Record<string, RubyValue>>): readonly string[] {
  let out: string[] | undefined
  for (const key in requirements) {
    const value = requirements[key]
    if (value === null || typeof value !== 'object' || !('regexp' in value)) continue
    const judged = backtrackingCost(value.regexp, value.flags)
    if (judged === undefined) continue
    const { verdict, size } = judged
    if (verdict.kind === 'exponential' || verdict.kind === 'polynomial') {
      const cost = verdict.kind === 'exponential' ? 'exponential time' : `polynomial time, of degree ${verdict.degree + 1} in the path's length,`
      ;(out ??= []).push(`Regexp requirement :${key} => /${value.regexp}/${value.flags} can take ${cost} in a backtracking engine (Rails' Onigmo, PCRE2, Python re, Java) on a crafted path: routecraft matches it in linear time; write it so that each text is read one way only (e.g. \\d+(\\.\\d+)* for (\\d+\\.?)+)`)
    }
    if (size !== undefined && size > LARGE_MACHINE) {
      ;(out ??= []).push(`Regexp requirement :${key} => /${value.regexp}/${value.flags} compiles to ${size.toLocaleString('en-US')} instructions of routecraft's linear matcher, about as many steps for each character of a path it fails on, so one request path of 16 KB may take a second or more; write it with fewer counted repetitions nested in one another`)
    }
  }
  return out ?? NONE
}

const NONE: readonly string[] = []

/**
 * More instructions than this make the linear matcher's cost per character of a path large. Real
 * requirements compile to a few dozen (`(\\d{1,3}\\.?)+` to 27); nested counted repetitions multiply
 * them (`(\\.?){1,9}[a-z](((\\w|\\d?){1,9}|(a|\\.?)+){2,}(([a.][a.]){0,2})?){1,9}` to 3,591, about 5,600
 * steps per character).
 */
const LARGE_MACHINE = 500

interface Judged {
  verdict: ReturnType<typeof costOf>
  /** The machine's instructions when the matcher runs the requirement on it (the verdict is not linear). */
  size: number | undefined
}

// Every route of a scope carries its constraints: each requirement is analysed once per process.
const costs = new Map<string, Judged | undefined>()

/** `costOf` the requirement as the matcher runs it; undefined when it cannot be translated. */
function backtrackingCost(source: string, flags: string): Judged | undefined {
  const key = `${flags}/${source}`
  if (costs.has(key)) return costs.get(key)
  let judged: Judged | undefined
  try {
    const whole = `^(?:${rubyRegExpSource(source, flags)})$`
    const verdict = costOf(whole)
    judged = { verdict, size: verdict.kind === 'linear' ? undefined : machineSize(whole) }
  } catch {
    judged = undefined
  }
  if (costs.size >= 10_000) costs.clear()
  costs.set(key, judged)
  return judged
}
