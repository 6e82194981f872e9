import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { expand, type ExpandOptions } from '../../src/expand/index.js'
import { createInflector, englishInflector } from '../../src/inflect/index.js'
import { pair, routeFile, statement, str, sym } from '../../src/ast/builders.js'
import type { Statement } from '../../src/ast/types.js'
import { parseRoutes } from '../../src/syntax/index.js'

// Behaviour beyond the Rails goldens: our own diagnostics, the injected draw loader, options.
function run(source: string, options: ExpandOptions = {}) {
  const { ast, diagnostics } = parseRoutes(source, { file: 'routes.rb' })
  assert.equal(diagnostics, [], 'parses')
  return expand(ast, { file: 'routes.rb', ...options })
}
const rows = (source: string, options?: ExpandOptions) =>
  run(source, options).routes.map((r) => `${r.name ?? ''} ${r.verb.join('|')} ${r.path} ${r.controller}#${r.action}`)
const firstError = (source: string, options?: ExpandOptions) => run(source, options).diagnostics.find((d) => d.severity === 'error')

const drawing = suite('draw')
const files: Record<string, string> = {
  admin: 'namespace :admin do\n  resources :users, only: :index\nend\n',
  self: 'draw :self\n',
  ring_a: 'draw :ring_b\n',
  ring_b: 'draw :ring_a\n',
  broken: 'resources :x, only: [\n',
  wrapped: 'Rails.application.routes.draw do\n  resources :x\nend\n',
  unwrapped: 'resources :x\n',
  engine: 'Blog::Engine.routes.draw do\n  resources :x\nend\n',
  'api/v1': 'resources :things, only: :show\n',
}
const loadDrawFile = (name: string) => {
  const source = files[name]
  if (source === undefined) return null
  const file = `routes/${name}.rb`
  return { ...parseRoutes(source, { file }), file }
}

drawing('draws a file through the loader, in the current scope', () => {
  assert.equal(rows('scope "x" do\n  draw :admin\nend\n', { loadDrawFile }), ['admin_users GET /x/admin/users(.:format) admin/users#index'])
})

drawing('subdirectories are names too', () => {
  assert.equal(rows('draw "api/v1"\n', { loadDrawFile }), ['thing GET /things/:id(.:format) things#show'])
})

drawing('a route remembers the drawn file and line it came from', () => {
  const [route] = run('\ndraw :admin\n', { loadDrawFile }).routes
  assert.equal(route!.source, { file: 'routes/admin.rb', line: 2, column: 3 })
})

drawing('a missing file lists every draw directory, as Rails does', () => {
  const error = firstError('draw :nope\n', { loadDrawFile, drawPaths: ['config/routes', 'lib/routes'] })
  assert.is(error!.message, 'Your router tried to #draw the external file nope.rb,\nbut the file was not found in:\n\n * config/routes\n * lib/routes')
  assert.is(error!.code, 'RC2013')
})

drawing('a file drawing itself, or a ring of files, is named as a cycle', () => {
  assert.is(firstError('draw :self\n', { loadDrawFile })!.message, 'draw cycle: routes.rb -> routes/self.rb -> routes/self.rb')
  assert.is(firstError('draw :ring_a\n', { loadDrawFile })!.message, 'draw cycle: routes.rb -> routes/ring_a.rb -> routes/ring_b.rb -> routes/ring_a.rb')
})

drawing('syntax errors of a drawn file are reported and nothing is drawn', () => {
  const result = run('resources :ok\ndraw :broken\n', { loadDrawFile })
  assert.equal(result.routes, [])
  assert.ok(result.diagnostics.some((d) => d.file === 'routes/broken.rb' && d.name === 'SyntaxError'))
})

drawing('strict mode refuses a drawn file that carries the routes.draw wrapper', () => {
  const error = firstError('draw :wrapped\n', { loadDrawFile, strict: true })
  assert.is(error!.code, 'RC2015')
  assert.is(error!.file, 'routes/wrapped.rb')
})

