// One place for an app's values: config/routecraft.yml at the app root gives the env, the ENV
// settings and the application's values (the command line overrides each), `routecraft check`
// shows them, and Gemfile.lock answers `defined?` of a bundled gem's namespace, with a note.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { bundledGems } from '../../src/cli/app-config.js'
import { runCli, tempDir } from './helpers.js'

const ROUTES = [
  'Rails.application.routes.draw do',
  '  mount Sidekiq::Web => "/sidekiq" if defined?(Sidekiq::Web)',
  '  get "pro", to: "pro#index" if defined?(Dradis::Pro)',
  '  get "cloud", to: "cloud#show" if Docuseal.multitenant?',
  '  get "beta", to: "beta#show" if ENV["BETA"]',
  '  get "live", to: "live#show" if Rails.env.production?',
  'end',
  '',
].join('\n')

const CONFIG = ['env: production', 'set:', '  BETA: "1"', 'values:', '  Docuseal.multitenant?: true', '  defined?(Dradis::Pro): nil', ''].join('\n')

const LOCK = ['GEM', '  remote: https://rubygems.org/', '  specs:', '    connection_pool (2.4.1)', '    sidekiq (7.2.4)', '      connection_pool (>= 2.3.0)', '', 'DEPENDENCIES', '  sidekiq', ''].join('\n')

