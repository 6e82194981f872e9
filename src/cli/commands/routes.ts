/**
 * `routecraft [routes] [FILE]`: the route table as `bin/rails routes` (Rails 6.1) prints it.
 */
import { dirname, join, resolve } from 'node:path'
import { hasErrors } from '../../diagnostic.js'
import { formatRoutesExpanded } from '../../format/expanded.js'
import { filterRoutes, rubyRegExp, type RouteFilter } from '../../format/inspector.js'
import { routesToJson } from '../../format/json.js'
import { formatRoutesTable } from '../../format/table.js'
import type { LoadOptions } from '../../load.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { findRoutesFile, readUserFile } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { displayPath, printDiagnostics } from '../report.js'

/** The `routes` command's options. */
export const ROUTES_OPTIONS = {
  grep: { type: 'string', short: 'g' },
  controller: { type: 'string', short: 'c' },
  expanded: { type: 'boolean', short: 'E' },
  json: { type: 'boolean' },
  'api-only': { type: 'boolean' },
  'draw-path': { type: 'string', multiple: true },
  inflector: { type: 'string' },
} as const

const INFLECTORS = ['rails', 'english'] as const

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

/** `inspectRoutesFile` options from the command line; `dirname(FILE)/routes` is searched first. */
function loadOptions(values: ParsedArgs['values'], file: string, cwd: string): LoadOptions {
  const inflector = values.inflector
  if (inflector !== undefined && !INFLECTORS.includes(inflector as (typeof INFLECTORS)[number])) {
    throw new UsageError(`unknown inflector '${String(inflector)}' (expected ${INFLECTORS.join(' or ')})`)
  }
  const extra = (values['draw-path'] as string[] | undefined) ?? []
  const options: LoadOptions = {
    drawPaths: [join(dirname(file), 'routes'), ...extra.map((dir) => resolve(cwd, dir))],
    apiOnly: values['api-only'] === true,
  }
  if (inflector !== undefined) options.inflector = inflector as LoadOptions['inflector']
  return options
}

/** Prints the table (or `--expanded` / `--json`); diagnostics go to stderr, errors exit 1. */
export async function routesCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { values, positionals } = args
  if (positionals.length > 1) throw new UsageError(`expected at most one FILE, got ${positionals.length}`)
  if (values.json && values.expanded) throw new UsageError('--json and --expanded cannot be used together')
  const filter = routeFilter(values)
  const file = findRoutesFile(positionals[0], io.cwd, deps)
  const options = loadOptions(values, file, io.cwd)
  // Read once here so a missing file is "cannot read" (exit 2), never a diagnostic.
  readUserFile(file, displayPath(file, io.cwd), deps)
  const result = await deps.inspectRoutesFile(file, options)
  printDiagnostics(io, result.diagnostics, result.sources, args.color)
  if (hasErrors(result.diagnostics)) return ExitCode.invalid
  if (values.json) writeLine(io.stdout, routesToJson(filterRoutes(result.routes, filter)))
  else if (values.expanded) io.stdout.write(formatRoutesExpanded(result.routes, { ...filter, width: io.columns ?? 80 }))
  else io.stdout.write(formatRoutesTable(result.routes, filter))
  return ExitCode.ok
}
