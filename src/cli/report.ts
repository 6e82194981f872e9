/**
 * Diagnostics on stderr: `file:line:col: error CODE: Name: message` (or `warning CODE: message`), a code frame, a hint; paths shown
 * relative to the working directory.
 */
import { isAbsolute, relative, resolve } from 'node:path'
import type { Diagnostic } from '../diagnostic.js'
import { formatDiagnostic } from '../format/code-frame.js'
import type { ParsedArgs } from './args.js'
import { type CliIo, useColor, writeLine } from './io.js'

/** A path as the user would type it from the working directory (absolute when outside it). */
export function displayPath(file: string, cwd: string): string {
  if (!isAbsolute(file)) return file
  const rel = relative(cwd, file)
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? file : rel
}

/** Finds a diagnostic's source text under the file name it reports or that name resolved. */
function sourceOf(d: Diagnostic, sources: ReadonlyMap<string, string>, cwd: string): string | undefined {
  return sources.get(d.file) ?? sources.get(resolve(cwd, d.file))
}

/** The diagnostic with its file names (its own and its related declarations') as the user would type them. */
export function shownPaths(d: Diagnostic, cwd: string): Diagnostic {
  const shown = { ...d, file: displayPath(d.file, cwd) }
  if (d.related) shown.related = d.related.map((r) => ({ ...r, file: displayPath(r.file, cwd) }))
  return shown
}

/**
 * Writes the diagnostics to stderr, separated by blank lines: each once (a statement in a loop
 * or a concern used twice reports the same thing again, at the same place), and with `--quiet`
 * the errors only.
 */
export function printDiagnostics(
  io: CliIo,
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, string>,
  args: Pick<ParsedArgs, 'color' | 'values'>,
): void {
  const color = useColor(args.color, io, 'stderr')
  const options = { color, sourceOf: (file: string) => sources.get(file) ?? sources.get(resolve(io.cwd, file)) }
  uniqueDiagnostics(diagnostics)
    .filter((d) => d.severity === 'error' || args.values.quiet !== true)
    .forEach((d, i) => {
      writeLine(io.stderr, (i > 0 ? '\n' : '') + formatDiagnostic(shownPaths(d, io.cwd), sourceOf(d, sources, io.cwd), options))
    })
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
