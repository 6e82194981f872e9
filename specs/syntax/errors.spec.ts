import { randomBytes } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Statement } from '../../src/ast/types.js'
import { parseRoutes, SYNTAX_CODES } from '../../src/syntax/index.js'
import { errorsOf } from './_helpers.js'

const CONDITIONALS = 'conditionals are not part of the routes language'
const LOOPS = 'loops are not part of the routes language'
const ASSIGNMENTS = 'assignments are not part of the routes language'
const VARIABLES = 'variables are not part of the routes language'
const LAMBDAS = 'lambdas and procs are not part of the routes language'
const DEFINITIONS = 'method, class and module definitions are not part of the routes language'
const EXCEPTIONS = 'exception handling is not part of the routes language'
const BLOCK_PARAMETERS = 'block parameters are not part of the routes language'
const INTERPOLATION = 'string interpolation is not part of the routes language'

// [source, the one expected diagnostic as `code line:column message`]
// (Loops over collections, assignments of readable values, variables, `"#{x}"` and calls on
// values are read: specs/ruby/values.spec.ts.)
const REFUSED: Array<[string, string]> = [
  ['paths = items.map { |i| i }', `RC1012 1:1 ${ASSIGNMENTS}`],
  ['%w[a b].each_cons(2) { |n| resources n }', `RC1008 1:8 method calls on objects are not part of the routes language`],
  // `if`/`unless` are read (specs/ruby/conditions.spec.ts): a modifier inside brackets is not.
  ["get 'x', to: ('a#b' if x)", `RC1010 1:21 ${CONDITIONALS}`],
  // `case … when` is read (specs/ruby/case-when.spec.ts); pattern matching (`case … in`) is not.
  ['case x\nin [1] then get :a\nend', `RC1010 1:1 ${CONDITIONALS}`],
  ["get 'x', to: admin ? 'a#b' : 'c#d'", `RC1010 1:20 ${CONDITIONALS}`],
  ["get 'x', to: true ? 'a#b' : 'c#d'", `RC1010 1:19 ${CONDITIONALS}`],
  ['while true\n  get :x\nend', `RC1011 1:1 ${LOOPS}`],
  ['until done do get :x end', `RC1011 1:1 ${LOOPS}`],
  ['for x in [1, 2]\n  get x\nend', `RC1011 1:1 ${LOOPS}`],
  ['loop do\n  get :x\nend', `RC1011 1:1 ${LOOPS}`],
  ['3.times { get :x }', `RC1011 1:3 ${LOOPS}`],
  ['@routes = []', `RC1012 1:1 ${ASSIGNMENTS}`],
  ["get 'x', constraints: @constraint", `RC1013 1:23 ${VARIABLES}`],
  // Lambdas and procs in value position are kept as their source (specs/ruby/lambdas.spec.ts).
  ['->(r) { r }.call', `RC1014 1:1 ${LAMBDAS}`],
  ['x = lambda { 1 }.call', `RC1012 1:1 ${ASSIGNMENTS}`],
  ['def helper\n  get :x\nend', `RC1015 1:1 ${DEFINITIONS}`],
  ['class Foo < Bar\nend', `RC1015 1:1 ${DEFINITIONS}`],
  ['module Bar\nend', `RC1015 1:1 ${DEFINITIONS}`],
  ['begin\n  get :x\nrescue StandardError\nend', `RC1016 1:1 ${EXCEPTIONS}`],
  ['get :x rescue nil', `RC1016 1:8 ${EXCEPTIONS}`],
  ['resources :photos do |photos|\n  get :x\nend', `RC1017 1:22 ${BLOCK_PARAMETERS}`],
  ['member { |m| get :x }', `RC1017 1:10 ${BLOCK_PARAMETERS}`],
  ['get "/#@x"', `RC1018 1:5 ${INTERPOLATION}`],
  ['get "/#$x"', `RC1018 1:5 ${INTERPOLATION}`],
  ['get :"a#{b}"', `RC1018 1:5 ${INTERPOLATION}`],
  ['get %W[a #{b}]', `RC1018 1:5 ${INTERPOLATION}`],
  ['get %I[a#{b}]', `RC1018 1:5 ${INTERPOLATION}`],
  ['get "x", constraints: { id: /#@x/ }', `RC1018 1:29 ${INTERPOLATION}`],
  ['get "x", constraints: { id: %r{#$x} }', `RC1018 1:29 ${INTERPOLATION}`],
  // Seen in real routes files: a block passed as an argument, and calls on what is not a constant.
  ['constraints SignedIn.new(&admin) do\n  resources :decks\nend', 'RC1019 1:26 blocks (procs) are not part of the routes language'],
  ["get 'x', constraints: Check.new(1, &block)", 'RC1019 1:36 blocks (procs) are not part of the routes language'],
  ['resources :photos, **OPTIONS', 'RC1022 1:20 double splats of a value (`**options`) are not part of the routes language'],
  ['constraints({ host: "admin.example.org" }.compact) do\n  get :logout\nend', 'RC1008 1:42 method calls on objects are not part of the routes language'],
  ['default_url_options Rails.application.config.action_mailer.default_url_options', 'RC1008 1:38 method calls on objects are not part of the routes language'],
  ["get 'x', to: redirect('/y').freeze", 'RC1008 1:28 method calls on objects are not part of the routes language'],
  ["mount Foo.new.app => '/foo'", 'RC1008 1:14 method calls on objects are not part of the routes language'],
]