drawing("lenient mode draws the application's wrapper in a drawn file where the file is drawn, as Rails does while loading routes", () => {
  assert.equal(rows('scope "s" do\n  draw :wrapped\nend\n', { loadDrawFile }), rows('scope "s" do\n  draw :unwrapped\nend\n', { loadDrawFile }))
  assert.equal(run('draw :wrapped\n', { loadDrawFile }).diagnostics, [])
})

drawing("lenient mode skips an engine's wrapper in a drawn file with a warning: it fills the engine's route set", () => {
  const result = run('draw :engine\nget "a", to: "a#a"\n', { loadDrawFile })
  assert.equal(result.routes.map((r) => r.path), ['/a(.:format)'])
  assert.equal(result.diagnostics.map((d) => [d.code, d.file]), [['RC2903', 'routes/engine.rb']])
})

drawing.run()

const language = suite('routes language')

language('the Rails.application.routes.draw wrapper is transparent', () => {
  assert.equal(rows('require "sidekiq/web"\nRails.application.routes.draw do\n  root "home#show"\nend\n'), ['root GET / home#show'])
})

language('an unknown method is a warning; the rest of the file is still drawn', () => {
  const result = run('mount_devise_token_auth_for "User", at: "auth"\nresources :posts, only: :index\n')
  assert.is(result.routes.length, 1)
  assert.equal(
    result.diagnostics.map((d) => [d.severity, d.code, d.message, d.position.start.line]),
    [['warning', 'RC2901', "undefined method `mount_devise_token_auth_for' for the routes language: the call was skipped", 1]],
  )
})

language("`extend` of the application's module is skipped as Ruby, not reported as a method the language lacks", () => {
  const result = run('extend Authenticator, Routes::Helpers\nresources :posts, only: :index\nauthenticated_admin { get "a", to: "a#a" }\n')
  assert.is(result.routes.length, 1)
  assert.equal(result.diagnostics.map((d) => [d.code, d.message, d.position.start.line]), [
    ['RC2903', "skipped `extend Authenticator, Routes::Helpers`: it adds the application's methods to the routes' mapper", 1],
    ['RC2901', "undefined method `authenticated_admin' for the routes language: the call and its block were skipped", 3],
  ])
})

language("dynamic :controller and :action segments draw, with Rails' deprecation warnings", () => {
  const result = run('get ":controller(/:action(/:id))"\n')
  assert.equal(result.routes.map((r) => r.path), ['/:controller(/:action(/:id))(.:format)'])
  assert.equal(result.diagnostics.map((d) => [d.severity, d.code, d.message]), [
    ['warning', 'RC2902', 'Using a dynamic :controller segment in a route is deprecated and will be removed in Rails 9.0.'],
    ['warning', 'RC2902', 'Using a dynamic :action segment in a route is deprecated and will be removed in Rails 9.0.'],
  ])
})

// Rails main's warnings for the same file (tools/rails-tests.ts compares them on Rails' own tests).
language("options given as a braced Hash draw as keywords would, with one of Rails' deprecation warnings per key", () => {
  const braced = 'namespace :users, { shallow_prefix: "sp", module: "m", path: "usuarios" } do\n  root to: "home#index"\nend\nget "a", { to: "a#b", as: "ab" }\n'
  assert.equal(rows(braced), rows(braced.replace(/\{ | \}/g, '')))
  const result = run(braced)
  const warning = (method: string, key: string) => `${method} received a hash argument ${key}. Please use a keyword instead. Support to hash argument will be removed in Rails 8.2.`
  assert.equal(result.diagnostics.map((d) => [d.code, d.message, d.position.start.line]), [
    ['RC2904', warning('namespace', 'path'), 1],
    ['RC2904', warning('namespace', 'shallow_prefix'), 1],
    ['RC2904', warning('namespace', 'module'), 1],
    ['RC2904', warning('get', 'as'), 4],
    ['RC2904', warning('get', 'to'), 4],
  ])
})

language('a route that raises is not warned about: its dynamic segments are checked once it is added', () => {
  const result = run('namespace :admin do\n  get ":controller(/:action)"\nend\n')
  assert.equal(result.diagnostics.map((d) => [d.severity, d.message]), [['error', ':controller segment is not allowed within a namespace block']])
})

