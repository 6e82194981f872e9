/**
 * Loading routes files, with both front ends: the routes language and routes.yaml.
 */
import type { DrawLoader } from './expand/options.js'
import { type FrontEnds, type LoadOptions, type LoadResult, RoutesError, fileDrawLoader as drawLoaderWith, inspectRoutesFileWith } from './load-files.js'
import { hasErrors } from './diagnostic.js'
import type { Route } from './route.js'
import { parseRoutesYaml } from './yaml/parse.js'

export { DRAW_EXTENSIONS, RoutesError, drawPathsFor, isYamlFile } from './load-files.js'
export type { FrontEnds, LoadOptions, LoadResult, ParseFile } from './load-files.js'

const FRONT_ENDS: FrontEnds = { yaml: parseRoutesYaml }

/**
 * A `draw` loader over real directories: the first directory holding `<name>.rb`, `<name>.yaml`
 * or `<name>.yml` wins. Names that climb out of their directory (`..`, absolute paths, NUL bytes,
 * symlinks pointing outside) find nothing.
 */
export function fileDrawLoader(drawPaths: readonly string[], sources: Map<string, string>): DrawLoader {
  return drawLoaderWith(drawPaths, sources, FRONT_ENDS)
}

/**
 * Reads, parses and expands a routes file (routes.yaml when it ends in `.yaml`/`.yml`, else the
 * routes language) and the files it draws. Never throws for bad input.
 */
export function inspectRoutesFile(file: string, options: LoadOptions = {}): LoadResult {
  return inspectRoutesFileWith(FRONT_ENDS, file, options)
}

/** Like `inspectRoutesFile`, but throws one `RoutesError` carrying all diagnostics on errors. */
export function loadRoutes(file: string, options: LoadOptions = {}): Route[] {
  const result = inspectRoutesFile(file, options)
  if (hasErrors(result.diagnostics)) throw new RoutesError(result.diagnostics, result.sources)
  return result.routes
}
