/**
 * Diagnostics on stderr: `file:line:col: Name: message`, a code frame, a hint; paths shown
 * relative to the working directory.
 */
import { isAbsolute, relative, resolve } from 'node:path'
import type { Diagnostic } from '../diagnostic.js'
import { formatDiagnostic } from '../format/code-frame.js'
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

/** Writes every diagnostic to stderr, separated by blank lines. */
export function printDiagnostics(
  io: CliIo,
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, string>,
  colorFlag: boolean | undefined,
): void {
  const color = useColor(colorFlag, io, 'stderr')
  diagnostics.forEach((d, i) => {
    const shown = shownPaths(d, io.cwd)
    const options = { color, sourceOf: (file: string) => sources.get(file) ?? sources.get(resolve(io.cwd, file)) }
    writeLine(io.stderr, (i > 0 ? '\n' : '') + formatDiagnostic(shown, sourceOf(d, sources, io.cwd), options))
  })
}
