/**
 * `routecraft conform --runner CMD FILE`: compiles FILE, asks a port's runner program the
 * vectors' questions (the protocol of schema/compiled-routes.md) and prints how far it agrees.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { ConformReport } from '../../compile/conform.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { DRAW_ONCE, loadRoutesFor } from './lookup.js'

/** The options of `conform`. */
export const CONFORM_OPTIONS = { runner: { type: 'string' }, limit: { type: 'string' }, ...DRAW_ONCE } as const

function limitOf(value: unknown): number {
  if (value === undefined) return 10
  const limit = Number(value)
  if (!Number.isInteger(limit) || limit < 0) throw new UsageError(`invalid --limit '${String(value)}' (expected a whole number)`)
  return limit
}

/** Exit 0 when every answer agrees (refusals of unsupported routes allowed), else 1. */
export async function conformCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const [file, ...extra] = args.positionals
  const runner = args.values.runner
  if (file === undefined || extra.length > 0 || typeof runner !== 'string' || runner.trim() === '') {
    throw new UsageError('usage: routecraft conform --runner "CMD" FILE')
  }
  const limit = limitOf(args.values.limit)
  const routes = await loadRoutesFor(args, file, io, deps)
  if (!routes) return ExitCode.invalid
  const { compileTable, serializeTable } = await import('../../compile/index.js')
  const { deriveVectors } = await import('../../compile/vectors.js')
  const { runConformance } = await import('../../compile/conform.js')
  const table = compileTable(routes)
  const vectors = deriveVectors(routes)
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-conform-'))
  try {
    const tablePath = join(dir, 'routes.json')
    writeFileSync(tablePath, serializeTable(table))
    const report = await runConformance(runner, io.cwd, tablePath, table, vectors, limit)
    printReport(io, report)
    const agreed = report.recognitions.agreed + report.generations.agreed + report.refused
    return report.failure === undefined && agreed === vectors.length ? ExitCode.ok : ExitCode.invalid
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function printReport(io: CliIo, report: ConformReport): void {
  const { recognitions: r, generations: g } = report
  const total = r.total + g.total
  const agreed = r.agreed + g.agreed
  writeLine(io.stdout, `recognitions: ${r.agreed}/${r.total} agree`)
  writeLine(io.stdout, `generations:  ${g.agreed}/${g.total} agree`)
  if (report.refused > 0) writeLine(io.stdout, `refused:      ${report.refused} (answers depending on routes the table marks unsupported)`)
  writeLine(io.stdout, `agreement:    ${agreed}/${total} (${total === 0 ? 100 : ((100 * agreed) / total).toFixed(2)} %)`)
  report.disagreements.forEach(({ vector, answer }, i) => {
    const { expect, ...asked } = vector
    writeLine(io.stdout, `\ndisagreement ${i + 1}: ${JSON.stringify(asked)}\n  expected: ${JSON.stringify(expect)}\n  answered: ${JSON.stringify(answer)}`)
  })
  if (report.failure !== undefined) writeLine(io.stderr, `routecraft: ${report.failure}`)
}
