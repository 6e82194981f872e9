import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BlockStatement, RouteSet, Statement } from '../../src/ast/types.js'
import { optionPairs } from '../../src/ast/types.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { int, pair, parseClean, statementOf, str, strip, sym } from './_helpers.js'

const fixture = (name: string): string => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')
const countStatements = (statements: readonly BlockStatement[]): number => statements.reduce((n, s) => n + 1 + countStatements(('options' in s && s.children) || []), 0)
const names = (statements: readonly BlockStatement[] | undefined): string[] => (statements ?? []).map((s) => ('options' in s ? s.method : s.type))

test('a statement is a method call: type from the method name, method as written', () => {
  assert.equal(statementOf('resources :photos'), { type: 'resources', method: 'resources', arguments: [sym('photos')], options: [] })
  assert.equal(statementOf("get 'x', to: 'a#b'"), { type: 'match', method: 'get', arguments: [str('x')], options: [pair(sym('to'), str('a#b'))] })
  assert.equal(statementOf('devise_for :users').type, 'call')
  assert.equal(statementOf('frobnicate').type, 'call')
  assert.equal(statementOf('frobnicate'), { type: 'call', method: 'frobnicate', arguments: [], options: [] })
})

test('parenthesised and paren-less calls give the same AST', () => {
  assert.equal(statementOf('resources(:photos)'), statementOf('resources :photos'))
  assert.equal(statementOf("get('x', to: 'a#b')"), statementOf("get 'x', to: 'a#b'"))
  assert.equal(statementOf('get(\n  "x",\n  to: "a#b",\n)'), statementOf("get 'x', to: 'a#b'"))
  assert.equal(statementOf('root()'), { type: 'root', method: 'root', arguments: [], options: [] })
})

test('options: labels, rockets with symbol and string keys, quoted labels, in order', () => {
  const statement = statementOf("resources :photos, only: [:index], :except => :show, 'path' => 'ctrl#act', \"quoted\": 1")
  assert.equal(statement.options, [
    pair(sym('only'), { type: 'array', elements: [sym('index')] }),
    pair(sym('except'), sym('show')),
    pair(str('path'), str('ctrl#act')),
    pair(sym('quoted'), int(1)),
  ])
  assert.equal(statementOf("get 'about' => 'pages#about'").options, [pair(str('about'), str('pages#about'))])
  assert.equal(statementOf("mount Sidekiq::Web => '/sidekiq'").options, [pair({ type: 'constant', name: 'Sidekiq::Web' }, str('/sidekiq'))])
})

test('a hash literal after a comma is a positional argument', () => {
  const statement = statementOf("get 'x', { to: 'y' }")
  assert.equal(statement.arguments[1], { type: 'hash', entries: [pair(sym('to'), str('y'))] })
})

test('do ... end blocks, empty blocks and nesting', () => {
  const statement = statementOf('resources :photos do\n  member do\n    get :preview\n  end\nend')
  assert.equal(names(statement.children), ['member'])
  assert.equal(names((statement.children![0] as Statement).children), ['get'])
  assert.equal(statementOf('scope :x do\nend').children, [])
  assert.equal(statementOf('scope :x do end').children, [])
  assert.is(statementOf('resources :photos').children, undefined)
})

test('{ } blocks: after a method name, after parens, after paren-less arguments', () => {
  assert.equal(names(statementOf('member { post :react }').children), ['post'])
  assert.equal(names(statementOf('resources(:photos) { get :x }').children), ['get'])
  assert.equal(names(statementOf("scope 'x' { get :y }").children), ['get'])
  assert.equal(names(statementOf('resources :photos, only: [] { get :y }').children), ['get'])
  assert.equal(statementOf('member {}').children, [])
  assert.equal(names(statementOf('collection {\n  get :a\n  get :b\n}').children), ['get', 'get'])
})

test('semicolons separate statements, on a line and inside blocks', () => {
  assert.equal(names(parseClean('get :a; get :b;; get :c;') as Statement[]), ['get', 'get', 'get'])
  assert.equal(names(statementOf('member { post :a; post :b }').children), ['post', 'post'])
  assert.equal(names(statementOf('member do; post :a; end').children), ['post'])
})

test('the Rails.application.routes.draw wrapper becomes a routeSet', () => {
  for (const receiver of ['Rails.application.routes', 'Blog::Engine.routes', 'MyApp::Application.routes']) {
    const [set] = parseClean(`${receiver}.draw do\n  resources :photos\nend\n`) as RouteSet[]
    assert.equal(strip(set), { type: 'routeSet', receiver, children: [{ type: 'resources', method: 'resources', arguments: [sym('photos')], options: [] }] })
  }
  const [set] = parseClean('Rails.application.routes.draw do\nend')
  assert.equal(set!.position, { start: { line: 1, column: 1, offset: 0 }, end: { line: 2, column: 4, offset: 36 } })
})

