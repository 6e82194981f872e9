/**
 * The command line's process: wires the real process to `run`, which does everything else. The
 * installed executable runs this module bundled, through `launch.ts`; the specs run it as is.
 */
import { createDeps } from './deps.js'
import { run } from './run.js'

// Ctrl-C ends `--watch` and the explorer's server through this signal: the loop returns and the process exits normally.
// Only installed when watching and between runs, so that Ctrl-C keeps its default effect
// everywhere else, a run included (its synchronous work would leave a handler unheard).
const stop = new AbortController()
const argv = process.argv.slice(2)
const onInterrupt = (): void => (stop.signal.aborted ? process.exit(130) : stop.abort())
const watching = argv.some((arg) => arg === '--watch' || arg === '-w') || (argv[0] === 'explore' && !argv.includes('--static'))
if (watching) process.on('SIGINT', onInterrupt)

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
    running: (busy) => void (watching && (busy ? process.off('SIGINT', onInterrupt) : process.on('SIGINT', onInterrupt))),
  },
  createDeps(),
).then(
  (code) => exitOnceFlushed(code),
  (error: unknown) => {
    // `run` catches everything; this guards against a failure to even start it. Still no stack.
    process.stderr.write(`routecraft: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    exitOnceFlushed(2)
  },
)

/**
 * Leaves as soon as stdout and stderr have taken everything written to them (an empty write calls
 * back after the writes queued before it), without Node's teardown: a last garbage collection and
 * the environment's clean-up took ~4% of a listing's instructions and ~10 ms, for nothing the
 * user sees.
 */
function exitOnceFlushed(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)))
}
