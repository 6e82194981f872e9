import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  array, bool, call, constant, hash, int, keyword, nil, pair, regexp, routeFile, routeSet, statement, str, sym,
} from '../../src/ast/index.js'
import { printRoutes, printValue } from '../../src/print/index.js'

const cases: [string, Parameters<typeof printValue>[0], string][] = [
  ['plain string', str('photos#index'), "'photos#index'"],
  ['string with a quote', str("it's"), `"it's"`],
  ['string with a backslash', str('a\\b'), '"a\\\\b"'],
  ['string with controls', str('a\nb\tc\x01"'), '"a\\nb\\tc\\u0001\\""'],
  ['string with interpolation-like text', str("#{x} #@y '"), `"\\#{x} \\#@y '"`],
  ['single-quoted keeps #{', str('#{x}'), "'#{x}'"],
  ['empty string', str(''), "''"],
  ['symbol', sym('photos'), ':photos'],
  ['symbol with ?', sym('admin?'), ':admin?'],
  ['odd symbol', sym('odd-name'), ':"odd-name"'],
  ['setter-like symbol', sym('a='), ':"a="'],
  ['integer', int(301), '301'],
  ['negative integer', int(-1), '-1'],
  ['true', bool(true), 'true'],
  ['false', bool(false), 'false'],
  ['nil', nil(), 'nil'],
  ['regexp', regexp('\\d+', 'i'), '/\\d+/i'],
  ['regexp with escaped slash', regexp('a\\/b'), '%r{a\\/b}'],
  ['regexp with slash', regexp('a/b'), '%r{a/b}'],
  ['regexp with slash and unbalanced brace', regexp('a/b{'), '%r(a/b{)'],
  ['regexp with slash and every bracket unbalanced', regexp('/{([<'), '%r|/{([<|'],
  ['regexp with a line break', regexp('a\n b', 'x'), '%r{a\n b}x'],
  ['regexp starting with a space', regexp(' x'), '%r{ x}'],
  ['constant', constant('Sidekiq::Web'), 'Sidekiq::Web'],
  ['top constant', constant('::Foo'), '::Foo'],
  ['array', array([sym('index'), sym('show')]), '[:index, :show]'],
  ['empty array', array([]), '[]'],
  ['hash', hash([keyword('id', regexp('\\d+'))]), '{ id: /\\d+/ }'],
  ['empty hash', hash([]), '{}'],
  ['hash with other keys', hash([pair(str('a'), int(1)), pair(sym('a-b'), int(2)), pair(sym('nil'), nil()), pair(sym('ok?'), bool(true)), pair(constant('X'), sym('y'))]),
    "{ 'a' => 1, :\"a-b\" => 2, nil: nil, :ok? => true, X => :y }"],
  ['call', call('redirect', [str('/x')], [keyword('status', int(301))]), "redirect('/x', status: 301)"],
  ['call with a hash argument', call('new', [hash([keyword('v', int(1))])], [], constant('ApiConstraint')), 'ApiConstraint.new({ v: 1 })'],
  ['call on a constant without arguments', call('server', [], [], constant('ActionCable')), 'ActionCable.server'],
  ['call without receiver or arguments', call('redirect'), 'redirect()'],
]

for (const [name, value, text] of cases) {
  test(`printValue: ${name}`, () => assert.is(printValue(value), text))
}

test('statements: arguments and options without parentheses, blocks with do ... end', () => {
  const ast = routeFile([
    routeSet('Rails.application.routes', [
      statement('root', [str('pages#main')]),
      statement('resources', [sym('photos')], [keyword('only', array([sym('index'), sym('show')]))], [
        statement('member', [], [], [statement('get', [sym('preview')])]),
        statement('get', [str('search')], [keyword('on', sym('collection'))]),
      ]),
      statement('get', [], [pair(str('photos'), str('photos#index'))]),
      statement('get', [str('old')], [keyword('to', call('redirect', [str('/new')], [keyword('status', int(301))]))]),
      statement('mount', [], [pair(constant('Sidekiq::Web'), str('/sidekiq'))]),
      statement('constraints', [hash([keyword('subdomain', str('api'))])], [], [statement('resources', [sym('keys')])]),
      statement('shallow', [], [], []),
      statement('devise_for', [sym('users')]),
      statement('match', [str('x')], [keyword('via', array([sym('get'), sym('post')])), pair(sym('a-b'), int(1))]),
    ]),
  ])
  assert.fixture(printRoutes(ast), `Rails.application.routes.draw do
  root 'pages#main'

  resources :photos, only: [:index, :show] do
    member do
      get :preview
    end

    get 'search', on: :collection
  end

  get 'photos' => 'photos#index'
  get 'old', to: redirect('/new', status: 301)
  mount Sidekiq::Web => '/sidekiq'

  constraints({ subdomain: 'api' }) do
    resources :keys
  end

  shallow do
  end

  devise_for :users
  match 'x', via: [:get, :post], :"a-b" => 1
end
`)
})

test('top level: statements without a route set, several route sets, an empty file', () => {
  assert.is(printRoutes(routeFile([])), '')
  assert.is(printRoutes(routeFile([statement('get', [str('a')]), statement('draw', [sym('admin')])])), "get 'a'\ndraw :admin\n")
  assert.is(
    printRoutes(routeFile([routeSet('Rails.application.routes', []), routeSet('Blog::Engine.routes', [statement('root', [str('a#b')])])])),
    "Rails.application.routes.draw do\nend\n\nBlog::Engine.routes.draw do\n  root 'a#b'\nend\n",
  )
})

test('a statement with only options, one with nothing, and deep nesting', () => {
  const ast = routeFile([
    statement('namespace', [sym('admin')], [], [
      statement('scope', [], [keyword('module', str('v1'))], [statement('root', [], [keyword('to', str('a#b'))]), statement('concerns', [sym('x')])]),
    ]),
  ])
  assert.fixture(printRoutes(ast), `namespace :admin do
  scope module: 'v1' do
    root to: 'a#b'
    concerns :x
  end
end
`)
})

test.run()
