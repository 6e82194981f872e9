/**
 * What the commands need from the rest of routecraft, injectable so the specs can run the CLI
 * in-process with fakes. The real stages are imported lazily: `--help` loads neither parser nor expander.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { RouteFile } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { LoadOptions, LoadResult } from '../load.js'

/** `parseRoutes` of src/syntax/index.ts. */
export type ParseRoutes = (source: string, options?: { file?: string }) => { ast: RouteFile; diagnostics: Diagnostic[] }

/** The stages and the file system, as the commands use them. */
export interface CliDeps {
  inspectRoutesFile(file: string, options: LoadOptions): LoadResult | Promise<LoadResult>
  parseRoutes(source: string, options?: { file?: string }): ReturnType<ParseRoutes> | Promise<ReturnType<ParseRoutes>>
  readFile(path: string): string
  exists(path: string): boolean
}

/** The real implementations. */
export const defaultDeps: CliDeps = {
  async inspectRoutesFile(file, options) {
    const { inspectRoutesFile } = await import('../load.js')
    return inspectRoutesFile(file, options)
  },
  async parseRoutes(source, options) {
    const { parseRoutes } = await import('../syntax/index.js')
    // Typed against our own contract, so a drift in the parser's signature fails the typecheck here.
    const parse: ParseRoutes = parseRoutes
    return parse(source, options)
  },
  readFile: (path) => readFileSync(path, 'utf8'),
  exists: (path) => existsSync(path),
}
