/**
 * Regexps that cannot be slow: a route's requirement or path regexp runs on every request, and a
 * backtracking engine (V8's included) can take exponential or high polynomial time on a few dozen
 * characters. `safeRegExp` keeps V8's own regexp where the analysis (ambiguity.ts) shows it
 * linear, and otherwise runs the memoising machine (vm.ts), which finds the same matches in time
 * linear in the text.
 */
import { backtrackingCost, type Verdict } from './ambiguity.js'
import { parseTree, startsAnchored, Unrunnable } from './parse.js'
import { compileTree } from './program.js'
import { Machine, type MatchArray } from './vm.js'

export { analysisWork, backtrackingCost, type Verdict, worse } from './ambiguity.js'
export { Machine, type MatchArray, work } from './vm.js'
export { Unrunnable } from './parse.js'

/** What recognition and generation need of a regexp: RegExp and Machine both are one. */
export interface PatternTest {
  readonly source: string
  test(text: string): boolean
  exec(text: string): MatchArray | RegExpExecArray | null
}

/**
 * The machine for a JS regexp source (flag `u`): tried from the text's start only when it
 * begins with `^`, else from each position in turn, as `RegExp#exec` does. Throws Unrunnable for
 * what the machine does not run (backreferences, lookbehinds over one character).
 */
export function linearRegExp(source: string): Machine {
  const { tree, groups } = parseTree(source)
  return new Machine(compileTree(tree, groups), startsAnchored(tree), source)
}

// Requirements repeat across routes and tables; each distinct source is judged once.
const VERDICT_LIMIT = 10_000
const verdicts = new Map<string, Verdict>()

/** The backtracking verdict on a JS source, remembered. */
export function costOf(source: string): Verdict {
  let verdict = verdicts.get(source)
  if (verdict === undefined) {
    verdict = backtrackingCost(source)
    if (verdicts.size >= VERDICT_LIMIT) verdicts.clear()
    verdicts.set(source, verdict)
  }
  return verdict
}

/**
 * A test for a JS source (flag `u`) whose cost is linear in the text: V8's regexp when the
 * analysis shows it linear, else the machine. Only a source the machine cannot run and the
 * analysis cannot clear is left to V8 (the expander refuses such requirements: RC2033).
 */
export function safeRegExp(source: string): PatternTest {
  if (costOf(source).kind === 'linear') return new RegExp(source, 'u')
  try {
    return linearRegExp(source)
  } catch (error) {
    if (error instanceof Unrunnable) return new RegExp(source, 'u')
    throw error
  }
}

/**
 * The machine's instructions for a JS source, or undefined when it does not run it. A failing match
 * on a long text costs steps in proportion to it for each character (1 to 2 per instruction).
 */
export function machineSize(source: string): number | undefined {
  try {
    return linearRegExp(source).size
  } catch (error) {
    if (error instanceof Unrunnable) return undefined
    throw error
  }
}

/** True when the machine runs the source (it has no backreference, no long lookbehind). */
export function runsLinearly(source: string): boolean {
  try {
    linearRegExp(source)
    return true
  } catch (error) {
    if (error instanceof Unrunnable) return false
    throw error
  }
}
