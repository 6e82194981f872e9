/**
 * URL helpers whose required params changed: `photo_path(id)` that now needs `photo_path(slug)`
 * breaks every caller. A helper is the first route of its name, as Rails keeps it.
 */
import { parsePattern, requiredKeys } from '../match/index.js'
import type { Route } from '../route.js'
import type { HelperChange } from './types.js'

/** Each helper name's required params (path segments outside every optional group), once each. */
function helperParams(routes: readonly Route[]): Map<string, string[]> {
  const helpers = new Map<string, string[]>()
  for (const route of routes) {
    if (typeof route.name !== 'string' || helpers.has(route.name)) continue
    helpers.set(route.name, [...new Set(requiredKeys(parsePattern(route.path)))])
  }
  return helpers
}

/** Helpers of both tables whose required params differ, in the new table's order. */
export function helperChanges(before: readonly Route[], after: readonly Route[]): HelperChange[] {
  const old = helperParams(before)
  const changes: HelperChange[] = []
  for (const [name, params] of helperParams(after)) {
    const was = old.get(name)
    if (was && was.join('\0') !== params.join('\0')) changes.push({ name, before: was, after: params })
  }
  return changes
}
