/**
 * What the language server knows about a routes file: the load (routes, diagnostics, the text of
 * every file it read), the AST of each of those files, and everything `routecraft check`
 * reports. One analysis covers the routes file and the files it draws; the open buffers' text
 * is used in place of what is on disk.
 */
import { dirname, join, resolve, sep } from 'node:path'
import { existsSync } from 'node:fs'
import { checkRoutes } from '../check/index.js'
import { lintRoutes } from '../check/lints/index.js'
import type { ParsedFile } from '../check/lints/context.js'
import type { Diagnostic } from '../diagnostic.js'
import { appSettings } from '../cli/app-config.js'
import { loadOptions } from '../cli/load-options.js'
import { inspectRoutesFileWith, isYamlFile, type LoadOptions, type LoadResult } from '../load-files.js'
import { parseRoutes } from '../syntax/index.js'
import { parseRoutesYaml } from '../yaml/index.js'

/** An analysis of one routes file and what it draws. */
export interface Analysis {
  /** The routes file, absolute. */
  root: string
  /** The directory the file names of routes and diagnostics are relative to. */
  baseDir: string
  load: LoadResult
  /** The AST of each file read, by the name routes and diagnostics give it. */
  files: ParsedFile[]
  /**
   * The load's diagnostics and the lints: what a keystroke is answered with. `complete` adds the
   * shadowing analysis, which takes longer on a large table (see `completeAnalysis`).
   */
  diagnostics: Diagnostic[]
  /** True once `diagnostics` holds everything `routecraft check` reports. */
  complete: boolean
}

/** The application root: the directory holding the file's `config/`, or the file's own directory. */
export function appRoot(file: string): string {
  const at = file.lastIndexOf(`${sep}config${sep}`)
  return at >= 0 ? file.slice(0, at) : dirname(file)
}

/**
 * The routes file an open file belongs to: a file under `config/routes/` is drawn by
 * `config/routes.rb` (or `.yaml`) when that exists; any other routes file is its own root.
 */
export function rootFileOf(file: string): string {
  const marker = `${sep}config${sep}routes${sep}`
  const at = file.lastIndexOf(marker)
  if (at >= 0) {
    for (const extension of ['.rb', '.yaml', '.yml']) {
      const candidate = join(file.slice(0, at), 'config', `routes${extension}`)
      if (existsSync(candidate)) return candidate
    }
  }
  return file
}

const FRONT_ENDS = { yaml: parseRoutesYaml }

/**
 * The options `routecraft check` draws with when given no flags: the app's config/routecraft.yml
 * (env, set, values) and Gemfile.lock included, so that the editor and the command agree. A
 * config file that cannot be read (the command refuses it as a usage error) is left out here.
 */
function checkOptions(root: string, readFile: (file: string) => string): LoadOptions {
  const files = { readFile, exists: existsSync }
  try {
    return { ...loadOptions({}, root, dirname(root), {}, appSettings(root, dirname(root), files)), readFile }
  } catch {
    return { ...loadOptions({}, root, dirname(root)), readFile }
  }
}

/** Analyses a routes file; `readFile` gives the open buffers' text (else the disk's). */
export async function analyse(root: string, readFile: (file: string) => string): Promise<Analysis> {
  const options = checkOptions(root, readFile)
  const baseDir = options.baseDir ?? appRoot(root)
  const load = inspectRoutesFileWith(FRONT_ENDS, root, options)
  const files: ParsedFile[] = [...load.sources].map(([file, text]) => ({
    file,
    ast: (isYamlFile(file) ? parseRoutesYaml : parseRoutes)(text, { file }).ast,
  }))
  const failed = load.diagnostics.some((d) => d.severity === 'error')
  // The lints read the ASTs parsed above (lintLoad would parse every file once more).
  const lints = failed ? [] : lintRoutes({ routes: load.routes, files })
  return { root, baseDir, load, files, diagnostics: [...load.diagnostics, ...lints], complete: failed }
}

/**
 * The analysis with `check`'s shadowing findings (shadowed, partly shadowed and duplicate routes)
 * added, in the order `routecraft check` reports them. Proving which routes shadow which costs
 * about a second on 1,744 routes, so the server publishes the quick part first and this after.
 */
export function completeAnalysis(analysis: Analysis): Analysis {
  if (analysis.complete) return analysis
  const shadowing = checkRoutes(analysis.load.routes, analysis.load.sources)
  const count = analysis.load.diagnostics.length
  return { ...analysis, diagnostics: [...analysis.diagnostics.slice(0, count), ...shadowing, ...analysis.diagnostics.slice(count)], complete: true }
}

/** The absolute path of a file name as an analysis gives it. */
export function absolutePath(analysis: Analysis, file: string): string {
  return resolve(analysis.baseDir, file)
}
