/**
 * `routecraft [routes] [FILE]`: the route table as `bin/rails routes` (Rails 6.1) prints it.
 */
import { resolve } from 'node:path'
import { appRoot } from '../../app-root.js'
import { hasErrors } from '../../diagnostic.js'
import { formatRoutesExpanded } from '../../format/expanded.js'
import { filterRoutes, rubyRegExp, type RouteFilter } from '../../format/inspector.js'
import { RUBY_VERSIONS, type RubyVersion } from '../../format/ruby-inspect.js'
import { routesToJson } from '../../format/json.js'
import { formatRoutesTable } from '../../format/table.js'
import type { LoadResult } from '../../load.js'
import { lastFlag, type ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { findRoutesFile, userFileReader } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { appSettings, settingsFiles } from '../app-config.js'
import { DRAW_OPTIONS, loadOptions } from '../load-options.js'
import { displayPath, printDiagnostics } from '../report.js'
import { type RunOutcome, watchLoop, watchSignal } from '../watch.js'

/** The `routes` command's options. */
export const ROUTES_OPTIONS = {
  grep: { type: 'string', short: 'g' },
  controller: { type: 'string', short: 'c' },
  method: { type: 'string' },
  name: { type: 'string' },
  expanded: { type: 'boolean', short: 'E' },
  'source-locations': { type: 'boolean' },
  'no-source-locations': { type: 'boolean' },
  ruby: { type: 'string' },
  json: { type: 'boolean' },
  ...DRAW_OPTIONS,
} as const

/** The `-g` / `-c` / `--method` / `--name` filter, checked up front so a bad pattern is a usage error, not a crash. */
function routeFilter(values: ParsedArgs['values']): RouteFilter {
  const filter: RouteFilter = {}
  if (typeof values.method === 'string') {
    if (!/^[a-z]+$/i.test(values.method)) throw new UsageError(`invalid --method '${values.method}' (an HTTP method, like GET)`)
    filter.method = values.method
  }
  for (const key of ['grep', 'controller', 'name'] as const) {
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

/** `--ruby VERSION`: whose `Hash#inspect` prints the constraints (3.3 unless asked). */
function rubyVersion(values: ParsedArgs['values']): RubyVersion {
  const asked = values.ruby
  if (asked === undefined) return '3.3'
  const found = RUBY_VERSIONS.find((version) => version === asked)
  if (!found) throw new UsageError(`unknown --ruby '${String(asked)}' (expected ${RUBY_VERSIONS.join(' or ')})`)
  return found
}

/**
 * The listing in the requested form. `--expanded` lists each route's source location, as Rails 8
 * does in development (`route_source_locations = Rails.env.development?`: not with `--env
 * production`), unless `--no-source-locations` (the last of the two flags wins).
 */
function listing(result: LoadResult, args: ParsedArgs, filter: RouteFilter, io: CliIo, development: boolean): string {
  const { values } = args
  if (values.json) return `${routesToJson(filterRoutes(result.routes, filter))}\n`
  const options = { ...filter, ruby: rubyVersion(values) }
  if (values.expanded) {
    const sourceLocations = lastFlag(args.order, 'source-locations', 'no-source-locations') ?? development
    return formatRoutesExpanded(result.routes, { ...options, width: io.columns ?? 80, sourceLocations })
  }
  return formatRoutesTable(result.routes, options)
}

/** Prints the table (or `--expanded` / `--json`); diagnostics go to stderr, errors exit 1. */
export async function routesCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { values, positionals } = args
  if (positionals.length > 1) throw new UsageError(`expected at most one FILE, got ${positionals.length}`)
  if (values.json && values.expanded) throw new UsageError('--json and --expanded cannot be used together')
  const filter = routeFilter(values)
  const file = findRoutesFile(positionals[0], io.cwd, deps)
  // The app's settings are read again by every run, so that `--watch` follows config/routecraft.yml.
  const settings = () => {
    const app = appSettings(file, io.cwd, deps)
    return { app, options: loadOptions(values, file, io.cwd, io.env, app) }
  }
  const watched = { files: [file, ...settingsFiles(file, deps)], drawDirs: loadOptions(values, file, io.cwd, io.env).drawPaths ?? [] }
  const once = async (): Promise<RunOutcome> => {
    const { options } = settings()
    const readFile = userFileReader(file, displayPath(file, io.cwd), deps)
    const result = await deps.inspectRoutesFile(file, { ...options, readFile })
    // Notes (what Gemfile.lock answered) are for `check`; the listing shows what may be wrong.
    printDiagnostics(io, result.diagnostics.filter((d) => d.severity !== 'info'), result.sources, args)
    const outcome = { files: [...watched.files, ...[...result.sources.keys()].map((name) => resolve(appRoot(file), name))], drawDirs: watched.drawDirs }
    if (hasErrors(result.diagnostics)) return { code: ExitCode.invalid, ...outcome }
    writeLine(io.stdout, listing(result, args, filter, io, (options.environment?.name ?? 'development') === 'development'))
    return { code: ExitCode.ok, ...outcome }
  }
  if (!values.watch) return (await once()).code
  return watchLoop(once, io, deps.watch, { signal: watchSignal(io), fallback: watched })
}
