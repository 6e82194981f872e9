import type { Route, RubyValue, SourceLocation } from '../route.js'
import { verifyMatchable } from './matchable.js'
import { ArgumentError, withHint } from './errors.js'
import { controllerNameHint, missingTargetHint } from './target-hints.js'
import { patternParams } from './journey.js'
import type { Scope } from './scope.js'
import { constraintSource, endpointText, isEndpoint, redirectTarget } from './endpoints.js'
import { isNamed, isNamedRegexp, renamed } from './evaluate/named.js'
import { RHash, type RValue, isHash, isRegexp, isSymbol, plainValue, toS, truthy } from './values.js'
import { urlDefaults } from './url-defaults.js'

/** The glob default: non-greedy, and (since Rails 7) across newlines. */
const GLOB_DEFAULT: RubyValue = { regexp: '.+?', flags: 'm' }

/** Request methods a condition may name; Rails drops conditions on anything else silently. */
export const REQUEST_METHODS: ReadonlySet<string> = new Set([
  'subdomain', 'subdomains', 'domain', 'host', 'host_with_port', 'hostname', 'ip', 'remote_ip', 'port',
  'protocol', 'scheme', 'ssl?', 'user_agent', 'referer', 'referrer', 'content_type', 'media_type',
  'format', 'formats', 'accept', 'method', 'request_method', 'path', 'fullpath', 'url', 'original_url',
  'xhr?', 'local?', 'server_name', 'query_string', 'authorization', 'raw_post', 'content_length',
])

/** Everything `add_route` has decided about one route before its options are classified. */
export interface MappingInput {
  scope: Scope
  path: string
  name: string | null | false
  controller: RValue | undefined
  defaultAction: RValue | undefined
  to: RValue | undefined
  via: string[]
  format: RValue | undefined
  constraints: RValue
  anchor: boolean
  options: RHash
  source: SourceLocation
}

/**
 * Builds a route the way Rails' `Mapping` does: resolves the controller and action, then sorts
 * every option into path requirements, defaults and request conditions.
 */
export function buildRoute(input: MappingInput): Route {
  const { scope, path, format } = input
  const scopeModule = scope.get('module')
  let options = mergeOf(scope.get('options'), input.options)
  const internal = options.delete('internal')

  const params = patternParams(path)
  if (format !== false && params.stars.length > 0) {
    const wildcard = new RHash()
    for (const star of params.stars) if (!wildcard.has(star)) wildcard.set(star, GLOB_DEFAULT)
    options = wildcard.merge(options)
  }
  // Rails merges the options into the AST's wildcard options (`ast.wildcard_options.merge!`), and
  // the multiline check skips any requirement named there: a regexp given as an option may be
  // multiline, one given in `constraints:` may not. `normalizeOptions` only sets (existing keys
  // keep their place, new ones go last): the first `given` entries are the options as given.
  const given = options.entries.length
  const multilineAllowed = (name: string): boolean => params.stars.includes(name) || options.entries.slice(0, given).some((entry) => toS(entry[0]) === name)
  normalizeOptions(options, params.names, truthy(scopeModule) ? scopeModule : undefined, input)

  // The scope's hashes are shared: they are copied only when this route adds to them.
  const regexps = options.entries.some(hasRegexpValue) ? options.entries.filter(hasRegexpValue) : NONE
  const routeConstraints = isHash(input.constraints) && input.constraints.size > 0
  let constraints = scope.get('constraints') ?? EMPTY
  if (regexps.length > 0 || routeConstraints) constraints = constraints.merge(new RHash(regexps))

  let defaults = scope.get('defaults') ?? EMPTY
  if (isHash(input.constraints)) {
    if (routeConstraints) {
      defaults = urlDefaults(input.constraints).merge(defaults)
      for (const [k, v] of (input.constraints as RHash).entries) constraints.set(k, v)
    }
  } else {
    checkConstraintObject(input.constraints)
  }
  // A route's own constraint object replaces those of its scope (Mapping#initialize).
  const objects = isHash(input.constraints) ? (scope.get('blocks') ?? []) : [input.constraints]

  // Most routes have no constraints: then both are the shared empty hash, which is only read.
  const requirements = constraints.size > 0 ? new RHash() : EMPTY
  const conditions = constraints.size > 0 ? new RHash() : EMPTY
  for (let i = 0; i < constraints.entries.length; i++) {
    const key = constraints.entries[i]![0]
    const value = constraints.entries[i]![1]
    const name = toS(key)
    if (params.names.includes(name) || name === 'controller') requirements.set(key, value)
    else conditions.set(key, value)
  }
  verifyRequirements(requirements, multilineAllowed)

  const formats = formatRules(format)
  const allRequirements = formats.requirements.size > 0 ? formats.requirements.merge(requirements) : requirements
  verifyMatchable(allRequirements, input.path)
  const allDefaults = formats.defaults.merge(defaults)
  for (let i = 0; i < options.entries.length; i++) {
    const entry = options.entries[i]!
    if (!isRegexpValue(entry[1])) allDefaults.setKey(entry[0], entry[1])
  }
  if (params.names.includes('action') && !allRequirements.has('action') && !truthy(allDefaults.get('action'))) {
    allDefaults.set('action', 'index')
  }
  return toRoute(input, allRequirements, allDefaults, conditions, objects, internal)
}

