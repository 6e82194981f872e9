/**
 * The options that decide how a routes file is drawn, shared by `routes` and `check` so that
 * both draw the same routes.
 */
import { dirname, join, resolve } from 'node:path'
import type { LoadOptions } from '../load.js'
import type { ParsedArgs } from './args.js'
import { UsageError } from './io.js'

/** The drawing options, in `parseArgs` form. */
export const DRAW_OPTIONS = {
  'api-only': { type: 'boolean' },
  'draw-path': { type: 'string', multiple: true },
  inflector: { type: 'string' },
  strict: { type: 'boolean' },
  watch: { type: 'boolean', short: 'w' },
} as const

const INFLECTORS = ['rails', 'english'] as const

/** `inspectRoutesFile` options from the command line; `dirname(FILE)/routes` is searched first. */
export function loadOptions(values: ParsedArgs['values'], file: string, cwd: string): LoadOptions {
  const inflector = values.inflector
  if (inflector !== undefined && !INFLECTORS.includes(inflector as (typeof INFLECTORS)[number])) {
    throw new UsageError(`unknown inflector '${String(inflector)}' (expected ${INFLECTORS.join(' or ')})`)
  }
  const extra = (values['draw-path'] as string[] | undefined) ?? []
  const options: LoadOptions = {
    drawPaths: [join(dirname(file), 'routes'), ...extra.map((dir) => resolve(cwd, dir))],
    apiOnly: values['api-only'] === true,
  }
  if (values.strict === true) options.strict = true
  if (inflector !== undefined) options.inflector = inflector as LoadOptions['inflector']
  return options
}
