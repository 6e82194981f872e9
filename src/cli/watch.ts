/**
 * `--watch`: run a command, then run it again whenever the routes file or a drawn file changes,
 * until the signal aborts. Errors of a run are printed and watching goes on.
 */
import { dirname, join, resolve, sep } from 'node:path'
import type { DirWatcher, WatchDeps } from './deps.js'
import { type CliIo, ExitCode, FileError, reportFailure, reportInternalError, UsageError, writeLine } from './io.js'
import { appRoot, nameUnder } from '../app-root.js'
import { displayPath } from './report.js'

/** What one run read, and so what to watch for the next. */
export interface RunOutcome {
  code: ExitCode
  /** Files the run read (the routes file, drawn files): a change to any of them triggers a run. */
  files: string[]
  /** `draw` directories: a new or changed `.rb`/`.yaml`/`.yml` file anywhere below them triggers a run too. */
  drawDirs: string[]
}

/** Options of the loop. */
export interface WatchOptions {
  signal: AbortSignal
  /** Quiet period after the last change before running again (editors write a file in several steps). */
  debounceMs?: number
  /** Watched even when a run fails before reading anything (e.g. the routes file was deleted). */
  fallback: Omit<RunOutcome, 'code'>
}

/** One run, with usage/file/internal errors printed instead of ending the loop. */
async function runSafely(runOnce: () => Promise<RunOutcome>, io: CliIo, fallback: WatchOptions['fallback']): Promise<RunOutcome> {
  io.running?.(true)
  try {
    const outcome = await runOnce()
    return { ...outcome, files: [...new Set([...fallback.files, ...outcome.files])] }
  } catch (error) {
    const code = error instanceof UsageError || error instanceof FileError ? reportFailure(io, error) : reportInternalError(io, error)
    return { code, ...fallback }
  } finally {
    io.running?.(false)
  }
}

/** `HH:MM:SS` in local time. */
function clock(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')
}

/**
 * The watched directories and the changes seen in them. Directories are watched rather than
 * files because editors save by writing a new file and renaming it over the old one, which
 * ends a watch on the old file.
 */
class ChangeSet {
  private readonly watchers = new Map<string, DirWatcher>()
  private files = new Set<string>()
  private drawDirs: string[] = []
  private changed: string[] = []
  private wake: (() => void) | undefined

  constructor(private readonly deps: WatchDeps) {}

  /** Watches what `outcome` names: closes watchers no longer needed, starts new ones. */
  update(outcome: RunOutcome): void {
    this.files = new Set(outcome.files.map((f) => resolve(f)))
    this.drawDirs = outcome.drawDirs.map((d) => resolve(d))
    // Files' directories flat; draw directories recursive, as `draw "api/v1"` reads a subdirectory.
    const wanted = new Map<string, [string, boolean]>()
    for (const file of this.files) wanted.set(`flat:${dirname(file)}`, [dirname(file), false])
    for (const dir of this.drawDirs) wanted.set(`deep:${dir}`, [dir, true])
    for (const [key, watcher] of this.watchers) {
      if (wanted.has(key)) continue
      watcher.close()
      this.watchers.delete(key)
    }
    for (const [key, [dir, recursive]] of wanted) {
      if (!this.watchers.has(key)) this.start(key, dir, recursive)
    }
  }

  private start(key: string, dir: string, recursive: boolean): void {
    try {
      this.watchers.set(key, this.deps.watchDir(dir, recursive, (name) => this.onEvent(dir, name)))
    } catch {
      // The directory does not exist (yet): a draw directory may never exist, which is fine.
    }
  }

  private onEvent(dir: string, name: string | null): void {
    const path = name === null ? dir : join(dir, name)
    if (!this.relevant(path, name)) return
    this.changed.push(path)
    this.wake?.()
  }

  /** A watched file, or a routes file (`.rb`, `.yaml`, `.yml`) below a draw directory: a drawn file may appear later. */
  private relevant(path: string, name: string | null): boolean {
    if (name === null || this.files.has(path)) return true
    return /\.(rb|ya?ml)$/.test(path) && this.drawDirs.some((dir) => path.startsWith(dir + sep))
  }

  /** The changed paths once `debounceMs` passed without another change; undefined when aborted. */
  async next(signal: AbortSignal, debounceMs: number): Promise<string[] | undefined> {
    while (this.changed.length === 0) {
      if (signal.aborted) return undefined
      await this.sleepUntilWoken(signal)
    }
    let seen: number
    do {
      seen = this.changed.length
      try {
        await this.deps.sleep(debounceMs, signal)
      } catch {
        return undefined
      }
    } while (this.changed.length !== seen)
    const changed = [...new Set(this.changed)]
    this.changed = []
    return changed
  }

  /** Waits for an event or the abort; the abort listener is removed again, as a long session waits many times. */
  private async sleepUntilWoken(signal: AbortSignal): Promise<void> {
    let onAbort: (() => void) | undefined
    await new Promise<void>((done) => {
      this.wake = done
      onAbort = done
      signal.addEventListener('abort', onAbort, { once: true })
    })
    signal.removeEventListener('abort', onAbort!)
    this.wake = undefined
  }

  close(): void {
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
  }
}

/** Files named as the routes file's diagnostics name them: relative to its application's root (the first file is the routes file). */
function shownFiles(files: readonly string[], watched: readonly string[], cwd: string): string {
  const main = watched[0]
  return files.map((f) => (main === undefined ? displayPath(f, cwd) : nameUnder(appRoot(main), f))).join(', ')
}

/** Runs `runOnce`, then again after every change, until `options.signal` aborts; returns the last run's exit code. */
export async function watchLoop(runOnce: () => Promise<RunOutcome>, io: CliIo, deps: WatchDeps, options: WatchOptions): Promise<ExitCode> {
  const changes = new ChangeSet(deps)
  let last = await runSafely(runOnce, io, options.fallback)
  changes.update(last)
  writeLine(io.stderr, `Watching ${shownFiles(last.files, last.files, io.cwd)} (Ctrl-C to stop)`)
  try {
    for (;;) {
      const changed = await changes.next(options.signal, options.debounceMs ?? 50)
      if (changed === undefined) return last.code
      const shown = shownFiles(changed, last.files, io.cwd)
      // A separator, not a cleared screen: earlier output stays readable in the scrollback.
      writeLine(io.stderr, `--- ${clock(deps.now())} ${shown} changed ---`)
      last = await runSafely(runOnce, io, options.fallback)
      changes.update(last)
    }
  } finally {
    changes.close()
  }
}

/** Whether `--watch` can stop: without a signal (an embedding caller forgot one) it would run forever. */
export function watchSignal(io: CliIo): AbortSignal {
  if (!io.signal) throw new UsageError('--watch needs an interactive process (no stop signal was provided)')
  return io.signal
}
