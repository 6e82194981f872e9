// Random paths of a route's language, for the differential specs: walks of its automaton that
// end in an accepting state, written with URL-safe ASCII where the labels allow, in Journey's
// normal form (the form recognition sees).
import { contains, representative, type CharSet } from '../../src/check/charset.js'
import type { Nfa } from '../../src/check/nfa.js'
import { random } from '../_support/random-ast.js'

const SAFE = [...'abcxyz019ABZ-_~.'].map((c) => c.codePointAt(0)!)

function pick(set: CharSet, next: () => number): number {
  const safe = SAFE.filter((code) => contains(set, code))
  return safe.length > 0 && next() < 0.8 ? safe[Math.floor(next() * safe.length)]! : representative(set)
}

const normal = (path: string) => path.startsWith('/') && !path.includes('//') && !path.includes('%') && (path === '/' || !path.endsWith('/'))

/** Up to `count` distinct paths of `nfa`'s language, in normal form. */
export function samplePaths(nfa: Nfa, count: number, seed: number): string[] {
  const next = random(seed)
  const out = new Set<string>()
  for (let attempt = 0; attempt < count * 20 && out.size < count; attempt++) {
    let state = nfa.start
    const codes: number[] = []
    for (let step = 0; step < 40; step++) {
      const moves = nfa.moves[state]!
      if (nfa.accepting[state] && (moves.length === 0 || next() < 0.25)) {
        const path = String.fromCodePoint(...codes)
        if (normal(path)) out.add(path)
        break
      }
      if (moves.length === 0) break
      const [set, to] = moves[Math.floor(next() * moves.length)]!
      codes.push(pick(set, next))
      state = to
    }
  }
  return [...out]
}
