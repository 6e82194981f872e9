/**
 * Per-route compilation: the parsed pattern, translated requirements, verb mask and the params
 * every match of the route starts from. Done once, when the matcher is created.
 */
import type { Route, RubyValue } from '../route.js'
import { parsePattern, type PatternNode } from './pattern.js'
import { compileConditions, type Condition, type ConstraintChecks } from './conditions.js'
import { compileRequirement, type Requirement } from './requirement.js'
import type { ParamValue } from './params.js'
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
  /** The route's request conditions and constraint objects as one test, or null when it has none. */
  condition: Condition | null
}

// The requirements of every route that has none: most routes (an empty Map weighs ~200 bytes).
const NO_REQUIREMENTS = new Map<string, Requirement>()

/** Compiles one route; a pattern that cannot be parsed throws. */
export function compileRoute(route: Route, index: number, verbs: VerbBits, checks: ConstraintChecks = {}): CompiledRoute {
  const requirements = new Map<string, Requirement>()
  for (const [name, value] of Object.entries(route.requirements)) {
    const requirement = compileRequirement(value)
    if (requirement) requirements.set(name, requirement)
  }
  // In Rails' order: the defaults as declared, then `controller` and `action`, each where the
  // defaults name it, else after them (params list them so too).
  const base: Array<[string, ParamValue]> = []
  const own = { controller: route.controller, action: route.action }
  for (const [name, value] of Object.entries(route.defaults)) {
    if (name !== 'controller' && name !== 'action') base.push([name, paramValue(value)])
    else if (own[name] !== null) base.push([name, own[name]]), (own[name] = null)
  }
  for (const name of ['controller', 'action'] as const) if (own[name] !== null) base.push([name, own[name]])
  return {
    index, route, nodes: parsePattern(route.path), mask: verbs.mask(route.verb), requirements: requirements.size > 0 ? requirements : NO_REQUIREMENTS,
    // Copied to its length, as the pattern's arrays (pattern.ts).
    base: base.slice(),
    baseKeys: base.map(([key]) => key), baseValues: base.map(([, value]) => value),
    condition: compileConditions(route.conditions, route.constraintObjects, checks),
  }
}

/**
 * A default as a plain value: symbols as their names, a Hash as an object (keys as Ruby's `to_s`
 * writes them, as in the JSON of Rails' params), regexps and constants as null.
 */
export function paramValue(value: RubyValue): ParamValue {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(paramValue)
  if ('symbol' in value) return value.symbol
  if ('hash' in value) return hashValue(value.hash)
  return null
}

// Own properties defined, not assigned: a `__proto__` key stays a key.
function hashValue(entries: ReadonlyArray<[RubyValue, RubyValue]>): { [key: string]: ParamValue } {
  const out: { [key: string]: ParamValue } = {}
  for (const [key, value] of entries) {
    Object.defineProperty(out, keyText(key), { value: paramValue(value), enumerable: true, writable: true, configurable: true })
  }
  return out
}

function keyText(key: RubyValue): string {
  if (key === null) return ''
  if (typeof key !== 'object') return String(key)
  if ('symbol' in key) return key.symbol
  return JSON.stringify(paramValue(key))
}
