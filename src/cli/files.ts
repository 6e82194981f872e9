/**
 * Finding and reading the routes file the user meant.
 */
import { resolve } from 'node:path'
import type { CliDeps } from './deps.js'
import { FileError, UsageError } from './io.js'

/** Looked for, in this order, when no FILE is given. */
export const DEFAULT_FILES = ['config/routes.rb', 'config/routes.yaml', 'routes.rb', 'routes.yaml']

/** The absolute path of FILE, or of the first default file that exists in `cwd`. */
export function findRoutesFile(file: string | undefined, cwd: string, deps: CliDeps): string {
  if (file !== undefined) return resolve(cwd, file)
  const found = DEFAULT_FILES.map((f) => resolve(cwd, f)).find((f) => deps.exists(f))
  if (!found) throw new UsageError(`no routes file given, and none of ${DEFAULT_FILES.join(', ')} exists here`)
  return found
}

/** Reads a file the user named; failures become `cannot read FILE: ENOENT: ...` (exit 2). */
export function readUserFile(path: string, shown: string, deps: CliDeps): string {
  try {
    return deps.readFile(path)
  } catch (error) {
    throw new FileError(`cannot read ${shown}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Reads the routes file the user named (failures are `cannot read`, exit 2, never a diagnostic)
 * and returns the loader's reader, which hands that text back instead of reading the file again.
 */
export function userFileReader(path: string, shown: string, deps: CliDeps): (file: string) => string {
  const text = readUserFile(path, shown, deps)
  return (file) => (file === path ? text : deps.readFile(file))
}
