/**
 * The explorer's two questions, answered with the matcher: which route serves a request (and
 * which earlier routes it passed over, and why), and what path a helper generates. Pure and free
 * of Node: the page's script runs this same module in the browser.
 */
import { compileTable, type CompiledTable } from '../compile/index.js'
import { createMatcher, normalizePath, type ParamValue } from '../match/index.js'
import { type Route, routeTarget } from '../route.js'
import { requestFacts } from '../serve/index.js'

/** An earlier route that matches the path but was not taken, and what stopped it. */
export interface PassedOver {
  index: number
  /**
   * `verb`: it matches the path but not the method; `conditions`: its request conditions
   * (subdomain, host...) do not hold for the request's URL; `requirements`: a segment fails its
   * requirement.
   */
  reason: 'verb' | 'conditions' | 'requirements'
}

/** The answer to a request. */
export interface RequestAnswer {
  verb: string
  path: string
  /** The route that serves it, or null. */
  index: number | null
  params: Record<string, ParamValue>
  /** The URL request conditions were checked against (`http://example.org` and the path, unless a full URL was given). */
  url: string
  /** What the answer took for granted: constraint objects are the application's code, not run here. */
  assumed: { constraintObjects?: string[] }
  passedOver: PassedOver[]
  /** `photos#show (photo)`, or Rails' `No route matches [GET] "/x"`. */
  summary: string
}

/** The answer to a generation: the path, or the error as `generate()` words it. */
export type GenerateAnswer = { helper: string; path: string } | { helper: string; error: string }

/** A route list ready for the explorer's questions. */
export interface ExplorerLookup {
  request(verb: string, pathOrUrl: string): RequestAnswer
  generate(helper: string, params: Record<string, string>): GenerateAnswer
  /** The routes (by index) whose pattern matches `text` read as a path, whatever their verb. */
  pathMatches(text: string): number[]
}


/**
 * The request a path or URL stands for: its path (`/photos/7?x=1`) and the URL its conditions
 * are checked against. A path alone is asked of `http://example.org`, the host Rails' own
 * request tests (and routecraft's goldens) use.
 */
export function requestOf(pathOrUrl: string): { path: string; url: string } {
  const text = pathOrUrl.trim()
  const url = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i.exec(text)
  const rest = url ? url[2]! || '/' : text
  const hash = rest.indexOf('#')
  const path = hash < 0 ? rest : rest.slice(0, hash)
  return { path, url: `${url ? url[1]! : DEFAULT_ORIGIN}${path.startsWith('/') ? path : `/${path}`}` }
}

const DEFAULT_ORIGIN = 'http://example.org'

/** Whether a route answers this method (HEAD is answered by GET routes, as Rails does). */
function acceptsVerb(route: Route, method: string): boolean {
  return route.verb.length === 0 || route.verb.includes(method) || (method === 'HEAD' && route.verb.includes('GET'))
}

/** A route's test of a normalised path, from the compiled table. */
type PathTest = { test(path: string): boolean } | null

/**
 * One test per route, from a compiled table (null where the table could not express the route).
 * A path longer than the route's `max_path_length` is not tried: the table sets it where its
 * regexp would cost more than linear time in a backtracking engine, as V8's is.
 */
function routeRegexps(table: CompiledTable): PathTest[] {
  return table.routes.map(({ recognize }) => {
    if (!recognize) return null
    const regexp = new RegExp(recognize.regex, 'u')
    const max = recognize.max_path_length ?? Infinity
    return { test: (path: string) => path.length <= max && regexp.test(path) }
  })
}

/** Builds the lookups of a route list (the regexps of the "passed over" list on first use). */
export function explorerLookup(routes: readonly Route[]): ExplorerLookup {
  // Constraint objects are the application's Ruby: here they are taken to hold, as `recognize` does.
  const constraints = Object.fromEntries(routes.flatMap((route) => route.constraintObjects ?? []).map((source) => [source, () => true]))
  const matcher = createMatcher(routes, { constraints })
  let strict: PathTest[] | null = null
  let loose: PathTest[] | null = null
  const patterns = () => {
    strict ??= routeRegexps(compileTable(routes))
    loose ??= routeRegexps(compileTable(routes.map((route) => ({ ...route, requirements: {} }))))
    return { strict, loose }
  }
  return {
    request(verb, pathOrUrl) {
      const method = verb.toUpperCase()
      const { path, url } = requestOf(pathOrUrl)
      const found = matcher.recognize(method, path, requestFacts(url))
      const normal = normalizePath(path)
      const { strict: s, loose: l } = patterns()
      const passedOver: PassedOver[] = []
      const end = found ? found.index : routes.length
      for (let index = 0; index < end; index++) {
        if (routes[index]!.internal) continue
        const route = routes[index]!
        if (s[index]?.test(normal)) passedOver.push({ index, reason: acceptsVerb(route, method) ? 'conditions' : 'verb' })
        else if (l[index]?.test(normal)) passedOver.push({ index, reason: 'requirements' })
      }
      if (!found) return { verb: method, path, url, index: null, params: {}, assumed: {}, passedOver, summary: `No route matches [${method}] ${JSON.stringify(path)}` }
      const route = found.route
      const assumed: RequestAnswer['assumed'] = route.constraintObjects?.length ? { constraintObjects: route.constraintObjects } : {}
      const name = typeof route.name === 'string' ? ` (${route.name})` : ''
      return { verb: method, path, url, index: found.index, params: { ...found.params }, assumed, passedOver, summary: `${routeTarget(route)}${name}` }
    },
    generate(given, params) {
      const helper = given.trim().replace(/_(path|url)$/, '')
      if (!matcher.has(helper)) return { helper, error: `no route named '${helper}'` }
      try {
        return { helper, path: matcher.generate(helper, params) }
      } catch (error) {
        return { helper, error: error instanceof Error ? error.message : String(error) }
      }
    },
    pathMatches(text) {
      const normal = normalizePath(requestOf(text.startsWith('/') ? text : `/${text}`).path)
      const { strict: s } = patterns()
      const out: number[] = []
      s.forEach((regexp, index) => {
        if (regexp?.test(normal) && !routes[index]!.internal) out.push(index)
      })
      return out
    },
  }
}
