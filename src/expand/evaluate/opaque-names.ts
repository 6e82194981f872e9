import type { Statement, Value } from '../../ast/types.js'
import { applicationObjectText, isCall, isConstant, isHash, type RHash, type RValue, toS } from '../values.js'
import { isStaticCall } from './known-constants.js'
import { Unknowable } from './unknowable.js'

/**
 * Options whose value Rails turns into text: a path, a name, a module, a controller. An
 * application method's result there (`scope Alchemy.admin_path do`, `namespace :admin, path:
 * Alchemy.admin_path`) is known only when the application runs; kept as an opaque object it
 * would be drawn as an empty string, a different route with no word said. (A requirement or a
 * default given by the application, `id: RouteFormat.username`, is kept as that object: see
 * `opaqueRequirements`.)
 */
const TEXT_OPTIONS = new Set(['path', 'as', 'module', 'controller', 'action', 'shallow_path', 'shallow_prefix', 'param'])

/** Options whose value is an object of the application by design: an endpoint, a constraint object. */
const OBJECT_OPTIONS = new Set(['to', 'constraints'])

/** Methods whose positional argument may be an application object: a Rack app, a constraint object. */
const TAKES_OBJECTS = new Set(['mount', 'constraints'])

/**
 * Throws `Unknowable` when `statement` uses a method of the application where Rails needs text,
 * unless the caller gave its value (`known`).
 */
export function refuseOpaqueText(statement: Statement, known: (value: Value) => boolean): void {
  const opaque = (value: Value) => isApplicationCall(value) && !known(value)
  const found =
    (TAKES_OBJECTS.has(statement.method) ? undefined : statement.arguments.find(opaque)) ??
    statement.options.find((option) => {
      const key = option.key.type === 'symbol' || option.key.type === 'string' ? option.key.value : undefined
      return key !== undefined && TEXT_OPTIONS.has(key) && opaque(option.value)
    })?.value
  if (found) throw new Unknowable(found, 'a method of the application')
}

function firstOf<T>(items: readonly T[], find: (item: T) => Value | undefined): Value | undefined {
  for (const item of items) {
    const found = find(item)
    if (found) return found
  }
  return undefined
}

/**
 * `Foo.bar` or `Foo.new(…)`: a call on a constant (not `redirect(…)`, which Rails' DSL answers, nor
 * `File.join(…)` or `Regexp.new(…)`, which Ruby answers).
 */
function isApplicationCall(value: Value): boolean {
  return value.type === 'call' && value.receiver !== undefined && !isStaticCall(value)
}

/**
 * The requirements and defaults of a call's options that are objects of the application
 * (`id: RouteFormat.username`, `constraints: { id: Formats::SLUG }`), as `key: expression`: the
 * route is drawn and the table names them, but recognition cannot run them.
 */
export function applicationObjectsIn(options: RHash): string[] {
  const objects: string[] = []
  const collect = (key: RValue, value: RValue | undefined) => {
    // `get '/robots.txt' => RobotsGenerator`: a path and its endpoint, not a requirement.
    if (typeof key === 'string') return
    if (isCall(value) && value.receiver !== null) objects.push(`${toS(key)}: ${applicationObjectText(value)}`)
    else if (isConstant(value)) objects.push(`${toS(key)}: ${value.constant}`)
  }
  for (const [key, value] of options.entries) {
    if (isHash(value) && (toS(key) === 'constraints' || toS(key) === 'defaults')) for (const [k, v] of value.entries) collect(k, v)
    else if (!OBJECT_OPTIONS.has(toS(key))) collect(key, value)
  }
  return objects
}
