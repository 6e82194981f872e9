/**
 * Generation: Rails' `NAME_path(*args)` (RAILS.md 14), step for step as Journey's formatter and
 * the URL helpers do it, with everything that depends on the route alone precomputed.
 */
import type { RubyValue } from '../route.js'
import type { CompiledRoute, ParamValue } from './compile.js'
import { noRouteMessage, UrlGenerationError, type ShownValue } from './errors.js'
import { escapeFragment } from './escape.js'
import { requiredKeys, segmentKeys } from './pattern.js'
import { isHash, toParam, toQuery } from './query.js'
import { compileFormat, renderFormat, type Format } from './render.js'

/** A positional segment value, or (last) a plain object of named params. */
export type GenerateArg = unknown

/** A named route compiled for generation. */
export interface Generator {
  route: CompiledRoute
  keys: string[]
  index: Map<string, number>
  required: boolean[]
  /** Required segment names as Journey lists them (repeats kept), for the missing-keys check. */
  requiredNames: string[]
  tests: Array<RegExp | null>
  /** `to_s` of each segment's route default ("" for none). */
  defaultText: string[]
  hasDefault: boolean[]
  base: Map<string, ParamValue>
  format: Format
  /** Segment count that positional arguments must reach to fill `format` too. */
  positionalSize: number
  /**
   * For the fast path, per segment: its key where a plain options object may give it (not
   * reserved, not `controller`/`action`), internalised, so that `===` compares it by reference
   * with a key read from an object (null for the others); the `to_param` of its default (null
   * for none); and a scratch slot for its value. Then the route's own `trailing_slash` default.
   */
  names: Array<string | null>
  baseText: Array<string | null>
  scratch: Array<string | null>
  slash: boolean
  /** The segment index of each of `requiredNames`. */
  requiredIndex: number[]
}

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
      if (name !== null && !this.routes.has(name)) this.routes.set(name, route)
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
  return {
    route,
    keys,
    index: new Map(keys.map((key, i) => [key, i])),
    required: keys.map((key) => required.has(key)),
    requiredNames,
    tests: keys.map((key) => route.requirements.get(key)?.whole ?? null),
    defaultText: keys.map((key) => toParam(base.get(key)) ?? ''),
    hasDefault: keys.map((key) => base.get(key) !== undefined && base.get(key) !== null),
    base,
    format: compileFormat(route.nodes, keys),
    positionalSize: keys.filter((key) => key !== 'format').length,
    baseText: keys.map((key) => toParam(base.get(key))),
    slash: truthy(base.get('trailing_slash')),
    scratch: keys.map(() => null),
    names: keys.map((key) => (fastKey(key) ? internalised(key) : null)),
    requiredIndex: requiredNames.map((key) => keys.indexOf(key)),
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
  let path = renderFormat(generator.format, values)
  const slash = 'trailing_slash' in given ? given.trailing_slash : generator.base.get('trailing_slash')
  // Rails 6.1's `add_trailing_slash`: only when the path has no `.` (no format).
  if (slash !== undefined && slash !== null && slash !== false && !path.includes('.')) path += '/'
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
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined
  const values = generator.scratch
  const baseText = generator.baseText
  const keys = generator.names
  for (let i = 0; i < values.length; i++) values[i] = baseText[i]!
  const named = options as Record<string, unknown>
  for (const key in named) {
    // A route has a handful of keys: scanning them by reference beats hashing the key.
    let i = 0
    while (i < keys.length && keys[i] !== key) i++
    if (i === keys.length || !Object.hasOwn(named, key)) return undefined
    const value = named[key]
    if (typeof value === 'string') values[i] = value
    else if (typeof value === 'number') values[i] = String(value)
    else return undefined
  }
  const required = generator.requiredIndex
  for (let k = 0; k < required.length; k++) {
    const i = required[k]!
    const value = values[i]!
    if (value === null) return undefined
    const test = generator.tests[i]
    if (test !== null && !test.test(value)) return undefined
  }
  dropTrailingDefaults(generator, values)
  const path = renderFormat(generator.format, values)
  return generator.slash && !path.includes('.') ? `${path}/` : path
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
  if ('action' in given) given.action = toParam(given.action ?? 'index')
  if ('controller' in given && given.controller != null) given.controller = toParam(given.controller)
  return given
}

// Journey's `extract_parameterized_parts`: segments up to the last one with a value, plus the
// required ones, as `to_param` strings; null where there is none.
function segmentValues(generator: Generator, given: Record<string, unknown>): Array<string | null> {
  const { keys, base } = generator
  const raw = keys.map((key) => (key in given ? given[key] : base.get(key)))
  let last = raw.length - 1
  while (last >= 0 && (raw[last] === undefined || raw[last] === null)) last--
  return raw.map((value, i) => (i <= last || generator.required[i] ? toParam(value) : null))
}

function missingKeys(generator: Generator, values: Array<string | null>): string[] {
  const missing: string[] = []
  for (const key of generator.requiredNames) {
    const i = generator.index.get(key)!
    const value = values[i]!
    const test = generator.tests[i]
    if (value === null || (test ? !test.test(value) : false)) missing.push(key)
  }
  return missing
}

function shownOptions(generator: Generator, given: Record<string, unknown>): Map<string, ShownValue> {
  const shown = new Map<string, ShownValue>()
  const route = generator.route.route
  if (route.controller !== null) shown.set('controller', { ruby: route.controller })
  if (route.action !== null) shown.set('action', { ruby: route.action })
  for (const [key, value] of Object.entries(route.defaults)) shown.set(key, { ruby: value as RubyValue })
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
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i]!
    if (!generator.hasDefault[i] && value !== null && !blank(value)) break
    if ((value ?? '') !== generator.defaultText[i]) continue
    if (generator.required[i]) break
    values[i] = null
  }
}

// `value.trim() === ""`, without trimming a value that plainly has something at both ends.
function blank(value: string): boolean {
  const first = value.charCodeAt(0)
  const last = value.charCodeAt(value.length - 1)
  if (first > 32 && first < 127 && last > 32 && last < 127) return false
  return value.trim() === ''
}
