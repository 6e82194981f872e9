/**
 * The catalogue of `routecraft check`'s findings: routes Rails draws without a word but that
 * cannot work as written. Each has a stable code, a severity, and a one-line fix hint in the
 * diagnostic itself. `npm run docs` lists them in docs/diagnostics.md.
 */
import type { Severity } from '../diagnostic.js'

export interface CheckCode {
  code: string
  name: string
  severity: Severity
  title: string
}

// Shadowing and duplicates: RC4000–RC4049.
export const SHADOWED = 'RC4001'
export const PARTLY_SHADOWED = 'RC4002'
export const DUPLICATE = 'RC4010'
export const SAME_HELPER_PATH = 'RC4011'
export const NAME_TAKEN = 'RC4012'
export const UNDECIDED = 'RC4020'

export const CHECK_CODES: readonly CheckCode[] = [
  { code: SHADOWED, name: 'ShadowedRoute', severity: 'warning', title: 'a route no request reaches: earlier routes answer all its requests' },
  { code: PARTLY_SHADOWED, name: 'PartlyShadowedRoute', severity: 'warning', title: 'some requests of a route are answered by an earlier route' },
  { code: DUPLICATE, name: 'DuplicateRoute', severity: 'warning', title: 'the same verb and path declared twice (the second never wins)' },
  { code: SAME_HELPER_PATH, name: 'SameHelperPath', severity: 'info', title: 'two helpers build the same path' },
  { code: NAME_TAKEN, name: 'NameTaken', severity: 'info', title: 'a route left without a helper: its automatic name was taken by an earlier route with another path' },
  { code: UNDECIDED, name: 'ShadowingUndecided', severity: 'info', title: 'whether a route is reached cannot be decided statically' },
]
