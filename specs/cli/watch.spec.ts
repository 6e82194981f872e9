// `--watch`: the loop with a fake watcher (debounce, which changes count, errors keep it going),
// then once for real on a temp directory with node:fs.watch. Every run stops itself through
// an AbortSignal, and every wait is bounded.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { WatchDeps } from '../../src/cli/deps.js'
import { runCli, tempDir } from './helpers.js'

/** Resolves once `condition()` holds; fails the test after `ms`. */
async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** A watcher driven by the test: `fire(dir, name)` is a change; time is fixed at 09:05:07. */
function fakeWatch() {
  const listeners = new Map<string, { recursive: boolean; onChange: (name: string | null) => void }>()
  const sleeps: number[] = []
  const deps: WatchDeps = {
    watchDir(dir, recursive, onChange) {
      if (!existsSync(dir)) throw new Error(`ENOENT: ${dir}`)
      listeners.set(dir, { recursive, onChange })
      return { close: () => listeners.delete(dir) }
    },
    now: () => new Date(2024, 0, 1, 9, 5, 7),
    async sleep(ms, signal) {
      sleeps.push(ms)
      await new Promise((resolve) => setImmediate(resolve))
      if (signal.aborted) throw new Error('aborted')
    },
  }
  const fire = (dir: string, name: string | null) => listeners.get(dir)?.onChange(name)
  return { deps, listeners, sleeps, fire }
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

const watch = suite('cli: --watch')

watch('check --watch: runs, waits, re-runs once per burst of changes, stops on abort', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\ndraw :admin\n', 'routes/admin.rb': 'resources :users\n' })
  const fake = fakeWatch()
  const stop = new AbortController()
  let stdout = ''
  const running = runCli(['check', '--watch'], { cwd, signal: stop.signal, deps: { watch: fake.deps }, onStdout: (t) => (stdout += t) })
  await until(() => stdout.includes('16 routes'), 'the first run')
  // The routes file's directory flat, the draw directory recursively.
  assert.equal([...fake.listeners].map(([dir, l]) => [dir, l.recursive]), [[cwd, false], [join(cwd, 'routes'), true]])

  writeFileSync(join(cwd, 'routes/admin.rb'), 'resources :users, only: :index\n')
  for (let i = 0; i < 3; i++) fake.fire(join(cwd, 'routes'), 'admin.rb')
  await until(() => count(stdout, /routes\.rb: /g) === 2, 'the second run')
  assert.ok(stdout.endsWith('routes.rb: 9 routes, 0 errors, 0 warnings\n'))
  assert.ok(fake.sleeps.every((ms) => ms === 50))

  // Not a file the routes read: ignored. A new .rb file below the draw directory: a run.
  fake.fire(cwd, 'notes.txt')
  fake.fire(join(cwd, 'routes'), 'README.md')
  fake.fire(join(cwd, 'routes'), 'api/v2.rb')
  await until(() => count(stdout, /routes\.rb: /g) === 3, 'the third run')

  stop.abort()
  const result = await running
  assert.is(result.code, 0)
  assert.is(count(result.stdout, /routes\.rb: /g), 3)
  assert.is(
    result.stderr,
    'Watching routes.rb, routes/admin.rb (Ctrl-C to stop)\n' +
      '--- 09:05:07 routes/admin.rb changed ---\n' +
      '--- 09:05:07 routes/api/v2.rb changed ---\n',
  )
  assert.is(fake.listeners.size, 0, 'watchers closed')
})

watch('config/routecraft.yml is watched too: a changed value draws again', async () => {
  const cwd = tempDir({
    Gemfile: 'source "https://rubygems.org"\n',
    'config/routes.rb': 'Rails.application.routes.draw do\n  resources :photos, only: :index\n  resources :admins, only: :index if Admin.enabled?\nend\n',
    'config/routecraft.yml': 'values:\n  Admin.enabled?: false\n',
  })
  const fake = fakeWatch()
  const stop = new AbortController()
  let stdout = ''
  const running = runCli(['--watch'], { cwd, signal: stop.signal, deps: { watch: fake.deps }, onStdout: (t) => (stdout += t) })
  await until(() => stdout.includes('photos#index'), 'the first run')
  assert.not.ok(stdout.includes('admins#index'))
  writeFileSync(join(cwd, 'config/routecraft.yml'), 'values:\n  Admin.enabled?: true\n')
  fake.fire(join(cwd, 'config'), 'routecraft.yml')
  await until(() => stdout.includes('admins#index'), 'the run after the config changed')
  stop.abort()
  const result = await running
  assert.ok(result.stderr.startsWith('Watching config/routes.rb, config/routecraft.yml, Gemfile (Ctrl-C to stop)\n'), result.stderr)
})

