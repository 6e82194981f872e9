/**
 * The options that decide how a routes file is drawn, shared by `routes` and `check` so that
 * both draw the same routes.
 */
import { dirname, join, resolve } from 'node:path'
import { type EvaluationLimits, LIMIT_NAMES, type LimitName } from '../expand/budget.js'
import type { RubyEnvironment } from '../expand/evaluate/environment.js'
import type { LoadOptions } from '../load.js'
import type { ParsedArgs } from './args.js'
import type { AppSettings } from './app-config.js'
import { appRoot } from '../app-root.js'
import { applicationValues } from './app-values.js'
import { UsageError } from './io.js'

/** The drawing options, in `parseArgs` form. */
export const DRAW_OPTIONS = {
  'api-only': { type: 'boolean' },
  'draw-path': { type: 'string', multiple: true },
  inflector: { type: 'string' },
  strict: { type: 'boolean' },
  env: { type: 'string' },
  set: { type: 'string', multiple: true },
  value: { type: 'string', multiple: true },
  'engine-module': { type: 'string' },
  gems: { type: 'string' },
  framework: { type: 'string' },
  max: { type: 'string', multiple: true },
  watch: { type: 'boolean', short: 'w' },
} as const

const INFLECTORS = ['rails', 'english'] as const
const GEMS = ['auto', 'none'] as const
const FRAMEWORKS = ['auto', 'none', 'all'] as const

/** A `--NAME` value that must be one of `choices`. */
function choice<T extends string>(values: ParsedArgs['values'], name: string, choices: readonly T[]): T | undefined {
  const value = values[name]
  if (value === undefined) return undefined
  if (!choices.includes(value as T)) throw new UsageError(`unknown --${name} '${String(value)}' (expected ${choices.join(', ')})`)
  return value as T
}

/**
 * `Rails.env` and the `ENV` values conditions read: `--env NAME`, else the `RAILS_ENV` variable,
 * else the app's config/routecraft.yml, else development (as `bin/rails routes`); `ENV[...]` reads only `--set NAME=VALUE` values, never
 * the process environment, so that a table is the same wherever it is drawn; the application's
 * own expressions are worth what `--value EXPR=RUBY` says.
 */
function environmentOf(values_: ParsedArgs['values'], processEnv: Readonly<Record<string, string | undefined>>, app: AppSettings): RubyEnvironment | undefined {
  const name = typeof values_.env === 'string' ? values_.env : (processEnv.RAILS_ENV ?? app.env)
  if (name !== undefined && !/^[a-z_][a-z0-9_]*$/.test(name)) throw new UsageError(`invalid environment name '${name}' for --env (expected a word like production)`)
  const variables: Record<string, string> = Object.fromEntries(app.set)
  for (const setting of (values_.set as string[] | undefined) ?? []) {
    const equals = setting.indexOf('=')
    if (equals < 1) throw new UsageError(`invalid --set '${setting}' (expected NAME=VALUE)`)
    variables[setting.slice(0, equals)] = setting.slice(equals + 1)
  }
  // The command line's values override the config file's, expression by expression.
  const values = new Map([...applicationValues(app.values, app.file), ...applicationValues((values_.value as string[] | undefined) ?? [])])
  const environment: RubyEnvironment = { variables }
  if (name !== undefined) environment.name = name
  if (values.size > 0) environment.values = values
  if (app.bundled) environment.bundled = app.bundled
  return name === undefined && Object.keys(variables).length === 0 && values.size === 0 && !app.bundled ? undefined : environment
}

/** `inspectRoutesFile` options from the command line; `dirname(FILE)/routes` is searched first. */
export function loadOptions(
  values: ParsedArgs['values'],
  file: string,
  cwd: string,
  processEnv: Readonly<Record<string, string | undefined>> = {},
  app: AppSettings = { set: [], values: [] },
): LoadOptions {
  const inflector = values.inflector
  if (inflector !== undefined && !INFLECTORS.includes(inflector as (typeof INFLECTORS)[number])) {
    throw new UsageError(`unknown inflector '${String(inflector)}' (expected ${INFLECTORS.join(' or ')})`)
  }
  const extra = (values['draw-path'] as string[] | undefined) ?? []
  const options: LoadOptions = {
    drawPaths: [join(dirname(file), 'routes'), ...extra.map((dir) => resolve(cwd, dir))],
    apiOnly: values['api-only'] === true,
    // Names printed relative to the application, not to where the command runs: the same bytes everywhere.
    baseDir: appRoot(file),
  }
  if (values.strict === true) options.strict = true
  const environment = environmentOf(values, processEnv, app)
  if (environment) options.environment = environment
  const engineModule = values['engine-module']
  if (typeof engineModule === 'string') options.engineModule = checkedModule(engineModule)
  if (inflector !== undefined) options.inflector = inflector as LoadOptions['inflector']
  const gems = choice(values, 'gems', GEMS)
  if (gems) options.gems = gems
  const framework = choice(values, 'framework', FRAMEWORKS)
  if (framework) options.framework = framework
  const limits = limitsOf((values.max as string[] | undefined) ?? [])
  if (limits) options.limits = limits
  return options
}

/** `--max NAME=N` (repeatable): the limits on the work of drawing a file, over the defaults. */
function limitsOf(settings: readonly string[]): Partial<EvaluationLimits> | undefined {
  if (settings.length === 0) return undefined
  const limits: Partial<EvaluationLimits> = {}
  for (const setting of settings) {
    const [, name, value] = /^([a-z]+)=(\d+)$/.exec(setting) ?? []
    if (!name || !LIMIT_NAMES.includes(name as LimitName) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
      throw new UsageError(`invalid --max '${setting}' (expected NAME=N, N a positive integer, NAME one of ${LIMIT_NAMES.join(', ')})`)
    }
    limits[name as LimitName] = Number(value)
  }
  return limits
}

/** `--engine-module NAME`: a module path as `scope module:` takes it (`blog`, `admin/blog`), or '' for none. */
function checkedModule(name: string): string {
  if (name === '' || /^[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*$/.test(name)) return name
  throw new UsageError(`invalid module '${name}' for --engine-module (expected an underscored name like blog, or '' for none)`)
}
