// Lenient mode never refuses a file for what only the application knows: the three lines that
// each stopped a real file whole, and methods of application objects named like Ruby keywords.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { runCli, tempDir } from '../cli/helpers.js'

function drawn(source: string, strict = false) {
  const parsed = parseRoutes(source, { strict })
  const { routes, diagnostics } = expand(parsed.ast, { strict })
  const all = [...parsed.diagnostics, ...diagnostics]
  return {
    rows: routes.map((r) => `${r.name ?? ''} ${r.path} ${r.endpoint ?? `${r.controller}#${r.action}`}`),
    codes: all.map((d) => `${d.code} ${d.position.start.line}`),
    errors: all.filter((d) => d.severity === 'error').map((d) => d.code),
  }
}

test('`Feature.if("statistics") do … end`: a method named `if` of an application object, its block skipped with a warning', () => {
  const { rows, codes } = drawn('Feature.if("statistics") do\n  get "stats", to: "stats#index"\nend\nget "z", to: "z#z"\n')
  assert.equal(rows, ['z /z(.:format) z#z'])
  assert.equal(codes, ['RC2903 1'])
})

test('`root controller: Dashboards::ROOT, action: :index`: drawn, the controller named `#{Dashboards::ROOT}`', () => {
  const { rows, codes } = drawn('root controller: Dashboards::ROOT, action: :index\n')
  assert.equal(rows, ['root / #{Dashboards::ROOT}#index'])
  assert.equal(codes, ['RC2907 1'])
})

test('`get "/about", to: redirect(SiteConfig.about_url)`: drawn, the target named', () => {
  const { rows, codes } = drawn('get "/about", to: redirect(SiteConfig.about_url)\n')
  assert.equal(rows, ['about /about(.:format) redirect(301, SiteConfig.about_url)'])
  assert.equal(codes, ['RC2907 1'])
})

test('an application value where a hash argument names the routes (as:, controller: of resources) skips the statement, as a keyword would', () => {
  const source = 'resources :photos, { only: :index, controller: Flags.on?(:beta) ? "a" : "b" }, controller: "kc"\nmatch "m", { as: ::Api::VERSION }, via: :get, to: "m#kw", as: "m_kw"\nget "z", to: "z#z"\n'
  const { rows, codes, errors } = drawn(source)
  assert.equal([rows, codes, errors], [['z /z(.:format) z#z'], ['RC2903 1', 'RC2903 2'], []])
})

test('an action only the application knows on a path Rails could read as `controller#action`: skipped, since a nil action would make it one (no Missing :controller key)', () => {
  const { rows, codes, errors } = drawn("get 'pages/home', action: Site.home\ncontroller :pages do\n  get 'about', action: Site.about\nend\nget 'a/b', to: 'c#d', action: Site.x\nget 'users/edit' => nil, action: Site.y\n")
  assert.equal(errors, [])
  assert.equal(rows, ['about /about(.:format) pages##{Site.about}', 'a_b /a/b(.:format) c#d'])
  assert.equal(codes, ['RC2903 1', 'RC2907 3', 'RC2907 5', 'RC2903 6'])
})

test('strict mode still refuses each of them', () => {
  assert.equal(drawn('Feature.if("statistics") do\n  get "stats", to: "stats#index"\nend\n', true).errors, ['RC1008'])
  assert.equal(drawn('root controller: Dashboards::ROOT, action: :index\n', true).errors, ['RC2093'])
  assert.equal(drawn('get "/about", to: redirect(SiteConfig.about_url)\n', true).errors, ['RC2093'])
})

// Three more lines that each stopped a real file whole. Each is compared with routecraft's table
// of the same file without the construct (the rest of the file is drawn as it would be alone).
test("`concerns :searchable` of a concern declared with the application's object: skipped with a warning, as its routes are unknown", () => {
  const file = 'concern :searchable, Blacklight::Routes::Searchable.new\nresource :catalog, only: [] do\n  concerns :searchable\n  get "x", to: "c#x"\nend\nresources :items, concerns: [:searchable]\n'
  const { rows, codes } = drawn(file)
  assert.equal(rows, drawn('resource :catalog, only: [] do\n  get "x", to: "c#x"\nend\nresources :items\n').rows)
  assert.equal(codes, ['RC2903 1', 'RC2903 3', 'RC2903 6'])
  assert.equal(drawn('concerns :searchable\n').errors, ['RC2062'])
})

test('`match` without `via:` (a Rails 3 file): skipped with a warning, the rest drawn; strict mode raises Rails\' ArgumentError', () => {
  const file = 'root to: "home#index"\nmatch ":controller(/:action(/:id))"\nget "a", to: "a#a"\n'
  const { rows, codes } = drawn(file)
  assert.equal(rows, drawn('root to: "home#index"\nget "a", to: "a#a"\n').rows)
  assert.equal(codes, ['RC2903 2'])
  assert.equal(drawn(file, true).errors, ['RC2053'])
})

test("a method whose body is an expression (`def token\\n  (ENV['T'] || 'x')\\nend`): a route that uses it gets its value", () => {
  const { rows, codes, errors } = drawn('def token\n  (ENV["T"] || "x")\nend\nget token => "pages#token"\nget "b", to: "b#b"\n')
  assert.equal(errors, [])
  assert.equal(rows, ['x /x(.:format) pages#token', 'b /b(.:format) b#b'])
  assert.equal(codes, [])
  // Called as a statement, its value draws nothing: skipped with a warning.
  assert.equal(drawn('def token\n  (ENV["T"] || "x")\nend\ntoken\n').codes, ['RC2903 2'])
})

test('a value standing alone as a statement (`ENV["T"] || "x"`, `x + 2`, `"str"`, `:sym`) is skipped, never a syntax error', () => {
  const { rows, codes, errors } = drawn('def token\n  ENV["T"] || "x"\nend\nget token => "pages#token"\n"str"\n:sym\n42\nx = 1\nx + 2\nget "b", to: "b#b"\n')
  assert.equal(errors, [])
  assert.equal(rows, ['x /x(.:format) pages#token', 'b /b(.:format) b#b'])
  assert.equal(codes, ['RC2903 5', 'RC2903 6', 'RC2903 7', 'RC2903 9'])
  // Route statements are not taken for values: nothing of these is skipped.
  const routes = drawn('get "-1", to: "a#b"\nget :x, to: "a#b"\nresources :photos, only: :index\n')
  assert.equal([routes.rows.length, routes.codes, routes.errors], [3, [], []])
})

test('`devise_for` given a controller the application makes (`registrations: Settings.controller`): skipped with a warning, the rest drawn', () => {
  const { rows, codes, errors } = drawn('devise_for :users, controllers: { registrations: Settings.registrations_controller }\nget "b", to: "b#b"\n')
  assert.equal([rows, codes, errors], [['b /b(.:format) b#b'], ['RC2903 1'], []])
  assert.equal(drawn('devise_for :users, controllers: { registrations: Settings.registrations_controller }\n', true).errors, ['RC2093'])
})

test('`devise_for` whose routes an application value chooses (`skip: Settings.devise_skip`, `path_names: { sign_in: App.x }`): skipped with a warning, never Devise\'s errors', () => {
  for (const option of ['skip: Site.call(:x)', 'skip: Tenant.current.false.slug', 'path_names: { sign_in: App.sign_in }', 'only: [:sessions, App.extra]']) {
    const { rows, codes, errors } = drawn(`devise_for :users, ${option}, controllers: { omniauth_callbacks: "omniauth" }\nget "b", to: "b#b"\n`)
    assert.equal([rows, codes, errors], [['b /b(.:format) b#b'], ['RC2903 1'], []], option)
  }
})

const KEYWORDS = ['if', 'unless', 'while', 'until', 'case', 'when', 'then', 'else', 'elsif', 'do', 'end', 'class', 'def', 'module', 'in', 'for', 'begin', 'rescue', 'ensure', 'true', 'false', 'nil']

test('a method call on an application object is a method call whatever its name', () => {
  for (const word of KEYWORDS) {
    for (const line of [`Feature.${word}`, `Feature.${word}(:x)`, `Feature.${word}(:x) do\n  get "in", to: "a#b"\nend`, `Feature&.${word} { get "in" }`, `Config.settings.${word}.x`]) {
      const { rows, errors } = drawn(`get "a", to: "a#a"\n${line}\nget "b", to: "b#b"\n`)
      assert.equal(errors, [], line)
      assert.equal(rows, ['a /a(.:format) a#a', 'b /b(.:format) b#b'], line)
    }
    const { rows, errors } = drawn(`get "c/:id", to: "c#c", constraints: { id: Formats.${word} }\n`)
    assert.equal([rows, errors], [[' /c/:id(.:format) c#c'], []], word)
  }
})

test('the routecraft command prints the table of a file holding all three, and exits 0', async () => {
  const file = [
    'Rails.application.routes.draw do',
    '  Feature.if("statistics") do',
    '    get "stats", to: "stats#index"',
    '  end',
    '  root controller: Dashboards::ROOT, action: :index',
    '  get "/about", to: redirect(SiteConfig.about_url)',
    'end',
    '',
  ].join('\n')
  const { code, stdout, stderr } = await runCli(['--no-color'], { cwd: tempDir({ 'config/routes.rb': file }) })
  assert.is(code, 0)
  assert.match(stdout, '#{Dashboards::ROOT}#index')
  assert.match(stdout, 'redirect(301, SiteConfig.about_url)')
  assert.equal(stderr.match(/warning RC\d+/g), ['warning RC2903', 'warning RC2907', 'warning RC2907'])
})

test.run()
