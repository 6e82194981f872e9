import type { Statement, Value } from '../../ast/types.js'
import { isStaticCall } from './known-constants.js'
import { Unknowable } from './unknowable.js'

/**
 * Where an application object may stand: the endpoint (`to:`, `mount`'s app) and a constraint
 * object (`constraints:`, `constraints(...)`). Anywhere else Rails turns the value into text or a
 * requirement: a path, a name, a module (`scope Alchemy.admin_path do`), a segment's requirement
 * (`id: Format.slug`), a default. Kept as an opaque object it would be drawn as an empty string,
 * a different route with no word said; it is known only when the application runs.
 */
const OBJECT_OPTIONS = new Set(['to', 'constraints'])

/** Methods whose positional argument may be an application object: a Rack app, a constraint object. */
const TAKES_OBJECTS = new Set(['mount', 'constraints'])

/**
 * Throws `Unknowable` when `statement` uses a method of the application where Rails needs text or
 * a requirement, unless the caller gave its value (`known`).
 */
export function refuseOpaqueText(statement: Statement, known: (value: Value) => boolean): void {
  const opaqueIn = (value: Value): Value | undefined => {
    if (isApplicationCall(value)) return known(value) ? undefined : value
    if (value.type === 'array') return firstOf(value.elements, opaqueIn)
    if (value.type === 'hash') return firstOf(value.entries.map((entry) => entry.value), opaqueIn)
    return undefined
  }
  const found =
    (TAKES_OBJECTS.has(statement.method) ? undefined : firstOf(statement.arguments, opaqueIn)) ??
    firstOf(statement.options, (option) => {
      const key = option.key.type === 'symbol' || option.key.type === 'string' ? option.key.value : undefined
      // `constraints: Foo.new` is an object; `constraints: { id: Format.slug }` holds requirements.
      if (key !== undefined && OBJECT_OPTIONS.has(key) && option.value.type !== 'hash') return undefined
      // `mount Foo.app => "/x"`: the key is the endpoint, the value its path.
      return opaqueIn(option.value)
    })
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
  return value.type === 'call' && value.receiver !== undefined && !(value.receiver.name.replace(/^::/, '') === 'Regexp' && value.method === 'new') && !isStaticCall(value)
}