for (const [source, expected] of REFUSED) {
  test(`refused: ${JSON.stringify(source)}`, () => {
    assert.equal(errorsOf(source), [expected])
    assert.equal(parseRoutes(source, { strict: true }).ast.children, [], 'the refused statement is left out')
  })
}

test('refused constructs inside a block: one error, the rest of the file survives', () => {
  const source = 'namespace :a do\n  case x\n  in 1 then get :y\n  end\n  get :z\nend\nget :after'
  assert.equal(errorsOf(source), [`RC1010 2:3 ${CONDITIONALS}`])
  const [namespace, after] = parseRoutes(source, { strict: true }).ast.children as Statement[]
  assert.equal((namespace!.children as Statement[]).map((s) => s.method), ['get'])
  assert.is(after!.method, 'get')
})

test('one error per refused construct even when it holds more Ruby', () => {
  assert.equal(errorsOf('while r\n  x = r if r\n  resources r.to_sym\nend\nget :ok'), [`RC1011 1:1 ${LOOPS}`])
  assert.equal(errorsOf("get :a\nx = if y then 1 else 2 end\nget :b"), [`RC1012 2:1 ${ASSIGNMENTS}`])
  assert.equal(errorsOf("get 'x'; y = -> { 2 }; get 'z'"), [`RC1012 1:10 ${ASSIGNMENTS}`])
  assert.equal(errorsOf('get :a\nwhile x do get :b end\nget :c'), [`RC1011 2:1 ${LOOPS}`])
})

test('every refused construct in one file is reported, in order', () => {
  const source = ['get :a, to: (1 if x)', 'y = -> { 1 }', 'resources :b do |b|', 'end', 'get "#@z"', 'def f; end', 'get :ok'].join('\n')
  assert.equal(errorsOf(source).map((e) => e.split(' ').slice(0, 2).join(' ')), ['RC1010 1:16', 'RC1012 2:1', 'RC1017 3:17', 'RC1018 5:5', 'RC1015 6:1'])
  assert.equal((parseRoutes(source, { strict: true }).ast.children as Statement[]).map((s) => s.method), ['get'])
})

test('a refused call or block argument drops its statement, block included, and nothing else', () => {
  const source = "constraints({ host: 'a' }.compact) do\n  get :x\nend\nconstraints Foo.new(&bar) do\n  get :y\nend\nget :after"
  assert.equal(errorsOf(source).map((e) => e.split(' ').slice(0, 2).join(' ')), ['RC1008 1:26', 'RC1019 4:21'])
  assert.equal((parseRoutes(source, { strict: true }).ast.children as Statement[]).map((s) => s.method), ['get'])
})

