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
  const start = dirname(fileURLToPath(import.meta.url))
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'schema', file)
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) throw new Error(`routecraft: cannot find schema/${file} above ${start}`)
  }
}
