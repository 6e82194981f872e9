/**
 * `routecraft schema [ast|routes|route-table|compiled-routes]`: prints one of the JSON Schemas the package ships,
 * for editors and validators that want the file rather than the package path.
 */
import { dirname, join, relative, resolve } from 'node:path'
import { inStandaloneExecutable, readPackageFile, schemaFilePath } from '../../schema-files.js'
import { closestWord, type ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { type CliIo, ExitCode, FileError, UsageError, writeLine } from '../io.js'

/** The `schema` command's own options. */
export const SCHEMA_OPTIONS = {
  path: { type: 'boolean' },
  output: { type: 'string', short: 'o' },
} as const

/** Where a routes.yaml modeline is computed for: the project's routes.yaml if there is one. */
const YAML_FILES = ['config/routes.yaml', 'routes.yaml']

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

/**
 * The modeline that points `yamlFile` at the schema written to `schemaFile`: a path relative to
 * the YAML file, as yaml-language-server resolves it.
 */
export function modeline(yamlFile: string, schemaFile: string): string {
  const path = relative(dirname(yamlFile), schemaFile).split('\\').join('/')
  return `# yaml-language-server: $schema=${path.startsWith('.') ? path : `./${path}`}`
}

/**
 * `-o FILE`: a copy of the schema in the project, so editors find it without node_modules (and
 * without this package's version moving under them). For the routes schema, the modeline for the
 * project's routes.yaml (config/routes.yaml unless only ./routes.yaml exists) follows.
 */
function writeCopy(name: string, text: string, output: string, io: CliIo, deps: CliDeps): void {
  const target = resolve(io.cwd, output)
  try {
    deps.writeFile(target, text)
  } catch (error) {
    throw new FileError(`cannot write ${output}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (name !== 'routes') return writeLine(io.stdout, `wrote ${output}`)
  const yaml = YAML_FILES.find((f) => deps.exists(resolve(io.cwd, f))) ?? YAML_FILES[0]!
  writeLine(io.stdout, `wrote ${output}; the first line of ${yaml} to use it:`)
  writeLine(io.stdout, modeline(resolve(io.cwd, yaml), target))
}

/** The schema's file in this package; the standalone executable has none (its schemas are assets). */
function schemaOnDisk(name: string, file: string, deps: CliDeps): string {
  if (inStandaloneExecutable) throw new UsageError('this standalone executable carries its schemas inside it: write one out with -o FILE')
  const path = schemaPath(file)
  if (!deps.exists(path)) throw new FileError(`the '${name}' schema (schema/${file}) is not part of this routecraft build yet`)
  return path
}

/** Prints the schema (or with `--path` where it is, or with `-o` writes a copy); exit 2 when this build does not ship it. */
export async function schemaCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  if (args.positionals.length > 1) throw new UsageError(`expected at most one schema name, got ${args.positionals.length}`)
  const name = args.positionals[0] ?? 'ast'
  const file = schemaFile(name)
  const output = args.values.output
  if (args.values.path && typeof output !== 'string') {
    writeLine(io.stdout, schemaOnDisk(name, file, deps))
    return ExitCode.ok
  }
  const text = inStandaloneExecutable ? readPackageFile(`schema/${file}`) : deps.readFile(schemaOnDisk(name, file, deps))
  if (typeof output === 'string') writeCopy(name, text, output, io, deps)
  else writeLine(io.stdout, text)
  return ExitCode.ok
}
