/**
 * `routecraft schema [ast|routes|route-table|compiled-routes]`: prints one of the JSON Schemas the package ships,
 * for editors and validators that want the file rather than the package path.
 */
import { dirname, join } from 'node:path'
import { schemaFilePath } from '../../schema-files.js'
import { closestWord, type ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { type CliIo, ExitCode, FileError, UsageError, writeLine } from '../io.js'

/** The `schema` command's own options. */
export const SCHEMA_OPTIONS = {
  path: { type: 'boolean' },
} as const

/** Schema names and their files under `schema/`. */
export const SCHEMAS: Record<string, string> = {
  ast: 'ast.schema.json',
  routes: 'routes.schema.json',
  'route-table': 'route-table.schema.json',
  'compiled-routes': 'compiled-routes.schema.json',
}

/** The path of `schema/<file>` in this package, wherever the running module sits (src/, dist/ or the CLI bundle). */
export function schemaPath(file: string): string {
  return join(dirname(schemaFilePath('ast.schema.json')), file)
}

/** The schema the user named; unknown names are usage errors with a suggestion. */
function schemaFile(name: string): string {
  const file = SCHEMAS[name]
  if (file !== undefined && Object.hasOwn(SCHEMAS, name)) return file
  const suggestion = closestWord(name, Object.keys(SCHEMAS))
  const hint = suggestion ? `. Did you mean ${suggestion}?` : ` (expected ${Object.keys(SCHEMAS).join(', ')})`
  throw new UsageError(`unknown schema '${name}'${hint}`)
}

/** Prints the schema (or with `--path` where it is); exit 2 when this build does not ship it. */
export async function schemaCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  if (args.positionals.length > 1) throw new UsageError(`expected at most one schema name, got ${args.positionals.length}`)
  const name = args.positionals[0] ?? 'ast'
  const path = schemaPath(schemaFile(name))
  if (!deps.exists(path)) {
    throw new FileError(`the '${name}' schema (schema/${SCHEMAS[name]}) is not part of this routecraft build yet`)
  }
  if (args.values.path) writeLine(io.stdout, path)
  else writeLine(io.stdout, deps.readFile(path))
  return ExitCode.ok
}
