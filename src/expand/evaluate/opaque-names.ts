import type { Statement, Value } from '../../ast/types.js'
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
 * `Regexp.new(…)`, which Ruby answers).
 */
function isApplicationCall(value: Value): boolean {
  return value.type === 'call' && value.receiver !== undefined && !(value.receiver.name.replace(/^::/, '') === 'Regexp' && (value.method === 'new' || value.method === 'union')) && !isStaticCall(value)
}
