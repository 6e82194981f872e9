// `routecraft ast` with the real parser (src/syntax).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const ast = suite('cli: ast command')

ast('prints the AST as JSON, nothing on stderr, exit 0', async () => {
  const cwd = tempDir({ 'config/routes.rb': 'resources :photos, only: [:index]\n' })
  const { code, stdout, stderr } = await runCli(['ast', 'config/routes.rb'], { cwd })
  assert.is(code, 0)
  assert.is(stderr, '')
  const tree = JSON.parse(stdout) as { type: string; astVersion: string; children: { type: string }[] }
  assert.is(tree.type, 'file')
  assert.is(tree.astVersion, '1.4')
  assert.is(tree.children[0]!.type, 'resources')
  assert.ok(stdout.startsWith('{\n  "type"') && stdout.endsWith('}\n'))
})

ast('syntax errors: diagnostics with a code frame on stderr, exit 1', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos do\n  get :x,\nend\n' })
  const { code, stdout, stderr } = await runCli(['ast', 'routes.rb'], { cwd })
  assert.is(code, 1)
  assert.is(stdout, '')
  assert.match(stderr, /^routes\.rb:3:1: error RC\d+: SyntaxError: /)
  assert.ok(stderr.includes('\n> 3 | end\n    | ^^^\n'))
})

ast('missing file: exit 2', async () => {
  const { code, stderr } = await runCli(['ast', 'missing.rb'])
  assert.is(code, 2)
  assert.match(stderr, /^routecraft: cannot read missing\.rb: ENOENT/)
})
ast('--positions is the default; --no-positions drops every position, says so on stderr, and the .rb and .yaml trees are then equal', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos, only: [:index] do\n  get "x", to: "a#b"\nend\n', 'routes.yaml': 'routes:\n  - resources: photos\n    only: [index]\n    routes:\n      - get: x\n        to: a#b\n' })
  const kept = await runCli(['ast', 'routes.rb', '--positions'], { cwd })
  assert.equal(kept, await runCli(['ast', 'routes.rb'], { cwd }))
  assert.is((kept.stdout.match(/"position"/g) ?? []).length, 12)
  const [rb, yaml] = await Promise.all([runCli(['ast', 'routes.rb', '--no-positions'], { cwd }), runCli(['ast', 'routes.yaml', '--no-positions'], { cwd })])
  assert.is(rb.code, 0)
  assert.not.match(rb.stdout, /"position"|"line"|"offset"/)
  assert.is(rb.stderr, 'routecraft: positions dropped (--no-positions): no node points back into routes.rb\n')
  assert.equal(JSON.parse(rb.stdout), JSON.parse(yaml.stdout))
  assert.is((await runCli(['ast', 'routes.rb', '--no-positions', '--positions'], { cwd })).stdout, kept.stdout)
  assert.is((await runCli(['ast', 'routes.rb', '--no-positions', '-q'], { cwd })).stderr, '')
})

ast.run()

const yaml = suite('cli: ast command on routes.yaml')

yaml('a .yaml file gives the same AST as its routes-language twin (positions aside)', async () => {
  const dir = new URL('../golden/a-resources-default/', import.meta.url).pathname
  const strip = (text: string) => JSON.stringify(JSON.parse(text, (key, value: unknown) => (key === 'position' ? undefined : value)))
  const [rb, yml] = await Promise.all([runCli(['ast', 'routes.rb'], { cwd: dir }), runCli(['ast', 'routes.yaml'], { cwd: dir })])
  assert.is(yml.code, 0)
  assert.is(yml.stderr, '')
  assert.is(strip(yml.stdout), strip(rb.stdout))
})

yaml('YAML errors: positioned diagnostics, exit 1', async () => {
  const cwd = tempDir({ 'routes.yaml': '- resources: [photos\n' })
  const { code, stdout, stderr } = await runCli(['ast', 'routes.yaml'], { cwd })
  assert.is(code, 1)
  assert.is(stdout, '')
  assert.match(stderr, /^routes\.yaml:\d+:\d+: /)
})
yaml.run()
