/**
 * The requests that probe two tables for precedence changes: for each route probed, its pattern
 * with optional groups taken and left out, filled with values its requirement (or its
 * counterpart's) accepts, "1", and, where there is a requirement, a word that a digits-only
 * requirement refuses. A request whose answer changed is found among these: a route that moved
 * above another is probed by its own sample, a tightened requirement by the value it now
 * refuses, a removed route that hid another by the sample of the one it hid.
 */
import { escapeSample, fillVariant, flattenPattern, requirementSample } from '../compile/index.js'
import { parsePattern, segmentKeys, variants, type PatternNode } from '../match/index.js'
import type { Route } from '../route.js'
import type { Pairing } from './pair.js'

export interface ProbeRequest {
  verb: string
  path: string
}

/** Variants of a pattern's optional groups probed per route: all taken, none, one between. */
const VARIANTS_PER_ROUTE = 3
// A word: what a digits-only requirement refuses. Tried only where either side has a requirement,
// since without one it reaches the same route as "1".
const WORD = 'abc'

/** The requirement's sample, once per distinct requirement (a table repeats the same few). */
function cachedSample(cache: Map<string, string | null>, value: Route['requirements'][string] | undefined): string | null {
  if (value === undefined) return null
  const key = JSON.stringify(value)
  let sample = cache.get(key)
  if (sample === undefined) cache.set(key, (sample = requirementSample(value)))
  return sample
}

/** Values to try for each segment of a route, its own requirement's sample first. */
function segmentValues(route: Route, counterpart: Route | undefined, keys: readonly string[], cache: Map<string, string | null>): Map<string, string[]> {
  const values = new Map<string, string[]>()
  for (const key of keys) {
    const own = route.requirements[key]
    const theirs = counterpart?.requirements[key]
    const samples = [cachedSample(cache, own), cachedSample(cache, theirs)].filter((s): s is string => s !== null)
    const plain = key === 'format' ? ['json'] : own !== undefined || theirs !== undefined ? ['1', WORD] : ['1']
    values.set(key, [...new Set([...samples, ...plain])])
  }
  return values
}

/** The variants probed: every group taken, none taken, and one between when there are more. */
function chosenVariants(nodes: readonly PatternNode[]): PatternNode[][] {
  const all = variants(nodes) ?? [flattenPattern(nodes)]
  // The shortest request first: it is the one a report names when several show the same change.
  return [...new Set([all[all.length - 1]!, all[0]!, ...all.slice(1, VARIANTS_PER_ROUTE - 1)])]
}

/** The probes of one route, fill k using each segment's k-th value (its last when it has fewer). */
function routeProbes(route: Route, counterpart: Route | undefined, add: (verb: string, path: string) => void, cache: Map<string, string | null>): void {
  let nodes: PatternNode[]
  try {
    nodes = parsePattern(route.path)
  } catch {
    return
  }
  const values = segmentValues(route, counterpart, segmentKeys(nodes), cache)
  const fills = Math.max(1, ...[...values.values()].map((list) => list.length))
  const verbs = route.verb.length > 0 ? route.verb : ['GET']
  for (const variant of chosenVariants(nodes)) {
    for (let k = 0; k < fills; k++) {
      const path = fillVariant(variant, (key) => {
        const list = values.get(key)!
        return escapeSample(list[Math.min(k, list.length - 1)]!)
      }, '')
      for (const verb of verbs) {
        add(verb, path)
        // A prefix route (a mounted app) answers the paths below it too.
        if (!route.anchored) add(verb, `${path.replace(/\/$/, '')}/x`)
      }
    }
  }
}

/**
 * Text every path of a pattern starts with: what comes before its first segment, group or escape,
 * lower-cased (a shorter prefix than the pattern allows only lets more routes be probed).
 */
function staticPrefix(path: string): string {
  return /^[^:*(\\]*/.exec(path)![0].toLowerCase()
}

/**
 * The indices of the routes whose paths can meet those of the routes in `near`: paths start with
 * their pattern's static prefix, so one prefix must start with the other. Only these routes can
 * answer a request one of `near` matches.
 */
export function routesNear(routes: readonly Route[], near: readonly Route[]): number[] {
  const prefixes = [...new Set(near.map((route) => staticPrefix(route.path)))]
  const out: number[] = []
  routes.forEach((route, index) => {
    const own = staticPrefix(route.path)
    if (prefixes.some((prefix) => own.startsWith(prefix) || prefix.startsWith(own))) out.push(index)
  })
  return out
}

/**
 * Probe requests built from the routes at the given indices of each table, without repeats: the
 * old table's first, then the new one's.
 */
export function probeRequests(before: readonly Route[], after: readonly Route[], pairing: Pairing, fromBefore: readonly number[], fromAfter: readonly number[]): ProbeRequest[] {
  const { afterOf, beforeOf } = pairing
  const seen = new Set<string>()
  const list: ProbeRequest[] = []
  const add = (verb: string, path: string) => {
    const key = `${verb} ${path}`
    if (!seen.has(key)) seen.add(key), list.push({ verb, path })
  }
  const cache = new Map<string, string | null>()
  for (const i of fromBefore) routeProbes(before[i]!, after[afterOf[i]!], add, cache)
  for (const i of fromAfter) routeProbes(after[i]!, before[beforeOf[i]!], add, cache)
  return list
}
