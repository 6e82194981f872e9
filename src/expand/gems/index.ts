/**
 * The routes macros of gems, drawn as the gems draw them: one module per gem. A macro's routes
 * are marked with the gem (`Route.origin`), their source being the macro's call, where Rails'
 * source location points too.
 */
import type { BlockStatement } from '../../ast/types.js'
import type { Context } from '../context.js'
import type { Scope } from '../scope.js'
import type { RHash, RValue } from '../values.js'
import { deviseFor } from './devise.js'
import { useDoorkeeper } from './doorkeeper.js'
import { gemLocation } from './sites.js'

export type { AppFacts, AppFile } from './app.js'

/** A macro's call, evaluated. */
export interface MacroCall {
  args: RValue[]
  options: RHash
  children: readonly BlockStatement[]
}

const MACROS: Record<string, { gem: string; draw: (cx: Context, scope: Scope, call: MacroCall) => void }> = {
  devise_for: { gem: 'devise', draw: (cx, scope, call) => deviseFor(cx, scope, call.args, call.options) },
  use_doorkeeper: { gem: 'doorkeeper', draw: (cx, scope, call) => useDoorkeeper(cx, scope, call.args, call.options, call.children) },
}

/** Whether `method` is a gem macro routecraft draws (`devise_for`, `use_doorkeeper`). */
export function isGemMacro(method: string): boolean {
  return Object.hasOwn(MACROS, method)
}

/**
 * Draws `method` when it is a gem macro routecraft knows, and says so; with gem macros turned
 * off, skips it with a warning. False for any other method.
 */
export function runGemMacro(cx: Context, scope: Scope, method: string, call: MacroCall): boolean {
  const macro = MACROS[method]
  if (!macro) return false
  if (!cx.gemMacros) {
    cx.warn(`\`${method}' of the ${macro.gem} gem was skipped: gem macros are turned off (--gems none)`)
    return true
  }
  const start = cx.routes.length
  macro.draw(cx, scope, call)
  const version = cx.app.lockedVersions?.get(macro.gem)
  for (let i = start; i < cx.routes.length; i++) {
    const route = cx.routes[i]!
    const location = version ? gemLocation(macro.gem, version, route) : undefined
    route.origin = { gem: macro.gem, kind: 'macro', ...(version ? { version } : {}), ...(location ? { location } : {}) }
  }
  return true
}
