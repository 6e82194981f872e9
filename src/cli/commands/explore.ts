/**
 * `routecraft explore [FILE]`: the route explorer in the browser. Serves one page on 127.0.0.1
 * (`--port`, else a free port) that reloads when the routes files change, or with `--static`
 * writes the same page as one self-contained file (`-o FILE`, else stdout).
 */
import { resolve } from 'node:path'
import { appRoot } from '../../app-root.js'
import { combineFindings } from '../../check/combine.js'
import { checkRoutes } from '../../check/index.js'
import { appSettings } from '../app-config.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { findRoutesFile, readUserFile } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { loadOptions } from '../load-options.js'
import { displayPath, shownPaths, uniqueDiagnostics } from '../report.js'
import { type RunOutcome, watchLoop, watchSignal } from '../watch.js'
import { checkFindings } from './check-findings.js'
import { DRAW_ONCE } from './lookup.js'
import type { ExplorerContent } from '../../explore/server.js'

/** The `explore` command's options. */
export const EXPLORE_OPTIONS = {
  port: { type: 'string' },
  static: { type: 'boolean' },
  output: { type: 'string', short: 'o' },
  ...DRAW_ONCE,
} as const

/** `--port P`: a TCP port, or 0 for a free one. */
function portOf(text: unknown): number {
  if (text === undefined) return 0
  if (typeof text !== 'string' || !/^\d{1,5}$/.test(text) || Number(text) > 65535) throw new UsageError(`invalid --port '${String(text)}' (expected a number from 0 to 65535)`)
  return Number(text)
}

/** Draws the routes and everything `check` finds, as the page shows them. */
async function loadContent(file: string, shown: string, args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<{ content: ExplorerContent; files: string[] }> {
  const { explorerLookup, explorerModel } = await import('../../explore/index.js')
  readUserFile(file, shown, deps)
  const drawn = await deps.inspectRoutesFile(file, optionsFor(file, args, io, deps))
  const findings = combineFindings(checkRoutes(drawn.routes, drawn.sources), await checkFindings(drawn, {}, file, io.cwd, deps))
  const diagnostics = uniqueDiagnostics([...drawn.diagnostics, ...findings]).map(shownPaths)
  const model = explorerModel(shown, drawn.routes, diagnostics)
  return { content: { model, lookup: explorerLookup(drawn.routes) }, files: [...drawn.sources.keys()].map((name) => resolve(appRoot(file), name)) }
}

/** The drawing options, as `routes` and `check` take them (the app's config/routecraft.yml included). */
function optionsFor(file: string, args: ParsedArgs, io: CliIo, deps: CliDeps) {
  return loadOptions(args.values, file, io.cwd, io.env, appSettings(file, io.cwd, deps))
}

/** Serves the explorer until Ctrl-C, or writes the static page. */
export async function exploreCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { values, positionals } = args
  if (positionals.length > 1) throw new UsageError(`expected at most one FILE, got ${positionals.length}`)
  const port = portOf(values.port)
  if (values.output !== undefined && !values.static) throw new UsageError('-o/--output writes the static page: add --static')
  const file = findRoutesFile(positionals[0], io.cwd, deps)
  const shown = displayPath(file, io.cwd)
  const { explorerPolicy, explorerScript } = await import('../../explore/assets.js')
  const script = explorerScript()
  if (values.static) {
    const { renderPage, stateFromQuery } = await import('../../explore/index.js')
    const { content } = await loadContent(file, shown, args, io, deps)
    const page = renderPage(content.model, content.lookup, stateFromQuery(new URLSearchParams()), { script, csp: explorerPolicy(script, false) })
    if (typeof values.output === 'string') deps.writeFile(resolve(io.cwd, values.output), page)
    else io.stdout.write(page)
    return ExitCode.ok
  }
  const signal = watchSignal(io)
  const { startExplorerServer } = await import('../../explore/server.js')
  const first = await loadContent(file, shown, args, io, deps)
  const server = await startExplorerServer({ port, content: first.content, script, csp: explorerPolicy(script, true) })
  writeLine(io.stdout, `routecraft explore: ${server.url} (Ctrl-C to stop)`)
  const options = optionsFor(file, args, io, deps)
  let initial: typeof first | undefined = first
  const once = async (): Promise<RunOutcome> => {
    // The first run is the load above; later runs reload and tell open pages.
    const next = initial ?? (await loadContent(file, shown, args, io, deps))
    if (!initial) server.update(next.content)
    initial = undefined
    return { code: ExitCode.ok, files: next.files, drawDirs: options.drawPaths ?? [] }
  }
  try {
    return await watchLoop(once, io, deps.watch, { signal, fallback: { files: [file], drawDirs: options.drawPaths ?? [] } })
  } finally {
    await server.close()
  }
}
