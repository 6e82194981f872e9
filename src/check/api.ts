/**
 * `check`, the package's entry to what `routecraft check` reports: a routes file (read, drawn,
 * then analysed) or a route list already drawn, in; every diagnostic of the load and every finding
 * (RC40xx: shadowed, duplicate, lints, unused routes), out. The one function here that reads files.
 */
import { type Diagnostic, hasErrors, uniqueDiagnostics } from '../diagnostic.js'
import { isYamlFile, type LoadOptions } from '../load-files.js'
import { inspectRoutesFile } from '../load.js'
import type { Route } from '../route.js'
import { parseRoutes } from '../syntax/index.js'
import { parseRoutesYaml } from '../yaml/parse.js'
import { combineFindings } from './combine.js'
import { checkRoutes } from './index.js'
import { lintParsed } from './run-lints.js'

/** Options of `check`: those of `inspectRoutesFile` when given a file, and what to check. */
export interface CheckOptions extends LoadOptions {
  /**
   * The text of each file the routes came from, by the name their `source.file` gives. Given a
   * file, `check` reads them itself; given routes, without them the findings that read the
   * declarations as written (the lints) are left out and positions cover less of each declaration.
   */
  sources?: ReadonlyMap<string, string>
  /**
   * An application's root directory (holding `app/controllers`): also report the routes whose
   * controller or action it does not define (`routecraft check --unused`).
   */
  unused?: string
}

/** What `check` found: the routes drawn, every diagnostic once (the load's first, then the findings in route order), and their counts. */
export interface CheckResult {
  routes: Route[]
  diagnostics: Diagnostic[]
  errors: number
  warnings: number
  /** The text of each file read or given, by name: for code frames (`formatDiagnostic`). */
  sources: ReadonlyMap<string, string>
}

/**
 * Checks a routes file (a path: `config/routes.rb`, `routes.yaml`) or a route list. Never throws
 * for bad input: a file that does not draw gives its errors and no findings, as Rails draws no
 * routes then. Each diagnostic has `code`, `severity`, `message`, `file`, `position`, and where
 * it involves other declarations, `related` (each with its own `file` and `position`).
 */
export function check(input: string | readonly Route[], options: CheckOptions = {}): CheckResult {
  const drawn = typeof input === 'string'
    ? inspectRoutesFile(input, options)
    : { routes: [...input], diagnostics: [], sources: new Map(options.sources ?? []) }
  const findings = hasErrors(drawn.diagnostics) ? [] : combineFindings(checkRoutes(drawn.routes, drawn.sources), lints(drawn.routes, drawn.sources, options.unused))
  const diagnostics = uniqueDiagnostics([...drawn.diagnostics, ...findings])
  const count = (severity: Diagnostic['severity']): number => diagnostics.filter((d) => d.severity === severity).length
  return { routes: drawn.routes, diagnostics, errors: count('error'), warnings: count('warning'), sources: drawn.sources }
}

function lints(routes: readonly Route[], sources: ReadonlyMap<string, string>, unused: string | undefined): Diagnostic[] {
  const files = [...sources].map(([file, text]) => ({ file, ast: (isYamlFile(file) ? parseRoutesYaml : parseRoutes)(text, { file }).ast }))
  return lintParsed([...routes], files, unused)
}
