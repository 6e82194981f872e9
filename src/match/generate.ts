/**
 * Generation: Rails' `NAME_path(*args)` (RAILS.md 14), step for step as Journey's formatter and
 * the URL helpers do it, with everything that depends on the route alone precomputed.
 */
import type { RubyValue } from '../route.js'
import type { CompiledRoute } from './compile.js'
import type { ParamValue } from './params.js'
import type { PatternTest } from './linear/index.js'
import { noRouteMessage, UrlGenerationError, type ShownValue } from './errors.js'
import { escapeFragment } from './escape.js'
import { requiredKeys, segmentKeys } from './pattern.js'
import { isHash, toParam, toQuery } from './query.js'
import { compilePlan, renderPlan, type Plan } from './render.js'

/** A positional segment value, or (last) a plain object of named params. */
export type GenerateArg = unknown

/** A named route compiled for generation. */
export interface Generator {
  route: CompiledRoute
  keys: string[]
  index: Map<string, number>
  /** Required segment names as Journey lists them (repeats kept), for the missing-keys check. */
  requiredNames: string[]
  base: Map<string, ParamValue>
  plan: Plan
  /** Segment count that positional arguments must reach to fill the format too. */
  positionalSize: number
  /**
   * Per segment, SEGMENT entries (in one array, as generation reads them for a thousand routes
   * in turn and every array is a cache miss of its own):
   * - its key where a plain options object may give it (not reserved, not `controller` or
   *   `action`), internalised, so that `===` compares it by reference with a key read from an
   *   object; null for the others;
   * - the `to_param` of its route default, or null;
   * - its requirement's whole-value test, or null;
   * - the `to_s` of its default ("" for none);
   * - REQUIRED and HAS_DEFAULT bits.
   */
  segments: Array<string | PatternTest | number | null>
  /** A scratch slot per segment for its value, and the route's own `trailing_slash` default. */
  scratch: Array<string | null>
  slash: boolean
  /**
   * The route names a controller but no action (an `:action` segment with a requirement):
   * Rails' generator then implies action "index" when the call gives none.
   */
  impliedAction: boolean
}

const SEGMENT = 5
const KEY = 0
const BASE_TEXT = 1
const TEST = 2
const DEFAULT_TEXT = 3
const FLAGS = 4
const REQUIRED = 1
const HAS_DEFAULT = 2

// Options the URL helpers take for themselves: never path segments or query params.
const RESERVED = new Set(['host', 'protocol', 'port', 'subdomain', 'domain', 'tld_length', 'trailing_slash', 'anchor',
  'params', 'only_path', 'script_name', 'original_script_name', 'relative_url_root'])

/**
 * The generators of the named routes, each compiled on its first use; the first route of a
 * name wins, as Rails keeps one.
 */
export class Generators {
  private readonly routes = new Map<string, CompiledRoute>()
  private readonly compiled = new Map<string, Generator>()

  constructor(routes: readonly CompiledRoute[]) {
    for (const route of routes) {
      const name = route.route.name
      if (typeof name === 'string' && !this.routes.has(name)) this.routes.set(name, route)
    }
  }

  /** The generator of a route name, or undefined when no route has it. */
  get(name: string): Generator | undefined {
    const generator = this.compiled.get(name)
    if (generator !== undefined) return generator
    const route = this.routes.get(name)
    if (route === undefined) return undefined
    const compiled = compileGenerator(route)
    this.compiled.set(name, compiled)
    return compiled
  }

  has(name: string): boolean {
    return this.routes.has(name)
  }
}

function compileGenerator(route: CompiledRoute): Generator {
  const keys = segmentKeys(route.nodes)
  const requiredNames = requiredKeys(route.nodes)
  const required = new Set(requiredNames)
  const base = new Map(route.base)
  const segments = keys.flatMap((key) => {
    const value = base.get(key)
    const text = toParam(value)
    const flags = (required.has(key) ? REQUIRED : 0) | (value !== undefined && value !== null ? HAS_DEFAULT : 0)
    return [fastKey(key) ? internalised(key) : null, text, route.requirements.get(key)?.whole ?? null, text ?? '', flags]
  })
  return {
    route,
    keys,
    index: new Map(keys.map((key, i) => [key, i])),
    requiredNames,
    base,
    plan: compilePlan(route.nodes, keys),
    positionalSize: keys.filter((key) => key !== 'format').length,
    segments,
    scratch: keys.map(() => null),
    slash: truthy(base.get('trailing_slash')),
    impliedAction: truthy(base.get('controller')) && !base.has('action'),
  }
}

