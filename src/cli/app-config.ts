/**
 * What an application says about itself for drawing its routes, read from its root (the nearest
 * directory above the routes file with a `config/routecraft.yml`, a `Gemfile.lock` or a
 * `Gemfile`): `config/routecraft.yml` gives the `--env`, `--set` and `--value` an app always
 * needs, so nobody retypes them (the command line overrides it); `Gemfile.lock` says which gems
 * are bundled, which answers `defined?(Sidekiq::Web)`.
 *
 *     # config/routecraft.yml
 *     env: production
 *     set:
 *       ADMIN_HOST: admin.example.com
 *     values:
 *       Docuseal.multitenant?: false
 *       I18n.available_locales: "[:en, :fr]"
 *       defined?(Dradis::Pro): nil
 */
import { dirname, join, relative } from 'node:path'
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml'
import { UsageError } from './io.js'

/** The files the settings come from, and what they say. */
export interface AppSettings {
  /** The config file, relative to the working directory, when there is one. */
  file?: string
  env?: string
  set: Array<[string, string]>
  /** `EXPRESSION=RUBY` settings, as `--value` takes them. */
  values: string[]
  /** Gemfile.lock's gems (name → version), when the app has one. */
  bundled?: Map<string, string>
  /** Gemfile.lock, relative to the working directory, when there is one. */
  lockFile?: string
}

/** What reading the app's files needs. */
export interface AppFiles {
  readFile(path: string): string
  exists(path: string): boolean
}

const CONFIG = join('config', 'routecraft.yml')
const LOCK = 'Gemfile.lock'
/** How far above the routes file the app root may be (`config/routes/admin.rb` is two below). */
const MAX_UP = 4

/** The application's root above `file`: the nearest directory with a config file, a Gemfile.lock or a Gemfile. */
export function appRoot(file: string, files: AppFiles): string | undefined {
  let dir = dirname(file)
  for (let up = 0; up <= MAX_UP; up++) {
    if ([CONFIG, LOCK, 'Gemfile'].some((name) => files.exists(join(dir, name)))) return dir
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
  return undefined
}

/** The settings of the app `file` belongs to; throws `UsageError` for a config file it cannot read. */
export function appSettings(file: string, cwd: string, files: AppFiles): AppSettings {
  const settings: AppSettings = { set: [], values: [] }
  const root = appRoot(file, files)
  if (root === undefined) return settings
  const config = join(root, CONFIG)
  if (files.exists(config)) readConfig(files.readFile(config), relative(cwd, config) || config, settings)
  const lock = join(root, LOCK)
  if (files.exists(lock)) {
    settings.bundled = bundledGems(files.readFile(lock))
    settings.lockFile = relative(cwd, lock) || lock
  }
  return settings
}

/** The files the settings of `file`'s app are read from (`--watch` runs again when one changes). */
export function settingsFiles(file: string, files: AppFiles): string[] {
  const root = appRoot(file, files)
  return root === undefined ? [] : [join(root, CONFIG), join(root, LOCK)].filter((path) => files.exists(path))
}

/** The gems of a Gemfile.lock (`    name (version)` under `specs:`), name → version. */
export function bundledGems(text: string): Map<string, string> {
  const gems = new Map<string, string>()
  for (const line of text.split('\n')) {
    const found = /^ {4}([A-Za-z0-9][\w.-]*) \(([^)]+)\)$/.exec(line)
    if (found && !gems.has(found[1]!)) gems.set(found[1]!, found[2]!.split('-')[0]!)
  }
  return gems
}

const KEYS = ['env', 'set', 'values']

function readConfig(text: string, shown: string, settings: AppSettings): void {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const fail = (node: Node | null | undefined, message: string): never => {
    const at = node?.range ? lines.linePos(node.range[0]) : undefined
    throw new UsageError(`${shown}${at ? `:${at.line}:${at.col}` : ''}: ${message}`)
  }
  if (doc.errors.length > 0) {
    const at = lines.linePos(doc.errors[0]!.pos[0])
    throw new UsageError(`${shown}:${at.line}:${at.col}: ${doc.errors[0]!.message.split('\n')[0]}`)
  }
  if (doc.contents === null) return
  if (!isMap(doc.contents)) fail(doc.contents, `expected a mapping with ${KEYS.join(', ')}`)
  settings.file = shown
  for (const pair of (doc.contents as { items: Array<{ key: Node; value: Node | null }> }).items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : ''
    if (key === 'env') settings.env = scalarText(pair.value, fail, 'env: a name like production')
    else if (key === 'set') for (const [name, node] of entries(pair.value, fail, 'set')) settings.set.push([name, scalarText(node, fail, `set: ${name}: a text value`)])
    else if (key === 'values') for (const [expression, node] of entries(pair.value, fail, 'values')) settings.values.push(`${expression}=${rubyText(node, fail, expression)}`)
    else fail(pair.key, `unknown setting '${key}' (expected ${KEYS.join(', ')})`)
  }
}

type Fail = (node: Node | null | undefined, message: string) => never

function entries(node: Node | null, fail: Fail, key: string): Array<[string, Node | null]> {
  if (node === null) return []
  if (!isMap(node)) return fail(node, `${key}: expected a mapping`)
  return node.items.map((pair) => [isScalar(pair.key) ? String(pair.key.value) : fail(pair.key as Node, `${key}: expected plain keys`), pair.value as Node | null])
}

function scalarText(node: Node | null, fail: Fail, what: string): string {
  if (!isScalar(node) || node.value === null || typeof node.value === 'object') return fail(node, `expected ${what}`)
  return String(node.value)
}

/** A value as Ruby text for `--value`: a YAML string is the Ruby written in it; true, false, null and numbers are themselves. */
function rubyText(node: Node | null, fail: Fail, expression: string): string {
  if (node === null || (isScalar(node) && node.value === null)) return 'nil'
  if (!isScalar(node)) return fail(node, `values: ${expression}: write the value as Ruby text, e.g. "[:en, :fr]"`)
  return typeof node.value === 'string' ? node.value : String(node.value)
}