test('top-level requires before the wrapper are ordinary call statements', () => {
  const children = parseClean("require 'sidekiq/web'\nrequire_relative 'x'\nRails.application.routes.draw do\nend")
  assert.equal(children.map((c) => c.type), ['call', 'call', 'routeSet'])
  assert.equal(strip(children[0]), { type: 'call', method: 'require', arguments: [str('sidekiq/web')], options: [] })
})

test('bare statements at top level are fine (files loaded by draw)', () => {
  assert.equal(names(parseClean('resources :a\nresources :b') as Statement[]), ['resources', 'resources'])
  assert.equal(parseClean(''), [])
  assert.equal(parseClean('\n\n  # only a comment\n'), [])
})

test('lines continue after , ( [ { => | and labels, and after a trailing backslash', () => {
  const expected = statementOf("get 'x', to: 'a#b', as: :c")
  assert.equal(statementOf("get 'x',\n  to: 'a#b',\n  as: :c"), expected)
  assert.equal(statementOf("get 'x', to:\n  'a#b', as:\n :c"), expected)
  assert.equal(statementOf("get 'x', \\\n  to: 'a#b', as: :c"), expected)
  assert.equal(statementOf("get(\n'x',\nto: 'a#b',\nas: :c\n)"), expected)
  assert.equal(statementOf("get 'x' =>\n 'a#b'").options, [pair(str('x'), str('a#b'))])
  assert.equal(statementOf('foo [\n1,\n2\n]').arguments, [{ type: 'array', elements: [int(1), int(2)] }])
  assert.equal(statementOf('foo x: {\na: 1\n}').options, [pair(sym('x'), { type: 'hash', entries: [pair(sym('a'), int(1))] })])
})

test('comments, =begin/=end and __END__ are ignored', () => {
  const source = [
    '# leading comment',
    'get :a # trailing comment with "quotes" and do',
    '=begin',
    'get :ignored',
    '=end',
    'get :b',
    '__END__',
    'this is not Ruby at all {[(',
  ].join('\n')
  assert.equal(parseClean(source).map((s) => strip((s as Statement).arguments[0])), [sym('a'), sym('b')])
  assert.equal(parseClean('get :a\n=begin trailing words\nx\n=end more\nget :b').length, 2)
  assert.equal(parseClean('get :a\n__END__').length, 1)
})

test('CRLF line ends, tabs and a byte-order mark are whitespace', () => {
  const [set] = parseClean('\uFEFFRails.application.routes.draw do\r\n\tresources :a,\r\n\t\tonly: [:index]\r\nend\r\n') as RouteSet[]
  assert.equal(names(set!.children), ['resources'])
  assert.equal(set!.children[0]!.position.end, { line: 3, column: 17, offset: 67 })
})

test('identifiers that start like keywords are identifiers', () => {
  assert.equal(statementOf('domain :x').method, 'domain')
  assert.equal(statementOf('endpoint :x').method, 'endpoint')
  assert.equal(optionPairs(statementOf('format_for :x, if_match: true, do_it: nil').options).map((p) => strip(p.key)), [sym('if_match'), sym('do_it')])
  assert.equal(statementOf('ensure_it :x').method, 'ensure_it')
})

test('a realistic Rails routes file parses with no diagnostics', () => {
  const [requireWeb, requireCron, set] = parseClean(fixture('realistic-routes.rb')) as [Statement, Statement, RouteSet]
  assert.is(requireWeb.method, 'require')
  assert.is(requireCron.method, 'require')
  assert.is(set.type, 'routeSet')
  assert.is(set.receiver, 'Rails.application.routes')
  const methods = names(set.children)
  for (const method of ['devise_for', 'mount', 'root', 'concern', 'resources', 'resource', 'namespace', 'scope', 'constraints', 'match', 'post', 'draw']) {
    assert.ok(methods.includes(method), method)
  }
  const mount = (set.children as Statement[]).find((s) => s.method === 'mount')!
  assert.equal(strip(mount.options), [pair({ type: 'constant', name: 'Sidekiq::Web' }, str('/sidekiq'))])
})

test('the benchmark routes file with its loop unrolled parses with zero diagnostics', () => {
  // specs/fixtures/rails-routes.rb: the same file with the 23 names declared one by one.
  const { ast, diagnostics } = parseRoutes(readFileSync(new URL('../fixtures/rails-routes.rb', import.meta.url), 'utf8'))
  assert.equal(diagnostics, [])
  const statements = ast.children as Statement[]
  assert.is(statements.length, 48)
  assert.is(countStatements(statements), 588)
  const admin = statements.find((s) => s.method === 'namespace' && (s.arguments[0] as { value?: string }).value === 'admin')!
  assert.ok((admin.children as Statement[]).some((s) => s.method === 'resources' && (s.arguments[0] as { value?: string }).value === 'search_indices'))
})

test.run()
