/**
 * The one place that decides colour and exit codes, and the I/O the commands write to
 * (real process streams in `main.ts`, fakes in the specs).
 */

/** Where output goes and what the environment says; `run` never touches `process` directly. */
export interface CliIo {
  stdout: { write(text: string): unknown }
  stderr: { write(text: string): unknown }
  cwd: string
  env: Record<string, string | undefined>
  /** Whether stdout is a terminal. */
  isTTY: boolean
  /** Whether stderr is a terminal; defaults to `isTTY`. Diagnostics are written there. */
  stderrIsTTY?: boolean
  /** Terminal width, for `--expanded` headers as Rails sizes them; 80 when unknown. */
  columns?: number
  /** Stops `--watch` (main.ts aborts it on SIGINT); without one, watching never ends. */
  signal?: AbortSignal
  /**
   * Told `true` as a `--watch` run starts and `false` when it ends: a run works synchronously, so
   * the process cannot answer a signal during it, and main.ts lets Ctrl-C end the process then.
   */
  running?(busy: boolean): void
}

/** Exit codes, ESLint style: findings are 1, anything that stopped us from looking is 2. */
export const ExitCode = {
  ok: 0,
  /** The routes (or the routes file's syntax) have errors. */
  invalid: 1,
  /** Bad command line, missing or unreadable file, or an internal error. */
  usage: 2,
} as const

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/** A problem with the command line: printed with a pointer to `--help`, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** A file we were asked to read and could not: printed as is, exit 2. */
export class FileError extends Error {
  override name = 'FileError'
}

/**
 * Whether to colour a stream. Precedence: `--color`/`--no-color`, then `NO_COLOR` (non-empty
 * disables, no-color.org), then `FORCE_COLOR` (anything but `0` enables), then a TTY whose
 * `TERM` is not `dumb`.
 */
export function useColor(flag: boolean | undefined, io: CliIo, stream: 'stdout' | 'stderr'): boolean {
  if (flag !== undefined) return flag
  if (io.env.NO_COLOR) return false
  const force = io.env.FORCE_COLOR
  if (force !== undefined) return force !== '0' && force !== 'false'
  const tty = stream === 'stdout' ? io.isTTY : (io.stderrIsTTY ?? io.isTTY)
  return tty && io.env.TERM !== 'dumb'
}

/** Writes a line (adds the newline). */
export function writeLine(stream: { write(text: string): unknown }, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`)
}

/** Prints a usage or file error as `routecraft: message` and returns exit code 2. */
export function reportFailure(io: CliIo, error: UsageError | FileError): ExitCode {
  const help = error instanceof UsageError ? "\nRun 'routecraft --help' for usage." : ''
  writeLine(io.stderr, `routecraft: ${error.message}${help}`)
  return ExitCode.usage
}

/** Prints an unexpected exception without its stack and returns exit code 2. */
export function reportInternalError(io: CliIo, error: unknown): ExitCode {
  const message = error instanceof Error ? error.message : String(error)
  writeLine(
    io.stderr,
    `routecraft: internal error: ${message}\n` +
      'This is a bug in routecraft. Please report it with the command you ran and the routes file.',
  )
  return ExitCode.usage
}
