/**
 * Runs a route's automaton against the earlier routes' automata in step (a subset construction
 * over their union, on the fly): which of its paths no earlier route accepts, and which earlier
 * route answers the others. Exact: each step's letters are the characters the later route can
 * read, split wherever a label in play changes (letters.ts).
 *
 * Two walks: a depth-first one settles whether some path escapes every candidate (it usually
 * finds one within a few dozen states), then a breadth-first one finds, for each candidate, the
 * shortest path it answers first. Knowing the escape lets the second walk leave out what can no
 * longer teach anything: paths where every candidate in play already has its example.
 */
import { ANY, type CharSet, contains, intersect, single, union } from './charset.js'
import { type Letter, letters } from './letters.js'
import type { Nfa } from './nfa.js'

/** What the product found. Takers' paths are the shortest ones, written with readable characters. */
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

/** States of the product explored at most, per route and walk. */
export const STATE_BUDGET = 20_000

/**
 * Explores `route` (slot 0) against `candidates` in declaration order. A candidate "answers" a
 * path when it accepts it and no earlier candidate does, as first-match recognition decides.
 */
export function explore(route: Nfa, candidates: readonly Nfa[], budget = STATE_BUDGET): Exploration {
  const product = new Product([route, ...candidates])
  const search = product.walk('escape', budget)
  if (search.exhausted) return { escape: null, takers: new Map(), exhausted: true, states: search.states }
  const found = product.walk('takers', budget)
  return { escape: search.escape, takers: found.takers, exhausted: found.exhausted, states: search.states + found.states }
}

/** True when every path of `route` is a path of some candidate; null when the budget ran out. */
export function covers(route: Nfa, candidates: readonly Nfa[], budget = STATE_BUDGET): boolean | null {
  const search = new Product([route, ...candidates]).walk('escape', budget)
  return search.exhausted ? null : search.escape === null
}

class Product {
  constructor(private readonly all: readonly Nfa[]) {}

  private slotOf(id: number): number {
    return Math.floor(id / SLOT)
  }

  private accepting(id: number): boolean {
    return this.all[this.slotOf(id)]!.accepting[id % SLOT]!
  }

  /**
   * `escape`: depth-first, most readable letters first, until a path no candidate accepts.
   * `takers`: breadth-first, each candidate's first path; the escape question is settled.
   */
  walk(mode: 'escape' | 'takers', budget: number): Exploration {
    // A state of the product is a sorted list of ids `slot * SLOT + state`: slot 0 is the route.
    const start = this.all.map((nfa, slot) => slot * SLOT + nfa.start)
    const states: number[][] = [start]
    const parent: number[] = [-1]
    const letter: number[] = [0]
    const seen = new Set<string>([start.join(',')])
    const takers = new Map<number, string>()
    const witness = (at: number): string => {
      const codes: number[] = []
      for (let k = at; k > 0; k = parent[k]!) codes.push(letter[k]!)
      return String.fromCodePoint(...codes.reverse())
    }
    const pending = [0]
    for (let next = 0; next < pending.length; ) {
      if (states.length > budget) return { escape: null, takers, exhausted: true, states: states.length }
      const k = mode === 'escape' ? pending.pop()! : pending[next++]!
      let ids = states[k]!
      if (k > 0 && ids.some((id) => id < SLOT && this.accepting(id))) {
        const taker = ids.find((id) => id >= SLOT && this.accepting(id))
        if (taker === undefined && mode === 'escape') return { escape: witness(k), takers, exhausted: false, states: states.length }
        if (taker !== undefined && !takers.has(this.slotOf(taker) - 1)) takers.set(this.slotOf(taker) - 1, witness(k))
      }
      if (mode === 'takers') {
        // A candidate's states only ever leave a path, so only candidates still without an
        // example are worth following, with the earlier ones that may answer before them.
        let last = 0
        for (const id of ids) if (id >= SLOT && !takers.has(this.slotOf(id) - 1)) last = this.slotOf(id)
        if (last === 0) continue
        ids = ids.filter((id) => this.slotOf(id) <= last)
      }
      const found = this.step(ids, k === 0 ? SLASH : ANY)
      // Depth-first pops the last pushed: push the most readable letter last.
      if (mode === 'escape') found.reverse()
      for (const { to, code } of found) {
        const key = to.join(',')
        if (seen.has(key)) continue
        seen.add(key)
        pending.push(states.length)
        states.push(to)
        parent.push(k)
        letter.push(code)
      }
    }
    return { escape: null, takers, exhausted: false, states: states.length }
  }

  /** The letters from `ids` among the characters of `within` the route can read. */
  private step(ids: readonly number[], within: CharSet): Letter[] {
    let readable: CharSet = []
    for (const id of ids) if (id < SLOT) for (const [set] of this.all[0]!.moves[id]!) readable = union(readable, set)
    readable = intersect(within, readable)
    // The route reading one character (its literal text, most of a path): one letter.
    const only = readable.length === 2 && readable[1] === readable[0]! + 1 ? readable[0]! : -1
    const labels: CharSet[] = []
    const targets: number[] = []
    for (const id of ids) {
      const base = id - (id % SLOT)
      for (const [set, to] of this.all[this.slotOf(id)]!.moves[id % SLOT]!) {
        if (only >= 0 && !contains(set, only)) continue
        labels.push(set)
        targets.push(base + to)
      }
    }
    if (only < 0) return letters(readable, labels, targets)
    return [{ to: [...new Set(targets)].sort((a, b) => a - b), code: only }]
  }
}
