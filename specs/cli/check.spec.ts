// `routecraft check`: every diagnostic on stderr, a one-line summary on stdout, exit 1 on errors.
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { summaryLine } from '../../src/cli/commands/check.js'
import type { Diagnostic } from '../../src/diagnostic.js'
import type { LoadResult } from '../../src/load.js'
import { runCli, tempDir } from './helpers.js'

const check = suite('cli: check command')

/** A diagnostic at line 2 of `file`. */
function problem(severity: Diagnostic['severity'], file: string, message = 'something'): Diagnostic {
  return {
    code: 'RC2001',
    name: severity === 'error' ? 'ArgumentError' : 'Warning',
    severity,
    message,
    file,
    position: { start: { line: 2, column: 1, offset: 4 }, end: { line: 2, column: 4, offset: 7 } },
  }
}

check('a clean file: the summary on stdout, nothing on stderr, exit 0', async () => {
  const cwd = tempDir({ 'config/routes.rb': 'resources :photos\nroot "photos#index"\n' })
  assert.equal(await runCli(['check'], { cwd }), { code: 0, stdout: 'config/routes.rb: 9 routes, 0 errors, 0 warnings\n', stderr: '' })
})

check('a drawn file counts; draw options are honoured', async () => {
  const cwd = tempDir({ 'routes.rb': 'draw :admin\n', 'routes/admin.rb': 'resources :users\n', 'more/extra.rb': 'get "x", to: "a#b"\n' })
  assert.is((await runCli(['check', 'routes.rb'], { cwd })).stdout, 'routes.rb: 8 routes, 0 errors, 0 warnings\n')
  assert.is((await runCli(['check', 'routes.rb', '--api-only'], { cwd })).stdout, 'routes.rb: 6 routes, 0 errors, 0 warnings\n')
  const elsewhere = tempDir({ 'routes.rb': 'draw :extra\n', 'more/extra.rb': 'get "x", to: "a#b"\n' })
  assert.is((await runCli(['check', 'routes.rb', '--draw-path', 'more'], { cwd: elsewhere })).stdout, 'routes.rb: 1 route, 0 errors, 0 warnings\n')
})

check('--engine-module: the module of an engine\'s routes, \'\' for none; a bad name is a usage error', async () => {
  const cwd = tempDir({ 'routes.rb': 'Blog::Engine.routes.draw do\n  get "x", controller: "/posts", action: "index"\nend\n' })
  assert.is((await runCli(['check', 'routes.rb'], { cwd })).code, 0)
  assert.is((await runCli(['check', 'routes.rb', '--engine-module', 'blog/v2'], { cwd })).code, 0)
  assert.is((await runCli(['check', 'routes.rb', '--engine-module', ''], { cwd })).code, 1)
  const bad = await runCli(['check', 'routes.rb', '--engine-module', 'Blog'], { cwd })
  assert.equal([bad.code, bad.stderr.includes("invalid module 'Blog' for --engine-module")], [2, true])
})

check('errors: code frames on stderr, the summary still on stdout, exit 1', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\nget "foo", to: "a#b", path: "bar"\n' })
  const { code, stdout, stderr } = await runCli(['check', 'routes.rb'], { cwd })
  assert.is(code, 1)
  assert.is(stdout, 'routes.rb: 0 routes, 1 error, 0 warnings\n')
  assert.match(stderr, /^routes\.rb:2:1: error RC\d+: ArgumentError: Ambiguous route definition/)
  assert.ok(stderr.includes('> 2 | get "foo", to: "a#b", path: "bar"'))
})

check('all diagnostics are printed, warnings do not fail', async () => {
  const cwd = tempDir({ 'routes.rb': 'a\nb\nc\n' })
  const file = join(cwd, 'routes.rb')
  const load = (): LoadResult => ({
    routes: [],
    diagnostics: [problem('warning', file, 'first'), problem('warning', file, 'second'), problem('info', file, 'third')],
    sources: new Map([[file, 'a\nb\nc\n']]),
  })
  const { code, stdout, stderr } = await runCli(['check'], { cwd, load })
  assert.is(code, 0)
  assert.is(stdout, 'routes.rb: 0 routes, 0 errors, 2 warnings\n')
  assert.is(stderr.match(/^routes\.rb:2:1: /gm)?.length, 3)
})

