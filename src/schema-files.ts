/**
 * The JSON Schemas the package ships in `schema/`, and its package.json. Modules run from `src/`
 * (tsx) or `dist/` (compiled), at different depths, so the directory is found by walking up from
 * here rather than by a fixed number of `..`. The standalone executable has no package directory:
 * it carries these files as assets (tools/build-sea.mjs), read with `node:sea`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getAsset, isSea } from 'node:sea'
import { fileURLToPath } from 'node:url'

/** True in the standalone executable, whose package files are assets rather than files. */
export const inStandaloneExecutable: boolean = isSea()

/**
 * The text of a file of this package (`package.json`, `schema/routes.schema.json`): from the
 * package directory, or the standalone executable's asset of that name.
 */
export function readPackageFile(relative: string): string {
  if (inStandaloneExecutable) return getAsset(relative, 'utf8')
  return readFileSync(packageFilePath(relative), 'utf8')
}

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
