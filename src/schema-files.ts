/**
 * The JSON Schemas the package ships in `schema/`. Modules run from `src/` (tsx) or `dist/`
 * (compiled), at different depths, so the directory is found by walking up from here rather
 * than by a fixed number of `..`.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The absolute path of `schema/<file>`; throws when no directory above this module has it. */
export function schemaFilePath(file: string): string {
  return packageFilePath(join('schema', file))
}

/**
 * The absolute path of a file of this package (`package.json`, `schema/ast.schema.json`), found
 * in the nearest directory above this module that has it: the module may run from `src/`,
 * `dist/` or a chunk of the CLI bundle, each at its own depth.
 */
export function packageFilePath(relative: string): string {
  const start = dirname(fileURLToPath(import.meta.url))
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, relative)
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) throw new Error(`routecraft: cannot find ${relative} above ${start}`)
  }
}
