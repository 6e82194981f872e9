/**
 * Diagnostics of the YAML front end: errors of the yaml library (syntax, duplicate keys, tabs,
 * aliases) and of the routes format (schema, tags, values), all positioned in the source.
 */
import type { Position } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { YamlCode } from './codes.js'
import type { LibraryProblem } from './duplicates.js'

/** `YAMLSyntaxError` for what the yaml library refuses; `RoutesYAMLError` for the routes format. */
export type YamlErrorName = 'YAMLSyntaxError' | 'RoutesYAMLError'

/** The error class of a code: the library's refusals are RC3000–RC3007. */
export function yamlErrorName(code: string): YamlErrorName {
  return Number(code.slice(2)) <= 3007 || code === 'RC3027' ? 'YAMLSyntaxError' : 'RoutesYAMLError'
}

/** An error diagnostic of the YAML front end. */
export function yamlError(code: YamlCode, message: string, position: Position, file: string, hint?: string): Diagnostic {
  const diagnostic: Diagnostic = { code, name: yamlErrorName(code), severity: 'error', message, file, position }
  if (hint !== undefined) diagnostic.hint = hint
  return diagnostic
}

/** The yaml library's error codes we name ourselves; any other error is a plain syntax error. */
const LIBRARY_CODES: Readonly<Record<string, YamlCode>> = {
  DUPLICATE_KEY: 'RC3002',
  TAB_AS_INDENT: 'RC3003',
  MULTIPLE_DOCS: 'RC3006',
  KEY_OVER_1024_CHARS: 'RC3007',
}

const LIBRARY_HINTS: Readonly<Record<string, string>> = {
  TAB_AS_INDENT: 'YAML indents with spaces only; replace the tab with spaces',
  MULTIPLE_DOCS: 'a routes.yaml holds one document: remove the `---` line or split the file (and `draw` it)',
  KEY_OVER_1024_CHARS: 'YAML allows at most 1024 characters before the `:` of an implicit key',
  DUPLICATE_KEY: 'each key may appear once in a mapping; merge the two entries',
  BLOCK_AS_IMPLICIT_KEY: 'check the indentation: option keys line up with the statement key after `- `',
  BAD_INDENT: 'check the indentation and the closing bracket',
  MISSING_CHAR: 'check the indentation: list items line up, each after `- `',
}

/**
 * Diagnostics for the yaml library's errors. When the library overflowed the stack, that error
 * alone (its other errors are echoes). Otherwise the first error of each line only: that is all
 * `sortDiagnostics` keeps of syntax errors, and hostile text makes the library report an error
 * per character (a bad escape, a stray bracket), so the others are dropped before they cost a
 * diagnostic each.
 */
export function libraryErrors(errors: readonly LibraryProblem[], file: string, span: (start: number, end: number) => Position): Diagnostic[] {
  const overflow = errors.find((error) => isOverflow(error.message))
  if (overflow) return [libraryError(overflow, file, span)]
  const firstOfLine = new Map<number, { error: LibraryProblem; offset: number }>()
  for (const error of errors) {
    const at = span(error.pos[0], error.pos[0]).start
    const kept = firstOfLine.get(at.line)
    if (!kept || at.offset < kept.offset) firstOfLine.set(at.line, { error, offset: at.offset })
  }
  return [...firstOfLine.values()].map(({ error }) => libraryError(error, file, span))
}

/** A diagnostic for one error of the yaml library, at the span it reports. */
function libraryError(error: LibraryProblem, file: string, span: (start: number, end: number) => Position): Diagnostic {
  // The library reports its own stack overflow as a syntax error; it is the nesting limit. Where
  // it overflowed depends on the caller's stack, so the error points at the document's start.
  if (isOverflow(error.message)) {
    return yamlError('RC3025', 'mappings and lists nest too deeply to parse: at most 256 levels are allowed', span(0, 0), file)
  }
  const code = LIBRARY_CODES[error.code] ?? 'RC3001'
  const message = error.code === 'DUPLICATE_KEY' ? 'duplicate key: map keys must be unique' : lowerFirst(error.message)
  const [start, end] = error.pos
  return yamlError(code, message, span(start, Math.max(start, end)), file, LIBRARY_HINTS[error.code])
}

const isOverflow = (message: string): boolean => /maximum call stack size exceeded/i.test(message)

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/**
 * Diagnostics sorted by position (file order). One error per line is enough for what the yaml
 * library reports (its second error on a line is usually a consequence of the first), and the
 * same message at the same place is reported once.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>()
  return [...diagnostics]
    .sort((a, b) => a.position.start.offset - b.position.start.offset)
    .filter((d) => {
      // A brace in a flow value (RC3027) is found by us, value by value: each is its own fix.
      const key = d.name === 'YAMLSyntaxError' && d.code !== 'RC3027' ? `line ${d.position.start.line}` : `${d.position.start.offset}:${d.code}:${d.message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