language('a block method without a block is an error, not a crash', () => {
  const error = firstError('namespace :admin\n')
  assert.is(error!.name, 'LocalJumpError')
  assert.is(error!.code, 'RC2091')
})

language('an error stops the expansion: no partial table', () => {
  const result = run('resources :posts\nmember do\nend\n')
  assert.equal(result.routes, [])
  assert.is(result.diagnostics[0]!.message, "can't use member outside resource(s) scope")
  assert.equal(result.diagnostics[0]!.position.start, { line: 2, column: 1, offset: 17 })
})

language('direct and resolve at the top level add no routes', () => {
  assert.equal(rows('direct(:home) { }\nresolve("Basket") { }\n'), [])
})

language("Rails' private helpers a routes file can call", () => {
  assert.equal(
    rows('resources :photos, only: [:show, :update] do\n  with_scope_level(:member) do\n    get :peek, path: "p"\n  end\nend\n').slice(0, 1),
    ['peek_photo GET /p(.:format) photos#peek'],
  )
  assert.equal(
    rows('resources :photos, only: [] do\n  set_member_mappings_for_resource\nend\n'),
    [],
  )
  assert.equal(rows('resources_path_names new: "nuevo"\nresources :photos, only: :new\n'), ['new_photo GET /photos/nuevo(.:format) photos#new'])
})

language('very deep nesting is a diagnostic, not a stack overflow', () => {
  let body: Statement = statement('get', [str('x')], [pair(sym('to'), str('a#b'))])
  for (let i = 0; i < 50000; i++) body = statement('scope', [str('a')], [], [body])
  const result = expand(routeFile([body]))
  assert.equal(result.routes, [])
  assert.equal(result.diagnostics.map((d) => [d.code, d.message]), [['RC2092', 'routes nest too deeply to expand']])
})

language.run()

const options = suite('options')

options('apiOnly draws no new or edit routes', () => {
  assert.equal(rows('resource :profile\n', { apiOnly: true }).map((r) => r.split(' ')[2]), ['/profile(.:format)', '/profile(.:format)', '/profile(.:format)', '/profile(.:format)', '/profile(.:format)'])
})

options('the inflector is Rails’ by default, English on request, with user irregulars', () => {
  assert.equal(rows('resources :ties, only: :show\n'), ['ty GET /ties/:id(.:format) ties#show'])
  assert.equal(rows('resources :ties, only: :show\n', { inflector: englishInflector }), ['tie GET /ties/:id(.:format) ties#show'])
  const inflector = createInflector({ irregular: [['octopus', 'octopi']] })
  assert.equal(rows('resources :octopi, only: :show\n', { inflector }), ['octopus GET /octopi/:id(.:format) octopi#show'])
})

options.run()

const redirects = suite('redirect routes')

redirects('a redirect route carries its status and target with Ruby types, beside the endpoint text', () => {
  const { routes } = run(
    'get "a/:id", to: redirect("/b/%{id}")\n' +
      'get "m", to: redirect("/n", status: 302)\n' +
      'get "s", to: redirect(subdomain: false, path: "/%{x}", port: nil, tld_length: 2, protocol: :https)\n' +
      'get "q", to: redirect(params: { a: 1 })\n' +
      'mount Sidekiq::Web => "/sidekiq"\n' +
      'get "c", to: "pages#c"\n',
  )
  assert.equal(
    routes.map((r) => [r.endpoint, r.redirect]),
    [
      ['redirect(301, /b/%{id})', { status: 301, path: '/b/%{id}' }],
      ['redirect(302, /n)', { status: 302, path: '/n' }],
      [
        'redirect(301, subdomain: false, path: /%{x}, port: , tld_length: 2, protocol: https)',
        { status: 301, options: { subdomain: false, path: '/%{x}', port: null, tld_length: 2, protocol: { symbol: 'https' } } },
      ],
      ['redirect(301, params: {:a=>1})', { status: 301, options: { params: { hash: [[{ symbol: 'a' }, 1]] } } }],
      ['Sidekiq::Web', undefined],
      [undefined, undefined],
    ],
  )
})

redirects.run()

const regexps = suite('regexp values')

