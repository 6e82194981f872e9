/**
 * Diagnostics on stderr: `file:line:col: error CODE: Name: message` (or `warning CODE: message`), a code frame, a hint; paths shown
 * relative to the working directory.
 */
import { isAbsolute, resolve } from 'node:path'
import { appName } from '../app-root.js'
import type { Diagnostic } from '../diagnostic.js'
import { uniqueDiagnostics } from '../diagnostic.js'
export { uniqueDiagnostics }
import { formatDiagnostic } from '../format/code-frame.js'
import type { ParsedArgs } from './args.js'
import { type CliIo, useColor, writeLine } from './io.js'

/** A file as routecraft prints it: relative to its application's root, whatever the working directory. */
export function displayPath(file: string, cwd: string): string {
  return appName(resolve(cwd, file))
}

/** Finds a diagnostic's source text under the file name it reports. */
function sourceOf(d: Diagnostic, sources: ReadonlyMap<string, string>): string | undefined {
  return sources.get(d.file)
}

/** The diagnostic with any absolute file name (its own, its related declarations') made relative to its application's root. */
export function shownPaths(d: Diagnostic): Diagnostic {
  const name = (file: string): string => (isAbsolute(file) ? appName(file) : file)
  const shown = { ...d, file: name(d.file) }
  if (d.related) shown.related = d.related.map((r) => ({ ...r, file: name(r.file) }))
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
  const options = { color, sourceOf: (file: string) => sources.get(file) }
  uniqueDiagnostics(diagnostics)
    .filter((d) => d.severity === 'error' || args.values.quiet !== true)
    .forEach((d, i) => {
      writeLine(io.stderr, (i > 0 ? '\n' : '') + formatDiagnostic(shownPaths(d), sourceOf(d, sources), options))
    })
}