test('method calls on objects, and the wrapper in the wrong place', () => {
  assert.equal(errorsOf('Foo.bar :x'), ['RC1008 1:1 method calls on objects are not part of the routes language'])
  assert.equal(errorsOf('Rails.application.foo do\nend'), ['RC1008 1:1 method calls on objects are not part of the routes language'])
  assert.equal(errorsOf('Rails.application.routes.draw'), ['RC1008 1:1 expected a `do ... end` block after `Rails.application.routes.draw`'])
  assert.equal(errorsOf('resources :a do\n  Rails.application.routes.draw do\n  end\nend'), [
    'RC1008 2:3 `Rails.application.routes.draw` can only wrap a whole routes file, not a block inside it',
  ])
})

test('unexpected tokens read like the language', () => {
  assert.equal(errorsOf(']'), ['RC1001 1:1 expected a method call like `resources :photos` but found `]`'])
  assert.equal(errorsOf("get :a\n'just a string'"), ["RC1001 2:1 expected a method call like `resources :photos` but found `'just a string'`"])
  assert.equal(errorsOf('Foo'), ['RC1001 1:1 expected a method call like `resources :photos` but found `Foo`'])
  assert.equal(errorsOf("get 'x', to: 'a#b' ]"), ['RC1001 1:20 unexpected `]`'])
  assert.equal(errorsOf('end'), ['RC1001 1:1 unexpected `end`: there is no open block to close'])
  assert.equal(errorsOf("get 'x', to: ]"), ['RC1001 1:14 expected a value but found `]`'])
  assert.equal(errorsOf("get 'x', to: 1.5"), ['RC1001 1:15 unexpected `.`'])
  for (const error of errorsOf("get 'x', to: ]\nresources ,\nget 'x' => => 1")) assert.not.match(error, /-->|<--|Expecting/)
})

test('positional arguments after options', () => {
  assert.equal(errorsOf('resources :a, only: [:index], :b'), ['RC1006 1:31 a positional argument cannot follow options like `key: value`'])
  assert.equal(errorsOf("get('x', to: 'y', 'z')"), ['RC1006 1:19 a positional argument cannot follow options like `key: value`'])
})

test('two statements on one line need a separator', () => {
  assert.equal(errorsOf('resources :a resources :b'), ['RC1007 1:14 expected a line break or `;` before `resources`'])
  assert.equal(errorsOf('resources :a do\n  get :x get :y\nend'), ['RC1007 2:10 expected a line break or `;` before `get`'])
})

test('end-of-file errors point at the end and name what is unclosed', () => {
  assert.equal(errorsOf('resources :a do\n  get :x\n'), ['RC1002 3:1 expected `end` to close the `do` block opened at line 1 but reached the end of the file'])
  assert.equal(errorsOf('resources :a do\n  member {\n    get :x\n'), ['RC1002 4:1 expected `}` to close the `{` block opened at line 2 but reached the end of the file'])
  assert.equal(errorsOf("get 'x', to: redirect("), ['RC1002 1:23 expected `)` to close the `(` opened at line 1 but reached the end of the file'])
  assert.equal(errorsOf("get 'x', constraints: {\n  id: 1,\n"), ['RC1002 3:1 expected `}` to close the `{` hash opened at line 1 but reached the end of the file'])
  assert.equal(errorsOf("get 'x', to: ["), ['RC1002 1:15 expected `]` to close the `[` opened at line 1 but reached the end of the file'])
  assert.equal(errorsOf("get 'x',"), ['RC1002 1:9 expected a value or an option like `only: [:index]` but reached the end of the file'])
  assert.equal(errorsOf("get 'x', to:"), ['RC1002 1:13 expected a value but reached the end of the file'])
})

test('a missing end still gives the statements before it', () => {
  const { ast, diagnostics } = parseRoutes('Rails.application.routes.draw do\n  resources :a do\n    get :x\n  end\n')
  assert.is(diagnostics.length, 1)
  const [set] = ast.children
  assert.is(set!.type, 'routeSet')
  assert.equal((set as { children: Statement[] }).children.map((s) => s.method), ['resources'])
})

