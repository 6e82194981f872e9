/**
 * Conformance vectors: requests and helper calls derived from a route list, each with the answer
 * of routecraft's matcher (which agrees with Rails on everything measured). A port that gives
 * every answer runs the compiled table exactly.
 */
import type { ParamValue } from '../match/params.js'
import { UrlGenerationError } from '../match/errors.js'
import { createMatcher, type Matcher } from '../match/matcher.js'
import { parsePattern, segmentKeys, variants, type PatternNode } from '../match/pattern.js'
import type { Route } from '../route.js'
import { escapeSample, fillVariant as fill, flattenPattern as flatten, requirementSample } from './request-sample.js'

/** A request and the route that serves it (null: none), with its params. */
export interface RecognizeVector {
  recognize: { verb: string; path: string }
  expect: { route: number; params: Record<string, ParamValue> } | { route: null }
}

/** A helper call with named params and the path it gives, or an error. */
export interface GenerateVector {
  generate: { name: string; params: Record<string, unknown> }
  expect: { path: string } | { error: string }
}

export type Vector = RecognizeVector | GenerateVector

/** More inputs to answer, besides those derived from the routes (Rails' own samples of a golden case). */
export interface ExtraInputs {
  requests?: ReadonlyArray<{ verb: string; path: string }>
  calls?: ReadonlyArray<{ name: string; params: Record<string, unknown> }>
}

/** Variants of a pattern's optional groups tried per route: all taken, none, and a few between. */
const VARIANTS_PER_ROUTE = 4
const ODD_VALUES = ['abc', 'a%2Fb', 'caf%C3%A9', 'x%zz']
const GLOBAL_PATHS = ['/', '/nope', '/%E2%9C%93', '/%e2%9c%93', '/a.b.c', '/x//y/', '//', '/?q=1', 'no-slash', '/.json']

/** The vectors of a route list: recognitions first, then generations, without repeats. */
export function deriveVectors(routes: readonly Route[], extra: ExtraInputs = {}): Vector[] {
  const matcher = createMatcher(routes)
  const requests = new Requests()
  for (const request of extra.requests ?? []) requests.add(request.verb, request.path)
  routes.forEach((route) => routeRequests(route, requests))
  for (const path of GLOBAL_PATHS) requests.add('GET', path)
  const vectors: Vector[] = requests.list.map(({ verb, path }) => recognition(matcher, verb, path))
  const calls = [...(extra.calls ?? []), ...routes.flatMap(routeCalls)]
  const seen = new Set<string>()
  for (const call of calls) {
    const key = JSON.stringify(call)
    if (seen.has(key) || !matcher.has(call.name)) continue
    seen.add(key)
    vectors.push(generation(matcher, call.name, call.params))
  }
  return vectors
}

class Requests {
  readonly list: Array<{ verb: string; path: string }> = []
  private readonly seen = new Set<string>()

  add(verb: string, path: string): void {
    const key = `${verb} ${path}`
    if (!this.seen.has(key)) this.seen.add(key), this.list.push({ verb, path })
  }
}

function recognition(matcher: Matcher, verb: string, path: string): RecognizeVector {
  const found = matcher.recognize(verb, path)
  return { recognize: { verb, path }, expect: found ? { route: found.index, params: { ...found.params } } : { route: null } }
}

function generation(matcher: Matcher, name: string, params: Record<string, unknown>): GenerateVector {
  try {
    return { generate: { name, params }, expect: { path: matcher.generate(name, params) } }
  } catch (error) {
    if (!(error instanceof UrlGenerationError)) throw error
    return { generate: { name, params }, expect: { error: error.message } }
  }
}

// A value each segment accepts: its requirement's sample when it has one that passes, else "1".
function samples(route: Route, keys: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const key of keys) out.set(key, requirementSample(route.requirements[key]) ?? (key === 'format' ? 'json' : '1'))
  return out
}

// Per route: each chosen variant filled with accepted values, the first also with odd ones; then
// a longer path, HEAD, another verb, a trailing `.json/` and upper-case-insensitive escapes.
function routeRequests(route: Route, requests: Requests): void {
  const nodes = parsePattern(route.path)
  const good = samples(route, segmentKeys(nodes))
  const all = variants(nodes) ?? [flatten(nodes)]
  const chosen = [...new Set([all[0]!, all[all.length - 1]!, ...all.slice(1, VARIANTS_PER_ROUTE - 1)])]
  const verb = route.verb[0] ?? 'GET'
  for (const variant of chosen) requests.add(verb, fill(variant, (key) => escapeSample(good.get(key)!)))
  for (const odd of ODD_VALUES) requests.add(verb, fill(chosen[0]!, (key) => (key === 'format' ? 'json' : odd)))
  const sample = fill(chosen[chosen.length - 1]!, (key) => escapeSample(good.get(key)!))
  requests.add(verb, `${sample}/zzz/9`)
  requests.add('HEAD', sample)
  requests.add(verb === 'DELETE' ? 'PATCH' : 'DELETE', sample)
  requests.add(verb, `${sample.replace(/\/$/, '')}.json/`)
  requests.add(verb.toLowerCase(), sample)
}

// Per named route (the first of a name): no params, every segment, odd values with a query
// string, the required ones alone, an anchor, a value breaking a requirement, a trailing slash.
function routeCalls(route: Route, index: number, routes: readonly Route[]): Array<{ name: string; params: Record<string, unknown> }> {
  const name = route.name
  if (typeof name !== 'string' || routes.findIndex((other) => other.name === name) !== index) return []
  const nodes = parsePattern(route.path)
  const keys = segmentKeys(nodes)
  const good = samples(route, keys)
  const all = Object.fromEntries(keys.map((key) => [key, good.get(key)!]))
  const required = new Set(flatten(nodes.filter((node) => node.type !== 'group')).flatMap((node) => ('name' in node ? [node.name] : [])))
  const odd = Object.fromEntries(keys.filter((key) => key !== 'format').map((key) => [key, 'a/b c?']))
  const calls = [
    {},
    all,
    { ...odd, q: 'x y', list: ['1', '2'] },
    Object.fromEntries(keys.filter((key) => required.has(key)).map((key) => [key, good.get(key)!])),
    { ...all, anchor: 'top' },
    { ...all, trailing_slash: true },
    Object.fromEntries(keys.map((key) => [key, route.requirements[key] !== undefined ? 'bad value!' : good.get(key)!])),
  ]
  return calls.map((params) => ({ name, params }))
}
