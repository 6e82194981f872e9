/**
 * What recognition answers. Its own module, since both ways of recognising (the automaton in
 * dfa.ts and the trie's walk in recognize.ts) produce it and the walk calls the automaton.
 */
import type { Route } from '../route.js'
import type { ParamValue } from './params.js'

/** A recognised request: the route, its position in the table and its params. */
export interface Recognition {
  route: Route
  index: number
  /** Route defaults (with `controller`, `action`) overlaid with the decoded captured segments. */
  params: Record<string, ParamValue>
}
