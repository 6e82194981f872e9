/**
 * The options that decide how a routes file is drawn, shared by `routes` and `check` so that
 * both draw the same routes.
 */
import { dirname, join, resolve } from 'node:path'
import type { RubyEnvironment } from '../expand/evaluate/environment.js'
import type { LoadOptions } from '../load.js'
import type { ParsedArgs } from './args.js'
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
  watch: { type: 'boolean', short: 'w' },
} as const

const INFLECTORS = ['rails', 'english'] as const

/**
 * `Rails.env` and the `ENV` values conditions read: `--env NAME`, else the `RAILS_ENV` variable,
 * else development (as `bin/rails routes`); `ENV[...]` reads only `--set NAME=VALUE` values, never
 * the process environment, so that a table is the same wherever it is drawn; the application's
 * own expressions are worth what `--value EXPR=RUBY` says.
 */
function environmentOf(values_: ParsedArgs['values'], processEnv: Readonly<Record<string, string | undefined>>): RubyEnvironment | undefined {
  const name = typeof values_.env === 'string' ? values_.env : processEnv.RAILS_ENV
  if (name !== undefined && !/^[a-z_][a-z0-9_]*$/.test(name)) throw new UsageError(`invalid environment name '${name}' for --env (expected a word like production)`)
  const variables: Record<string, string> = {}
  for (const setting of (values_.set as string[] | undefined) ?? []) {
    const equals = setting.indexOf('=')
    if (equals < 1) throw new UsageError(`invalid --set '${setting}' (expected NAME=VALUE)`)
    variables[setting.slice(0, equals)] = setting.slice(equals + 1)
  }
  const values = applicationValues((values_.value as string[] | undefined) ?? [])
  const environment: RubyEnvironment = { variables }
  if (name !== undefined) environment.name = name
  if (values.size > 0) environment.values = values
  return name === undefined && Object.keys(variables).length === 0 && values.size === 0 ? undefined : environment
}

/** `inspectRoutesFile` options from the command line; `dirname(FILE)/routes` is searched first. */
export function loadOptions(values: ParsedArgs['values'], file: string, cwd: string, processEnv: Readonly<Record<string, string | undefined>> = {}): LoadOptions {
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
  const environment = environmentOf(values, processEnv)
  if (environment) options.environment = environment
  const engineModule = values['engine-module']
  if (typeof engineModule === 'string') options.engineModule = checkedModule(engineModule)
  if (inflector !== undefined) options.inflector = inflector as LoadOptions['inflector']
  return options
}

/** `--engine-module NAME`: a module path as `scope module:` takes it (`blog`, `admin/blog`), or '' for none. */
function checkedModule(name: string): string {
  if (name === '' || /^[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*$/.test(name)) return name
  throw new UsageError(`invalid module '${name}' for --engine-module (expected an underscored name like blog, or '' for none)`)
}
