/**
 * `routecraft convert FILE [--to rb|yaml]`: the same routes in the other front end's text.
 */
import { resolve } from 'node:path'
import { hasErrors } from '../../diagnostic.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { readUserFile } from '../files.js'
import { type CliIo, ExitCode, UsageError } from '../io.js'
import { displayPath, printDiagnostics } from '../report.js'

/** The `convert` command's options. */
export const CONVERT_OPTIONS = { to: { type: 'string' }, schema: { type: 'string' } } as const

/** Prints FILE converted (routes.rb ⇄ routes.yaml); syntax errors go to stderr, exit 1. */
export async function convertCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const [file, ...extra] = args.positionals
  if (file === undefined || extra.length > 0) throw new UsageError('usage: routecraft convert FILE [--to rb|yaml]')
  const to = args.values.to
  if (to !== undefined && to !== 'rb' && to !== 'yaml') throw new UsageError(`unknown format '${String(to)}' for --to (expected rb or yaml)`)
  const path = resolve(io.cwd, file)
  const source = readUserFile(path, displayPath(path, io.cwd), deps)
  const { convertRoutes, formatOf } = await import('../../yaml/convert.js')
  const from = formatOf(path)
  const schema = typeof args.values.schema === 'string' ? { schema: args.values.schema } : {}
  // The schema is written into a comment line: a line break would start YAML of its own.
  if (/[\r\n\u0085\u2028\u2029]/.test(schema.schema ?? '')) throw new UsageError('--schema takes a path or URL on one line')
  const result = convertRoutes(source, { from, to: to ?? (from === 'rb' ? 'yaml' : 'rb'), file: path, ...schema })
  printDiagnostics(io, result.diagnostics, new Map([[path, source]]), args)
  if (hasErrors(result.diagnostics)) return ExitCode.invalid
  io.stdout.write(result.text.endsWith('\n') ? result.text : `${result.text}\n`)
  return ExitCode.ok
}
