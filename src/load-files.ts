/**
 * Reading routes files from disk: the routes file, the files it draws (confined to the draw
 * directories), parsed by the front ends the caller passes in, then expanded.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { RouteFile } from './ast/types.js'
import { type Diagnostic, hasErrors } from './diagnostic.js'
import { expand } from './expand/index.js'
import type { EvaluationLimits } from './expand/budget.js'
import type { RubyEnvironment } from './expand/evaluate/environment.js'
import type { DrawLoader } from './expand/options.js'
import { type InflectorName, inflectorFor } from './inflect/index.js'
import type { Route } from './route.js'
import { parseRoutes } from './syntax/index.js'
import type { FrameworkChoice } from './expand/gems/framework.js'
import { type GemsChoice, readApplication } from './load-app.js'

export interface LoadOptions {
  /** Directories searched by `draw`, in order; `dirname(file)/routes` is always searched first. */
  drawPaths?: string[]
  /** Draws no `new`/`edit` routes, as Rails' API-only applications. */
  apiOnly?: boolean
  /** `rails` (the default) or `english` (the pluralize package). */
  inflector?: InflectorName
  /**
   * The directory that file names in routes, diagnostics and messages are written relative to
   * (default: the routes file's directory), so that what is printed is the same on every machine.
   */
  baseDir?: string
  /** Refuses Ruby routecraft does not evaluate, as errors, instead of skipping it with warnings. */
  strict?: boolean
  /** What conditions read: `Rails.env` (development by default) and `ENV` values. */
  environment?: RubyEnvironment
  /**
   * The module an engine's routes (`X::…::Engine.routes.draw do`) are drawn in: by default
   * `underscore(X)`, as an engine that calls `isolate_namespace X`; '' for a non-isolated engine.
   */
  engineModule?: string
  /**
   * Reads a file the load needs, by absolute path (default: from disk). An editor passes the text
   * of its unsaved buffers this way; a file it does not know it reads from disk.
   */
  readFile?: (file: string) => string
  /**
   * Gem macros (`devise_for`, `use_doorkeeper`): `auto` (default) draws them as the gems do, reading
   * the application's models and initializers; `none` skips them with a warning.
   */
  gems?: GemsChoice
  /**
   * The routes Rails' engines append (Active Storage, Action Mailbox, turbo-rails): `auto`
   * (default) those the application of an `APP/config/routes.rb` loads, `none`, or `all`.
   */
  framework?: FrameworkChoice
  /** The limits on the work of expanding the file and the files it draws (`DEFAULT_LIMITS` by default). */
  limits?: Partial<EvaluationLimits>
}

/** Everything found while loading: the routes (empty when there are errors) and all diagnostics. */
export interface LoadResult {
  routes: Route[]
  diagnostics: Diagnostic[]
  /** Source text of every file read (the routes file and drawn files), for code frames, by the name diagnostics give it. */
  sources: Map<string, string>
}

/** Thrown by `loadRoutes`: carries every diagnostic of the failed load. */
export class RoutesError extends Error {
  constructor(
    readonly diagnostics: Diagnostic[],
    readonly sources: Map<string, string>,
  ) {
    super(diagnostics.map((d) => `${d.file}:${d.position.start.line}:${d.position.start.column}: ${d.name}: ${d.message}`).join('\n'))
    this.name = 'RoutesError'
  }
}

/** The draw directories for a routes file: Rails' `config/routes` beside it, then the extra ones (each once). */
export function drawPathsFor(file: string, extra: readonly string[] = []): string[] {
  return [...new Set([join(dirname(file), 'routes'), ...extra])]
}

/**
 * The extensions `draw :name` tries, in order, in each draw directory: the routes language first
 * (Rails' own `<name>.rb`), then routes.yaml's `.yaml` and `.yml`.
 */
export const DRAW_EXTENSIONS: readonly string[] = ['.rb', '.yaml', '.yml']

/** A front end: source text → AST and diagnostics. */
export type ParseFile = (source: string, options: { file: string; strict?: boolean }) => { ast: RouteFile; diagnostics: Diagnostic[] }

/**
 * The routes.yaml front end, when the caller has it. Kept out of this module so that a program
 * that reads only routes.rb files (the CLI, most of the time) never loads yaml and ajv.
 */
export interface FrontEnds {
  yaml?: ParseFile
}

/** True for routes.yaml files. */
export function isYamlFile(file: string): boolean {
  return /\.ya?ml$/i.test(file)
}