regexps('a regexp keeps its options in Ruby order, however they were written (Regexp#options: /x/xi is /x/ix)', () => {
  const [route] = run('get "a/:id", to: "x#a", id: /\\d+ # digits/xi\n').routes
  assert.equal(route!.requirements.id, { regexp: '\\d+ # digits', flags: 'ix' })
})
regexps.run()

const engines = suite('engine route sets')
const engineFile = 'Spree::Core::Engine.routes.draw do\n  resources :orders, only: :index\n  get "x", controller: "/other/things", action: "show"\nend\n'

engines('an engine wrapper draws in the module of the engine\'s top namespace, as isolate_namespace does', () => {
  assert.equal(rows(engineFile), ['orders GET /orders(.:format) spree/orders#index', 'x GET /x(.:format) other/things#show'])
  assert.equal(run(engineFile).diagnostics, [])
  assert.equal(rows('MaintenanceTasks::Engine.routes.draw do\n  root to: "tasks#index"\nend\n'), ['root GET / maintenance_tasks/tasks#index'])
})

engines('Spree\'s `Engine.add_routes do` wraps a file as the engine\'s `routes.draw do` does (Spree draws the block there)', () => {
  const added = engineFile.replace('Spree::Core::Engine.routes.draw do', 'Spree::Core::Engine.add_routes do')
  assert.equal(rows(added), rows(engineFile))
  assert.equal(run(added).diagnostics, [])
  const { ast } = parseRoutes(added)
  assert.is(ast.children[0]!.type === 'routeSet' && ast.children[0]!.receiver, 'Spree::Core::Engine.routes')
  // Only an engine's: another object's add_routes is the application's own method, not a route set.
  assert.equal(parseRoutes('Admin.add_routes do\n  resources :orders\nend\n', { strict: true }).diagnostics.map((d) => d.code), ['RC1008'])
  const skipped = run('resources :a, only: :index\nAdmin.add_routes do\n  resources :orders\nend\n')
  assert.equal([skipped.routes.length, skipped.diagnostics.map((d) => d.code)], [1, ['RC2903']])
})

engines('engineModule names the module, or none with \'\'; the application\'s route set has none', () => {
  assert.equal(rows(engineFile, { engineModule: 'shop/core' })[0], 'orders GET /orders(.:format) shop/core/orders#index')
  const notIsolated = engineFile.replace(/  get "x".*\n/, '')
  assert.equal(rows(notIsolated, { engineModule: '' }), ['orders GET /orders(.:format) orders#index'])
  // Without a module a leading slash is refused, as Rails refuses it.
  assert.equal(firstError(engineFile, { engineModule: '' })?.code, 'RC2022')
  assert.equal(rows('Rails.application.routes.draw do\n  resources :orders, only: :index\nend\n', { engineModule: 'shop' }), ['orders GET /orders(.:format) orders#index'])
  assert.equal(rows('Admin::Engines.routes.draw do\n  resources :orders, only: :index\nend\n'), ['orders GET /orders(.:format) orders#index'])
})

engines.run()

const opaque = suite('application methods where Rails needs text')

opaque('a path, name or module from an application method skips the statement with a warning, never draws it as ""', () => {
  const source =
    'scope Alchemy.admin_path do\n  get "a", to: "a#a"\nend\n' +
    'namespace :admin, path: Alchemy.admin_path do\n  get "b", to: "b#b"\nend\n' +
    'get "c", to: "c#c", as: Names.c\n' +
    'mount Alchemy.app, at: "/d"\n' +
    'constraints Subdomain.new("x") do\n  get "e", to: "e#e"\nend\n' +
    'get "f", to: Alchemy.app\n'
  assert.equal(rows(source).map((r) => r.split(' ')[2]), ['/d', '/e(.:format)', '/f(.:format)'])
  const warnings = run(source).diagnostics.map((d) => [d.severity, d.position.start.line, d.message.match(/\(`([^`]+)`/)?.[1]])
  assert.equal(warnings, [['warning', 1, 'Alchemy.admin_path'], ['warning', 4, 'Alchemy.admin_path'], ['warning', 7, 'Names.c']])
  assert.equal(firstError(source, { strict: true })?.name, 'NotImplementedError')
})

opaque.run()
