// Lenient by default, strict on request: Ruby that only the running application can answer is
// kept as a `ruby` node, skipped with a warning naming it, and the rest of the file is drawn;
// a strict parse or expansion refuses it as the routes language always did.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { RubyCode, Statement } from '../../src/ast/types.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { convertRoutes } from '../../src/yaml/index.js'

/** Each refused construct: its source, the kind and text of the construct the `ruby` node names. */
const KEPT: Array<[string, string, string]> = [
  ['while running\n  get :x\nend', 'loop', 'while'],
  ['3.times { get :x }', 'loop', 'times'],
  // `case … when` is read (specs/ruby/case-when.spec.ts); pattern matching (`case … in`) is not.
  ['case Rails.application.config.x\nin 1 then get :a\nend', 'conditional', 'case'],
  ['paths = items.each_with_object([]) { |i, a| a << i }', 'assignment', 'paths ='],
  ["get 'x', constraints: @constraint", 'variable', '@constraint'],
  ['->(r) { r }.call', 'lambda', '->'],
  ['class Helper\n  get :x\nend', 'definition', 'class'],
  ['class Helper\n  def inspect = "Helper"\n  get :x\nend', 'definition', 'class'],
  ['def helper = get(:x)', 'definition', 'def'],
  ['begin\n  get :x\nrescue StandardError\nend', 'exception', 'begin'],
  ['resources :photos do |photos|\n  get :x\nend', 'blockParameters', '|photos|'],
  ['get "/#@x"', 'interpolation', '"/#@x"'],
  ['constraints Foo.new(&admin) do\n  get :y\nend', 'blockArgument', '&admin'],
  // A call on what a block made; `Foo.new(1).app` is a chain of calls, read as a value.
  ["mount Foo.new { 1 }.app => '/foo'", 'methodCall', '.app'],
  // Keywords from a Hash for a value's call, not the statement's; and a value the reader cannot read.
  ['get "x", to: redirect("/y", **opts)', 'doubleSplat', '**opts'],
  ['resources :photos, **opts.tap { |o| o }', 'doubleSplat', '**opts'],
]

for (const [source, kind, text] of KEPT) {
  test(`kept as written: ${JSON.stringify(source)}`, () => {
    const { ast, diagnostics } = parseRoutes(`get :before\n${source}\nget :after\n`)
    assert.equal(diagnostics, [])
    const [before, ruby, after] = ast.children as [Statement, RubyCode, Statement]
    assert.is(before.method, 'get')
    assert.is(after.method, 'get')
    assert.is(ruby.type, 'ruby')
    assert.is(ruby.source, source)
    assert.is(ruby.construct.kind, kind)
    assert.is(ruby.construct.text, text)
    assert.is(ruby.position.start.line, 2)
    assert.ok(parseRoutes(source, { strict: true }).diagnostics.some((d) => d.severity === 'error'), 'a strict parse refuses it')
  })
}

test('a ruby statement inside a block stays in its block; its siblings survive', () => {
  const { ast } = parseRoutes('namespace :admin do\n  class X; end\n  resources :users\nend\n')
  const [namespace] = ast.children as [Statement]
  assert.equal(namespace.children!.map((c) => c.type), ['ruby', 'resources'])
})

test('the last statement needs no line break after it; one left open is an error', () => {
  assert.equal(parseRoutes("get 'x', constraints: @c").ast.children.map((c) => c.type), ['ruby'])
  assert.equal(parseRoutes('while x do\n  get c\n').diagnostics.map((d) => d.code), ['RC1011'])
})

test('errors of the file stay errors in lenient mode; a statement the grammar cannot read is kept as Ruby', () => {
  assert.equal(parseRoutes('get "x\n').diagnostics.map((d) => d.code), ['RC1004'])
  assert.equal(parseRoutes('get :x :y\n').ast.children.map((c) => c.type === 'ruby' && c.construct.kind), ['syntax'])
  assert.equal(parseRoutes('get :x :y\n', { strict: true }).diagnostics.map((d) => d.code), ['RC1001'])
})

const FILE = [
  'Rails.application.routes.draw do',
  '  Category.all.each do |c|',
  '    get c.slug, to: "categories#show"',
  '  end',
  '  class Helper; end',
  '  resources :posts, only: :index',
  'end',
  '',
].join('\n')

