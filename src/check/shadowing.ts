/**
 * Shadowed routes: a route none of whose requests reaches it, because earlier routes answer
 * every one (fully shadowed), or some of whose requests an earlier route answers (partly
 * shadowed). Decided exactly on the routes' path languages (route-language.ts) and verbs; only
 * earlier routes that surely answer what they match take part: anchored, without request
 * conditions or constraint objects, served by a controller or a redirect (a Rack app may pass a
 * request on with `X-Cascade`).
 */
import type { Route } from '../route.js'
import type { Nfa } from './nfa.js'
import { languagesMeet, slashCounts } from './overlap.js'
import { covers, explore, type Exploration } from './product.js'
import { type RouteLanguage, tableLanguages } from './route-language.js'
import { accepts, tableVerbs, verbsOf } from './verbs.js'

/** One request: its verb and path. */
export interface Request {
  verb: string
  path: string
}

/** A request of a route that an earlier route answers. */
export interface Taken extends Request {
  /** The earlier route's index. */
  by: number
}

/** What the analysis concludes about one route. */
export type Verdict =
  | { kind: 'shadowed'; route: number; by: number[]; example: Taken }
  | { kind: 'partly-shadowed'; route: number; examples: Taken[] }
  | { kind: 'undecided'; route: number; reason: string }

/** The verdicts, and for every other analysed route a request that reaches it. */
export interface ShadowAnalysis {
  verdicts: Verdict[]
  /** Route index → a request no earlier route answers (for routes not fully shadowed). */
  reachable: Map<number, Request>
  /** Overlaps left unreported because the earlier route is a special case of the later one. */
  specialCases: number
  /** Route pairs compared, pairs of their states and product states explored (WORK_BUDGET's measure). */
  work: number
}

/**
 * Work allowed for one table, in route pairs compared and product states explored: far beyond
 * any real application (the 1,744-route table takes a few hundred thousand), so that a table
 * built to be slow to analyse stops with a note instead of hanging.
 */
export const WORK_BUDGET = 20_000_000

/** True when a route surely answers every request its verb and path match. */
export function answersAll(route: Route): boolean {
  return (
    route.anchored &&
    (route.controller !== null || route.redirect !== undefined) &&
    Object.keys(route.conditions ?? {}).length === 0 &&
    (route.constraintObjects ?? []).length === 0
  )
}

/** Analyses every route of the table except those in `skip` (reported otherwise). */
export function analyseShadowing(routes: readonly Route[], skip: ReadonlySet<number> = new Set()): ShadowAnalysis {
  const { languages, shapes } = tableLanguages(routes)
  const meetings = new Map<number, boolean>()
  const verbs = tableVerbs(routes)
  const analysis: ShadowAnalysis = { verdicts: [], reachable: new Map(), specialCases: 0, work: 0 }
  const takers = routes.map((route, i) => answersAll(route) && 'nfa' in languages[i]!)
  const slashes = languages.map((language) => ('nfa' in language ? slashCounts(language.nfa) : 0))
  for (let index = 0; index < routes.length; index++) {
    const route = routes[index]!
    const language = languages[index]!
    if (skip.has(index)) continue
    if (!('nfa' in language)) {
      if (route.anchored) analysis.verdicts.push({ kind: 'undecided', route: index, reason: language.undecided })
      continue
    }
    if (analysis.work > WORK_BUDGET) {
      analysis.verdicts.push({ kind: 'undecided', route: index, reason: 'the table is too large to analyse from this route on' })
      break
    }
    const rivals: number[] = []
    analysis.work += index
    for (let a = 0; a < index; a++) {
      if (!takers[a] || (slashes[a]! & slashes[index]!) === 0 || !compatible(languages[a]!, language)) continue
      // A rival that accepts none of this route's paths answers none of its requests.
      const pair = shapes[a]! * routes.length + shapes[index]!
      let meet = meetings.get(pair)
      if (meet === undefined) {
        const meeting = languagesMeet((languages[a] as { nfa: Nfa }).nfa, language.nfa)
        meetings.set(pair, (meet = meeting.meet))
        analysis.work += meeting.work
      }
      if (meet) rivals.push(a)
    }
    const earlier = (verb: string): number[] => rivals.filter((a) => accepts(routes[a]!, verb))
    analysis.work += analyseRoute(index, language.nfa, verbsOf(route, verbs).map((verb) => ({ verb, candidates: earlier(verb) })), languages, analysis)
  }
  return analysis
}

/** Two routes can share a path only when one's literal prefix starts the other's. */
function compatible(a: RouteLanguage, b: RouteLanguage & { prefix: string }): boolean {
  if (!('nfa' in a)) return false
  return a.prefix.startsWith(b.prefix) || b.prefix.startsWith(a.prefix)
}

function analyseRoute(
  index: number,
  nfa: Nfa,
  byVerb: ReadonlyArray<{ verb: string; candidates: number[] }>,
  languages: readonly RouteLanguage[],
  analysis: ShadowAnalysis,
): number {
  let states = 0
  const cache = new Map<string, Exploration>()
  const taken: Taken[] = []
  let reachable: Request | undefined
  let exhausted = false
  const covered: string[] = []
  for (const { verb, candidates } of byVerb) {
    const key = candidates.join(',')
    let result = cache.get(key)
    if (!result) cache.set(key, (result = explore(nfa, candidates.map((a) => (languages[a] as { nfa: Nfa }).nfa))))
    states += result.states
    if (result.exhausted) exhausted = true
    else if (result.escape === null) covered.push(verb)
    if (result.escape !== null) reachable ??= { verb, path: result.escape }
    for (const [slot, path] of result.takers) taken.push({ verb, path, by: candidates[slot]! })
  }
  if (exhausted) {
    analysis.verdicts.push({ kind: 'undecided', route: index, reason: 'its overlap with earlier routes is too large to explore' })
    return states
  }
  if (covered.length === byVerb.length && taken.length > 0) {
    const by = [...new Set(taken.map((t) => t.by))].sort((a, b) => a - b)
    analysis.verdicts.push({ kind: 'shadowed', route: index, by, example: taken[0]! })
    return states
  }
  if (reachable) analysis.reachable.set(index, reachable)
  // A verb whose requests all go elsewhere is always worth a word; otherwise an earlier route
  // that matches nothing but paths of this one is a special case declared first on purpose
  // (resources' `new` before `show`).
  const examples = taken.filter((t) => covered.includes(t.verb) || !isSpecialCase(languages[t.by]!, nfa))
  analysis.specialCases += taken.length - examples.length
  if (examples.length > 0) analysis.verdicts.push({ kind: 'partly-shadowed', route: index, examples: firstPerRoute(examples) })
  return states
}

/** True when every path of `earlier` is also a path of the later route. */
function isSpecialCase(earlier: RouteLanguage, later: Nfa): boolean {
  if (!('nfa' in earlier)) return false
  return covers(earlier.nfa, [later]) === true
}

function firstPerRoute(examples: readonly Taken[]): Taken[] {
  const seen = new Set<number>()
  return examples.filter((t) => !seen.has(t.by) && seen.add(t.by))
}
