/**
 * Reading what of a Rails application, beside its routes files, decides its route table: the
 * models and initializers gem macros read, config/application.rb and the Gemfile for the routes
 * Rails' engines append, Gemfile.lock for the versions. Only files of the application's root are
 * read, by names routecraft makes itself (never a path taken from the routes file).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { AppFacts, AppFile } from './expand/gems/app.js'
import { type AppendedRoutes, type FrameworkChoice, frameworkRoutes } from './expand/gems/framework.js'
import { concernPath, modelPath } from './expand/gems/devise-model.js'

/** `--gems`: gem macros drawn as the gems draw them (`auto`), or skipped (`none`). */
export type GemsChoice = 'auto' | 'none'

/** The application a routes file belongs to: the directory above `config/` for `APP/config/routes.rb`. */
export function applicationRoot(routesFile: string): string | null {
  const dir = dirname(resolve(routesFile))
  return basename(dir) === 'config' ? dirname(dir) : null
}

/** Gemfile.lock's resolved versions (the `    name (version)` lines of its specs). */
export function lockedVersions(lock: string): Map<string, string> {
  const versions = new Map<string, string>()
  for (const [, name, version] of lock.matchAll(/^ {4}([A-Za-z0-9_.-]+) \(([^)\s]+)\)$/gm)) {
    if (!versions.has(name!)) versions.set(name!, version!.replace(/-[a-z].*$/, ''))
  }
  return versions
}

/** What the expander is given of the application: the facts gem macros read and the appended engines' routes. */
export interface ApplicationRead {
  app: AppFacts
  appended: AppendedRoutes[]
  /** config/application.rb sets `config.api_only = true`. */
  apiOnly: boolean
}

/**
 * Reads the application around `routesFile` (nothing when it is not `APP/config/routes.rb`).
 * Every file read is recorded in `sources` under the name `nameOf` gives it.
 */
export function readApplication(routesFile: string, framework: FrameworkChoice, sources: Map<string, string>, nameOf: (file: string) => string): ApplicationRead {
  const root = applicationRoot(routesFile)
  const read = (path: string): AppFile | null => {
    if (root === null) return null
    const file = join(root, path)
    if (!existsSync(file) || !statSync(file).isFile()) return null
    const source = readFileSync(file, 'utf8')
    const name = nameOf(file)
    sources.set(name, source)
    return { file: name, source }
  }
  const lock = read('Gemfile.lock')
  const versions = lock ? lockedVersions(lock.source) : undefined
  const app: AppFacts = {}
  if (root !== null) {
    // A class name from the routes file becomes a path only when it is a constant's name.
    app.model = (className) => (/^[A-Z]\w*(?:::[A-Z]\w*)*$/.test(className) ? read(modelPath(className)) : null)
    app.concern = (moduleName) => (/^[A-Z]\w*(?:::[A-Z]\w*)*$/.test(moduleName) ? read(concernPath(moduleName)) : null)
    app.initializer = (name) => read(`config/initializers/${name}.rb`)
    app.modelsKnown = existsSync(join(root, 'app', 'models'))
  }
  if (versions) app.lockedVersions = versions
  const files = { application: read('config/application.rb'), gemfile: read('Gemfile'), ...(versions ? { lockedVersions: versions } : {}) }
  const apiOnly = files.application !== null && /^\s*config\.api_only\s*=\s*true\b/m.test(files.application.source)
  return { app, appended: frameworkRoutes(framework, files), apiOnly }
}