/** A Regexp, or a value only the application knows that Ruby would make a Regexp: a requirement, not a default. */
function isRegexpValue(value: RValue): boolean {
  return isRegexp(value) || isNamedRegexp(value)
}

function hasRegexpValue(entry: [RValue, RValue]): boolean {
  return isRegexpValue(entry[1])
}

const EMPTY = new RHash()
const NONE: Array<[RValue, RValue]> = []
const CONTROLLER_ACTION = ['controller', 'action']

/** A fresh hash: `base` (absent means empty) merged with `extra`. */
function mergeOf(base: RHash | undefined, extra: RHash): RHash {
  return base ? base.merge(extra) : extra.dup()
}

/** Resolves `to`, the controller (with the scope's module) and the action into options. */
function normalizeOptions(options: RHash, params: readonly string[], scopeModule: RValue | undefined, input: MappingInput): void {
  if (params.includes('controller')) {
    if (scopeModule !== undefined) throw new ArgumentError(':controller segment is not allowed within a namespace block')
    if (!options.has('controller')) options.set('controller', { regexp: '.+?', flags: '' })
  }
  const to = input.to
  if (isEndpoint(to)) return
  let controller: RValue | undefined = input.controller
  let action: RValue | undefined = input.defaultAction
  if (to !== undefined && to !== null) {
    if (typeof to !== 'string') {
      throw new ArgumentError(":to must respond to `action` or `call`, or it must be a String that includes '#', or the controller should be implicit")
    }
    if (to.includes('#')) {
      const parts = rubySplit(to, '#')
      controller = parts[0]
      action = parts[1]
    } else {
      action = to
    }
  }
  controller = withModule(controller, scopeModule)
  const hint = missingTargetHint(to)
  if (truthy(controller)) options.set('controller', checkController(controller!))
  else if (!params.includes('controller')) throw withHint(new ArgumentError('Missing :controller key on routes definition, please check your routes.'), hint)
  if (truthy(action)) options.set('action', isRegexp(action) ? action! : toS(action))
  else if (!params.includes('action')) throw withHint(new ArgumentError('Missing :action key on routes definition, please check your routes.'), hint)
}

/** Ruby's `String#split(sep)`: trailing empty fields are dropped. */
function rubySplit(text: string, sep: string): string[] {
  const parts = text.split(sep)
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  return parts
}

function withModule(controller: RValue | undefined, scopeModule: RValue | undefined): RValue | undefined {
  if (scopeModule === undefined || isRegexp(controller)) return controller
  if (isNamed(controller)) return renamed(`${toS(scopeModule)}/${toS(controller)}`)
  const name = controller === undefined || controller === null ? null : toS(controller)
  if (name?.startsWith('/')) return name.slice(1)
  return [toS(scopeModule), name].filter((p) => p !== null).join('/')
}

function checkController(controller: RValue): RValue {
  if (isRegexp(controller)) return controller
  // Only the application knows it (`controller: Dashboards::ROOT`): drawn as `#{Dashboards::ROOT}`.
  if (isNamed(controller)) return (controller as { constant: string }).constant
  const name = toS(controller)
  if (/^[a-z_0-9][a-z_0-9/]*$/.test(name)) return name
  throw withHint(new ArgumentError(
    `'${name}' is not a supported controller name. This can lead to potential routing problems. See https://guides.rubyonrails.org/routing.html#specifying-a-controller-to-use`,
  ), controllerNameHint(name))
}

