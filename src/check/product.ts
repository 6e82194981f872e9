/**
 * Runs a route's automaton against the earlier routes' automata in step (a subset construction
 * over their union, on the fly): which of its paths no earlier route accepts, and which earlier
 * route answers the others. Exact: the alphabet at each step is the partition of the characters
 * the later route can read by every label in play.
 */
import { ANY, type CharSet, intersect, minterms, overlaps, representative, single, union } from './charset.js'
import type { Nfa } from './nfa.js'

/** What the product found. Witness paths are the shortest ones, written with readable characters. */
export interface Exploration {
  /** A path the route accepts that no candidate accepts; null when the candidates take them all. */
  escape: string | null
  /** Candidate position → a path the route accepts that this candidate answers first. */
  takers: Map<number, string>
  /** True when the state budget ran out before the answer was known: conclude nothing. */
  exhausted: boolean
  /** States explored. */
  states: number
}

const SLASH = single(0x2f)
/** Room for one automaton's states in a product state id (NfaBuilder's limit is below it). */
const SLOT = 8192

/** States of the product explored at most, per route. */
export const STATE_BUDGET = 20_000

/**
 * Explores `route` (slot 0) against `candidates` in declaration order. A candidate "answers" a
 * path when it accepts it and no earlier candidate does, as first-match recognition decides.
 */
export function explore(route: Nfa, candidates: readonly Nfa[], budget = STATE_BUDGET): Exploration {
  // A state of the product is a sorted list of ids `slot * SLOT + state`: slot 0 is the route.
  const all = [route, ...candidates]
  const slotOf = (id: number) => Math.floor(id / SLOT)
  const accepting = (id: number) => all[slotOf(id)]!.accepting[id % SLOT]!
  const movesOf = (id: number) => all[slotOf(id)]!.moves[id % SLOT]!
  const start = all.map((nfa, slot) => slot * SLOT + nfa.start)
  const states: number[][] = [start]
  const parent: number[] = [-1]
  const letter: number[] = [0]
  const seen = new Map<string, number>([[start.join(','), 0]])
  const takers = new Map<number, string>()
  let escape: string | null = null
  const witness = (at: number): string => {
    const codes: number[] = []
    for (let k = at; k > 0; k = parent[k]!) codes.push(letter[k]!)
    return String.fromCodePoint(...codes.reverse())
  }
  for (let k = 0; k < states.length; k++) {
    if (states.length > budget) return { escape, takers, exhausted: true, states: states.length }
    const ids = states[k]!
    const open = ids.some((id) => id >= SLOT)
    if (k > 0 && ids.some((id) => id < SLOT && accepting(id))) {
      const taker = ids.find((id) => id >= SLOT && accepting(id))
      if (taker === undefined) escape ??= witness(k)
      else if (!takers.has(slotOf(taker) - 1)) takers.set(slotOf(taker) - 1, witness(k))
    }
    // Once an escape is known, paths no candidate can still accept teach nothing more.
    if (!open && escape !== null) continue
    // Requests' paths start with `/` (recognition normalises "" to "/"): only those are asked about.
    let within: CharSet = k === 0 ? SLASH : ANY
    let readable: CharSet = []
    const labels: CharSet[] = []
    for (const id of ids) {
      for (const [set] of movesOf(id)) {
        if (!labels.includes(set)) labels.push(set)
        if (id < SLOT) readable = union(readable, set)
      }
    }
    for (const atom of minterms(intersect(within, readable), labels)) {
      const next = new Set<number>()
      for (const id of ids) {
        const base = id - (id % SLOT)
        for (const [set, to] of movesOf(id)) if (overlaps(set, atom)) next.add(base + to)
      }
      const sorted = [...next].sort((a, b) => a - b)
      const key = sorted.join(',')
      if (seen.has(key)) continue
      seen.set(key, states.length)
      states.push(sorted)
      parent.push(k)
      letter.push(representative(atom))
    }
  }
  return { escape, takers, exhausted: false, states: states.length }
}
