/**
 * Fix hints for Rails' errors about a route's target, where the mistake is plain from what was
 * written: `to: 'health'` without `#action`, `to: 'Photos#index'`, `to: 'admin.photos#index'`.
 */
import { underscore } from '../inflect/underscore.js'
import type { RValue } from './values.js'

/** For a `to:` string without `#`, how to name the action; a generic reminder otherwise. */
export function missingTargetHint(to: RValue | undefined): string {
  if (typeof to === 'string' && to !== '' && !to.includes('#')) return `to: '${to}' is read as an action with no controller: write to: 'controller#action', e.g. '${to}#show'`
  return "give the target as to: 'controller#action'"
}

/** The controller name Rails expects for a class-like or dotted one: `Admin::Photos` → `admin/photos`. */
export function controllerNameHint(name: string): string {
  const meant = name.split(/::|\./).filter((part) => part !== '').map((part) => underscore(part.replace(/Controller$/, ''))).join('/')
  return /^[a-z_0-9][a-z_0-9/]*$/.test(meant) && meant !== name
    ? `controllers are lowercase paths: did you mean '${meant}'?`
    : "controllers are lowercase paths like 'photos' or 'admin/photos'"
}