function checkConstraintObject(value: RValue): void {
  // Constants and calls stand for objects with `matches?`/`call`; plain data cannot answer a request.
  if (isEndpoint(value)) return
  throw new ArgumentError(`Invalid constraint: ${inspectBrief(value)} must respond to :call or :matches?`)
}

function inspectBrief(value: RValue): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (isSymbol(value)) return `:${value.symbol}`
  if (value === null) return 'nil'
  return String(toS(value))
}

// Rails' ANCHOR_CHARACTERS_REGEX, `\A(\\A|\^)|(\\Z|\\z|\$)\Z`: its `\Z` also allows a last newline.
const ANCHORS = /^(\\A|\^)|(\\Z|\\z|\$)\n?$/

function verifyRequirements(requirements: RHash, multilineAllowed: (name: string) => boolean): void {
  for (let i = 0; i < requirements.entries.length; i++) {
    const key = requirements.entries[i]![0]
    const value = requirements.entries[i]![1]
    if (!isRegexp(value)) continue
    if (ANCHORS.test(value.regexp)) {
      throw withHint(new ArgumentError(`Regexp anchor characters are not allowed in routing requirements: :${toS(key)}`),
        'requirements are anchored already: drop the ^ and $ (\\A, \\z)')
    }
    // Since Rails 7 a glob may use the multiline flag (its default does), and so may an option.
    if (value.flags.includes('m') && !multilineAllowed(toS(key))) {
      throw new ArgumentError(`Regexp multiline option is not allowed in routing requirements: /${value.regexp}/${value.flags}`)
    }
  }
}

const NO_FORMAT_RULES = Object.freeze({ requirements: new RHash(), defaults: new RHash() })

function formatRules(format: RValue | undefined): { requirements: RHash; defaults: RHash } {
  if (format === true) return { requirements: RHash.of({ format: { regexp: '.+', flags: '' } }), defaults: new RHash() }
  if (isRegexp(format)) return { requirements: RHash.of({ format }), defaults: RHash.of({ format: null }) }
  if (typeof format === 'string') {
    return { requirements: RHash.of({ format: { regexp: format, flags: '' } }), defaults: RHash.of({ format }) }
  }
  return NO_FORMAT_RULES
}

function toRoute(input: MappingInput, requirements: RHash, defaults: RHash, conditions: RHash, objects: readonly RValue[], internal: RValue | undefined): Route {
  const controller = defaults.get('controller')
  const action = defaults.get('action')
  const route: Route = {
    name: input.name,
    verb: input.via,
    path: input.path,
    controller: typeof controller === 'string' ? controller : null,
    action: typeof action === 'string' ? action : null,
    requirements: record(requirements),
    defaults: record(defaults, CONTROLLER_ACTION),
    anchored: input.anchor,
    source: input.source,
  }
  const stringKeys = stringKeysOf(defaults)
  if (stringKeys.length > 0) route.stringKeys = stringKeys
  if (isEndpoint(input.to)) {
    route.endpoint = endpointText(input.to)
    const redirect = redirectTarget(input.to)
    if (redirect) route.redirect = redirect
  }
  if (conditions.size > 0) {
    const kept = new RHash(conditions.entries.filter(([k]) => REQUEST_METHODS.has(toS(k))))
    if (kept.size > 0) route.conditions = record(kept)
  }
  if (objects.length > 0) route.constraintObjects = objects.map(constraintSource)
  if (truthy(internal)) route.internal = true
  return route
}

/** The keys of `hash` that are Strings (Ruby's `"format"`, not `:format`), controller and action left out. */
function stringKeysOf(hash: RHash): string[] {
  const out: string[] = []
  for (let i = 0; i < hash.entries.length; i++) {
    const key = hash.entries[i]![0]
    if (typeof key === 'string' && !CONTROLLER_ACTION.includes(key)) out.push(key)
  }
  return out
}

function record(hash: RHash, omit: readonly string[] = NO_KEYS): Record<string, RubyValue> {
  const out: Record<string, RubyValue> = {}
  for (let i = 0; i < hash.entries.length; i++) {
    const key = toS(hash.entries[i]![0])
    if (!omit.includes(key)) out[key] = plainValue(hash.entries[i]![1])
  }
  return out
}

const NO_KEYS: readonly string[] = []
