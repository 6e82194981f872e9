// The real executable: exit codes and the separation of stdout and stderr, through `node --import tsx`.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Ajv } from 'ajv'
import { tempDir } from './helpers.js'

const root = new URL('../..', import.meta.url).pathname
const main = join(root, 'src/cli/main.ts')
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/** Runs `routecraft ARGS` in `cwd` as a child process, without a TTY and with colour unset. */
function spawnCli(args: string[], cwd: string): Promise<Outcome> {
  const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: undefined }
  // tsx is resolved from the repository, whatever the working directory.
  const tsx = join(root, 'node_modules/tsx/dist/esm/index.mjs')
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', tsx, main, ...args], { cwd, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr })
    })
  })
}

const proc = suite('cli: the real process')

proc('exit codes and streams', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n', 'bad.rb': 'resources :photos do\n  get :x,\nend\n' })
  const [versionRun, missing, unknown, ast, bad] = await Promise.all([
    spawnCli(['--version'], cwd),
    spawnCli(['missing.rb'], cwd),
    spawnCli(['--grpe', 'x'], cwd),
    spawnCli(['ast', 'routes.rb'], cwd),
    spawnCli(['ast', 'bad.rb'], cwd),
  ])
  assert.equal(versionRun, { code: 0, stdout: `${version}\n`, stderr: '' })

  assert.is(missing.code, 2)
  assert.is(missing.stdout, '')
  assert.match(missing.stderr, /^routecraft: cannot read missing\.rb: ENOENT/)
  assert.not.match(missing.stderr, /^\s+at /m)

  assert.is(unknown.code, 2)
  assert.ok(unknown.stderr.includes('Did you mean --grep?'))

  assert.is(ast.code, 0)
  assert.is(ast.stderr, '')
  assert.is((JSON.parse(ast.stdout) as { type: string }).type, 'file')

  assert.is(bad.code, 1)
  assert.is(bad.stdout, '')
  assert.match(bad.stderr, /^bad\.rb:3:1: SyntaxError: /)
  assert.not.match(bad.stderr, /\x1b\[/)
})

proc('the example app: the same table as `bin/rails routes`, drawn file included', async () => {
  const run = await spawnCli(['examples/blog/config/routes.rb'], root)
  assert.is(run.stderr, '')
  assert.is(run.code, 0)
  assert.fixture(run.stdout, readFileSync(join(root, 'examples/blog/rails-routes.txt'), 'utf8'))
})

proc('an invalid routes file: Rails\' error with a code frame on stderr, exit 1, nothing on stdout', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\nget "foo", to: "a#b", path: "bar"\n' })
  const run = await spawnCli(['routes.rb'], cwd)
  assert.is(run.code, 1)
  assert.is(run.stdout, '')
  assert.match(run.stderr, /^routes\.rb:2:1: ArgumentError: Ambiguous route definition\. Both :path and the route path were specified as strings\.\n/)
  assert.ok(run.stderr.includes('> 2 | get "foo", to: "a#b", path: "bar"'))
})

proc('--json prints the route list only, valid against schema/route-table.schema.json', async () => {
  const run = await spawnCli(['examples/blog/config/routes.rb', '--json'], root)
  assert.is(run.code, 0)
  const routes = JSON.parse(run.stdout) as unknown[]
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
  const validate = ajv.compile(JSON.parse(readFileSync(join(root, 'schema/route-table.schema.json'), 'utf8')))
  assert.ok(validate(routes), JSON.stringify(validate.errors))
  assert.is(routes.length, 45)
})

proc('the executable starts with a node shebang', () => {
  assert.ok(readFileSync(main, 'utf8').startsWith('#!/usr/bin/env node\n'))
})
proc.run()
