// `routecraft diff OLD NEW`: exit codes for CI, the three report forms, the kinds of side
// (routes file, --json route list, git:REV:PATH with its drawn files) and bad route lists.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const diff = suite('routecraft diff')

const BASE = 'resources :photos, only: [:index, :show]\nget "photos/search", to: "photos#search"\n'
const files = {
  'old.rb': BASE,
  'same.rb': `# only a comment and a blank line differ\n\n${BASE}`,
  'added.rb': `${BASE}resources :albums, only: :index\n`,
  'moved.rb': 'get "photos/search", to: "photos#search"\nresources :photos, only: [:index, :show]\n',
  'removed.rb': 'resources :photos, only: :show\nget "photos/search", to: "photos#search"\n',
  'renamed.rb': 'resources :photos, only: [:index, :show], as: :pictures\nget "photos/search", to: "photos#search"\n',
}

diff('identical tables exit 0 with "No route changes.", even when the files differ in layout', async () => {
  const cwd = tempDir(files)
  for (const other of ['old.rb', 'same.rb']) {
    const { code, stdout, stderr } = await runCli(['diff', 'old.rb', other], { cwd })
    assert.equal([code, stdout, stderr], [0, 'No route changes.\n', ''])
  }
})

diff('any change exits 1; --fail-on removed exits 0 when routes were only added, 1 when one was removed', async () => {
  const cwd = tempDir(files)
  assert.is((await runCli(['diff', 'old.rb', 'added.rb'], { cwd })).code, 1)
  const onlyAdded = await runCli(['diff', 'old.rb', 'added.rb', '--fail-on', 'removed'], { cwd })
  assert.is(onlyAdded.code, 0)
  assert.match(onlyAdded.stdout, /^Added routes \(1\)\nPrefix Verb URI Pattern +Controller#Action\nalbums GET {2}\/albums\(\.:format\) albums#index\n/)
  assert.is((await runCli(['diff', 'old.rb', 'removed.rb', '--fail-on', 'removed'], { cwd })).code, 1)
  assert.is((await runCli(['diff', 'old.rb', 'renamed.rb', '--fail-on', 'removed,precedence'], { cwd })).code, 0)
  assert.is((await runCli(['diff', 'old.rb', 'renamed.rb', '--fail-on', 'removed,renamed'], { cwd })).code, 1)
  assert.is((await runCli(['diff', 'old.rb', 'moved.rb', '--fail-on', 'precedence'], { cwd })).code, 1)
  assert.is((await runCli(['diff', 'old.rb', 'moved.rb', '--fail-on', 'removed,renamed,changed'], { cwd })).code, 0)
})

diff('--json: exactly added, removed, changed and precedence, routes in the route list form', async () => {
  const cwd = tempDir(files)
  const moved = JSON.parse((await runCli(['diff', 'old.rb', 'moved.rb', '--json'], { cwd })).stdout) as Record<string, unknown[]>
  assert.equal(Object.keys(moved), ['added', 'removed', 'changed', 'precedence'])
  const [change] = moved.precedence as Array<{ request: unknown; before: { action: string; path: string }; after: { action: string } }>
  assert.equal(change!.request, { verb: 'GET', path: '/photos/search' })
  assert.equal([change!.before.action, change!.before.path, change!.after.action], ['show', '/photos/:id(.:format)', 'search'])
  const renamed = JSON.parse((await runCli(['diff', 'old.rb', 'renamed.rb', '--json'], { cwd })).stdout) as { changed: Array<{ before: { name: string }; after: { name: string }; fields: string[] }> }
  assert.equal(renamed.changed.map((c) => [c.before.name, c.after.name, c.fields]), [['photos', 'pictures', ['name']], ['photo', 'picture', ['name']]])
})

diff('--markdown: a table per kind of change, values in code spans that no route can break out of', async () => {
  const cwd = tempDir({ ...files, 'odd.rb': `${BASE}get "odd", to: "pages#show", defaults: { note: "a|\`b" }\n` })
  const { code, stdout } = await runCli(['diff', 'old.rb', 'odd.rb', '--markdown'], { cwd })
  assert.is(code, 1)
  assert.is(stdout, '### Route changes: 1 added\n\n#### Added\n\n| Verb | Path | Name | Controller#Action |\n|---|---|---|---|\n| `GET` | `/odd(.:format)` | `odd` | ``pages#show {:note=>"a\\|`b"}`` |\n')
})

diff('a --json snapshot of the table diffs clean against its routes file, and shows a later edit', async () => {
  const cwd = tempDir(files)
  const snapshot = await runCli(['--json', 'old.rb'], { cwd })
  writeFileSync(join(cwd, 'routes.snapshot.json'), snapshot.stdout)
  assert.equal((await runCli(['diff', 'routes.snapshot.json', 'old.rb', '--fail-on', 'removed'], { cwd })).code, 0)
  const edited = await runCli(['diff', 'routes.snapshot.json', 'removed.rb', '--fail-on', 'removed'], { cwd })
  assert.is(edited.code, 1)
  assert.match(edited.stdout, /^Removed routes \(1\)\n/)
})

diff('git:REV:PATH reads the file and the files it draws at that revision', async () => {
  const cwd = tempDir({
    'config/routes.rb': 'Rails.application.routes.draw do\n  draw :admin\n  resources :posts, only: :index\nend\n',
    'config/routes/admin.rb': 'namespace :admin do\n  resources :users, only: [:index, :show]\nend\n',
  })
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' })
  git('init', '-q')
  git('add', '.')
  git('commit', '-qm', 'one')
  writeFileSync(join(cwd, 'config/routes/admin.rb'), 'namespace :admin do\n  resources :users, only: :index\nend\n')
  const now = await runCli(['diff', 'git:HEAD:config/routes.rb', 'config/routes.rb'], { cwd })
  assert.is(now.code, 1)
  assert.match(now.stdout, /^Removed routes \(1\)\n +Prefix Verb URI Pattern +Controller#Action\nadmin_user GET {2}\/admin\/users\/:id\(\.:format\) admin\/users#show\n/)
  git('commit', '-qam', 'two')
  assert.is((await runCli(['diff', 'git:HEAD~1:config/routes.rb', 'git:HEAD:config/routes.rb', '--fail-on', 'added'], { cwd })).code, 0)
  assert.is((await runCli(['diff', 'git:HEAD:./config/routes.rb', 'config/routes.rb'], { cwd })).stdout, 'No route changes.\n')
  const missing = await runCli(['diff', 'git:nope:config/routes.rb', 'config/routes.rb'], { cwd })
  assert.equal([missing.code, missing.stdout], [2, ''])
  assert.match(missing.stderr, /^routecraft: cannot read git:nope:config\/routes\.rb: fatal: /)
})

diff('a side with errors is reported with its code frame, named as git:REV:path, and exits 2', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n' })
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' })
  git('init', '-q')
  writeFileSync(join(cwd, 'routes.rb'), 'resources :photos, only: [:index\n')
  git('add', '.')
  git('commit', '-qm', 'broken')
  const { code, stdout, stderr } = await runCli(['diff', 'git:HEAD:routes.rb', 'routes.rb'], { cwd })
  assert.equal([code, stdout], [2, ''])
  assert.match(stderr, /^git:HEAD:routes\.rb:2:1: error RC1\d{3}: SyntaxError: .*\n {2}1 \| resources :photos, only: \[:index\n> 2 \|\n/)
  assert.match(stderr, /\n\nroutes\.rb:2:1: error RC1\d{3}: /)
})

diff('route lists that cannot be read: RC5100–RC5103 at their line and column, exit 2', async () => {
  const cases: Array<[string, RegExp]> = [
    ['[\n  {"path": "/a",\n  }\n]', /^list\.json:3:3: error RC5100: JSONSyntaxError: not valid JSON: expected a key in double quotes\n/],
    ['{"routes": []}', /^list\.json:1:1: error RC5101: RouteListError: a route list is a JSON array of routes/],
    ['[\n  {"path": "/a", "verb": ["GET"]},\n  {"path": "/b", "verb": "GET"}\n]', /^list\.json:3:3: error RC5102: RouteListError: route 2: "verb" must be an array of strings\n/],
    ['[{"path": "/a(", "verb": []}]', /^list\.json:1:2: error RC5103: RouteListError: route 1 \(\/a\(\): missing right parenthesis/],
  ]
  for (const [text, expected] of cases) {
    const cwd = tempDir({ 'list.json': text, 'routes.rb': BASE })
    const { code, stdout, stderr } = await runCli(['diff', 'list.json', 'routes.rb'], { cwd })
    assert.equal([code, stdout], [2, ''], text)
    assert.match(stderr, expected)
  }
})

diff('usage errors: two sides, one report form, known kinds of change', async () => {
  const cwd = tempDir(files)
  const cases: Array<[string[], string]> = [
    [['diff', 'old.rb'], 'expected OLD and NEW, got 1 argument'],
    [['diff', 'old.rb', 'moved.rb', '--json', '--markdown'], '--json and --markdown cannot be used together'],
    [['diff', 'old.rb', 'moved.rb', '--fail-on', 'removd'], "unknown change 'removd' for --fail-on. Did you mean removed?"],
    [['diff', 'git:config/routes.rb', 'old.rb'], "expected git:REV:PATH, like git:main:config/routes.rb (got 'git:config/routes.rb')"],
    [['diff', 'git:--output=x:routes.rb', 'old.rb'], "invalid revision '--output=x' in 'git:--output=x:routes.rb'"],
  ]
  for (const [argv, message] of cases) {
    const { code, stderr } = await runCli(argv, { cwd })
    assert.is(code, 2)
    assert.is(stderr.split('\n')[0], `routecraft: ${message}`)
  }
})

diff.run()