test('the expander skips each ruby statement with a warning naming it, and draws the rest', () => {
  const { routes, diagnostics } = expand(parseRoutes(FILE).ast, { file: 'config/routes.rb' })
  assert.equal(routes.map((r) => r.path), ['/posts(.:format)'])
  assert.equal(
    diagnostics.map((d) => `${d.code} ${d.severity} ${d.file}:${d.position.start.line}:${d.position.start.column} ${d.message}`),
    [
      'RC2903 warning config/routes.rb:2:3 skipped `Category.all.each`: the collection it loops over cannot be known without running the application (`Category.all` at 2:3: a method of the application)',
      'RC2903 warning config/routes.rb:5:3 skipped `class Helper; end`: a definition of methods, classes or modules (`class` at 5:3)',
    ],
  )
})

test('strict expansion refuses the first ruby statement, and draws nothing', () => {
  const { routes, diagnostics } = expand(parseRoutes(FILE).ast, { strict: true })
  assert.equal(routes, [])
  assert.equal(diagnostics.map((d) => `${d.code} ${d.name} ${d.position.start.line}`), ['RC2093 NotImplementedError 2'])
  assert.match(diagnostics[0]!.message, /^Ruby routecraft does not evaluate: `Category.all.each`/)
})

test("Devise's wrapper blocks draw their routes; an unknown macro's block is skipped whole", () => {
  const source = [
    'mount_devise_token_auth_for "User", at: "auth"',
    'devise_scope :user do',
    '  get "login", to: "devise/sessions#new"',
    'end',
    'authenticate :user, ->(u) { u.admin? } do',
    '  get "admin", to: "admin#index"',
    'end',
    'authenticated :user do',
    '  root to: "dashboard#show", as: :authenticated_root',
    'end',
    'unauthenticated do',
    '  root to: "pages#home"',
    'end',
    'some_gem_routes do',
    '  get "hidden", to: "x#y"',
    'end',
  ].join('\n')
  const { ast } = parseRoutes(source)
  const { routes, diagnostics } = expand(ast)
  assert.equal(routes.map((r) => `${r.name ?? ''} ${r.path}`), [
    'login /login(.:format)',
    'admin /admin(.:format)',
    'authenticated_root /',
    'root /',
  ])
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC2901 1', 'RC2901 14'])
})

test('convert to YAML names each ruby statement instead of dropping it', () => {
  const { text, diagnostics } = convertRoutes('get :a\nCategory.all.each { |c| get c }\nclass X; end\n', { from: 'rb', to: 'yaml' })
  assert.is(text, '')
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC3026 2', 'RC3026 3'])
  assert.match(diagnostics[0]!.message, /`Category.all.each do \|c\|`/)
  assert.is(convertRoutes('get :a\nclass X; end\n', { from: 'rb', to: 'rb' }).text, 'get :a\nclass X; end\n')
})

