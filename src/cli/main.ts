#!/usr/bin/env node
/**
 * The `routecraft` executable: wires the real process to `run`, which does everything else.
 */
import { run } from './run.js'

try {
  process.exitCode = await run(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env,
    isTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    ...(process.stdout.isTTY ? { columns: process.stdout.columns } : {}),
  })
} catch (error) {
  // `run` catches everything; this guards against a failure to even start it. Still no stack.
  process.stderr.write(`routecraft: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 2
}
