// Methods a routes file defines and calls (`def api_routes ... end`, then `api_routes` in a
// scope): the body is drawn at each call, in the scope of the call (specs/golden/y-ruby-methods,
// specs/errors/method-*). These specs hold what the goldens cannot: limits and binding rules.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { withoutPositions } from '../../src/ast/index.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { assertPrintsBack } from '../_support/round-trip.js'

const drawn = (source: string) => {
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  return { paths: routes.map((r) => r.path), diagnostics: diagnostics.map((d) => `${d.code} ${d.position.start.line} ${d.message}`) }
}

test('a def is a def node with its parameters and defaults', () => {
  const [node] = parseRoutes('def routes_for(name, page = "about", named: true, scoped:)\n  get name\nend\n').ast.children
  assert.equal(withoutPositions(node), {
    type: 'def', name: 'routes_for',
    parameters: [
      { kind: 'required', name: 'name' },
      { kind: 'optional', name: 'page', default: { type: 'string', value: 'about' } },
      { kind: 'keyword', name: 'named', default: { type: 'boolean', value: true } },
      { kind: 'keyword', name: 'scoped' },
    ],
    children: [{ type: 'match', method: 'get', arguments: [{ type: 'variable', name: 'name' }], options: [] }],
  })
})

test('defs print back as written', () => {
  assertPrintsBack('def a\n  get :x\nend\n\ndef b(x, y = 1, z:, w: "v")\n  get x\n  a\nend\n\nb :p, z: 2\nb(:q, 3, z:)\n')
})

test('a strict parse keeps refusing def, and def self.x, splats and endless methods stay Ruby', () => {
  assert.equal(parseRoutes('def x\nend\n', { strict: true }).diagnostics.map((d) => d.code), ['RC1015'])
  for (const source of ['def self.x\n  get :a\nend\n', 'def x(*args)\n  get :a\nend\n', 'def x(&block)\n  get :a\nend\n']) {
    assert.equal(parseRoutes(source).ast.children.map((c) => c.type), ['ruby'], source)
  }
})

test('the body sees its parameters and the constants of the file, not its local variables', () => {
  const { paths, diagnostics } = drawn('PREFIX = "p"\nname = "outer"\ndef routes_for(page)\n  get "#{PREFIX}/#{page}", to: "a#b"\n  get name, to: "a#b"\nend\nroutes_for "x"\n')
  assert.equal(paths, ['/p/x(.:format)'])
  assert.equal(diagnostics.length, 1)
  assert.match(diagnostics[0]!, /^RC2903 5 skipped `get name, to: 'a#b'`/)
})

test('a method is callable once defined, and only then; a later def replaces it', () => {
  const { paths, diagnostics } = drawn('a\ndef a\n  get "one", to: "a#b"\nend\na\ndef a\n  get "two", to: "a#b"\nend\na\n')
  assert.equal(paths, ['/one(.:format)', '/two(.:format)'])
  assert.equal(diagnostics, ["RC2901 1 undefined method `a' for the routes language: the call was skipped"])
})

test('keywords given to a method without keyword parameters are one Hash argument', () => {
  const { paths } = drawn('def routes_for(options)\n  get "x", **options\nend\n')
  assert.equal(paths, [])
  const hash = drawn('def routes_for(options)\n  get "x", to: "a#b", constraints: options\nend\nroutes_for id: /\\d+/\n')
  assert.equal(hash.paths, ['/x(.:format)'])
})

test('calls nested too deep are a SystemStackError, not a hang: strict refuses the file, lenient skips the call and its routes', () => {
  const source = 'def forever(n)\n  get "x", to: "a#b"\n  forever(n)\nend\nget "before", to: "a#b"\nforever 1\nget "after", to: "a#b"\n'
  const strict = expand(parseRoutes(source).ast, { strict: true })
  assert.equal(strict.diagnostics.map((d) => `${d.code} ${d.position.start.line} ${d.message}`), ['RC2094 3 stack level too deep'])
  const { paths, diagnostics } = drawn(source)
  assert.equal(paths, ['/before(.:format)', '/after(.:format)'])
  assert.equal(diagnostics, ["RC2903 6 skipped `forever 1`: the methods, concerns or drawn files it calls call each other more than 100 deep, Ruby's SystemStackError (stack level too deep)"])
})

