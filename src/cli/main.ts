/**
 * The command line's process: wires the real process to `run`, which does everything else. The
 * installed executable runs this module bundled, through `launch.ts`; the specs run it as is.
 */
import { createDeps } from './deps.js'
import { run } from './run.js'

// Ctrl-C ends `--watch` through this signal: the loop returns and the process exits normally.
// Only installed when watching, so that Ctrl-C keeps its default effect everywhere else; a
// second Ctrl-C exits at once should a run hang.
const stop = new AbortController()
const argv = process.argv.slice(2)
if (argv.some((arg) => arg === '--watch' || arg === '-w')) {
  process.on('SIGINT', () => (stop.signal.aborted ? process.exit(130) : stop.abort()))
}

run(
  argv,
  {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env,
    isTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    ...(process.stdout.isTTY ? { columns: process.stdout.columns } : {}),
    signal: stop.signal,
  },
  createDeps(),
).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    // `run` catches everything; this guards against a failure to even start it. Still no stack.
    process.stderr.write(`routecraft: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 2
  },
)
