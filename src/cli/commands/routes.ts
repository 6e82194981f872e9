/**
 * `routecraft [routes] [FILE]`: the route table as `bin/rails routes` (Rails 6.1) prints it.
 */
import { hasErrors } from '../../diagnostic.js'
import { formatRoutesExpanded } from '../../format/expanded.js'
import { filterRoutes, rubyRegExp, type RouteFilter } from '../../format/inspector.js'
import { routesToJson } from '../../format/json.js'
import { formatRoutesTable } from '../../format/table.js'
import type { LoadResult } from '../../load.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { findRoutesFile, readUserFile } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { DRAW_OPTIONS, loadOptions } from '../load-options.js'
import { displayPath, printDiagnostics } from '../report.js'
import { type RunOutcome, watchLoop, watchSignal } from '../watch.js'

/** The `routes` command's options. */
export const ROUTES_OPTIONS = {
  grep: { type: 'string', short: 'g' },
  controller: { type: 'string', short: 'c' },
  expanded: { type: 'boolean', short: 'E' },
  json: { type: 'boolean' },
  ...DRAW_OPTIONS,
} as const

/** The `-g` / `-c` filter, checked up front so a bad pattern is a usage error, not a crash. */
function routeFilter(values: ParsedArgs['values']): RouteFilter {
  const filter: RouteFilter = {}
  for (const key of ['grep', 'controller'] as const) {
    const value = values[key]
    if (typeof value !== 'string') continue
    try {
      rubyRegExp(value)
    } catch (error) {
      throw new UsageError(`invalid --${key} pattern: ${error instanceof Error ? error.message : String(error)}`)
    }
    filter[key] = value
  }
  return filter
}

/** The listing in the requested form. */
function listing(result: LoadResult, values: ParsedArgs['values'], filter: RouteFilter, io: CliIo): string {
  if (values.json) return `${routesToJson(filterRoutes(result.routes, filter))}\n`
  if (values.expanded) return formatRoutesExpanded(result.routes, { ...filter, width: io.columns ?? 80 })
  return formatRoutesTable(result.routes, filter)
}

/** Prints the table (or `--expanded` / `--json`); diagnostics go to stderr, errors exit 1. */
export async function routesCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { values, positionals } = args
  if (positionals.length > 1) throw new UsageError(`expected at most one FILE, got ${positionals.length}`)
  if (values.json && values.expanded) throw new UsageError('--json and --expanded cannot be used together')
  const filter = routeFilter(values)
  const file = findRoutesFile(positionals[0], io.cwd, deps)
  const options = loadOptions(values, file, io.cwd, io.env)
  const once = async (): Promise<RunOutcome> => {
    // Read once here so a missing file is "cannot read" (exit 2), never a diagnostic.
    readUserFile(file, displayPath(file, io.cwd), deps)
    const result = await deps.inspectRoutesFile(file, options)
    printDiagnostics(io, result.diagnostics, result.sources, args.color)
    const outcome = { files: [...result.sources.keys()], drawDirs: options.drawPaths ?? [] }
    if (hasErrors(result.diagnostics)) return { code: ExitCode.invalid, ...outcome }
    writeLine(io.stdout, listing(result, values, filter, io))
    return { code: ExitCode.ok, ...outcome }
  }
  if (!values.watch) return (await once()).code
  return watchLoop(once, io, deps.watch, { signal: watchSignal(io), fallback: { files: [file], drawDirs: options.drawPaths ?? [] } })
}
