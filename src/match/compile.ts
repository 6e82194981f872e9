/**
 * Per-route compilation: the parsed pattern, translated requirements, verb mask and the params
 * every match of the route starts from. Done once, when the matcher is created.
 */
import type { Route, RubyValue } from '../route.js'
import { parsePattern, type PatternNode } from './pattern.js'
import { compileRequirement, type Requirement } from './requirement.js'
import type { VerbBits } from './verbs.js'

/** A route with everything recognition and generation need, precomputed. */
export interface CompiledRoute {
  index: number
  route: Route
  nodes: PatternNode[]
  mask: number
  requirements: Map<string, Requirement>
  /** `controller`, `action` and the defaults, as params (symbols become strings). */
  base: Array<[string, ParamValue]>
  /** `base` split into its keys and its values, for the params constructors. */
  baseKeys: string[]
  baseValues: ParamValue[]
}

/** A param value as recognition hands it over. */
export type ParamValue = string | number | boolean | null | ParamValue[]

/** Compiles one route; a pattern that cannot be parsed throws. */
export function compileRoute(route: Route, index: number, verbs: VerbBits): CompiledRoute {
  const requirements = new Map<string, Requirement>()
  for (const [name, value] of Object.entries(route.requirements)) {
    const requirement = compileRequirement(value)
    if (requirement) requirements.set(name, requirement)
  }
  const base: Array<[string, ParamValue]> = []
  if (route.controller !== null) base.push(['controller', route.controller])
  if (route.action !== null) base.push(['action', route.action])
  for (const [name, value] of Object.entries(route.defaults)) {
    if (name !== 'controller' && name !== 'action') base.push([name, paramValue(value)])
  }
  return {
    index, route, nodes: parsePattern(route.path), mask: verbs.mask(route.verb), requirements, base,
    baseKeys: base.map(([key]) => key), baseValues: base.map(([, value]) => value),
  }
}

/** A default as a plain value: symbols as their names, regexps and constants as null. */
export function paramValue(value: RubyValue): ParamValue {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(paramValue)
  if ('symbol' in value) return value.symbol
  return null
}
