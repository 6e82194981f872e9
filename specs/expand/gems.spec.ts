/**
 * Gem macros and the engines' routes where no application is read, and the diagnostics they
 * give; what they draw for real applications is compared with the real gems in specs/gems/.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand, frameworkRoutes } from '../../src/expand/index.js'
import type { AppFacts } from '../../src/expand/index.js'
import { readDeviseModel } from '../../src/expand/gems/devise-model.js'
import { parseRoutes } from '../../src/syntax/index.js'
import type { RValue } from '../../src/expand/values.js'

function draw(source: string, app: AppFacts = {}, gemMacros = true) {
  const { routes, diagnostics } = expand(parseRoutes(source).ast, { app, gemMacros })
  return { rows: routes.map((r) => `${r.name ?? ''} ${r.verb.join('|')} ${r.path} ${r.controller}#${r.action}`), routes, diagnostics }
}

const models = (files: Record<string, string>): AppFacts => ({
  modelsKnown: true,
  model: (name) => {
    const file = `app/models/${name.toLowerCase().replaceAll('::', '/')}.rb`
    return file in files ? { file, source: files[file]! } : null
  },
})

test('devise_for without an application: the modules `rails generate devise` writes, with RC2930 naming them', () => {
  const { rows, diagnostics } = draw('devise_for :users\n')
  assert.is(rows.length, 15)
  assert.equal(rows.slice(0, 3), [
    'new_user_session GET /users/sign_in(.:format) devise/sessions#new',
    'user_session POST /users/sign_in(.:format) devise/sessions#create',
    'destroy_user_session DELETE /users/sign_out(.:format) devise/sessions#destroy',
  ])
  assert.equal(diagnostics.map((d) => [d.code, d.severity, d.position.start.line]), [['RC2930', 'warning', 1]])
  assert.match(diagnostics[0]!.message, /^devise_for :users: no model User was found under app\/models; drawn with the modules `rails generate devise` gives \(:database_authenticatable, :rememberable, :recoverable, :registerable, :validatable\)$/)
  // Devise's order, as its `devise` call sorts them: passwords before registrations.
  assert.equal(rows.map((r) => r.split(' ')[0]).filter((n) => /^new_/.test(n)), ['new_user_session', 'new_user_password', 'new_user_registration'])
})

test('lenient: routes drawn from assumed modules give way to a route of the file that takes one of their names (RC2938), in either order', () => {
  const after = draw('devise_for :users\ndevise_scope :user do\n  get "sign-in", to: "users/sessions#new", as: :new_user_session\nend\n')
  assert.ok(!after.rows.some((r) => r.startsWith('user_session ') || r.startsWith('destroy_user_session ')), 'the whole session group is withdrawn')
  assert.ok(after.rows.includes('new_user_session GET /sign-in(.:format) users/sessions#new'))
  assert.ok(after.rows.includes('new_user_password GET /users/password/new(.:format) devise/passwords#new'), 'the other groups stay')
  assert.equal(after.diagnostics.map((d) => [d.code, d.severity, d.position.start.line]), [['RC2930', 'warning', 1], ['RC2938', 'warning', 3]])
  assert.is(after.diagnostics[1]!.message, 'withdrew the session routes that devise_for :users drew from assumed modules (new_user_session, user_session, destroy_user_session): this route takes the name new_user_session, so the application\'s real model does not draw them')
  const before = draw('get "login", to: "sessions#new", as: :destroy_user_session\ndevise_for :users\n')
  assert.equal(before.rows.filter((r) => r.includes('session')), ['destroy_user_session GET /login(.:format) sessions#new'])
  assert.equal(before.diagnostics.map((d) => [d.code, d.position.start.line]), [['RC2930', 2], ['RC2938', 2]])
  assert.match(before.diagnostics[1]!.message, /\(new_user_session, user_session, destroy_user_session\): the file's own route destroy_user_session came first/)
})

test('devise_for given its controllers as a whole by an application value: skipped and named (RC2903), as one controller is', () => {
  const { rows, diagnostics } = draw('devise_for :users, controllers: DEVISE_CONTROLLERS\nresources :posts, only: :index\n')
  assert.equal(rows, ['posts GET /posts(.:format) posts#index'])
  assert.equal(diagnostics.map((d) => [d.code, d.message]), [['RC2903', 'skipped `devise_for`: its controller `DEVISE_CONTROLLERS` is an object only the application knows']])
})

test("strict: a name taken by a route drawn from assumed modules is Rails' error (RC2041)", () => {
  const { routes, diagnostics } = expand(parseRoutes('devise_for :users\nget "sign-in", to: "s#new", as: :new_user_session\n').ast, { strict: true })
  assert.is(routes.length, 0)
  assert.equal(diagnostics.filter((d) => d.severity === 'error').map((d) => d.code), ['RC2041'])
})

test("a model whose `devise` call only running it would tell (a constant's modules) is drawn with the generated modules (RC2930)", () => {
  const { diagnostics } = draw('devise_for :users\n', models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise(*MODULES)\nend\n' }))
  assert.equal(diagnostics.map((d) => d.code), ['RC2930'])
  assert.match(diagnostics[0]!.message, /app\/models\/user\.rb has no `devise` call that can be read without running it/)
})

test('an unreadable model whose routes name an OmniAuth callbacks controller: omniauthable is implied (RC2930), not refused', () => {
  const app = { ...models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise(*MODULES)\nend\n' }), initializer: (name: string) => (name === 'devise' ? { file: 'config/initializers/devise.rb', source: 'Devise.setup do |config|\n  config.omniauth :github, "id", "secret"\nend\n' } : null) }
  const { rows, diagnostics } = draw('devise_for :users, controllers: { omniauth_callbacks: "users/omniauth_callbacks" }\n', app)
  assert.ok(rows.includes('user_github_omniauth_authorize POST /users/auth/github(.:format) users/omniauth_callbacks#passthru'))
  assert.equal(diagnostics.map((d) => [d.code, d.severity]), [['RC2930', 'warning']])
  assert.match(diagnostics[0]!.message, /and :omniauthable, which `controllers: \{ omniauth_callbacks: … \}` implies/)
})

test("omniauth_providers: given an application value: the initializer's providers (RC2934); a provider configured under a condition is not drawn (RC2935)", () => {
  const initializer = 'Devise.setup do |config|\n  config.mailer_sender = "a@b.c"\n  config.omniauth :github, "id", "secret"\n  if ENV["TWITTER_KEY"].present?\n    config.omniauth :twitter, ENV["TWITTER_KEY"], "secret"\n  end\nend\n'
  const app = { ...models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise :database_authenticatable, :omniauthable, omniauth_providers: ::OMNIAUTH_PROVIDERS\nend\n' }), initializer: (name: string) => (name === 'devise' ? { file: 'config/initializers/devise.rb', source: initializer } : null) }
  const { rows, diagnostics } = draw('devise_for :users\n', app)
  assert.equal(rows.filter((r) => r.includes('omniauth')).map((r) => r.split(' ')[0]), ['user_github_omniauth_authorize', 'user_github_omniauth_callback'])
  assert.equal(diagnostics.map((d) => [d.code, d.message]), [
    ['RC2935', "`config.omniauth` at config/initializers/devise.rb:5 is inside a condition or loop of the initializer, which routecraft does not run: its provider's routes are not drawn"],
    ['RC2934', "devise_for: User's omniauth_providers: is a value only the running application knows; drawn with the providers config/initializers/devise.rb configures (:github)"],
  ])
})

test("an initializer setting the application computes (config.unlock_strategy = Settings…): --value's answer, else Devise's default with RC2936", () => {
  const initializer = 'Devise.setup do |config|\n  config.unlock_strategy = Settings.devise.unlock_strategy\n  config.sign_out_via = :get\nend\n'
  const app = { ...models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise :database_authenticatable, :lockable\nend\n' }), initializer: (name: string) => (name === 'devise' ? { file: 'config/initializers/devise.rb', source: initializer } : null) }
  const drawn = (values?: Map<string, RValue>) => expand(parseRoutes('devise_for :users\n').ast, { app, gemMacros: true, ...(values ? { environment: { values } } : {}) })
  const assumed = drawn()
  assert.equal(assumed.routes.filter((r) => r.path.includes('unlock')).length, 3)
  assert.ok(assumed.routes.some((r) => r.name === 'destroy_user_session' && r.verb.join() === 'GET'))
  assert.equal(assumed.diagnostics.map((d) => [d.code, d.message]), [
    ['RC2936', "`config.unlock_strategy` of config/initializers/devise.rb is a value only the running application knows (`Settings.devise.unlock_strategy`): drawn with Devise's default, :both; --value 'Settings.devise.unlock_strategy=:email' gives it"],
  ])
  const given = drawn(new Map([['Settings.devise.unlock_strategy', { symbol: 'time' }]]))
  assert.equal([given.routes.filter((r) => r.path.includes('unlock')).length, given.diagnostics.length], [0, 0])
})

test("modules of other gems (devise_invitable's :invitable) are named in RC2931; Devise's own are drawn", () => {
  const { rows, diagnostics } = draw('devise_for :users\n', models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise :invitable, :database_authenticatable\nend\n' }))
  assert.is(rows.length, 3)
  assert.equal(diagnostics.map((d) => [d.code, d.message]), [['RC2931', "devise_for :users: User uses modules Devise does not define (:invitable): the routes their gems add are not drawn"]])
})

test('the errors Devise raises while drawing keep its class and words, each with its code', () => {
  const omniauth = models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise :database_authenticatable, :omniauthable, omniauth_providers: [:github]\nend\n' })
  const plain = models({ 'app/models/user.rb': 'class User < ApplicationRecord\n  devise :database_authenticatable\nend\n' })
  const cases: Array<[string, AppFacts, string, string]> = [
    ['devise_for :users, controllers: { omniauth_callbacks: "x" }', plain, 'RC2940', 'ArgumentError'],
    ['scope "/:locale" do\n  devise_for :users\nend', omniauth, 'RC2941', 'RuntimeError'],
    ['devise_for :users\ndevise_for :users, path: "other", as: "o"', omniauth, 'RC2942', 'RuntimeError'],
    ['devise_for :admins', plain, 'RC2943', 'NameError'],
  ]
  for (const [source, app, code, name] of cases) {
    const { routes, diagnostics } = expand(parseRoutes(`${source}\n`).ast, { app, strict: true })
    assert.equal([routes.length, diagnostics.map((d) => [d.code, d.name, d.severity])], [0, [[code, name, 'error']]], source)
  }
})

test('a model missing from app/models: Devise\'s NameError in strict mode, the generated modules with RC2930 otherwise', () => {
  const app = models({ 'app/models/post.rb': 'class Post < ApplicationRecord\nend\n' })
  const { rows, diagnostics } = draw('devise_for :users\n', app)
  assert.is(rows.length, 15)
  assert.equal(diagnostics.map((d) => [d.code, d.message.split(';')[0]]), [['RC2930', 'devise_for :users: no model User was found under app/models']])
})

test('--gems none: each macro is skipped with RC2932, the rest drawn', () => {
  const { rows, diagnostics } = draw('devise_for :users\nuse_doorkeeper\nroot "home#index"\n', {}, false)
  assert.equal(rows, ['root GET / home#index'])
  assert.equal(diagnostics.map((d) => [d.code, d.position.start.line, d.message]), [
    ['RC2932', 1, "`devise_for' of the devise gem was skipped: gem macros are turned off (--gems none)"],
    ['RC2932', 2, "`use_doorkeeper' of the doorkeeper gem was skipped: gem macros are turned off (--gems none)"],
  ])
})

test("use_doorkeeper's block: only its mapping calls are read, anything else is skipped with RC2933", () => {
  const { rows, diagnostics } = draw('use_doorkeeper do\n  skip_controllers :applications, :authorized_applications, :token_info\n  get "x", to: "y#z"\nend\n')
  assert.is(rows.length, 7)
  assert.equal(diagnostics.map((d) => [d.code, d.position.start.line]), [['RC2933', 1]])
})

test("use_doorkeeper's controllers given as an application value: Doorkeeper's own kept, with a warning, not Rails' refusal", () => {
  const { rows, diagnostics } = draw('use_doorkeeper do\n  controllers authorizations: Site.call(:x), tokens: "custom/tokens"\nend\n')
  assert.ok(rows.includes('oauth_authorization GET /oauth/authorize(.:format) doorkeeper/authorizations#new'), rows.join('\n'))
  assert.ok(rows.includes('oauth_token POST /oauth/token(.:format) custom/tokens#create'), rows.join('\n'))
  assert.equal(diagnostics.map((d) => [d.code, d.severity, d.position.start.line]), [['RC2937', 'warning', 1]])
  assert.match(diagnostics[0]!.message, '`controllers authorizations: …` is a value only the application knows')
  // A chain of calls (a keyword-named one among them) is such a value; a bare name skips the statement.
  const chain = draw('use_doorkeeper do\n  controllers applications: Tenant.current.for.slug, tokens: "custom/tokens"\nend\n')
  assert.ok(chain.rows.includes('oauth_token POST /oauth/token(.:format) custom/tokens#create'), chain.rows.join('\n'))
  assert.equal(chain.diagnostics.map((d) => d.code), ['RC2937'])
  const bare = draw('use_doorkeeper do\n  controllers applications: current_app, tokens: "custom/tokens"\nend\n')
  assert.ok(bare.rows.includes('oauth_token POST /oauth/token(.:format) doorkeeper/tokens#create'), bare.rows.join('\n'))
  assert.equal(bare.diagnostics.map((d) => [d.code, d.position.start.line]), [['RC2903', 1]])
})

test('macro routes carry their gem and the call as their source, and where the gem drew them; engine routes their file', () => {
  const app: AppFacts = { lockedVersions: new Map([['devise', '5.0.3']]) }
  const appended = frameworkRoutes('all', {})
  const { routes } = expand(parseRoutes('root "home#index"\ndevise_for :users, only: :sessions\n').ast, { app, appended, file: 'config/routes.rb' })
  assert.equal(routes[0]!.origin, undefined)
  assert.equal([routes[1]!.origin, routes[1]!.source], [{ gem: 'devise', kind: 'macro', version: '5.0.3', location: 'lib/devise/rails/routes.rb:378' }, { file: 'config/routes.rb', line: 2, column: 1 }])
  const blob = routes.find((r) => r.name === 'rails_direct_uploads')!
  assert.equal([blob.origin, blob.source.file, blob.source.line], [{ gem: 'activestorage', kind: 'engine' }, 'activestorage/config/routes.rb', 15])
  assert.equal([...new Set(routes.map((r) => r.origin?.gem ?? 'app'))], ['app', 'devise', 'turbo-rails', 'actionmailbox', 'activestorage'])
})

test('a value the caller gives (--value) wins over the setting read for an engine', () => {
  const appended = frameworkRoutes('all', {})
  const environment = { values: new Map([['ActiveStorage.routes_prefix', '/files']]) }
  const { routes } = expand(parseRoutes('').ast, { appended, environment })
  assert.is(routes.find((r) => r.name === 'rails_direct_uploads')!.path, '/files/direct_uploads(.:format)')
})

test("--framework: `none` appends nothing, `auto` what application.rb and the Gemfile load, `all` everything", () => {
  const application = { file: 'config/application.rb', source: 'require_relative "boot"\n\nrequire "rails"\nrequire "active_storage/engine"\n# require "action_mailbox/engine"\n' }
  const gemfile = { file: 'Gemfile', source: '# gem "turbo-rails"\n' }
  const gems = (choice: 'none' | 'auto' | 'all') => frameworkRoutes(choice, { application, gemfile }).map((a) => a.origin.gem)
  assert.equal([gems('none'), gems('auto'), gems('all')], [[], ['activestorage'], ['turbo-rails', 'actionmailbox', 'activestorage']])
  assert.equal(frameworkRoutes('auto', {}), [], 'without an application, nothing')
})

test("a model's `devise` calls are read across lines, past comments, in Devise's order, and from a parent model", () => {
  const app = models({
    'app/models/user.rb': 'class User < ApplicationRecord\n  # devise :lockable\n  devise :confirmable, # mails\n         :database_authenticatable,\n         omniauth_providers: %i[github]\nend\n',
    'app/models/admin.rb': 'class Admin < User\nend\n',
  })
  const read = readDeviseModel(app, 'Admin')
  assert.ok('model' in read)
  if ('model' in read) assert.equal([read.model.modules, read.model.file, read.model.options.get('omniauth_providers')], [['database_authenticatable', 'confirmable'], 'app/models/user.rb', [{ symbol: 'github' }]])
})

test.run()
