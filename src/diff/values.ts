/**
 * A changed field's value as the reports print it: Hashes as Ruby's `inspect` (as `rails routes`
 * shows constraints), names and targets as written, `(none)` for what a route lacks.
 */
import { rubyHashInspect, rubyInspect, type RubyVersion } from '../format/index.js'
import type { Route, RubyValue } from '../route.js'
import { fieldValue } from './fields.js'
import type { RouteField } from './types.js'

const NONE = '(none)'

/** The value of `field` in `route`, as text. */
export function fieldText(route: Route, field: RouteField, ruby: RubyVersion = '3.3'): string {
  const value = fieldValue(route, field)
  switch (field) {
    case 'requirements':
    case 'defaults':
    case 'conditions':
      return rubyHashInspect(Object.entries(value as Record<string, RubyValue>), ruby)
    case 'constraintObjects':
      return `[${(value as string[]).join(', ')}]`
    case 'redirect':
      return value === undefined ? NONE : rubyInspect(redirectHash(value as NonNullable<Route['redirect']>), ruby)
    default:
      return value === undefined || value === null ? NONE : String(value)
  }
}

function redirectHash(redirect: NonNullable<Route['redirect']>): RubyValue {
  const entries: Array<[RubyValue, RubyValue]> = [[{ symbol: 'status' }, redirect.status]]
  if (redirect.path !== undefined) entries.push([{ symbol: 'path' }, redirect.path])
  if (redirect.options) entries.push([{ symbol: 'options' }, { hash: Object.entries(redirect.options).map(([k, v]) => [{ symbol: k }, v]) }])
  return { hash: entries }
}

/** `photo_path(id, format)`: a helper call with its required params. */
export function helperCall(name: string, params: readonly string[]): string {
  return `${name}_path(${params.join(', ')})`
}