test('convert to YAML names a redirect block instead of writing a bare !call redirect', () => {
  const { text, diagnostics } = convertRoutes('get "x", to: redirect { |params, req| "/y" }\nget "z", to: redirect("/w")\n', { from: 'rb', to: 'yaml' })
  assert.is(text, '')
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column}`), ['RC3026 1:14'])
  assert.match(diagnostics[0]!.message, /redirect \{ \|params, req\| "\/y" \}/)
})


test('a URL helper block (`direct`, `resolve`) is kept as its Ruby, draws nothing and warns about nothing, strict or not', () => {
  const source = 'direct :home do\n  "https://x.org"\nend\nresolve("Basket") { |b, o| [:basket, o] }\nget "a", to: "b#c"\n'
  const { ast, diagnostics } = parseRoutes(source)
  assert.equal(diagnostics, [])
  const [direct, resolve] = ast.children as [Statement, Statement]
  assert.equal([direct.type, resolve.type], ['direct', 'resolve'])
  assert.equal([...direct.children!, ...resolve.children!].map((c) => (c as RubyCode).source), ['"https://x.org"', '|b, o| [:basket, o]'])
  const expanded = expand(ast)
  assert.equal(expanded.routes.map((r) => r.path), ['/a(.:format)'])
  assert.equal(expanded.diagnostics, [])
  assert.equal(parseRoutes(source, { strict: true }).diagnostics, [])
})

test('a ternary is read as a value: decided when its condition is known, else its statement is skipped as an unknown `if` is', () => {
  const { ast, diagnostics } = parseRoutes("get 'x', to: admin ? 'a#b' : 'c#d'\nget 'y', to: Rails.env.test? ? 'a#t' : 'a#y'\n")
  assert.equal(diagnostics, [])
  const expanded = expand(ast)
  assert.equal(expanded.routes.map((r) => `${r.path} ${r.action}`), ['/y(.:format) y'])
  assert.equal(expanded.diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC2903 1'])
})

test('unknown actions in only:/except: are ignored with a warning, as Rails 7 did; strict raises as Rails 8 does', () => {
  const source = 'resources :photos, only: [:index, :bogus]\nresource :profile, except: [:index]\n'
  const { ast } = parseRoutes(source)
  const lenient = expand(ast)
  assert.equal(lenient.routes.map((r) => `${r.verb} ${r.path}`), [
    'GET /photos(.:format)',
    'GET /profile/new(.:format)',
    'GET /profile/edit(.:format)',
    'GET /profile(.:format)',
    'PATCH /profile(.:format)',
    'PUT /profile(.:format)',
    'DELETE /profile(.:format)',
    'POST /profile(.:format)',
  ])
  assert.equal(lenient.diagnostics.map((d) => `${d.code} ${d.severity} ${d.position.start.line}`), ['RC2905 warning 1', 'RC2905 warning 2'])
  assert.match(lenient.diagnostics[0]!.message, 'ignored [:bogus] in :only/:except of `resources :photos`')
  const strict = expand(ast, { strict: true })
  assert.equal(strict.routes, [])
  assert.equal(strict.diagnostics.map((d) => `${d.code} ${d.severity}`), ['RC2061 error'])
})

test('an unknown action that is a typo of a known one gets a did-you-mean, lenient and strict', () => {
  const { ast } = parseRoutes('resources :posts, only: [:index, :destory]\nresource :profile, except: [:shw, :zzz]\n')
  assert.equal(expand(ast).diagnostics.map((d) => `${d.code} ${d.hint}`), ['RC2905 did you mean :destroy?', 'RC2905 did you mean :show for :shw?'])
  assert.equal(expand(ast, { strict: true }).diagnostics.map((d) => `${d.code} ${d.hint}`), ['RC2061 did you mean :destroy?'])
  assert.equal(expand(parseRoutes('resources :posts, only: [:bogus]\n').ast).diagnostics[0]!.hint, undefined)
})

test("an application's object as a requirement or default is drawn, named by its expression, with a warning that recognition cannot run it; never drawn as an empty string", () => {
  const source = [
    'get "/a/:id", to: "a#a", id: Format.slug',
    'get "/b/:id", to: "b#b", constraints: { id: Format.slug }',
    'get "/c/:id", to: "c#c", defaults: { id: Config.default_id(:x) }',
    'get "/d", to: "d#d", constraints: Staff.new',
    'mount Blog::App.new => "/blog"',
    'scope Config.prefix do',
    '  get "e", to: "e#e"',
    'end',
    '',
  ].join('\n')
  const expanded = expand(parseRoutes(source).ast)
  assert.equal(expanded.routes.map((r) => r.path), ['/a/:id(.:format)', '/b/:id(.:format)', '/c/:id(.:format)', '/d(.:format)', '/blog'])
  // As Rails does, a segment option that is not a Regexp is a default; under `constraints:`, a requirement.
  assert.equal(expanded.routes[0]!.defaults, { id: { constant: 'Format.slug' } })
  assert.equal(expanded.routes[1]!.requirements, { id: { constant: 'Format.slug' } })
  assert.equal(expanded.routes[2]!.defaults, { id: { constant: 'Config.default_id(:x)' } })
  assert.equal(expanded.diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC2906 1', 'RC2906 2', 'RC2906 3', 'RC2903 6'])
  assert.match(expanded.diagnostics[0]!.message, '(id: Format.slug): the table names them; recognition takes any value there')
})

test.run()
