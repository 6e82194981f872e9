import type { Statement, Value } from '../../ast/types.js'
import { isStaticCall } from './known-constants.js'
import { Unknowable } from './unknowable.js'

/**
 * Options whose value Rails turns into text: a path, a name, a module, a controller. An
 * application method's result there (`scope Alchemy.admin_path do`, `namespace :admin, path:
 * Alchemy.admin_path`) is known only when the application runs; kept as an opaque object it
 * would be drawn as an empty string, a different route with no word said.
 */
const TEXT_OPTIONS = new Set(['path', 'as', 'module', 'controller', 'action', 'shallow_path', 'shallow_prefix', 'param'])

/** Methods whose positional argument may be an application object: a Rack app, a constraint object. */
const TAKES_OBJECTS = new Set(['mount', 'constraints'])

/** Throws `Unknowable` when `statement` uses a method of the application where Rails needs text. */
export function refuseOpaqueText(statement: Statement): void {
  if (!TAKES_OBJECTS.has(statement.method)) {
    const opaque = statement.arguments.find(isApplicationCall)
    if (opaque) throw new Unknowable(opaque, 'a method of the application')
  }
  for (const option of statement.options) {
    const key = option.key.type === 'symbol' || option.key.type === 'string' ? option.key.value : undefined
    if (key !== undefined && TEXT_OPTIONS.has(key) && isApplicationCall(option.value)) throw new Unknowable(option.value, 'a method of the application')
  }
}

/** `Foo.bar` or `Foo.new(…)`: a call on a constant (not `redirect(…)`, which Rails' DSL answers). */
function isApplicationCall(value: Value): boolean {
  return value.type === 'call' && value.receiver !== undefined && !isStaticCall(value)
}
