/**
 * What `check` adds to a load's own diagnostics: the lints, and with `--unused` the routes whose
 * controller or action the application does not define.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Diagnostic } from '../../diagnostic.js'
import type { LoadResult } from '../../load.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { UsageError } from '../io.js'

/** The options of `check` for its findings. */
export const CHECK_FINDING_OPTIONS = {
  unused: { type: 'boolean' },
  app: { type: 'string' },
} as const

/** The lint warnings of a load, and with `--unused` (application root: `--app DIR`, else two levels above FILE) the unused routes. */
export async function checkFindings(result: LoadResult, values: ParsedArgs['values'], file: string, cwd: string, deps: CliDeps): Promise<Diagnostic[]> {
  const { lintLoad } = await import('../../check/run-lints.js')
  const parse = { rb: (text: string, o: { file: string }) => deps.parseRoutes(text, o), yaml: (text: string, o: { file: string }) => deps.parseRoutesYaml(text, o) }
  if (!values.unused) return lintLoad(result, parse)
  // config/routes.rb lives two directories below the application's root.
  const app = typeof values.app === 'string' ? resolve(cwd, values.app) : dirname(dirname(resolve(cwd, file)))
  if (!existsSync(join(app, 'app/controllers'))) throw new UsageError(`--unused: no app/controllers in ${app} (give the application's root with --app DIR)`)
  return lintLoad(result, parse, app)
}