/** The routes a listing printed, as `name path`. */
const rows = (stdout: string) => stdout.trim().split('\n').slice(1).map((line) => line.trim().split(/\s+/).filter((w) => !/^(GET|[a-z_]+#[a-z_]+|Sidekiq::Web)$/.test(w)).join(' '))

test('config/routecraft.yml gives env, set and values; with Gemfile.lock every statement is decided', async () => {
  const cwd = tempDir({ 'config/routes.rb': ROUTES, 'config/routecraft.yml': CONFIG, 'Gemfile.lock': LOCK })
  const { code, stdout, stderr } = await runCli(['--no-color'], { cwd })
  assert.is(code, 0)
  assert.is(stderr, '')
  assert.equal(rows(stdout), ['sidekiq_web /sidekiq', 'cloud /cloud(.:format)', 'beta /beta(.:format)', 'live /live(.:format)'])
})

test('the command line overrides the config file: --env, --set and --value, one by one', async () => {
  const cwd = tempDir({ 'config/routes.rb': ROUTES, 'config/routecraft.yml': CONFIG, 'Gemfile.lock': LOCK })
  const given = ['--env', 'development', '--set', 'BETA=', '--value', 'Docuseal.multitenant?=false', '--value', 'defined?(Dradis::Pro)="constant"', '--no-color']
  const { code, stdout } = await runCli(given, { cwd })
  assert.is(code, 0)
  // ENV["BETA"] is "" (truthy in Ruby), Rails.env is development.
  assert.equal(rows(stdout), ['sidekiq_web /sidekiq', 'pro /pro(.:format)', 'beta /beta(.:format)'])
})

test('routecraft check shows the config file, Gemfile.lock, and notes each defined? the lock answered', async () => {
  const cwd = tempDir({ 'config/routes.rb': ROUTES, 'config/routecraft.yml': CONFIG, 'Gemfile.lock': LOCK })
  const { code, stdout, stderr } = await runCli(['check', '--no-color'], { cwd })
  assert.is(code, 0)
  assert.equal(stdout.split('\n'), [
    'config/routecraft.yml: env production, 1 setting, 2 values (the command line overrides it)',
    '  set BETA=1',
    '  value Docuseal.multitenant?=true',
    '  value defined?(Dradis::Pro)=nil',
    'Gemfile.lock: 2 gems bundled (answers defined? of their namespaces)',
    'config/routes.rb: 4 routes, 0 errors, 0 warnings',
    '',
  ])
  assert.match(stderr, 'config/routes.rb:2:3: info RC2909: `defined?(Sidekiq::Web)` is "constant": sidekiq 7.2.4 is in Gemfile.lock')
  const json = JSON.parse((await runCli(['check', '--json'], { cwd })).stdout)
  assert.equal(json.config, { file: 'config/routecraft.yml', env: 'production', set: { BETA: '1' }, values: ['Docuseal.multitenant?=true', 'defined?(Dradis::Pro)=nil'] })
  assert.equal(json.diagnostics.map((d: { code: string }) => d.code), ['RC2909'])
})

test('without the files, each of those statements is skipped with a warning, as before', async () => {
  const cwd = tempDir({ 'config/routes.rb': ROUTES })
  const { code, stdout, stderr } = await runCli(['--no-color'], { cwd })
  assert.is(code, 0)
  assert.match(stdout, "You don't have any routes defined!")
  assert.equal(stderr.match(/warning RC2903: skipped `[^`]*`/g)?.length, 3)
  assert.match(stderr, 'skipped `if defined?(Sidekiq::Web)`')
  assert.match(stderr, `no Gemfile.lock bundles its gem; --value 'defined?(Sidekiq::Web)=nil' (or "constant") gives it`)
})

test('`!defined?(Const)` is the negation of the value given to `defined?(Const)`', async () => {
  const cwd = tempDir({ 'config/routes.rb': 'if !defined?(Dradis::Pro)\n  root to: "setup#new"\nend\nget "pro", to: "pro#index" unless !defined?(::Dradis::Pro)\n' })
  const community = await runCli(['--no-color', '--value', 'defined?(Dradis::Pro)=nil'], { cwd })
  assert.equal([community.code, rows(community.stdout), community.stderr], [0, ['root /'], ''])
  const pro = await runCli(['--no-color', '--value', 'defined?(Dradis::Pro)="constant"'], { cwd })
  assert.equal([pro.code, rows(pro.stdout), pro.stderr], [0, ['pro /pro(.:format)'], ''])
})

test("a gem not in the lock file leaves defined? unknown; a namespace's gem may be named in several ways", async () => {
  const lock = LOCK.replace('    sidekiq (7.2.4)', '    good_job (3.99.1)\n    flipper-ui (1.3.0)')
  const file = 'mount Sidekiq::Web => "/s" if defined?(Sidekiq::Web)\nmount GoodJob::Engine => "/g" if defined?(GoodJob)\nmount Flipper::UI.app => "/f" if defined?(Flipper::UI)\n'
  const cwd = tempDir({ 'config/routes.rb': file, 'Gemfile.lock': lock })
  const { stdout, stderr } = await runCli(['--no-color'], { cwd })
  assert.equal(stdout.trim().split('\n').slice(1).map((line) => / (\/\w+) /.exec(line)?.[1]), ['/g', '/f'])
  assert.match(stderr, 'skipped `if defined?(Sidekiq::Web)`')
})

test('a config file routecraft cannot read is refused with its file, line and column', async () => {
  for (const [config, message] of [
    ['env: [production]\n', 'config/routecraft.yml:1:6: expected env: a name like production'],
    ['values:\n  I18n.available_locales: [en, fr]\n', 'config/routecraft.yml:2:27: values: I18n.available_locales: write the value as Ruby text, e.g. "[:en, :fr]"'],
    ['value:\n  X: 1\n', "config/routecraft.yml:1:1: unknown setting 'value' (expected env, set, values)"],
    ['values:\n  Foo.bar: baz\n', "config/routecraft.yml: invalid value 'Foo.bar=baz': 'baz' is not a literal"],
    ['env: [\n', 'config/routecraft.yml:2:1:'],
  ] as const) {
    const cwd = tempDir({ 'config/routes.rb': 'get "a", to: "a#b"\n', 'config/routecraft.yml': config })
    const { code, stderr } = await runCli(['check'], { cwd })
    assert.is(code, 2, config)
    assert.match(stderr, message, config)
  }
})

test('--value takes defined?(Constant)', async () => {
  const cwd = tempDir({ 'config/routes.rb': 'get "pro", to: "pro#index" if defined?(Dradis::Pro)\nget "a", to: "a#a" unless defined? ::Dradis::Pro\n' })
  const { code, stdout, stderr } = await runCli(['--value', 'defined?(Dradis::Pro)=nil', '--no-color'], { cwd })
  assert.is(code, 0)
  assert.is(stderr, '')
  assert.equal(rows(stdout), ['a /a(.:format)'])
})

test("Gemfile.lock's gems and their versions", () => {
  assert.equal([...bundledGems(LOCK)], [['connection_pool', '2.4.1'], ['sidekiq', '7.2.4']])
  assert.equal([...bundledGems('GEM\n  specs:\n    nokogiri (1.16.0-x86_64-linux)\n')], [['nokogiri', '1.16.0']])
})

test.run()
