/**
 * Whether two routes' path languages share a path, decided pairwise before the product: an
 * earlier route that accepts none of a later route's paths can never answer one of its requests,
 * so leaving it out of the product changes none of its conclusions. The product of a route with
 * hundreds of rivals (an app's `/:slug/...` routes against every earlier route) otherwise tracks
 * all of them through the trie of their literal segments; pairwise, most rivals are dismissed at
 * their first differing character.
 */
import { contains, overlaps } from './charset.js'
import type { Nfa } from './nfa.js'

const SLASH = 0x2f
/** Counts of `/` told apart; the last bit stands for this many or more. */
const COUNTED = 31

/**
 * The numbers of `/` the automaton's paths can hold, as a bit mask (bit 31: 31 or more). Two
 * languages whose masks do not meet share no path: a cheap first test.
 */
export function slashCounts(nfa: Nfa): number {
  const seen = new Set<number>()
  const stack = [nfa.start * 32]
  seen.add(stack[0]!)
  let mask = 0
  while (stack.length > 0) {
    const at = stack.pop()!
    const state = Math.floor(at / 32)
    const count = at % 32
    if (nfa.accepting[state]) mask |= 1 << count
    for (const [set, to] of nfa.moves[state]!) {
      const next: number[] = []
      if (contains(set, SLASH)) next.push(to * 32 + Math.min(count + 1, COUNTED))
      if (!isOnly(set, SLASH)) next.push(to * 32 + count)
      for (const id of next) if (!seen.has(id)) seen.add(id), stack.push(id)
    }
  }
  return mask
}

/** The outcome of a pairwise test: whether the languages meet, and the pairs of states visited. */
export interface Meeting {
  meet: boolean
  work: number
}

// The search's marks and stack, kept between calls: a table asks this for most of its pairs of
// routes, so allocating them each time costs more than the search. A pair is marked seen when
// its mark equals the current search's number.
const MAX_PAIRS = 1 << 22
let marks = new Uint32Array(1 << 12)
let stack = new Int32Array(1 << 12)
let search = 0

/** True when some path is accepted by both automata (a search of the pairs of their states). */
export function languagesMeet(a: Nfa, b: Nfa): Meeting {
  const width = b.moves.length
  const size = a.moves.length * width
  // Beyond this many pairs, keep the rival: the product decides, within its own budget.
  if (size > MAX_PAIRS) return { meet: true, work: 0 }
  if (size > marks.length) marks = new Uint32Array(size), stack = new Int32Array(size), search = 0
  if (++search === 0xffffffff) marks.fill(0), search = 1
  let top = 0
  let work = 1
  const first = a.start * width + b.start
  marks[first] = search
  stack[top++] = first
  while (top > 0) {
    const at = stack[--top]!
    const p = Math.floor(at / width)
    const q = at - p * width
    if (a.accepting[p] && b.accepting[q]) return { meet: true, work }
    for (const [setA, toA] of a.moves[p]!) {
      for (const [setB, toB] of b.moves[q]!) {
        const id = toA * width + toB
        if (marks[id] !== search && overlaps(setA, setB)) marks[id] = search, stack[top++] = id, work++
      }
    }
  }
  return { meet: false, work }
}

function isOnly(set: readonly number[], code: number): boolean {
  return set.length === 2 && set[0] === code && set[1] === code + 1
}