function fastKey(key: string): boolean {
  return !RESERVED.has(key) && key !== 'controller' && key !== 'action'
}

// A property name of an object is internalised; so is the key read back from one.
function internalised(key: string): string {
  return Object.keys({ [key]: 0 })[0]!
}

function truthy(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false
}

/** Generates the path of a named route; throws UrlGenerationError as Rails does. */
export function generatePath(generators: Generators, name: string, args: GenerateArg[]): string {
  const generator = generators.get(name)
  if (!generator) throw new RangeError(`no route named "${name}" (there is no ${name}_path helper)`)
  const given = givenOptions(generator, args)
  const values = segmentValues(generator, given)
  const missing = missingKeys(generator, values)
  if (missing.length > 0) throw new UrlGenerationError(noRouteMessage(shownOptions(generator, given), missing), missing)
  const query = queryParams(generator, given, values)
  dropTrailingDefaults(generator, values)
  let path = renderPlan(generator.plan, values)
  const option = (key: string) => (key in given ? given[key] : generator.base.get(key))
  if (truthy(option('trailing_slash')) && !truthy(option('format'))) path = withTrailingSlash(path)
  // ActionDispatch::Http::URL.path_for: the script name (an app's mount point), less one trailing slash, first.
  if (truthy(given.script_name)) path = String(given.script_name).replace(/\/$/, '') + path
  const queryString = toQuery(query)
  if (queryString !== '') path += `?${queryString}`
  if (given.anchor !== undefined && given.anchor !== null) path += `#${escapeFragment(toParam(given.anchor) ?? '')}`
  return path
}

/** The options of a call without arguments. */
export const NO_OPTIONS: object = Object.freeze({})

/**
 * The fast path of `generatePath` for a call with no argument or one options object; undefined
 * when the call needs the general path (which also reports an unknown name and every error).
 */
export function generateSimple(generators: Generators, name: string, options: unknown): string | undefined {
  const generator = generators.get(name)
  return generator === undefined ? undefined : fastPath(generator, options)
}

/**
 * `NAME_path` with no argument or with one plain object giving only segment keys (own, not
 * reserved) with string or number values: no query string, anchor or trailing-slash option.
 * The same steps as below, without the intermediate objects; undefined when the call is not of
 * that form or when it fails (the general path then builds Rails' error).
 */
function fastPath(generator: Generator, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options) || generator.impliedAction) return undefined
  const values = generator.scratch
  const segments = generator.segments
  const count = values.length
  for (let i = 0; i < count; i++) values[i] = segments[i * SEGMENT + BASE_TEXT] as string | null
  const named = options as Record<string, unknown>
  for (const key in named) {
    // A route has a handful of keys: scanning them by reference beats hashing the key.
    let i = 0
    while (i < count && segments[i * SEGMENT + KEY] !== key) i++
    if (i === count || !Object.hasOwn(named, key)) return undefined
    const value = named[key]
    if (typeof value === 'string') values[i] = value
    else if (typeof value === 'number') values[i] = String(value)
    else return undefined
  }
  for (let i = 0; i < count; i++) {
    if (((segments[i * SEGMENT + FLAGS] as number) & REQUIRED) === 0) continue
    const value = values[i]!
    if (value === null) return undefined
    const test = segments[i * SEGMENT + TEST] as PatternTest | null
    if (test !== null && !test.test(value)) return undefined
  }
  dropTrailingDefaults(generator, values)
  const path = renderPlan(generator.plan, values)
  return generator.slash && !truthy(named.format ?? generator.base.get('format')) ? withTrailingSlash(path) : path
}

// RouteSet#url_for (routing/route_set.rb): with `trailing_slash` and no format (given or the
// route's default), a `/` unless the path ends with one.
function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

