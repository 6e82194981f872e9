/**
 * What a path helper needs of its route, as Rails' `NAME_path` sees it: the first route of each
 * name, its segments (required or not, default, requirement) and its pattern as a tree. It is
 * the generation half of the compiled table (src/compile/generation.ts), with each requirement
 * in two forms: the JavaScript source generation itself tests, and the portable dialect that
 * Python's `re` reads (null when the requirement has no portable form).
 */
import { compileGeneration, type PatternPart } from '../compile/generation.js'
import { writeAlternation } from '../compile/portable-regex.js'
import { NotPortable, readRegex } from '../compile/regex-tree.js'
import { compileRoute } from '../match/compile.js'
import type { ParamValue } from '../match/params.js'
import { requiredKeys, segmentKeys } from '../match/pattern.js'
import { VerbBits } from '../match/verbs.js'
import type { Route } from '../route.js'

/** One segment of a helper's route. */
export interface HelperSegment {
  name: string
  required: boolean
  /** The `to_param` text of the route's default, or null when it has none. */
  default: string | null
  /** The requirement as a JavaScript (u-flag) source the whole value must match, or null. */
  js: string | null
  /** The same requirement in the portable dialect; null when there is none or it has no portable form. */
  portable: string | null
}

/** A named route as its helper generates it. */
export interface HelperRoute {
  name: string
  route: Route
  segments: HelperSegment[]
  /** Required segment names as Journey lists them, repeats kept (the missing-keys check). */
  requiredNames: string[]
  pattern: PatternPart[]
  /** `controller`, `action` and the defaults, as params, in Rails' order. */
  base: Array<[string, ParamValue]>
  /** A controller but no action: the helper implies action "index", as Rails' generator does. */
  impliedAction: boolean
  /** The first segment whose requirement has no portable form, or null. */
  notPortable: string | null
}

/** The routes that have helpers, in table order: the first route of each name, as Rails keeps one. */
export function helperRoutes(routes: readonly Route[]): HelperRoute[] {
  const verbs = new VerbBits()
  const seen = new Set<string>()
  const out: HelperRoute[] = []
  routes.forEach((route, index) => {
    if (typeof route.name !== 'string' || seen.has(route.name)) return
    seen.add(route.name)
    out.push(helperRoute(route.name, compileRoute(route, index, verbs)))
  })
  return out
}

function helperRoute(name: string, compiled: ReturnType<typeof compileRoute>): HelperRoute {
  const portable = new Map<string, string>()
  let notPortable: string | null = null
  const keys = new Set(segmentKeys(compiled.nodes))
  for (const [key, requirement] of compiled.requirements) {
    if (!keys.has(key)) continue
    try {
      portable.set(key, writeAlternation(readRegex(requirement.source)))
    } catch (error) {
      if (!(error instanceof NotPortable)) throw error
      notPortable ??= key
    }
  }
  const base = new Map(compiled.base)
  const generation = compileGeneration(compiled.nodes, base, portable)
  const segments = generation.segments.map((segment) => ({
    name: segment.name,
    required: segment.required,
    default: segment.default,
    js: compiled.requirements.get(segment.name)?.source ?? null,
    portable: segment.requirement,
  }))
  return {
    name,
    route: compiled.route,
    segments,
    requiredNames: requiredKeys(compiled.nodes),
    pattern: generation.pattern,
    base: compiled.base,
    impliedAction: truthy(base.get('controller')) && !base.has('action'),
    notPortable,
  }
}

function truthy(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false
}