/** Parses a routes file's text: routes.yaml for `.yaml`/`.yml` files, else the routes language. */
function parseFile(source: string, file: string, frontEnds: FrontEnds, strict = false): { ast: RouteFile; diagnostics: Diagnostic[] } {
  if (!isYamlFile(file)) return parseRoutes(source, { file, strict })
  if (!frontEnds.yaml) throw new Error(`routecraft: no routes.yaml front end was given to read ${file}`)
  return frontEnds.yaml(source, { file })
}

/**
 * A `draw` loader over real directories: the first directory holding `<name>.rb`, `<name>.yaml`
 * or `<name>.yml` wins, and within a directory the first of those in `DRAW_EXTENSIONS` order.
 * Names that climb out of their directory (`..`, absolute paths, NUL bytes) find nothing.
 */
export function fileDrawLoader(
  drawPaths: readonly string[],
  sources: Map<string, string>,
  frontEnds: FrontEnds = {},
  nameOf: (file: string) => string = (file) => file,
  strict = false,
  readFile: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): DrawLoader {
  const extensions = frontEnds.yaml ? DRAW_EXTENSIONS : DRAW_EXTENSIONS.filter((e) => !isYamlFile(e))
  // A file drawn again (from a loop, a method or another drawn file) is read and parsed once.
  const parsed = new Map<string, ReturnType<DrawLoader>>()
  return (name) => {
    if (!parsed.has(name)) parsed.set(name, load(name))
    return parsed.get(name)!
  }

  function load(name: string): ReturnType<DrawLoader> {
    if (name.includes('\0') || isAbsolute(name)) return null
    for (const dir of drawPaths) {
      for (const extension of extensions) {
        const file = join(dir, `${name}${extension}`)
        if (!inside(dir, file) || !existsSync(file) || !statSync(file).isFile()) continue
        const source = readFile(file)
        const shown = nameOf(file)
        sources.set(shown, source)
        return { ...parseFile(source, shown, frontEnds, strict), file: shown }
      }
    }
    return null
  }
}

/** File names relative to `baseDir`, with `/` between parts on every system. */
function relativeNames(baseDir: string): (file: string) => string {
  return (file) => relative(baseDir, resolve(file)).split(sep).join('/') || '.'
}

function inside(dir: string, file: string): boolean {
  const rel = relative(resolve(dir), resolve(file))
  if (rel.startsWith('..') || isAbsolute(rel)) return false
  if (!existsSync(file)) return true
  const realRel = relative(realpathSync(dir), realpathSync(file))
  return !realRel.startsWith('..') && !isAbsolute(realRel)
}

/**
 * Reads, parses and expands a routes file (routes.yaml when it ends in `.yaml`/`.yml`, else the
 * routes language) and the files it draws, with the given front ends. Never throws for bad input.
 */
export function inspectRoutesFileWith(frontEnds: FrontEnds, file: string, options: LoadOptions = {}): LoadResult {
  const nameOf = relativeNames(options.baseDir ?? dirname(resolve(file)))
  const sources = new Map<string, string>()
  const read = options.readFile ?? ((path: string) => readFileSync(path, 'utf8'))
  const source = read(file)
  const name = nameOf(file)
  sources.set(name, source)
  const strict = options.strict ?? false
  const parsed = parseFile(source, name, frontEnds, strict)
  if (hasErrors(parsed.diagnostics)) return { routes: [], diagnostics: parsed.diagnostics, sources }
  const drawPaths = drawPathsFor(file, options.drawPaths)
  const application = readApplication(file, options.framework ?? 'auto', sources, nameOf)
  const expansion = expand(parsed.ast, {
    file: name,
    apiOnly: options.apiOnly === true || application.apiOnly,
    inflector: inflectorFor(options.inflector ?? 'rails'),
    drawPaths: drawPaths.map(nameOf),
    loadDrawFile: fileDrawLoader(drawPaths, sources, frontEnds, nameOf, strict, read),
    strict,
    ...(options.environment ? { environment: options.environment } : {}),
    ...(options.engineModule !== undefined ? { engineModule: options.engineModule } : {}),
    gemMacros: options.gems !== 'none',
    app: application.app,
    appended: application.appended,
    ...(options.limits ? { limits: options.limits } : {}),
  })
  return { routes: expansion.routes, diagnostics: [...parsed.diagnostics, ...expansion.diagnostics], sources }
}
