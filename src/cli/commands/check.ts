/**
 * `routecraft check [FILE]`: parse and expand, analyse the table (src/check/), report every
 * diagnostic and a one-line summary. For CI and editors: exit 1 when the routes have errors, or
 * more warnings than `--max-warnings N` allows (none under `--strict`); 0 otherwise.
 */
import { resolve } from 'node:path'
import { appRoot } from '../../app-root.js'
import { combineFindings } from '../../check/combine.js'
import { checkRoutes } from '../../check/index.js'
import type { Diagnostic } from '../../diagnostic.js'
import type { LoadResult } from '../../load.js'
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { findRoutesFile, userFileReader } from '../files.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { type AppSettings, appSettings, settingsFiles } from '../app-config.js'
import { DRAW_OPTIONS, loadOptions } from '../load-options.js'
import { displayPath, printDiagnostics, shownPaths, uniqueDiagnostics } from '../report.js'
import { type RunOutcome, watchLoop, watchSignal } from '../watch.js'
import { CHECK_FINDING_OPTIONS, checkFindings } from './check-findings.js'

/** The `check` command's options. */
export const CHECK_OPTIONS = {
  json: { type: 'boolean' },
  'max-warnings': { type: 'string' },
  ...CHECK_FINDING_OPTIONS,
  ...DRAW_OPTIONS,
} as const

/** The counts of a check. `routes` counts the listed routes (internal ones are not shown by Rails either). */
export interface CheckSummary {
  file: string
  routes: number
  errors: number
  warnings: number
}

/** `3 routes`, `1 route`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/** Counts routes, errors and warnings of a load. */
export function summarize(result: LoadResult, shown: string): CheckSummary {
  const diagnostics = uniqueDiagnostics(result.diagnostics)
  const severities = (severity: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === severity).length
  return {
    file: shown,
    routes: result.routes.filter((r) => !r.internal).length,
    errors: severities('error'),
    warnings: severities('warning'),
  }
}

/** `routes.rb: 1744 routes, 0 errors, 1 warning`. */
export function summaryLine(s: CheckSummary): string {
  return `${s.file}: ${count(s.routes, 'route')}, ${count(s.errors, 'error')}, ${count(s.warnings, 'warning')}`
}

/** The `--json` document: the summary and every diagnostic, file names as shown to the user. */
function jsonReport(summary: CheckSummary, diagnostics: readonly Diagnostic[], app: AppSettings): string {
  const shown = uniqueDiagnostics(diagnostics).map((d) => shownPaths(d))
  const config = app.file === undefined ? {} : { config: { file: app.file, env: app.env ?? null, set: Object.fromEntries(app.set), values: app.values } }
  return JSON.stringify({ ...summary, ...config, diagnostics: shown }, null, 2)
}

/** What the app's own files gave the drawing: `config/routecraft.yml: env production, 1 setting, 2 values`. */
function settingsLines(app: AppSettings): string[] {
  const lines: string[] = []
  if (app.file !== undefined) {
    const parts = [app.env === undefined ? '' : `env ${app.env}`, app.set.length ? count(app.set.length, 'setting') : '', app.values.length ? count(app.values.length, 'value') : '']
    lines.push(`${app.file}: ${parts.filter(Boolean).join(', ') || 'nothing set'} (the command line overrides it)`)
    for (const [name, value] of app.set) lines.push(`  set ${name}=${value}`)
    for (const value of app.values) lines.push(`  value ${value}`)
  }
  if (app.lockFile !== undefined) lines.push(`${app.lockFile}: ${count(app.bundled?.size ?? 0, 'gem')} bundled (answers defined? of their namespaces)`)
  return lines
}

/** How many warnings pass: none under `--strict`, `--max-warnings N`, else any number (ESLint's convention). */
function allowedWarnings(values: ParsedArgs['values']): number {
  if (values.strict === true) return 0
  const text = values['max-warnings']
  if (text === undefined) return Infinity
  if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new UsageError(`invalid --max-warnings '${String(text)}' (expected a whole number)`)
  return Number(text)
}

/** Prints diagnostics (stderr) and the summary (stdout), or the JSON report alone; exit 1 on errors. */
export async function checkCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { values, positionals } = args
  if (positionals.length > 1) throw new UsageError(`expected at most one FILE, got ${positionals.length}`)
  const file = findRoutesFile(positionals[0], io.cwd, deps)
  // The app's settings are read again by every run, so that `--watch` follows config/routecraft.yml.
  const settings = () => {
    const app = appSettings(file, io.cwd, deps)
    return { app, options: loadOptions(values, file, io.cwd, io.env, app) }
  }
  const watched = { files: [file, ...settingsFiles(file, deps)], drawDirs: loadOptions(values, file, io.cwd, io.env).drawPaths ?? [] }
  const shown = displayPath(file, io.cwd)
  const allowed = allowedWarnings(values)
  const once = async (): Promise<RunOutcome> => {
    const { app, options } = settings()
    const readFile = userFileReader(file, shown, deps)
    const drawn = await deps.inspectRoutesFile(file, { ...options, readFile })
    const findings = combineFindings(checkRoutes(drawn.routes, drawn.sources), await checkFindings(drawn, values, file, io.cwd, deps))
    const result = { ...drawn, diagnostics: [...drawn.diagnostics, ...findings] }
    const summary = summarize(result, shown)
    if (values.json) {
      writeLine(io.stdout, jsonReport(summary, result.diagnostics, app))
    } else {
      printDiagnostics(io, result.diagnostics, result.sources, args)
      for (const line of settingsLines(app)) writeLine(io.stdout, line)
      writeLine(io.stdout, summaryLine(summary))
    }
    const code = summary.errors > 0 || summary.warnings > allowed ? ExitCode.invalid : ExitCode.ok
    return { code, files: [...watched.files, ...[...result.sources.keys()].map((name) => resolve(appRoot(file), name))], drawDirs: watched.drawDirs }
  }
  if (!values.watch) return (await once()).code
  return watchLoop(once, io, deps.watch, { signal: watchSignal(io), fallback: watched })
}
