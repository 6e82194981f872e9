#!/usr/bin/env node
/**
 * The `routecraft` executable: wires the real process to `run`, which does everything else.
 */
import { setFlagsFromString } from 'node:v8'

// A listing is over in a few hundred milliseconds, mostly in code that runs only a few thousand
// times: V8's default tier-up budget sends much of it to the optimising compiler, whose work
// never pays back in so short a run (listing 1,744 routes: 18% fewer instructions, 16-23% less
// wall time with this budget). Long runs (10 MB files, --watch) still optimise their hot code,
// a little later (+2% on a 60,000-route file). Set before the rest is loaded, in this process
// only: the library leaves V8 alone.
setFlagsFromString('--interrupt-budget=200000')

const { createDeps } = await import('./deps.js')
const { run } = await import('./run.js')

// Ctrl-C ends `--watch` through this signal: the loop returns and the process exits normally.
// Only installed when watching, so that Ctrl-C keeps its default effect everywhere else; a
// second Ctrl-C exits at once should a run hang.
const stop = new AbortController()
const argv = process.argv.slice(2)
if (argv.some((arg) => arg === '--watch' || arg === '-w')) {
  process.on('SIGINT', () => (stop.signal.aborted ? process.exit(130) : stop.abort()))
}

try {
  const code = await run(
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
  )
  process.exitCode = code
} catch (error) {
  // `run` catches everything; this guards against a failure to even start it. Still no stack.
  process.stderr.write(`routecraft: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 2
}
