/**
 * Request conditions (`constraints subdomain: "api"`, `host: /example/`, `port: 8080`), checked as
 * Journey's `Route#matches?` checks them (journey/route.rb 152-168): each condition names a method
 * of the request, and its value decides how the request's answer must compare. Then constraint
 * objects (`constraints(AdminOnly) do`), which need Ruby: the application implements them in
 * JavaScript, by the source text the route list gives them (mapper.rb 23-40).
 */
import type { RubyValue } from '../route.js'
import type { ParamValue } from './params.js'
import { safeRegExp } from './linear/index.js'
import { compileRequirement } from './requirement.js'

/**
 * A request's answers to Rails' request methods (`subdomain`, `host`, `port`, `protocol`, ...),
 * as an object or a function asked per method name. `requestFacts` builds one from a URL.
 */
export type RequestFacts = Readonly<Record<string, unknown>> | ((method: string) => unknown)

/** What a constraint object's implementation is asked with. */
export interface ConstraintRequest {
  /** The request's answer to a Rails request method (`subdomain`, `headers`, `cookies`, ...). */
  fact(method: string): unknown
  /** The params the route would give (Rails' `request.path_parameters`). */
  readonly params: Record<string, ParamValue>
}

/** A constraint object implemented in JavaScript: true when the request satisfies it. */
export type ConstraintCheck = (request: ConstraintRequest) => boolean

/** Implementations of constraint objects, by their source text in the route list (`AdminOnly`). */
export type ConstraintChecks = Readonly<Record<string, ConstraintCheck>>

/** A route's conditions, compiled: true when the request meets them all. */
export type Condition = (ask: (method: string) => unknown, params: () => Record<string, ParamValue>) => boolean

/**
 * The route's conditions and constraint objects as one test, or null when it has nothing to
 * check. A condition on a constant (a class, such as `Mime::JSON`) is not checked: it needs Ruby
 * to compare. A constraint object without an implementation is never satisfied.
 */
export function compileConditions(
  conditions: Record<string, RubyValue> | undefined,
  objects: readonly string[] = [],
  checks: ConstraintChecks = {},
): Condition | null {
  const tests: Condition[] = []
  for (const [method, value] of Object.entries(conditions ?? {})) {
    const test = conditionTest(value)
    if (test !== null) tests.push((ask) => test(ask(method)))
  }
  for (const source of objects) {
    const check = Object.hasOwn(checks, source) ? checks[source] : undefined
    tests.push(check === undefined ? () => false : (ask, params) => {
      let built: Record<string, ParamValue> | undefined
      return check({ fact: ask, get params() { return (built ??= params()) } }) === true
    })
  }
  if (tests.length === 0) return null
  return (ask, params) => tests.every((test) => test(ask, params))
}

/** A function answering per method name, whichever form the facts came in. */
export function askerOf(facts: RequestFacts): (method: string) => unknown {
  if (typeof facts === 'function') return facts
  return (method) => (Object.hasOwn(facts, method) ? facts[method] : undefined)
}

function conditionTest(value: RubyValue): ((actual: unknown) => boolean) | null {
  // `when Regexp, String`: `value === actual.to_s`.
  if (typeof value === 'string') return (actual) => toS(actual) === value
  if (value !== null && typeof value === 'object' && 'regexp' in value) {
    const requirement = compileRequirement(value)
    if (requirement === null) return null
    // Request facts (a Host header) come from the client: the test must be linear in them too.
    const regexp = safeRegExp(requirement.source)
    return (actual) => regexp.test(toS(actual))
  }
  if (Array.isArray(value)) return (actual) => value.some((item) => rubyEquals(item, actual))
  if (value === true) return present
  if (value === false) return (actual) => !present(actual)
  if (value !== null && typeof value === 'object' && 'constant' in value) return null
  // Anything else: `value === actual`, which for these values is `==`.
  return (actual) => rubyEquals(value, actual)
}

/** Ruby's `==` between a condition's value and a request's answer (a JS value). */
function rubyEquals(value: RubyValue, actual: unknown): boolean {
  if (value === null) return actual === null || actual === undefined
  if (typeof value !== 'object') return value === actual
  if (Array.isArray(value)) return Array.isArray(actual) && actual.length === value.length && value.every((item, i) => rubyEquals(item, actual[i]))
  // Symbols, regexps, hashes and constants are never equal to a string, number or boolean.
  return false
}

/** `Object#present?`: not nil, false, an empty or all-blank string, or an empty array. */
function present(actual: unknown): boolean {
  if (actual === null || actual === undefined || actual === false) return false
  if (typeof actual === 'string') return /[^\s]/u.test(actual)
  if (Array.isArray(actual)) return actual.length > 0
  return true
}

/** `to_s` of a request's answer: nil is "", an array is its `inspect`. */
function toS(actual: unknown): string {
  if (actual === null || actual === undefined) return ''
  if (typeof actual === 'string') return actual
  if (Array.isArray(actual)) return `[${actual.map((item) => (typeof item === 'string' ? JSON.stringify(item) : toS(item))).join(', ')}]`
  return String(actual)
}
