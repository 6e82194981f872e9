/**
 * Regexps that cannot be slow: a route's requirement or path regexp runs on every request, and a
 * backtracking engine (V8's included) can take exponential or high polynomial time on a few dozen
 * characters. `linearRegExp` parses the JS source and compiles it for the memoising machine
 * (vm.ts), which finds the same matches in time linear in the text.
 */
import { parseTree } from './parse.js'
import { compileTree } from './program.js'
import { Machine } from './vm.js'

export { Machine, type MatchArray, work } from './vm.js'
export { Unrunnable } from './parse.js'

/**
 * The machine for a JS regexp source (flag `u`): tried from the text's start only when
 * `anchored`, else from each position in turn, as `RegExp#exec` does. Throws Unrunnable for
 * what the machine does not run (backreferences, lookbehinds over one character).
 */
export function linearRegExp(source: string, anchored = false): Machine {
  const { tree, groups } = parseTree(source)
  return new Machine(compileTree(tree, groups), anchored)
}
