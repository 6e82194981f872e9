/**
 * The lints over a load: the files it read are parsed again (parsing is a few milliseconds, and
 * the load keeps no ASTs) so that each lint sees the declarations as written next to the routes
 * they made. Nothing is linted when the load has errors: Rails draws no routes then.
 */
import { hasErrors, type Diagnostic } from '../diagnostic.js'
import type { LoadResult } from '../load-files.js'
import { isYamlFile } from '../load-files.js'
import type { RouteFile } from '../ast/types.js'
import { statements } from './lints/context.js'
import { lintRoutes } from './lints/index.js'
import { unusedRoutes } from './unused.js'

/** A front end, as the CLI's dependencies give them (possibly loaded lazily). */
export type Parse = (source: string, options: { file: string }) => { ast: RouteFile } | Promise<{ ast: RouteFile }>

/**
 * The lint warnings of a load, or none when it has errors; with `unusedApp` (an application's root
 * directory), also the routes whose controller or action it does not define.
 */
export async function lintLoad(result: LoadResult, parsers: { rb: Parse; yaml: Parse }, unusedApp?: string): Promise<Diagnostic[]> {
  if (hasErrors(result.diagnostics)) return []
  const files = []
  for (const [file, text] of result.sources) {
    const { ast } = await (isYamlFile(file) ? parsers.yaml : parsers.rb)(text, { file })
    files.push({ file, ast })
  }
  return lintParsed(result.routes, files, unusedApp)
}

/** The lint warnings of routes next to the parsed files they came from; `unusedApp` as for `lintLoad`. */
export function lintParsed(routes: LoadResult['routes'], files: Array<{ file: string; ast: RouteFile }>, unusedApp?: string): Diagnostic[] {
  const lints = lintRoutes({ routes, files })
  return unusedApp === undefined ? lints : [...lints, ...unusedRoutes(routes, unusedApp, statements(files))]
}
