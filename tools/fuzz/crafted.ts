/**
 * Crafted inputs for the campaign's `crafted-regexp-rb` class: routes whose requirements have the
 * shapes that make backtracking engines slow (nested counts over overlapping sets, alternatives
 * that start alike, `/i` and `(?x)` spellings, long chains), routes with two to six globs, and for
 * each the paths that make such a regexp try the most (a long run its loops all read, then a
 * character none does). The invariant is work, not time: twice the path costs the linear machine
 * at most about twice the steps.
 */
import type { Matcher } from '../../src/match/index.js'
import { work } from '../../src/match/linear/index.js'
import type { Rng } from './random.js'

const ATOMS = ['a', 'a', '\\d', '[a-z]', '\\w', '[0-9a]', 'a?', '\\d?', '.', '[a.]', '\\.?']
const COUNTS = ['+', '*', '?', '{1,9}', '{2,}', '{1,3}', '{0,2}', '+?']

function crafted(rng: Rng, depth: number): string {
  if (depth === 0 || rng.chance(0.3)) return rng.pick(ATOMS)
  const parts = Array.from({ length: 1 + rng.int(2) }, () => crafted(rng, depth - 1))
  const body = rng.chance(0.4) ? `${parts.join('')}|${crafted(rng, depth - 1)}` : parts.join('')
  return `(${body})${rng.pick(COUNTS)}`
}

/** A requirement regexp literal of a slow shape, as written in routes.rb. */
export function craftedRequirement(rng: Rng): string {
  let source = Array.from({ length: 1 + rng.int(3) }, () => crafted(rng, 3)).join('')
  if (rng.chance(0.15)) source = `(?x) ${source.split('').join(' ')} `
  if (rng.chance(0.15)) source = `(?i)${source.replaceAll('a', '(a|A)')}`
  return `/${source.replaceAll('/', '\\/')}/${rng.chance(0.1) ? 'i' : ''}`
}

/** A routes.rb of crafted requirements and many-glob routes. */
export function craftedRoutes(rng: Rng): string {
  const lines: string[] = []
  for (let i = rng.int(3); i >= 0; i--) lines.push(`get "r${i}/:id", to: "a#b", id: ${craftedRequirement(rng)}`)
  const globs = 2 + rng.int(5)
  lines.push(`get "${Array.from({ length: globs }, (_, i) => `*g${i}`).join('/')}/end", to: "g#g"`)
  return `${lines.join('\n')}\n`
}

// What a crafted path repeats: runs the atoms above all read.
const RUNS = ['a', '1', 'a1', 'aA', 'a.', '1.', 'aa.1', '/a']

/**
 * Checks that every crafted route answers its worst paths in linear work: steps at length 4n stay
 * within 4 × 1.5 of those at n (plus slack for constant work). n is past the reach of any bounded
 * crafted requirement (9 × 9 × 9 iterations of two characters): below it the work of nested counts
 * still grows with the text they can reach, up to a constant. Returns the requests made; throws
 * with the route and path when the work grows faster.
 */
export function checkLinearWork(matcher: Matcher, text: string, rng: Rng): number {
  const prefixes = [...text.matchAll(/^get "(r\d+)\//gm)].map((m) => `/${m[1]}/`)
  prefixes.push('')
  let requests = 0
  for (const prefix of prefixes) {
    const run = rng.pick(RUNS)
    const path = (n: number) => `${prefix}${run.repeat(n)}!`
    const cost = (n: number) => {
      const before = work.steps
      matcher.recognize('GET', path(n).startsWith('/') ? path(n) : `/${path(n)}`)
      requests++
      return work.steps - before
    }
    const small = cost(1_500)
    const large = cost(6_000)
    if (large > small * 6 + 50_000) throw new Error(`work grows faster than the path: ${small} steps at ${path(1_500).length} characters, ${large} at ${path(6_000).length}, on ${JSON.stringify(path(4))}`)
  }
  return requests
}