watch('errors do not end the loop; the exit code is the last run\'s', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n' })
  const fake = fakeWatch()
  const stop = new AbortController()
  let stderr = ''
  const running = runCli(['-g', 'photo', '--watch'], { cwd, signal: stop.signal, deps: { watch: fake.deps }, onStderr: (t) => (stderr += t) })
  await until(() => stderr.includes('Watching'), 'the first run')

  writeFileSync(join(cwd, 'routes.rb'), 'member do\nend\n')
  fake.fire(cwd, 'routes.rb')
  await until(() => stderr.includes("can't use member outside resource(s) scope"), 'the invalid run')

  // The file disappears (an editor's rename, a checkout): "cannot read", still watching.
  writeFileSync(join(cwd, 'routes.rb'), '')
  const { rmSync } = await import('node:fs')
  rmSync(join(cwd, 'routes.rb'))
  fake.fire(cwd, null)
  await until(() => stderr.includes('routecraft: cannot read routes.rb'), 'the failed run')

  writeFileSync(join(cwd, 'routes.rb'), 'resources :photos, only: :show\n')
  fake.fire(cwd, 'routes.rb')
  await until(() => count(stderr, /^--- /gm) === 3, 'the good run')
  await new Promise((resolve) => setTimeout(resolve, 20))
  stop.abort()
  const result = await running
  assert.is(result.code, 0)
  assert.ok(result.stdout.endsWith('photo GET  /photos/:id(.:format) photos#show\n'), result.stdout)
})

watch('a long session: many changes, one run each, no listener piling up on the signal', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n' })
  const fake = fakeWatch()
  const stop = new AbortController()
  let stdout = ''
  const warnings: string[] = []
  const onWarning = (w: Error) => warnings.push(w.message)
  process.on('warning', onWarning)
  const running = runCli(['check', '--watch'], { cwd, signal: stop.signal, deps: { watch: fake.deps }, onStdout: (t) => (stdout += t) })
  for (let i = 1; i <= 15; i++) {
    await until(() => count(stdout, /routes\.rb: /g) === i, `run ${i}`)
    fake.fire(cwd, 'routes.rb')
  }
  await until(() => count(stdout, /routes\.rb: /g) === 16, 'the last run')
  stop.abort()
  await running
  await new Promise((resolve) => setImmediate(resolve))
  process.off('warning', onWarning)
  assert.equal(warnings, [])
})

watch('an already aborted signal: one run, then the last code', async () => {
  const cwd = tempDir({ 'routes.rb': 'member do\nend\n' })
  const stop = new AbortController()
  stop.abort()
  const result = await runCli(['check', '--watch'], { cwd, signal: stop.signal, deps: { watch: fakeWatch().deps } })
  assert.is(result.code, 1)
  assert.ok(result.stdout.includes('1 error'))
})

watch('--watch without a stop signal is refused (it could never end)', async () => {
  const cwd = tempDir({ 'routes.rb': '' })
  const result = await runCli(['--watch'], { cwd })
  assert.is(result.code, 2)
  assert.ok(result.stderr.includes('--watch needs'))
})

watch('for real: node:fs.watch on a temp directory sees a drawn file change', async () => {
  const cwd = tempDir({ 'config/routes.rb': 'draw :admin\n', 'config/routes/admin.rb': 'resources :users\n' })
  const stop = new AbortController()
  let stdout = ''
  const running = runCli(['check', '-w'], { cwd, signal: stop.signal, onStdout: (t) => (stdout += t) })
  try {
    await until(() => stdout.includes('8 routes'), 'the first run')
    // fs.watch may start a moment after the call returns: write again if nothing happened within
    // a second (not more often, or the 50 ms debounce would never settle).
    for (let attempt = 0; attempt < 4 && !stdout.includes('1 route,'); attempt++) {
      writeFileSync(join(cwd, 'config/routes/admin.rb'), 'get "x", to: "a#b"\n')
      await until(() => stdout.includes('1 route,'), 'the re-run', 1000).catch(() => undefined)
    }
    assert.ok(stdout.endsWith('config/routes.rb: 1 route, 0 errors, 0 warnings\n'), stdout)
  } finally {
    stop.abort()
  }
  const result = await running
  assert.is(result.code, 0)
  assert.match(result.stderr, /^--- \d\d:\d\d:\d\d config\/routes\/admin\.rb changed ---$/m)
})
watch.run()

const bundle = suite('fast start')

bundle('the parser loads chevrotain from the single-file bundle its package ships', async () => {
  const { chevrotainBundle } = await import('../../src/syntax/chevrotain.js')
  const path = chevrotainBundle()
  assert.ok(path !== undefined && path.endsWith('/chevrotain/lib/chevrotain.mjs') && existsSync(path))
})
bundle.run()
