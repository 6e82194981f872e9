#!/usr/bin/env node
// Runs every spec with uvu under c8 and ends with one line `N passed, N failed`,
// the form our CI reads (uvu's own summary is not recognised there).
// Usage: npm test [-- PATTERN]   (PATTERN narrows the spec files, as uvu's second argument)
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const c8 = root + 'node_modules/c8/bin/c8.js'
const uvu = root + 'node_modules/uvu/bin.js'
const pattern = process.argv[2]
const args = [c8, process.execPath, '--import', 'tsx', uvu, 'specs', ...(pattern ? [pattern] : []), '--no-color']

// uvu has no timeout: a spec that never ends (a loop that never exits, say) would hang CI instead
// of failing it. Past this limit the run is stopped and counted as failed.
const minutes = Number(process.env.SPECS_TIMEOUT_MINUTES ?? 15)

// Its own process group, so that stopping it stops c8's child too.
const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' }, detached: true })
let output = ''
child.stdout.on('data', (chunk) => {
  output += chunk
  process.stdout.write(chunk)
})
// Being in its own group, it no longer gets the terminal's Ctrl-C: pass such signals on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    process.kill(-child.pid, signal)
    process.exit(1)
  })
}
let timedOut = false
const watchdog = setTimeout(() => {
  timedOut = true
  const last = output.trimEnd().split('\n').slice(-2).join('\n')
  console.log(`\nThe specs did not finish within ${minutes} minutes; stopped. The last output was:\n${last}`)
  process.kill(-child.pid, 'SIGKILL')
}, minutes * 60_000)
child.on('close', (code) => {
  clearTimeout(watchdog)
  if (timedOut) {
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  const count = (label) => Number(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'm').exec(output)?.[1] ?? NaN)
  const total = count('Total')
  const passed = count('Passed')
  const skipped = count('Skipped')
  if (Number.isNaN(total)) {
    // uvu never reached its summary: a spec file failed to load, or the process died.
    console.log('0 passed, 1 failed')
    process.exit(code || 1)
  }
  const failed = total - passed - skipped
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  process.exit(code !== 0 ? code : failed > 0 ? 1 : 0)
})
