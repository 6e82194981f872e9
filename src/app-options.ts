/**
 * The options `routecraft FILE` draws an application's routes with when given no flags: the
 * application's config/routecraft.yml (`env`, `set`, `values`) and its Gemfile.lock (which
 * answers `defined?` of a bundled gem), so that a program drawing through the API gets the
 * command's table.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { appSettings } from './cli/app-config.js'
import { loadOptions } from './cli/load-options.js'
import type { LoadOptions } from './load.js'

/**
 * `loadRoutes(file, appLoadOptions(file))` draws as `routecraft file` does. Throws an Error
 * naming `config/routecraft.yml:LINE:COL` when that file cannot be read as settings. Spread
 * options after it to override (`{ ...appLoadOptions(file), gems: 'none' }`).
 */
export function appLoadOptions(file: string): LoadOptions {
  const path = resolve(file)
  const files = { readFile: (name: string) => readFileSync(name, 'utf8'), exists: existsSync }
  return loadOptions({}, path, process.cwd(), {}, appSettings(path, process.cwd(), files))
}
