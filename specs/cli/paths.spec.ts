// Every file name the CLI prints or writes is relative to the application's root (the directory
// holding config/, else the routes file's directory), whatever the working directory.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, tempDir } from './helpers.js'

const ROUTES = 'Rails.application.routes.draw do\n  resources :posts\n  draw :admin\n  get "*path", to: "pages#x"\n  get "about", to: "pages#about"\nend\n'
const ADMIN = 'namespace :admin do\n  resources :users\nend\n'

function app(): string {
  const parent = tempDir({ 'blog/config/routes.rb': ROUTES, 'blog/config/routes/admin.rb': ADMIN, 'blog/config/routes.yaml': 'routes:\n  - resources: posts\n' })
  return join(parent, 'blog')
}

test('the route list JSON is the same bytes from the app root, its parent and config/', async () => {
  const root = app()
  const runs = await Promise.all([
    runCli(['--json', 'config/routes.rb'], { cwd: root }),
    runCli(['--json', 'blog/config/routes.rb'], { cwd: join(root, '..') }),
    runCli(['--json', 'routes.rb'], { cwd: join(root, 'config') }),
  ])
  for (const run of runs) assert.is(run.code, 0, run.stderr)
  assert.is(runs[1]!.stdout, runs[0]!.stdout)
  assert.is(runs[2]!.stdout, runs[0]!.stdout)
  const files = new Set((JSON.parse(runs[0]!.stdout) as Array<{ source: { file: string } }>).map((r) => r.source.file))
  assert.equal([...files], ['config/routes.rb', 'config/routes/admin.rb'])
  const yaml = await Promise.all([runCli(['--json', 'config/routes.yaml'], { cwd: root }), runCli(['--json', 'routes.yaml'], { cwd: join(root, 'config') })])
  assert.is(yaml[1]!.stdout, yaml[0]!.stdout)
  assert.match(yaml[0]!.stdout, '"file": "config/routes.yaml"')
})

test('check and check --json name files from the app root, also when run from outside it with ../', async () => {
  const root = app()
  const inside = await runCli(['check', '--no-color', 'config/routes.rb'], { cwd: root })
  const sibling = join(root, '..', 'other')
  mkdirSync(sibling)
  const outside = await runCli(['check', '--no-color', '../blog/config/routes.rb'], { cwd: sibling })
  assert.is(outside.stdout, inside.stdout)
  assert.is(outside.stderr, inside.stderr)
  assert.match(inside.stdout, /^config\/routes\.rb: \d+ routes/)
  assert.match(inside.stderr, 'config/routes.rb:5:3: warning RC4001')
  const json = await runCli(['check', '--json', join(root, 'config/routes.rb')], { cwd: '/' })
  const report = JSON.parse(json.stdout) as { file: string; diagnostics: Array<{ file: string }> }
  assert.is(report.file, 'config/routes.rb')
  assert.equal([...new Set(report.diagnostics.map((d) => d.file))], ['config/routes.rb'])
})

test('compile writes the same table from anywhere', async () => {
  const root = app()
  await runCli(['compile', 'config/routes.rb', '-o', 'a.json'], { cwd: root })
  await runCli(['compile', 'routes.rb', '-o', '../b.json'], { cwd: join(root, 'config') })
  assert.is(readFileSync(join(root, 'b.json'), 'utf8'), readFileSync(join(root, 'a.json'), 'utf8'))
})

test.run()
