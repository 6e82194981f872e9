/**
 * In-process harness for the CLI: fake streams, a fake `inspectRoutesFile`, temp directories.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type CliDeps, defaultDeps } from '../../src/cli/deps.js'
import type { CliIo } from '../../src/cli/io.js'
import { run } from '../../src/cli/run.js'
import type { LoadOptions, LoadResult } from '../../src/load.js'

/** What a run printed and returned. */
export interface RunResult {
  code: number
  stdout: string
  stderr: string
}

/** A temporary directory holding the given files (path → content). */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-cli-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

/** Options for one in-process run. */
export interface RunOptions {
  cwd?: string
  env?: Record<string, string | undefined>
  isTTY?: boolean
  columns?: number
  /** Replaces `inspectRoutesFile`; the calls it receives are recorded in `calls`. */
  load?: (file: string, options: LoadOptions) => LoadResult
  calls?: { file: string; options: LoadOptions }[]
  /** Stops `--watch`. */
  signal?: AbortSignal
  /** Replaces other dependencies (readFile, exists, watch...). */
  deps?: Partial<CliDeps>
  /** Called with each chunk written to stderr (to follow a `--watch` run as it happens). */
  onStderr?: (text: string) => void
  onStdout?: (text: string) => void
}

/** Runs the CLI in-process with fake streams. */
export async function runCli(argv: string[], options: RunOptions = {}): Promise<RunResult> {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: {
      write: (text: string) => {
        stdout += text
        options.onStdout?.(text)
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text
        options.onStderr?.(text)
      },
    },
    cwd: options.cwd ?? tempDir(),
    env: options.env ?? {},
    isTTY: options.isTTY ?? false,
    ...(options.columns === undefined ? {} : { columns: options.columns }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  }
  const deps: CliDeps = { ...defaultDeps, ...options.deps }
  const load = options.load
  if (load) {
    deps.inspectRoutesFile = (file, loadOptions) => {
      options.calls?.push({ file, options: loadOptions })
      return load(file, loadOptions)
    }
  }
  const code = await run(argv, io, deps)
  return { code, stdout, stderr }
}
