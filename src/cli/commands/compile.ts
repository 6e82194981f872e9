/**
 * `routecraft compile FILE [-o OUT]` and `routecraft vectors FILE`: the compiled route table a
 * runtime in any language can run, and the conformance vectors that prove a port exact.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { type CliIo, ExitCode, FileError, UsageError, writeLine } from '../io.js'
import { DRAW_ONCE, loadRoutesFor } from './lookup.js'

/** The options of `compile`. */
export const COMPILE_OPTIONS = { output: { type: 'string', short: 'o' }, ...DRAW_ONCE } as const

/** The options of `vectors`. */
export const VECTORS_OPTIONS = DRAW_ONCE

function onlyFile(args: ParsedArgs, usage: string): string {
  const [file, ...extra] = args.positionals
  if (file === undefined || extra.length > 0) throw new UsageError(`usage: ${usage}`)
  return file
}

/** `compile FILE`: the table on stdout or in OUT; a warning per route the dialect cannot express. */
export async function compileCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const file = onlyFile(args, 'routecraft compile FILE [-o OUT]')
  const routes = await loadRoutesFor(args, file, io, deps)
  if (!routes) return ExitCode.invalid
  const { compileTable, serializeTable } = await import('../../compile/index.js')
  const table = compileTable(routes)
  for (const route of table.routes) {
    if (route.unsupported) writeLine(io.stderr, `routecraft: warning: route ${route.index} (${route.verbs.join('|') || 'ANY'} ${route.path}) is marked unsupported: ${route.unsupported.reason}`)
  }
  const output = args.values.output
  if (typeof output !== 'string') io.stdout.write(serializeTable(table))
  else {
    try {
      writeFileSync(resolve(io.cwd, output), serializeTable(table))
    } catch (error) {
      throw new FileError(`cannot write ${output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    }
  }
  return ExitCode.ok
}

/** `vectors FILE`: one JSON line per recognition and generation, with the matcher's answers. */
export async function vectorsCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const file = onlyFile(args, 'routecraft vectors FILE')
  const routes = await loadRoutesFor(args, file, io, deps)
  if (!routes) return ExitCode.invalid
  const { deriveVectors } = await import('../../compile/vectors.js')
  io.stdout.write(deriveVectors(routes).map((vector) => `${JSON.stringify(vector)}\n`).join(''))
  return ExitCode.ok
}