check('--json: one document on stdout with the summary and the diagnostics, nothing on stderr', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\nmember do\nend\n' })
  const { code, stdout, stderr } = await runCli(['check', '--json', 'routes.rb'], { cwd, env: { FORCE_COLOR: '1' } })
  assert.is(code, 1)
  assert.is(stderr, '')
  const report = JSON.parse(stdout) as { file: string; routes: number; errors: number; warnings: number; diagnostics: Diagnostic[] }
  assert.equal({ ...report, diagnostics: report.diagnostics.length }, { file: 'routes.rb', routes: 0, errors: 1, warnings: 0, diagnostics: 1 })
  assert.equal(report.diagnostics[0]!.file, 'routes.rb')
  assert.is(report.diagnostics[0]!.message, "can't use member outside resource(s) scope")
  const clean = JSON.parse((await runCli(['check', '--json'], { cwd: tempDir({ 'routes.rb': 'resources :a\n' }) })).stdout) as { diagnostics: unknown[] }
  assert.equal(clean.diagnostics, [])
})

check('colour on a terminal for the diagnostics only; NO_COLOR wins over the terminal', async () => {
  const cwd = tempDir({ 'routes.rb': 'member do\nend\n' })
  const tty = await runCli(['check'], { cwd, isTTY: true })
  assert.ok(tty.stderr.includes('\x1b['))
  assert.is(tty.stdout, 'routes.rb: 0 routes, 1 error, 0 warnings\n')
  assert.not.ok((await runCli(['check'], { cwd, isTTY: true, env: { NO_COLOR: '1' } })).stderr.includes('\x1b['))
  assert.not.ok((await runCli(['check', '--json'], { cwd, isTTY: true })).stdout.includes('\x1b['))
})

check('usage and file errors exit 2', async () => {
  const cwd = tempDir({ 'routes.rb': '' })
  assert.is((await runCli(['check', 'a.rb', 'b.rb'], { cwd })).code, 2)
  assert.match((await runCli(['check', 'missing.rb'], { cwd })).stderr, /^routecraft: cannot read missing\.rb: ENOENT/)
  assert.ok((await runCli(['check', '--jsno'], { cwd })).stderr.includes('Did you mean --json?'))
  assert.ok((await runCli(['check', '--inflector', 'x'], { cwd })).stderr.includes("unknown inflector 'x'"))
})

check('summaryLine counts in the singular and the plural', () => {
  assert.is(summaryLine({ file: 'r.rb', routes: 1, errors: 1, warnings: 1 }), 'r.rb: 1 route, 1 error, 1 warning')
  assert.is(summaryLine({ file: 'r.rb', routes: 1744, errors: 0, warnings: 2 }), 'r.rb: 1744 routes, 0 errors, 2 warnings')
})
check('lints are warnings: printed with their hint, counted, exit 0; none when the file has errors', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :posts, onyl: [:index]\n', 'bad.rb': 'resources :posts, onyl: [:index]\nget "a", to: "b#c", path: "d"\n' })
  const { code, stdout, stderr } = await runCli(['check', 'routes.rb'], { cwd })
  assert.equal([code, stdout], [0, 'routes.rb: 8 routes, 0 errors, 1 warning\n'])
  assert.match(stderr, /^routes\.rb:1:19: warning RC\d+: onyl: is not an option of resources/)
  assert.ok(stderr.includes('did you mean only:?'))
  assert.is((await runCli(['check', 'bad.rb'], { cwd })).stdout, 'bad.rb: 0 routes, 1 error, 0 warnings\n')
})

check.run()