test('lexer errors: invalid characters, unterminated strings and comments', () => {
  assert.equal(errorsOf('get :a ! get :b'), ['RC1001 1:8 unexpected `!`'])
  assert.equal(errorsOf("get 'x' \u0000\u0001"), ['RC1003 1:9 unexpected characters `U+0000U+0001`'])
  assert.equal(errorsOf("get :a\nget 'unterminated\nresources :b"), ["RC1004 2:5 unterminated string: the `'` opened here is never closed"])
  assert.equal(errorsOf('get :a\n=begin\nnever ends'), ['RC1005 2:1 unterminated `=begin` comment: expected `=end` at the start of a line'])
})

test('several errors in one file, one per line, sorted by position', () => {
  const source = ['get :a ]', 'get :b ! :c', 'resources :x, only: [:index], :y', 'get :ok', 'get "#@x"', 'resources :z do'].join('\n')
  assert.equal(errorsOf(source).map((e) => e.split(' ').slice(0, 2).join(' ')), ['RC1001 1:8', 'RC1001 2:8', 'RC1006 3:31', 'RC1018 5:5', 'RC1002 6:16'])
  const { ast } = parseRoutes(source)
  assert.ok((ast.children as Statement[]).some((s) => (s.arguments?.[0] as { value?: string })?.value === 'ok'))
})

test('diagnostics carry name, severity, code, file and a catalogued code', () => {
  const [diagnostic] = parseRoutes('x = -> { 1 }', { file: 'config/routes.rb', strict: true }).diagnostics
  assert.equal(diagnostic, {
    code: 'RC1012',
    name: 'SyntaxError',
    severity: 'error',
    message: ASSIGNMENTS,
    file: 'config/routes.rb',
    position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 4, offset: 3 } },
    data: { construct: 'x' },
  })
  assert.is(parseRoutes(']').diagnostics[0]!.file, 'routes.rb')
  for (const source of [...REFUSED.map(([s]) => s), ']', '!', 'Foo.bar', 'get :a get :b', 'get(:a, b: 1, :c)', "'", '=begin', 'do']) {
    for (const d of parseRoutes(source).diagnostics) assert.ok(d.code in SYNTAX_CODES, d.code)
  }
})

function assertValidPositions(node: unknown, length: number): void {
  if (Array.isArray(node)) return node.forEach((child) => assertValidPositions(child, length))
  if (!node || typeof node !== 'object') return
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position') {
      const { start, end } = value as { start: { offset: number; line: number; column: number }; end: { offset: number } }
      assert.ok(Number.isInteger(start.offset) && start.offset <= end.offset && end.offset <= length && start.line >= 1 && start.column >= 1)
    } else assertValidPositions(value, length)
  }
}

test('never throws: binary garbage and random Ruby fragments', () => {
  const pieces = ['resources', ' :a', ' do', ' end', '{', '}', '(', ')', '[', ']', ',', '\n', ';', ' if', "'x'", '"y#{', '=>', 'only:', '|x|', '->', '%w[', '/re/', '=begin\n', '__END__', 'Foo::', '.each', '=', '?', 'Rails.application.routes.draw', ' 1', '\\\n', '@x', 'lambda', 'def', '%r{', ':"', 'redirect(']
  let seed = 42
  const random = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
  for (let i = 0; i < 400; i++) {
    let source = ''
    if (i % 4 === 0) source = randomBytes(50 + random(400)).toString(i % 8 === 0 ? 'latin1' : 'utf8')
    else for (let k = 5 + random(60); k > 0; k--) source += pieces[random(pieces.length)]
    const { ast, diagnostics } = parseRoutes(source)
    assert.ok(diagnostics.every((d) => d.code !== 'RC1000'), `internal error for ${JSON.stringify(source)}: ${diagnostics[0]?.message}`)
    assertValidPositions(ast, source.length)
    assertValidPositions(diagnostics, source.length)
    JSON.stringify(ast)
  }
})

test('never throws on non-string input', () => {
  assert.ok(Array.isArray(parseRoutes(undefined as unknown as string).diagnostics))
  assert.ok(Array.isArray(parseRoutes(42 as unknown as string).diagnostics))
})

test.run()
