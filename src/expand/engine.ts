/**
 * An engine's route set. An engine that calls `isolate_namespace Foo` (nearly every published
 * engine) draws its routes with the default scope `{ module: "foo" }` (railties'
 * `Rails::Engine.isolate_namespace`: `routes.default_scope = { module: underscore(mod.name) }`),
 * so that every controller is `foo/…`. The engine's class is not in the routes file: a file
 * wrapped in `X::…::Engine.routes.draw do` is taken to be an engine isolated in `X`, its top
 * namespace, unless the caller says otherwise (`engineModule`).
 */
import { underscore } from '../inflect/index.js'

const ENGINE_RECEIVER = /^(?:::)?([A-Z]\w*)(?:::[A-Z]\w*)*::Engine\.routes$/

/**
 * The module an `X.draw do` block's routes are drawn in: `chosen` when the caller gave one (''
 * for none: an engine that is not isolated), else `underscore(X)` of an engine's wrapper; null
 * for the application's own route set.
 */
export function engineModuleOf(receiver: string, chosen: string | undefined): string | null {
  const engine = ENGINE_RECEIVER.exec(receiver)
  if (!engine) return null
  const name = chosen ?? underscore(engine[1]!)
  return name === '' ? null : name
}