test('a file method overriding get that calls get inside a block recurses forever, as in Ruby: the call is skipped, its names given back', () => {
  const source = 'def get(path, options = {})\n  constraints subdomain: "x" do\n    get "z", to: "a#b", as: "z"\n  end\n  super\nend\nget "about", to: "pages#about"\nmatch "zed", to: "a#b", as: "z", via: :get\n'
  const { paths, diagnostics } = drawn(source)
  // `match` is not overridden; the name `z` the skipped calls took is free again.
  assert.equal(paths, ['/zed(.:format)'])
  assert.match(diagnostics.at(-1)!, /^RC2903 7 skipped `get 'about', to: 'pages#about'`: the methods, concerns or drawn files it calls call each other more than 100 deep/)
})

test('missing and unknown keywords, and wrong argument counts, are Ruby ArgumentErrors at the def', () => {
  assert.equal(drawn('def a(x:)\nend\na\n').diagnostics, ['RC2095 1 missing keyword: :x'])
  assert.equal(drawn('def a(x = 1, y = 2)\nend\na 1, 2, 3\n').diagnostics, ['RC2095 1 wrong number of arguments (given 3, expected 0..2)'])
  assert.equal(drawn('def a\nend\na b: 1\n').diagnostics, ['RC2095 1 wrong number of arguments (given 1, expected 0)'])
})

test('a method called where a value stands answers its last expression; one that draws routes, or whose value is unknown, skips the statement', () => {
  const { paths, diagnostics } = drawn('def a(x)\n  y = x + "/b"\n  y.upcase\nend\ndef b\n  get "z", to: "a#b"\nend\ndef c\n  Settings.path\nend\nget a("q"), to: "a#b"\nget b, to: "a#b"\nget c, to: "a#b"\n')
  assert.equal(paths, ['/Q/B(.:format)'])
  assert.equal(diagnostics.map((d) => d.replace(/ skipped.*\(/, ' (')), ['RC2903 12 (`b` at 12:5: `b` draws routes or runs Ruby: its value is not evaluated)', 'RC2903 13 (`Settings.path` at 9:3: a method of the application)'])
  // `--value` answers the application's expression inside the method.
  const values = new Map([['Settings.path', 'p']])
  assert.equal(expand(parseRoutes('def c\n  Settings.path\nend\nget c, to: "a#b"\n').ast, { environment: { values } }).routes.map((r) => r.path), ['/p(.:format)'])
})

test('`super` in a method overriding the routes language\'s: its own method; elsewhere a warning; an override Rails\' own methods call warns', () => {
  const redirect = drawn('def redirect(path, status: 302)\n  super\nend\nget "a", to: redirect("/b")\n')
  assert.equal(expand(parseRoutes('def redirect(path, status: 302)\n  super\nend\nget "a", to: redirect("/b")\n').ast).routes[0]!.redirect, { status: 302, path: '/b' })
  assert.equal(redirect.diagnostics, [])
  assert.match(drawn('def url(x)\n  super(x)\nend\nget url("a"), to: "a#b"\n').diagnostics.join('\n'), /^RC2903 4 skipped .*`super` in `url`: the routes language has no such value method\)$/)
  assert.equal(drawn('super\nget "a", to: "a#b"\n').diagnostics, ['RC2903 1 skipped `super`: called outside of a method'])
  const overridden = drawn('def get(path, options = {})\n  super(path, options.merge({ to: "x#y" }))\nend\nget "a"\nresources :b, only: :index\n')
  assert.equal(overridden.paths, ['/a(.:format)', '/b(.:format)'])
  assert.equal(overridden.diagnostics.map((d) => d.slice(0, 9)), ['RC2913 1 ', 'RC2904 2 '])
  assert.equal(drawn('def root(path)\n  super(to: "a#b")\nend\nroot "x"\n'), { paths: ['/'], diagnostics: [] })
})

test('a default only the application knows skips the call with a warning', () => {
  const { paths, diagnostics } = drawn('def a(host = Settings.host)\n  get "x", to: "a#b"\nend\na\n')
  assert.equal(paths, [])
  assert.match(diagnostics[0]!, /^RC2903 4 skipped `a`: a default value of its parameters cannot be known/)
})

test.run()
