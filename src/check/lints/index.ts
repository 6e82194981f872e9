/**
 * `check`'s lints: declarations Rails draws without a word that almost never mean what was
 * written. Each is a warning with a code (src/check/lint-codes.ts) and a one-line hint.
 */
import type { Diagnostic } from '../../diagnostic.js'
import type { Lint, LintInput } from './context.js'
import { formatAfterDots } from './format-after-dots.js'
import { misspeltOptions } from './misspelt-option.js'
import { regexpStrings } from './regexp-string.js'
import { rootsAfterSlash } from './root-after-slash.js'
import { unknownConstraints } from './unknown-constraint.js'
import { viaAllOnMembers } from './via-all-member.js'

export type { LintInput, ParsedFile } from './context.js'

const LINTS: readonly Lint[] = [regexpStrings, unknownConstraints, misspeltOptions, viaAllOnMembers, rootsAfterSlash, formatAfterDots]

/** Every lint's findings, by file and position. */
export function lintRoutes(input: LintInput): Diagnostic[] {
  return LINTS.flatMap((lint) => lint(input)).sort((a, b) =>
    a.file.localeCompare(b.file) || a.position.start.line - b.position.start.line || a.position.start.column - b.position.start.column)
}
