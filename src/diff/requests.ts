/**
 * The requests that probe two tables for precedence changes: for every route of either table,
 * its pattern with optional groups taken and left out, filled with values its requirement (or
 * its counterpart's) accepts, "1", and a word that a digits-only requirement refuses. A request
 * whose answer changed is found among these: a route that moved above another is probed by its
 * own sample, a tightened requirement by the value it now refuses.
 */
import { escapeSample, fillVariant, flattenPattern, requirementSample } from '../compile/index.js'
import { parsePattern, segmentKeys, variants, type PatternNode } from '../match/index.js'
import type { Route } from '../route.js'

export interface ProbeRequest {
  verb: string
  path: string
}

/** Variants of a pattern's optional groups probed per route: all taken, none, one between. */
const VARIANTS_PER_ROUTE = 3
const PLAIN_VALUES = ['1', 'abc']

/** Values to try for each segment of a route, its own requirement's sample first. */
function segmentValues(route: Route, counterpart: Route | undefined, keys: readonly string[]): Map<string, string[]> {
  const values = new Map<string, string[]>()
  for (const key of keys) {
    const samples = [requirementSample(route.requirements[key]), counterpart && requirementSample(counterpart.requirements[key])]
    const plain = key === 'format' ? ['json'] : PLAIN_VALUES
    values.set(key, [...new Set([...samples.filter((s): s is string => typeof s === 'string'), ...plain])])
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
function routeProbes(route: Route, counterpart: Route | undefined, add: (verb: string, path: string) => void): void {
  let nodes: PatternNode[]
  try {
    nodes = parsePattern(route.path)
  } catch {
    return
  }
  const values = segmentValues(route, counterpart, segmentKeys(nodes))
  const fills = Math.max(1, ...[...values.values()].map((list) => list.length))
  const verbs = route.verb.length > 0 ? route.verb : ['GET']
  for (const variant of chosenVariants(nodes)) {
    for (let k = 0; k < fills; k++) {
      const path = fillVariant(variant, (key) => {
        const list = values.get(key)!
        return escapeSample(list[Math.min(k, list.length - 1)]!)
      })
      for (const verb of verbs) {
        add(verb, path)
        // A prefix route (a mounted app) answers the paths below it too.
        if (!route.anchored) add(verb, `${path.replace(/\/$/, '')}/x`)
      }
    }
  }
}

/** Probe requests for two tables, without repeats: the old table's routes first, then the new one's. */
export function probeRequests(before: readonly Route[], after: readonly Route[], afterOf: Int32Array, beforeOf: Int32Array): ProbeRequest[] {
  const seen = new Set<string>()
  const list: ProbeRequest[] = []
  const add = (verb: string, path: string) => {
    const key = `${verb} ${path}`
    if (!seen.has(key)) seen.add(key), list.push({ verb, path })
  }
  before.forEach((route, i) => routeProbes(route, after[afterOf[i]!], add))
  after.forEach((route, i) => routeProbes(route, before[beforeOf[i]!], add))
  return list
}
