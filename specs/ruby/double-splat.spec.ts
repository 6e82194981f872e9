// `**value` among a statement's keywords, and `def x(name, **options)`: Ruby passes the Hash's
// entries as keywords (specs/golden/y-ruby-double-splat holds what Rails draws). These specs hold
// what the golden cannot: the AST, strict mode, and the values drawing cannot know.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { withoutPositions } from '../../src/ast/index.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { assertPrintsBack } from '../_support/round-trip.js'

const drawn = (source: string) => {
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  return { routes: routes.map((r) => `${r.verb} ${r.path} ${r.name ?? ''}`.trim()), diagnostics: diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`) }
}

test('a double splat is an option entry in its place among the pairs', () => {
  const [node] = parseRoutes('resources :photos, **OPTIONS, only: [:index]\n').ast.children
  assert.equal(withoutPositions(node), {
    type: 'resources', method: 'resources', arguments: [{ type: 'symbol', value: 'photos' }],
    options: [
      { type: 'doubleSplat', value: { type: 'constant', name: 'OPTIONS' } },
      { type: 'pair', key: { type: 'symbol', value: 'only' }, value: { type: 'array', elements: [{ type: 'symbol', value: 'index' }] } },
    ],
  })
  const [call] = parseRoutes('get("x", **opts)\n').ast.children
  assert.equal((call as { options: unknown[] }).options.map((o) => withoutPositions(o as never)), [{ type: 'doubleSplat', value: { type: 'variable', name: 'opts' } }])
})

test('a def reads **options as the keywords no other parameter takes', () => {
  const [node] = parseRoutes('def routes_for(name, only: nil, **options)\n  resources name, **options\nend\n').ast.children
  assert.equal((withoutPositions(node!) as { parameters: unknown }).parameters, [
    { kind: 'required', name: 'name' }, { kind: 'keyword', name: 'only', default: { type: 'nil' } }, { kind: 'keywordRest', name: 'options' },
  ])
})

test('statements and defs with double splats print back as written', () => {
  assertPrintsBack('OPTS = { only: [:index] }\nresources :photos, **OPTS, path: \'p\'\nget \'x\', to: \'a#b\', **{ as: \'ex\' }\n\ndef r(name, **options)\n  resources name, **options\nend\n\nr :a, only: :show\n')
})

test('keywords a later entry gives replace earlier ones; a String key stays a String', () => {
  assert.equal(drawn('O = { only: [:index] }\nresources :a, only: [:new], **O\nresources :b, **O, only: [:new]\n').routes, ['GET /a(.:format) a_index', 'GET /b/new(.:format) new_b'])
  const { routes } = drawn('def r(name, **options)\n  resources name, only: :index, **options\nend\nr :a, "path" => "b"\n')
  assert.equal(routes, ['GET /a(.:format) a_index'])
})

test('a Hash only the application knows skips the statement, naming it; a value that is no Hash is Ruby\'s TypeError', () => {
  assert.equal(drawn('get "a", to: "a#a"\nresources :b, **App.options\nresources :c, **UNKNOWN\n'), {
    routes: ['GET /a(.:format) a'],
    diagnostics: [
      'RC2903 2:1 skipped `resources :b, **App.options`: one of its values cannot be known without running the application (`App.options` at 2:17: a method of the application)',
      'RC2903 3:1 skipped `resources :c, **UNKNOWN`: one of its values cannot be known without running the application (`UNKNOWN` at 3:17: keywords from a value only the application knows)',
    ],
  })
  // Ruby 3.3, the oracle's, refuses `**nil` (3.4 takes it as no keywords).
  assert.equal(drawn('resources :a, **"x"\n').diagnostics, ['RC2090 1:1 no implicit conversion of String into Hash'])
  assert.equal(drawn('resources :a, **nil\n').diagnostics, ['RC2090 1:1 no implicit conversion of nil into Hash'])
})

test('a bare super passes a **options parameter on as keywords', () => {
  const { routes } = drawn('def get(path, **options)\n  super\nend\nget "x", to: "a#b", as: "ex"\n')
  assert.equal(routes, ['GET /x(.:format) ex'])
})

test('strict mode reads keywords written out, and refuses those taken from a value (RC1022)', () => {
  const written = parseRoutes('resources :photos, **{ only: [:index] }\n', { strict: true })
  assert.equal(written.diagnostics, [])
  assert.equal(drawn('resources :photos, **{ only: [:index] }\n').routes, ['GET /photos(.:format) photos'])
  for (const source of ['resources :photos, **OPTIONS\n', 'resources :photos, **options\n', 'get "x", to: redirect("/y", **opts)\n']) {
    assert.equal(parseRoutes(source, { strict: true }).diagnostics.map((d) => d.code), ['RC1022'], source)
  }
})

test.run()
