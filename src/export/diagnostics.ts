/**
 * The exports' diagnostics, at a route's declaration or at the top of a merged document.
 */
import type { Diagnostic } from '../diagnostic.js'
import type { Route } from '../route.js'
import { EXPORT_CODES } from './codes.js'

/** A diagnostic of `code` at `route`'s declaration (one column wide: the exports do not read source text). */
export function routeDiagnostic(code: string, route: Route, message: string, hint?: string): Diagnostic {
  const { file, line, column } = route.source
  return fileDiagnostic(code, file, message, hint, line, column)
}

/** A diagnostic of `code` at line:column of `file` (its start by default). */
export function fileDiagnostic(code: string, file: string, message: string, hint?: string, line = 1, column = 1): Diagnostic {
  const entry = EXPORT_CODES.find((c) => c.code === code)!
  const point = { line, column, offset: 0 }
  return {
    code, name: entry.name, severity: entry.severity, message, file,
    position: { start: point, end: { ...point, column: column + 1, offset: 1 } },
    ...(hint !== undefined && { hint }),
  }
}
