/**
 * `routecraft generate FILE NAME [ARG...] [key=value...]`, and what it shares with `recognize`
 * (recognize.ts): the matcher's two questions, asked of a routes file from the command line.
 */
import { hasErrors } from '../../diagnostic.js'
import type { Statement } from '../../ast/types.js'
import { walk } from '../../ast/visit.js'
import { isYamlFile, type LoadResult } from '../../load-files.js'
import type { Route } from '../../route.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { readUserFile } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { appSettings } from '../app-config.js'
import { DRAW_OPTIONS, loadOptions } from '../load-options.js'
import { displayPath, printDiagnostics } from '../report.js'
import { resolve } from 'node:path'
import { nearest } from '../../suggest.js'

const { watch: _watch, ...drawOnce } = DRAW_OPTIONS
/** The drawing options without `--watch`: for commands that answer once. */
export const DRAW_ONCE = drawOnce

/** The options of `recognize` and `generate`. */
export const LOOKUP_OPTIONS = { json: { type: 'boolean' }, ...DRAW_ONCE } as const

/** Loads the routes of FILE (as given), or prints its diagnostics and answers null (exit 1). */
export async function loadRoutesFor(args: ParsedArgs, given: string, io: CliIo, deps: CliDeps): Promise<readonly Route[] | null> {
  return (await loadFor(args, given, io, deps))?.routes ?? null
}

/** Like `loadRoutesFor`, with the text of each file read. */
async function loadFor(args: ParsedArgs, given: string, io: CliIo, deps: CliDeps): Promise<LoadResult | null> {
  const file = resolve(io.cwd, given)
  readUserFile(file, displayPath(file, io.cwd), deps)
  const result = await deps.inspectRoutesFile(file, loadOptions(args.values, file, io.cwd, io.env, appSettings(file, io.cwd, deps)))
  printDiagnostics(io, result.diagnostics, result.sources, args)
  return hasErrors(result.diagnostics) ? null : result
}

/**
 * Where `direct :name` (or `direct: name`) declares the URL helper `name`: its URL is made by
 * Ruby the application runs, so there is no route to generate it from.
 */
async function directDeclaration(name: string, sources: ReadonlyMap<string, string>, deps: CliDeps): Promise<string | undefined> {
  for (const [file, text] of sources) {
    const { ast } = await (isYamlFile(file) ? deps.parseRoutesYaml(text, { file }) : deps.parseRoutes(text, { file }))
    let found: string | undefined
    walk(ast, (node) => {
      const first = node.type === 'direct' ? (node as Statement).arguments[0] : undefined
      if (!found && first && (first.type === 'symbol' || first.type === 'string') && first.value === name) found = `${file}:${node.position.start.line}:${node.position.start.column}`
    })
    if (found) return found
  }
  return undefined
}


/** `ARG` fills the next segment, `key=value` is a named param (`key=` gives an empty string). */
function generateArgs(words: readonly string[]): unknown[] {
  const positional: unknown[] = []
  const named: Record<string, string> = {}
  for (const word of words) {
    const eq = word.indexOf('=')
    if (eq > 0) named[word.slice(0, eq)] = word.slice(eq + 1)
    else positional.push(word)
  }
  return Object.keys(named).length > 0 ? [...positional, named] : positional
}

/** `generate FILE NAME ...`: the path Rails' `NAME_path(...)` gives, or Rails' error (exit 1). */
export async function generateCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const [file, name, ...rest] = args.positionals
  if (file === undefined || name === undefined) throw new UsageError('usage: routecraft generate FILE NAME [ARG...] [key=value...]')
  const loaded = await loadFor(args, file, io, deps)
  if (!loaded) return ExitCode.invalid
  const { routes } = loaded
  const { createMatcher } = await import('../../match/index.js')
  const matcher = createMatcher(routes)
  const helper = name.replace(/_(path|url)$/, '')
  const direct = matcher.has(helper) ? undefined : await directDeclaration(helper, loaded.sources, deps)
  if (direct) {
    writeLine(io.stderr, `routecraft: '${helper}' is a \`direct\` URL helper (${direct}): the application makes its URL by running the helper's block, so it has no route to generate from`)
    return ExitCode.invalid
  }
  if (!matcher.has(helper)) {
    const names = routes.flatMap((r) => (r.name ? [r.name] : []))
    const meant = nearest(helper, names, (w) => Math.max(1, Math.floor(w.length / 3)))
    writeLine(io.stderr, `routecraft: no route named '${helper}' in ${displayPath(file, io.cwd)}${meant ? `; did you mean '${meant}'?` : ''}`)
    return ExitCode.invalid
  }
  try {
    const path = matcher.generate(helper, ...generateArgs(rest))
    writeLine(io.stdout, args.values.json ? JSON.stringify({ name: helper, path }) : path)
    return ExitCode.ok
  } catch (error) {
    // UrlGenerationError: Rails' own message (`No route matches {...}, missing required keys: [:id]`).
    writeLine(io.stderr, error instanceof Error ? error.message : String(error))
    return ExitCode.invalid
  }
}
