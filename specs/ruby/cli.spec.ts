// The command line, lenient by default: a routes file with Ruby routecraft does not evaluate
// prints its table with warnings (exit 0); `--strict` refuses it (exit 1); `check` lists every
// skipped statement.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from '../cli/helpers.js'

const FILE = ['Category.all.each do |c|', '  get c.slug, to: "categories#show"', 'end', 'resources :posts, only: :index', 'class X; end', ''].join('\n')

test('routes: the table of what can be known, each skipped statement warned on stderr, exit 0', async () => {
  const cwd = tempDir({ 'config/routes.rb': FILE })
  const { code, stdout, stderr } = await runCli(['--no-color'], { cwd })
  assert.is(code, 0)
  assert.is(stdout, 'Prefix Verb URI Pattern      Controller#Action\n posts GET  /posts(.:format) posts#index\n')
  assert.match(stderr, 'config/routes.rb:1:1: warning RC2903: skipped `Category.all.each`')
  assert.match(stderr, 'config/routes.rb:5:1: warning RC2903: skipped `class X; end`')
})

test('--strict: Ruby outside the strict language is a syntax error; nothing is printed, exit 1', async () => {
  const cwd = tempDir({ 'config/routes.rb': FILE })
  const { code, stdout, stderr } = await runCli(['--strict', '--no-color'], { cwd })
  assert.is(code, 1)
  assert.is(stdout, '')
  assert.match(stderr, 'config/routes.rb:5:1: error RC1015: SyntaxError: method, class and module definitions are not part of the routes language')
  const loop = tempDir({ 'config/routes.rb': FILE.replace('class X; end', '') })
  const strictLoop = await runCli(['--strict', '--no-color'], { cwd: loop })
  assert.is(strictLoop.code, 1)
  assert.match(strictLoop.stderr, 'config/routes.rb:1:1: error RC1011: SyntaxError: loops are not part of the routes language')
})

test('check lists every skipped statement, in drawn files too', async () => {
  const cwd = tempDir({ 'config/routes.rb': `${FILE}draw :admin\n`, 'config/routes/admin.rb': 'x = items.map { |i| i }\nget "a", to: "a#b"\n' })
  const { code, stdout, stderr } = await runCli(['check', '--json'], { cwd })
  assert.is(code, 0)
  const report = JSON.parse(stdout) as { routes: number; warnings: number; diagnostics: Array<{ code: string; file: string; position: { start: { line: number } } }> }
  assert.is(report.routes, 2)
  assert.equal(report.diagnostics.map((d) => `${d.code} ${d.file}:${d.position.start.line}`), [
    'RC2903 config/routes.rb:1',
    'RC2903 config/routes.rb:5',
    'RC2903 config/routes/admin.rb:1',
  ])
  assert.is(stderr, '')
  const strict = await runCli(['check', '--strict'], { cwd })
  assert.is(strict.code, 1)
  assert.match(strict.stdout, 'config/routes.rb: 0 routes, 2 errors, 0 warnings')
})

test('--value gives the application expressions a file asks about; a statement still unknown is skipped as before', async () => {
  const file = [
    'if Docuseal.multitenant?',
    '  get "cloud", to: "cloud#show"',
    'else',
    '  get "self_hosted", to: "hosted#show"',
    'end',
    'scope Alchemy.admin_path do',
    '  get "pages", to: "pages#index"',
    'end',
    'get "x", to: "x#x" if Settings.x?',
    '',
  ].join('\n')
  const cwd = tempDir({ 'config/routes.rb': file })
  const given = ['--value', 'Docuseal.multitenant? = false', '--value', 'Alchemy.admin_path="admin"', '--no-color']
  const { code, stdout, stderr } = await runCli(given, { cwd })
  assert.is(code, 0)
  assert.equal(stdout.split('\n').slice(1, -1).map((line) => line.trim().split(/\s+/).slice(-2).join(' ')), ['/self_hosted(.:format) hosted#show', '/admin/pages(.:format) pages#index'])
  assert.match(stderr, 'config/routes.rb:9:1: warning RC2903: skipped `if Settings.x?`')
  const without = await runCli(['--no-color'], { cwd })
  assert.match(without.stderr, 'skipped `if Docuseal.multitenant?`')
  assert.match(without.stderr, 'skipped `scope Alchemy.admin_path do`')
})

test('--value answers a chain of calls with an index in it (`Devise.mappings[:user].sign_out_via`)', async () => {
  const file = 'match "logout" => "sessions#destroy", as: :logout, via: Devise.mappings[:user].sign_out_via\nget "x", to: "x#x"\n'
  const cwd = tempDir({ 'config/routes.rb': file })
  const given = await runCli(['--value', 'Devise.mappings[:user].sign_out_via=:delete', '--no-color'], { cwd })
  assert.equal([given.code, given.stderr], [0, ''])
  assert.equal(given.stdout.split('\n').slice(1, -1).map((line) => line.trim().split(/\s+/).slice(0, 3).join(' ')), ['logout DELETE /logout(.:format)', 'x GET /x(.:format)'])
  const without = await runCli(['--no-color'], { cwd })
  assert.match(without.stderr, "skipped `match 'logout' => 'sessions#destroy'")
})

test('--value answers a condition calling with one bracketless argument (`feature_on? :x`), as Ruby reads it', async () => {
  const file = 'if SettingsHelper.feature_on? :suspend_accounts\n  get "suspend", to: "accounts#suspend"\nend\nget "beta", to: "beta#index" if Features.on? "beta"\nget "x", to: "x#x" unless Flags.off? :x\n'
  const cwd = tempDir({ 'config/routes.rb': file })
  const values = ['SettingsHelper.feature_on?(:suspend_accounts)=true', 'Features.on?("beta")=true', 'Flags.off?(:x)=true']
  const given = await runCli([...values.flatMap((v) => ['--value', v]), '--no-color'], { cwd })
  assert.equal([given.code, given.stderr], [0, ''])
  assert.equal(given.stdout.split('\n').slice(1, -1).map((line) => line.trim().split(/\s+/)[0]), ['suspend', 'beta'])
  const without = await runCli(['--no-color'], { cwd })
  assert.match(without.stderr, 'skipped `if SettingsHelper.feature_on?(:suspend_accounts)`')
})

test('--value refuses what is not an expression of the application and a literal value', async () => {
  const cwd = tempDir({ 'config/routes.rb': 'get "a", to: "a#b"\n' })
  for (const [setting, message] of [
    ['Docuseal.multitenant?', "invalid --value 'Docuseal.multitenant?' (expected EXPRESSION=VALUE"],
    ['"text"=1', `is not a constant or a method call`],
    ['Foo.bar=baz', "'baz' is not a literal"],
    ['Foo.bar=[', "'[' is not a Ruby value"],
  ] as const) {
    const { code, stderr } = await runCli(['--value', setting], { cwd })
    assert.is(code, 2, setting)
    assert.match(stderr, message)
  }
})

test.run()
