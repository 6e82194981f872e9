/**
 * `routecraft ast FILE`: the syntax tree of a routes file (routes language or routes.yaml) as JSON.
 */
import { hasErrors } from '../../diagnostic.js'
import { withoutPositions } from '../../ast/positions.js'
import { lastFlag, type ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { findRoutesFile, readUserFile } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { displayPath, printDiagnostics } from '../report.js'

/** The `ast` command's own options. */
export const AST_OPTIONS = {
  positions: { type: 'boolean' },
  'no-positions': { type: 'boolean' },
} as const

/** Prints the AST (exit 0), with every node's position unless `--no-positions`, or the diagnostics (exit 1 when there are errors). */
export async function astCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  if (args.positionals.length !== 1) throw new UsageError('ast needs exactly one FILE')
  const path = findRoutesFile(args.positionals[0], io.cwd, deps)
  const shown = displayPath(path, io.cwd)
  const source = readUserFile(path, shown, deps)
  // routes.yaml gives the same AST as the routes language; the extension decides, as in load.ts.
  const parse = /\.ya?ml$/i.test(path) ? deps.parseRoutesYaml : deps.parseRoutes
  const { ast, diagnostics } = await parse(source, { file: shown })
  // Diagnostics name the file as we passed it (`shown`), so the source is found under that name.
  printDiagnostics(io, diagnostics, new Map([[shown, source]]), args)
  if (hasErrors(diagnostics)) return ExitCode.invalid
  // Positions are part of the contract (schema/ast.md): kept unless the user asks for a tree to
  // read or diff without them, and then the user is told the tree no longer points into FILE.
  const positions = lastFlag(args.order, 'positions', 'no-positions') ?? true
  if (!positions && args.values.quiet !== true) writeLine(io.stderr, `routecraft: positions dropped (--no-positions): no node points back into ${shown}`)
  writeLine(io.stdout, JSON.stringify(positions ? ast : withoutPositions(ast), null, 2))
  return ExitCode.ok
}
