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
