// The real executable: exit codes and the separation of stdout and stderr, through `node --import tsx`.
import { execFile, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
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

// tsx is resolved from the repository, whatever the working directory.
const tsx = join(root, 'node_modules/tsx/dist/esm/index.mjs')

/** Runs `routecraft ARGS` in `cwd` as a child process, without a TTY and with colour unset (or as `env` says). */
function spawnCli(args: string[], cwd: string, extraEnv: Record<string, string> = {}): Promise<Outcome> {
  const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: undefined, ...extraEnv }
  return new Promise((resolve) => {
    // Generous: ten of these start at once through tsx, on a shared host. A run killed for taking
    // longer reads as such, not as exit code 0 (a killed child has no code).
    execFile(process.execPath, ['--import', tsx, main, ...args], { cwd, env, timeout: 60000 }, (error, stdout, stderr) => {
      if (error?.killed) resolve({ code: -1, stdout, stderr: `${stderr}(killed after 60 s)` })
      else resolve({ code: error ? Number(error.code) : 0, stdout, stderr })
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
  assert.match(bad.stderr, /^bad\.rb:3:1: error RC\d+: SyntaxError: /)
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
  assert.match(run.stderr, /^routes\.rb:2:1: error RC\d+: ArgumentError: Ambiguous route definition\. Both :path and the route path were specified as strings\.\n/)
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

proc('every command and its exit codes, stdout and stderr kept apart', async () => {
  const cwd = tempDir({
    'config/routes.rb': 'resources :photos\ndraw :admin\n',
    'config/routes/admin.rb': 'resources :users, only: :index\n',
    'bad.rb': 'resources :photos\nmember do\nend\n',
  })
  const runs = await Promise.all([
    spawnCli(['check'], cwd),
    spawnCli(['check', 'bad.rb'], cwd),
    spawnCli(['check', 'bad.rb', '--json'], cwd),
    spawnCli(['-c', 'UsersController'], cwd),
    spawnCli(['routes', '-g', 'new|edit', '-E'], cwd),
    spawnCli(['schema', 'route-table'], cwd),
    spawnCli(['chek'], cwd),
    spawnCli(['help', 'check'], cwd),
    spawnCli(['check', '--api-only', '--inflector', 'english'], cwd),
    spawnCli(['bad.rb', '--color'], cwd),
  ])
  const [ok, bad, badJson, controller, grep, schema, typo, help, apiOnly, coloured] = runs
  assert.equal(ok, { code: 0, stdout: 'config/routes.rb: 9 routes, 0 errors, 0 warnings\n', stderr: '' })
  assert.is(bad.code, 1)
  assert.is(bad.stdout, 'bad.rb: 0 routes, 1 error, 0 warnings\n')
  assert.match(bad.stderr, /^bad\.rb:2:1: error RC2002: ArgumentError: can't use member outside resource\(s\) scope\n/)
  assert.is(badJson.code, 1)
  assert.is(badJson.stderr, '')
  assert.is((JSON.parse(badJson.stdout) as { errors: number }).errors, 1)
  assert.is(controller.code, 0)
  assert.ok(controller.stdout.includes('users GET  /users(.:format) users#index'))
  assert.not.ok(controller.stdout.includes('photos#'))
  assert.is(grep.code, 0)
  assert.ok(grep.stdout.startsWith('--[ Route 1 ]' + '-'.repeat(67) + '\nPrefix            | new_photo\n'))
  assert.is(schema.code, 0)
  assert.is((JSON.parse(schema.stdout) as { $schema: string }).$schema.includes('json-schema.org'), true)
  assert.equal(typo, { code: 2, stdout: '', stderr: "routecraft: unknown command 'chek'. Did you mean check?\nRun 'routecraft --help' for usage.\n" })
  assert.is(help.code, 0)
  assert.ok(help.stdout.startsWith('Usage\n  routecraft check [FILE] [options]'))
  assert.is(apiOnly.stdout, 'config/routes.rb: 7 routes, 0 errors, 0 warnings\n')
  assert.is(coloured.code, 1)
  assert.ok(coloured.stderr.includes('\x1b['))
  for (const run of runs) assert.not.match(run.stderr, /^\s+at /m)
})

proc('colour: FORCE_COLOR and NO_COLOR reach the process; --json is never coloured', async () => {
  const cwd = tempDir({ 'bad.rb': 'member do\nend\n' })
  const [forced, disabled, json] = await Promise.all([
    spawnCli(['check', 'bad.rb'], cwd, { FORCE_COLOR: '1' }),
    spawnCli(['check', 'bad.rb'], cwd, { NO_COLOR: '1', FORCE_COLOR: '1' }),
    spawnCli(['check', 'bad.rb', '--json', '--color'], cwd),
  ])
  assert.ok(forced.stderr.includes('\x1b['))
  assert.not.ok(disabled.stderr.includes('\x1b['))
  assert.not.ok(json.stdout.includes('\x1b['))
  assert.is(json.stderr, '')
})

/** `routecraft check --watch` in `cwd` as a child process: its output so far, how it exited, and a poll. */
function watchCheck(cwd: string) {
  const child = spawn(process.execPath, ['--import', tsx, main, 'check', '--watch'], { cwd, env: { ...process.env, NO_COLOR: '1' } })
  const out = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()))
  const exited = new Promise<[number | null, string | null]>((resolve) => child.on('exit', (code, signal) => resolve([code, signal])))
  const until = async (condition: () => boolean, ms: number) => {
    for (const deadline = Date.now() + ms; !condition() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20))
    return condition()
  }
  return { child, out, exited, until }
}

proc('--watch: re-runs on a change and exits on SIGINT', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n' })
  const { child, out, exited, until } = watchCheck(cwd)
  try {
    assert.ok(await until(() => out.stderr.includes('Watching routes.rb'), 15000), out.stderr)
    for (let attempt = 0; attempt < 4 && !out.stdout.includes('1 route,'); attempt++) {
      writeFileSync(join(cwd, 'routes.rb'), 'resources :photos, only: :show\n')
      await until(() => out.stdout.includes('1 route,'), 1000)
    }
    assert.is(out.stdout, 'routes.rb: 8 routes, 0 errors, 0 warnings\nroutes.rb: 1 route, 0 errors, 0 warnings\n')
  } finally {
    child.kill('SIGINT')
  }
  assert.equal(await exited, [0, null])
})

// A run works synchronously: a SIGINT handler cannot run until it ends. 60,000 duplicate routes
// keep `check` busy for many seconds; Ctrl-C during the run ends the process at once (by the
// signal), where it used to wait for the run and exit 0 after it.
proc('--watch: Ctrl-C ends a run that is still working', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n' })
  const { child, out, exited, until } = watchCheck(cwd)
  const watchdog = setTimeout(() => child.kill('SIGKILL'), 120_000)
  try {
    assert.ok(await until(() => out.stderr.includes('Watching routes.rb'), 15000), out.stderr)
    writeFileSync(join(cwd, 'routes.rb'), 'get "/p", to: "a#b"\n'.repeat(60_000))
    assert.ok(await until(() => / routes\.rb changed ---/.test(out.stderr), 15000), out.stderr)
    await new Promise((r) => setTimeout(r, 300))
    child.kill('SIGINT')
    assert.equal(await exited, [null, 'SIGINT'])
    assert.is(out.stdout, 'routes.rb: 8 routes, 0 errors, 0 warnings\n', 'the interrupted run printed nothing')
  } finally {
    clearTimeout(watchdog)
  }
})

proc('the executable (the launcher the bin is built from) starts with a node shebang', () => {
  assert.ok(readFileSync(join(root, 'src/cli/launch.ts'), 'utf8').startsWith('#!/usr/bin/env node\n'))
})
proc.run()
