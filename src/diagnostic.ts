import type { Position } from './ast/types.js'

export type Severity = 'error' | 'warning' | 'info'

/**
 * A problem found in user input, as data. Stages return these instead of throwing.
 * - `code`: stable identifier from a stage's catalogue (`src/<stage>/codes.ts`, listed in docs/diagnostics.md), e.g. `RC1001`.
 * - `name`: the error class users know from Rails (`ArgumentError`), or `SyntaxError`.
 * - `file`: the file the position refers to (as given by the caller).
 */
export interface Diagnostic {
  code: string
  name: string
  severity: Severity
  message: string
  file: string
  position: Position
  hint?: string
  /** Other declarations the finding involves (the earlier route that shadows this one), each shown with its own code frame. */
  related?: RelatedLocation[]
  data?: Record<string, unknown>
}

/** A declaration a diagnostic points to besides its own position. */
export interface RelatedLocation {
  message: string
  file: string
  position: Position
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error')
}

/** The diagnostics without repeats: the same code and message at the same place of the same file. */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>()
  return diagnostics.filter((d) => {
    const key = `${d.code}\0${d.file}\0${d.position.start.offset}\0${d.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