// The helper's options: positional values first fill the segments that have no value yet.
function givenOptions(generator: Generator, args: GenerateArg[]): Record<string, unknown> {
  const given: Record<string, unknown> = Object.create(null)
  const last = args[args.length - 1]
  const named = isHash(last) ? last : null
  const positional = named ? args.length - 1 : args.length
  if (positional > 0) {
    let keys = generator.keys
    if (positional < generator.positionalSize) keys = keys.filter((key) => !generator.base.has(key))
    if (named) keys = keys.filter((key) => !Object.hasOwn(named, key))
    for (let i = 0; i < positional && i < keys.length; i++) given[keys[i]!] = args[i]
  }
  if (named) for (const key of Object.keys(named)) given[key] = named[key]
  // The generator's `normalize_options!`: a controller (given or the route's) makes the action
  // explicit, "index" when none; a given action that is nil or false is "index" too.
  if (!('action' in given) && generator.impliedAction && !(('controller' in given) && !truthy(given.controller))) given.action = 'index'
  if ('action' in given) given.action = toParam(truthy(given.action) ? given.action : 'index')
  if ('controller' in given && truthy(given.controller)) given.controller = toParam(given.controller)
  return given
}

// Journey's `extract_parameterized_parts`: segments up to the last one with a value, plus the
// required ones, as `to_param` strings; null where there is none.
function segmentValues(generator: Generator, given: Record<string, unknown>): Array<string | null> {
  const { keys, base } = generator
  const raw = keys.map((key) => (key in given ? given[key] : base.get(key)))
  let last = raw.length - 1
  while (last >= 0 && (raw[last] === undefined || raw[last] === null)) last--
  return raw.map((value, i) => (i <= last || required(generator, i) ? toParam(value) : null))
}

function missingKeys(generator: Generator, values: Array<string | null>): string[] {
  const missing: string[] = []
  for (const key of generator.requiredNames) {
    const i = generator.index.get(key)!
    const value = values[i]!
    const test = generator.segments[i * SEGMENT + TEST] as PatternTest | null
    if (value === null || (test ? !test.test(value) : false)) missing.push(key)
  }
  return missing
}

function shownOptions(generator: Generator, given: Record<string, unknown>): Map<string, ShownValue> {
  const shown = new Map<string, ShownValue>()
  const route = generator.route.route
  if (route.controller !== null) shown.set('controller', { ruby: route.controller })
  if (route.action !== null) shown.set('action', { ruby: route.action })
  for (const [key, value] of Object.entries(route.defaults)) shown.set(key, route.stringKeys?.includes(key) ? { ruby: value as RubyValue, stringKey: true } : { ruby: value as RubyValue })
  for (const key of Object.keys(given)) if (!RESERVED.has(key)) shown.set(key, { js: given[key] })
  return shown
}

// Query params: given options that are neither filled segments nor route defaults.
function queryParams(generator: Generator, given: Record<string, unknown>, values: Array<string | null>): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null)
  for (const key of Object.keys(given)) {
    const value = given[key]
    if (RESERVED.has(key) || value === null || value === undefined || generator.base.has(key)) continue
    const i = generator.index.get(key)
    if (i === undefined || values[i] === null) query[key] = value
  }
  if (isHash(given.params)) Object.assign(query, given.params)
  return query
}

// Walking back from the last segment: a value equal to its default is dropped, until a segment
// without a default has a value, or a required one is reached.
function dropTrailingDefaults(generator: Generator, values: Array<string | null>): void {
  const segments = generator.segments
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i]!
    const flags = segments[i * SEGMENT + FLAGS] as number
    if ((flags & HAS_DEFAULT) === 0 && value !== null && !blank(value)) break
    if ((value ?? '') !== segments[i * SEGMENT + DEFAULT_TEXT]) continue
    if ((flags & REQUIRED) !== 0) break
    values[i] = null
  }
}

function required(generator: Generator, i: number): boolean {
  return ((generator.segments[i * SEGMENT + FLAGS] as number) & REQUIRED) !== 0
}

// `value.trim() === ""`, without trimming a value that plainly has something at both ends.
function blank(value: string): boolean {
  const first = value.charCodeAt(0)
  const last = value.charCodeAt(value.length - 1)
  if (first > 32 && first < 127 && last > 32 && last < 127) return false
  return value.trim() === ''
}
