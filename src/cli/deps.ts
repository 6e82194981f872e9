/**
 * What the commands need from the rest of routecraft, injectable so the specs can run the CLI
 * in-process with fakes. The real stages are imported lazily: `--help` loads neither parser nor expander.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, watch as fsWatch, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { RouteFile } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { LoadOptions, LoadResult } from '../load.js'

/** `parseRoutes` of src/syntax/index.ts. */
export type ParseRoutes = (source: string, options?: { file?: string }) => { ast: RouteFile; diagnostics: Diagnostic[] }

/** A running directory watcher. */
export interface DirWatcher {
  close(): void
}

/** What `--watch` needs: directory watching, the time for the separator line, and a sleep for the debounce. */
export interface WatchDeps {
  /** Calls `onChange` with the changed entry's name (null when the platform does not say). Throws when `dir` cannot be watched. */
  watchDir(dir: string, recursive: boolean, onChange: (filename: string | null) => void): DirWatcher
  now(): Date
  /** Resolves after `ms`, or rejects when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

/** The stages and the file system, as the commands use them. */
export interface CliDeps {
  inspectRoutesFile(file: string, options: LoadOptions): LoadResult | Promise<LoadResult>
  parseRoutes(source: string, options?: { file?: string }): ReturnType<ParseRoutes> | Promise<ReturnType<ParseRoutes>>
  /** `parseRoutesYaml` of src/yaml: the same AST from routes.yaml text. */
  parseRoutesYaml(source: string, options?: { file?: string }): ReturnType<ParseRoutes> | Promise<ReturnType<ParseRoutes>>
  readFile(path: string): string
  exists(path: string): boolean
  /** Writes `text` to `path`, creating the directories above it. */
  writeFile(path: string, text: string): void
  watch: WatchDeps
}

/** Real directory watching through `node:fs.watch`; errors after start (the directory vanished) stop that watcher quietly. */
export const realWatch: WatchDeps = {
  watchDir(dir, recursive, onChange) {
    const watcher = fsWatch(dir, { recursive, persistent: true }, (_event, filename) => onChange(filename ?? null))
    watcher.on('error', () => watcher.close())
    return watcher
  },
  now: () => new Date(),
  sleep: async (ms, signal) => {
    await sleep(ms, undefined, { signal })
  },
}

/** True when a draw directory holds a routes.yaml file at any depth (`draw "api/v1"` may name one). */
function holdsYaml(dir: string): boolean {
  try {
    return readdirSync(dir, { recursive: true }).some((entry) => /\.ya?ml$/i.test(String(entry)))
  } catch {
    return false
  }
}

/** The real implementations. */
export function createDeps(): CliDeps {
  return {
    async inspectRoutesFile(file, loadOptions) {
      const { drawPathsFor, inspectRoutesFileWith, isYamlFile } = await import('../load-files.js')
      // yaml and ajv take ~60 ms to load: only when a routes.yaml file may be read.
      const drawPaths = drawPathsFor(file, loadOptions.drawPaths)
      const yaml = isYamlFile(file) || drawPaths.some(holdsYaml) ? (await import('../yaml/parse.js')).parseRoutesYaml : undefined
      return inspectRoutesFileWith(yaml ? { yaml } : {}, file, loadOptions)
    },
    async parseRoutes(source, parseOptions) {
      const { parseRoutes } = await import('../syntax/index.js')
      // Typed against our own contract, so a drift in the parser's signature fails the typecheck here.
      const parse: ParseRoutes = parseRoutes
      return parse(source, parseOptions)
    },
    async parseRoutesYaml(source, parseOptions) {
      const { parseRoutesYaml } = await import('../yaml/parse.js')
      const parse: ParseRoutes = parseRoutesYaml
      return parse(source, parseOptions)
    },
    readFile: (path) => readFileSync(path, 'utf8'),
    exists: (path) => existsSync(path),
    writeFile: (path, text) => {
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, text)
    },
    watch: realWatch,
  }
}

/** The real implementations. */
export const defaultDeps: CliDeps = createDeps()
