// `routecraft check` with the table's analyses: findings are warnings (exit 0) unless
// --max-warnings N or --strict says otherwise; --json lists them with their related declarations.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const check = suite('cli: check findings')

const ROUTES = 'resources :photos\nget "photos/search", to: "photos#search"\nget "photos/:id", to: "photos#show"\nresources :users, only: [:index]\nget "users", to: "users#index"\n'

check('shadowed and duplicate routes are warnings with both declarations framed; exit 0', async () => {
  const cwd = tempDir({ 'routes.rb': ROUTES })
  const { code, stdout, stderr } = await runCli(['check', 'routes.rb'], { cwd })
  assert.is(code, 0)
  assert.is(stdout, 'routes.rb: 12 routes, 0 errors, 3 warnings\n')
  assert.match(stderr, /^routes\.rb:2:1: warning RC\d+: GET \/photos\/search\(\.:format\) \(photos#search\) is never reached/)
  assert.ok(stderr.includes('> 2 | get "photos/search", to: "photos#search"'))
  assert.ok(stderr.includes('routes.rb:1:1: note: GET /photos/:id(.:format) (photos#show) is declared here\n> 1 | resources :photos'))
  assert.ok(stderr.includes('hint: move this route above line 1'))
  assert.match(stderr, /routes\.rb:3:1: warning RC\d+: /)
  assert.match(stderr, /routes\.rb:5:1: warning RC\d+: GET \/users\(\.:format\) \(users#index\) repeats the route declared at routes\.rb:4:1/)
})

check('--max-warnings N fails above N; --strict fails on any warning', async () => {
  const cwd = tempDir({ 'routes.rb': ROUTES })
  assert.is((await runCli(['check', 'routes.rb', '--max-warnings', '3'], { cwd })).code, 0)
  assert.is((await runCli(['check', 'routes.rb', '--max-warnings', '2'], { cwd })).code, 1)
  assert.is((await runCli(['check', 'routes.rb', '--strict'], { cwd })).code, 1)
  const clean = tempDir({ 'routes.rb': 'resources :photos\n' })
  assert.is((await runCli(['check', 'routes.rb', '--strict', '--max-warnings', '0'], { cwd: clean })).code, 0)
  const bad = await runCli(['check', 'routes.rb', '--max-warnings', 'many'], { cwd })
  assert.equal([bad.code, bad.stderr.includes("invalid --max-warnings 'many'")], [2, true])
})

check('--json: each finding with its code, severity, hint and related declaration', async () => {
  const cwd = tempDir({ 'config/routes.rb': ROUTES })
  const { code, stdout, stderr } = await runCli(['check', '--json'], { cwd })
  assert.equal([code, stderr], [0, ''])
  const report = JSON.parse(stdout)
  assert.equal([report.warnings, report.diagnostics.map((d: { code: string }) => d.code)], [3, ['RC4001', 'RC4010', 'RC4010']])
  const [shadowed] = report.diagnostics
  assert.equal([shadowed.severity, shadowed.file, shadowed.position.start.line], ['warning', 'config/routes.rb', 2])
  assert.equal(shadowed.related.map((r: { file: string; position: { start: { line: number } } }) => [r.file, r.position.start.line]), [['config/routes.rb', 1]])
})

check.run()
