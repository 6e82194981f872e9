/**
 * The compiled route table: a route list as plain data that any runtime can recognise requests
 * and generate paths with (schema/compiled-routes.md is its specification,
 * schema/compiled-routes.schema.json its machine form).
 */
import { compileRoute } from '../match/compile.js'
import type { ParamValue } from '../match/params.js'
import { segmentKeys } from '../match/pattern.js'
import { ambiguous, RISKY_PATH_LIMIT } from '../match/path-regexp.js'
import type { Requirement } from '../match/requirement.js'
import { VerbBits } from '../match/verbs.js'
import type { RedirectTarget, Route, RubyValue } from '../route.js'
import { compileGeneration, type CompiledGeneration } from './generation.js'
import { writeAlternation } from './portable-regex.js'
import { firstToken } from './prefilter.js'
import { hasLookahead, NotPortable, readRegex, type RegexNode } from './regex-tree.js'
import { regexLimit } from './regex-cost.js'
import { routeRegex } from './route-regex.js'

/** The format's name and version (MAJOR.MINOR; a minor version only adds fields). */
export const COMPILED_FORMAT = 'routecraft-compiled-routes'
export const COMPILED_VERSION = '1.0'

/** A compiled route table. */
export interface CompiledTable {
  format: typeof COMPILED_FORMAT
  version: string
  routes: CompiledRoute[]
}

/** How a host recognises a route. */
export interface CompiledRecognition {
  /** The portable regexp a normalised path must match (from its start; to its end unless `prefix`). */
  regex: string
  /** The segment each capture group gives, group 1 first. */
  captures: string[]
  /** True for a prefix route (`mount`, `anchor: false`): the regexp ends with the boundary. */
  prefix: boolean
  /** Paths longer than this are not tried against this route (ambiguous adjacent captures). */
  max_path_length?: number
  /** Optional prefilter: the first token of every path this route matches. */
  first_token?: string
}

/** Why a route cannot be written in the portable dialect, with what it was written as. */
export interface Unsupported {
  reason: string
  segment?: string
  requirement?: RubyValue
}

/** One route of the compiled table. */
export interface CompiledRoute {
  index: number
  name: string | null
  verbs: string[]
  path: string
  controller: string | null
  action: string | null
  endpoint?: string
  redirect?: RedirectTarget
  /** The params every recognition of the route starts with, in Rails' order. */
  params: Record<string, ParamValue>
  conditions?: Record<string, RubyValue>
  constraints?: string[]
  /**
   * "lookahead" when the route's regexps use the dialect's lookahead extension (a requirement
   * like `/.+?(?=\.json)|.+/`): a host whose engine has no lookahead (Go's RE2) treats the route
   * as unsupported. Absent for the plain dialect.
   */
  dialect?: 'lookahead'
  recognize?: CompiledRecognition
  generate?: CompiledGeneration
  unsupported?: Unsupported
}

/** Compiles a route list (the expander's output) into the table; never throws for a route. */
export function compileTable(routes: readonly Route[]): CompiledTable {
  const verbs = new VerbBits()
  return { format: COMPILED_FORMAT, version: COMPILED_VERSION, routes: routes.map((route, index) => compileOne(route, index, verbs)) }
}

function compileOne(route: Route, index: number, verbs: VerbBits): CompiledRoute {
  const compiled = compileRoute(route, index, verbs)
  const params = ownObject(compiled.base)
  const out: CompiledRoute = {
    index,
    name: typeof route.name === 'string' ? route.name : null,
    verbs: route.verb.map((verb) => verb.toUpperCase()),
    path: route.path,
    controller: route.controller,
    action: route.action,
    ...(route.endpoint !== undefined && { endpoint: route.endpoint }),
    ...(route.redirect !== undefined && { redirect: route.redirect }),
    params,
    ...(route.conditions !== undefined && Object.keys(route.conditions).length > 0 && { conditions: route.conditions }),
    ...(route.constraintObjects !== undefined && route.constraintObjects.length > 0 && { constraints: route.constraintObjects }),
  }
  try {
    const trees = requirementTrees(route, compiled.requirements, segmentKeys(compiled.nodes))
    const portable = new Map([...trees].map(([name, tree]) => [name, writeAlternation(tree)]))
    const { regex, captures } = routeRegex(compiled.nodes, trees, route.anchored)
    // Hosts backtrack: the route's regexp must not be slow there either (regex-cost.ts).
    const limit = regexLimit(regex)
    if (limit !== null && 'unsupported' in limit) throw new NotPortable(limit.unsupported)
    const maxLength = Math.min(ambiguous(compiled.nodes, compiled.requirements) ? RISKY_PATH_LIMIT : Infinity, limit?.maxPathLength ?? Infinity)
    const token = firstToken(compiled.nodes, route.anchored)
    if ([...trees.values()].some(hasLookahead)) out.dialect = 'lookahead'
    out.recognize = {
      regex, captures, prefix: !route.anchored,
      ...(Number.isFinite(maxLength) && { max_path_length: maxLength }),
      ...(token !== null && { first_token: token }),
    }
    out.generate = compileGeneration(compiled.nodes, new Map(compiled.base), portable)
  } catch (error) {
    if (!(error instanceof Unportable || error instanceof NotPortable)) throw error
    out.unsupported = error instanceof Unportable ? error.unsupported : { reason: error.message }
  }
  return out
}

class Unportable extends Error {
  constructor(readonly unsupported: Unsupported) {
    super(unsupported.reason)
  }
}

// Each requirement read into a tree; the first that the dialect cannot express names the route's reason.
function requirementTrees(route: Route, requirements: ReadonlyMap<string, Requirement>, keys: readonly string[]): Map<string, RegexNode[][]> {
  const trees = new Map<string, RegexNode[][]>()
  const segments = new Set(keys)
  for (const [name, requirement] of requirements) {
    if (!segments.has(name)) continue
    try {
      trees.set(name, readRegex(requirement.source))
    } catch (error) {
      if (!(error instanceof NotPortable)) throw error
      throw new Unportable({ reason: `the requirement of :${name} uses ${error.message}`, segment: name, requirement: route.requirements[name]! })
    }
  }
  return trees
}

// Own properties defined, not assigned: a `__proto__` key stays a key.
function ownObject(entries: ReadonlyArray<[string, ParamValue]>): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {}
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  return out
}

/**
 * A table as the bytes `routecraft compile` writes: JSON with one route per line (diffs of a
 * routes change read route by route) and a final newline; the same routes give the same bytes.
 */
export function serializeTable(table: CompiledTable): string {
  const head = `{"format":${JSON.stringify(table.format)},"version":${JSON.stringify(table.version)},"routes":[`
  if (table.routes.length === 0) return `${head}]}\n`
  return `${head}\n${table.routes.map((route) => JSON.stringify(route)).join(',\n')}\n]}\n`
}
