// The command line for daily use: warnings labelled as warnings with their codes, each printed
// once however often the statement is drawn, `--quiet`; and the listing's own filters
// `--method` and `--name`, checked against the rows of the table Rails prints for the example.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const root = new URL('../../', import.meta.url).pathname

// `mount_devise_token_auth_for` (a gem's macro routecraft does not know) is drawn twice through
// the concern and `frobnicate` once per loop turn; the drawn file twice: each warning is the
// same statement at the same place.
const WARNED = {
  'config/routes.rb': [
    'concern :auth do',
    '  mount_devise_token_auth_for "User", at: "auth"',
    'end',
    'resources :posts, concerns: :auth, only: :index',
    'resources :pages, concerns: :auth, only: :index',
    '%w[a b].each do |x|',
    '  frobnicate x',
    'end',
    'draw :extra',
    'draw :extra',
    '',
  ].join('\n'),
  'config/routes/extra.rb': 'mount_graphql_devise_for :users\n',
}

const warnings = suite('cli: warnings')

warnings('each warning once, labelled `warning CODE:` without an error class; the summary counts them once', async () => {
  const cwd = tempDir(WARNED)
  const check = await runCli(['check', '--no-color'], { cwd })
  assert.is(check.code, 0)
  const headers = check.stderr.split('\n').filter((line) => /^config\//.test(line))
  assert.equal(headers, [
    "config/routes.rb:2:3: warning RC2901: undefined method `mount_devise_token_auth_for' for the routes language: the call was skipped",
    "config/routes.rb:7:3: warning RC2901: undefined method `frobnicate' for the routes language: the call was skipped",
    "config/routes/extra.rb:1:1: warning RC2901: undefined method `mount_graphql_devise_for' for the routes language: the call was skipped",
  ])
  assert.is(check.stdout, 'config/routes.rb: 2 routes, 0 errors, 3 warnings\n')
  const json = JSON.parse((await runCli(['check', '--json'], { cwd })).stdout) as { warnings: number; diagnostics: unknown[] }
  assert.equal([json.warnings, json.diagnostics.length], [3, 3])
  const table = await runCli(['--no-color'], { cwd })
  assert.is(table.stderr.split('\n').filter((line) => /^config\//.test(line)).length, 3)
})

warnings('--quiet (-q) prints no warnings, and still every error', async () => {
  const cwd = tempDir(WARNED)
  assert.equal(await runCli(['check', '--quiet'], { cwd }), { code: 0, stdout: 'config/routes.rb: 2 routes, 0 errors, 3 warnings\n', stderr: '' })
  const table = await runCli(['-q'], { cwd })
  assert.equal([table.code, table.stderr], [0, ''])
  const bad = tempDir({ 'routes.rb': 'devise_for :users\nmember do\nend\n' })
  const failed = await runCli(['check', '-q', '--no-color', 'routes.rb'], { cwd: bad })
  assert.is(failed.code, 1)
  assert.match(failed.stderr, /^routes\.rb:2:1: error RC2002: ArgumentError: can't use member outside resource\(s\) scope\n/)
  assert.not.match(failed.stderr, /warning/)
})

/** The rows of a route table as `[name, verb, path, target]`, whatever the column widths. */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => /^\s*(\S*)\s+([A-Z|]+)\s+(\S+)\s+(.*)$/.exec(line)!.slice(1))
}

const filters = suite('cli: --method and --name')
const blog = join(root, 'examples/blog')
const railsRows = rows(readFileSync(join(blog, 'rails-routes.txt'), 'utf8'))

filters('--method keeps the rows of that verb (any case), --name the named rows whose name matches', async () => {
  const post = await runCli(['--method', 'post'], { cwd: blog })
  assert.is(post.code, 0)
  assert.equal(rows(post.stdout), railsRows.filter(([, verb]) => verb === 'POST'))
  const named = await runCli(['--name', '^(edit|new)_'], { cwd: blog })
  const expected = railsRows.filter(([name]) => /^(edit|new)_/.test(name!))
  assert.ok(expected.length > 2)
  assert.equal(rows(named.stdout), expected)
})

filters('they narrow -g and -c, work with --json and -E, and say when nothing is left', async () => {
  const both = await runCli(['-c', 'posts', '--method', 'DELETE'], { cwd: blog })
  assert.equal(rows(both.stdout), railsRows.filter(([, verb, , target]) => verb === 'DELETE' && target!.includes('posts#')))
  const json = JSON.parse((await runCli(['--json', '--name', '^root$'], { cwd: blog })).stdout) as { name: string }[]
  assert.equal(json.map((route) => route.name), ['root'])
  assert.match((await runCli(['-E', '--name', '^about$'], { cwd: blog })).stdout, /Prefix\s+\| about\n/)
  const none = await runCli(['--method', 'QUERY'], { cwd: blog })
  assert.equal([none.code, none.stdout.split('\n')[0]], [0, 'No routes were found for this method.'])
  assert.is((await runCli(['--name', 'zzz'], { cwd: blog })).stdout.split('\n')[0], 'No routes were found for this name pattern.')
})

filters('a bad --method or --name is a usage error', async () => {
  const method = await runCli(['--method', 'GE T'], { cwd: blog })
  assert.equal([method.code, method.stderr.split('\n')[0]], [2, "routecraft: invalid --method 'GE T' (an HTTP method, like GET)"])
  const name = await runCli(['--name', '('], { cwd: blog })
  assert.is(name.code, 2)
  assert.match(name.stderr, /^routecraft: invalid --name pattern: /)
})

warnings.run()
filters.run()
