import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseRoutes } from '../../src/syntax/index.js'
import { optionPairs } from '../../src/ast/types.js'
import { int, pair, str, sym, valueOf } from './_helpers.js'

test('symbols: plain, with ? and !, quoted', () => {
  assert.equal(valueOf(':photos'), sym('photos'))
  assert.equal(valueOf(':photos?'), sym('photos?'))
  assert.equal(valueOf(':save!'), sym('save!'))
  assert.equal(valueOf(':"quoted name"'), sym('quoted name'))
  assert.equal(valueOf(":'q'"), sym('q'))
  assert.equal(valueOf(':"tab\\there"'), sym('tab\there'))
  assert.equal(valueOf(':Photo'), sym('Photo'))
})

test('single-quoted strings: only \\\\ and \\\' are escapes', () => {
  assert.equal(valueOf("'a#b'"), str('a#b'))
  assert.equal(valueOf("'it\\'s'"), str("it's"))
  assert.equal(valueOf("'back\\\\slash'"), str('back\\slash'))
  assert.equal(valueOf("'\\n \\d'"), str('\\n \\d'))
  assert.equal(valueOf("'\#{not interpolated}'"), str('#{not interpolated}'))
})

test('double-quoted strings: Ruby escapes', () => {
  assert.equal(valueOf('"a\\nb\\tc\\sd\\re"'), str('a\nb\tc d\re'))
  assert.equal(valueOf('"\\0\\e\\a\\b\\f\\v"'), str('\0\x1b\x07\b\f\v'))
  assert.equal(valueOf('"\\\\ \\" \\#{x}"'), str('\\ " #{x}'))
  assert.equal(valueOf('"\\u00e9\\u{1F600}\\u{41 42}"'), str('é😀AB'))
  assert.equal(valueOf('"\\x41\\x9\\101\\7"'), str('A\tA\x07'))
  assert.equal(valueOf('"\\d\\q"'), str('dq'))
  assert.equal(valueOf('"a#b #c"'), str('a#b #c'))
  assert.equal(valueOf('"/new/%{id}"'), str('/new/%{id}'))
})

test('strings may span lines; a backslash-newline in double quotes joins them', () => {
  assert.equal(valueOf("'a\nb'"), str('a\nb'))
  assert.equal(valueOf('"a\\\nb"'), str('ab'))
})

test('integers, booleans, nil', () => {
  assert.equal(valueOf('301'), int(301))
  assert.equal(valueOf('-1'), int(-1))
  assert.equal(valueOf('1_000'), int(1000))
  assert.equal(valueOf('true'), { type: 'boolean', value: true })
  assert.equal(valueOf('false'), { type: 'boolean', value: false })
  assert.equal(valueOf('nil'), { type: 'nil' })
})

test('arrays, nested, with a trailing comma and across lines', () => {
  assert.equal(valueOf('[:index, :show]'), { type: 'array', elements: [sym('index'), sym('show')] })
  assert.equal(valueOf('[]'), { type: 'array', elements: [] })
  assert.equal(valueOf('[1, [2, "x"],]'), { type: 'array', elements: [int(1), { type: 'array', elements: [int(2), str('x')] }] })
  assert.equal(valueOf('[\n  :a,\n  :b\n]'), { type: 'array', elements: [sym('a'), sym('b')] })
})

test('%w and %i lists with every kind of delimiter', () => {
  const words = { type: 'array', elements: [str('a'), str('b'), str('c')] }
  for (const list of ['%w[a b c]', '%w(a b c)', '%w{a b c}', '%w<a b c>', '%w|a b c|', '%w!a b c!', '%w/a b c/', '%W[a b c]', '%w[\n  a\n  b c\n]']) {
    assert.equal(valueOf(list), words, list)
  }
  assert.equal(valueOf('%i[index show]'), { type: 'array', elements: [sym('index'), sym('show')] })
  assert.equal(valueOf('%I(a)'), { type: 'array', elements: [sym('a')] })
  assert.equal(valueOf('%w[a(b) [c]]'), { type: 'array', elements: [str('a(b)'), str('[c]')] })
  assert.equal(valueOf('%w(a\\ b c\\))'), { type: 'array', elements: [str('a b'), str('c)')] })
  assert.equal(valueOf('%w[]'), { type: 'array', elements: [] })
})

test('hashes: labels, rockets, quoted labels, nesting, trailing comma', () => {
  assert.equal(valueOf("{ a: 1, 'b' => 2, :c => [3], \"d\": nil, }"), {
    type: 'hash',
    entries: [pair(sym('a'), int(1)), pair(str('b'), int(2)), pair(sym('c'), { type: 'array', elements: [int(3)] }), pair(sym('d'), { type: 'nil' })],
  })
  assert.equal(valueOf('{ a: { b: {} } }'), {
    type: 'hash',
    entries: [pair(sym('a'), { type: 'hash', entries: [pair(sym('b'), { type: 'hash', entries: [] })] })],
  })
  assert.equal(valueOf('{\n  a: 1,\n  b: 2\n}'), { type: 'hash', entries: [pair(sym('a'), int(1)), pair(sym('b'), int(2))] })
  assert.equal(valueOf('{:a=>1}'), { type: 'hash', entries: [pair(sym('a'), int(1))] })
})

test('a regexp with the x flag may span lines, its comments and newlines kept in the source; others may not', () => {
  assert.equal(valueOf('/ ( david # The Creator\n  | jamis )/x'), { type: 'regexp', source: ' ( david # The Creator\n  | jamis )', flags: 'x' })
  assert.equal(valueOf('/a # b\n/ix'), { type: 'regexp', source: 'a # b\n', flags: 'ix' })
  assert.ok(parseRoutes('get "x/:id", to: "x#y", id: /a\nb/\n', { strict: true }).diagnostics.length > 0)
})

test('regexps: source exactly as written, flags after', () => {
  assert.equal(valueOf('/\\d+/'), { type: 'regexp', source: '\\d+', flags: '' })
  assert.equal(valueOf('/a|b/imx'), { type: 'regexp', source: 'a|b', flags: 'imx' })
  // Ruby's Regexp#source: an escaped `/` delimiter loses its backslash; brackets and metacharacters keep theirs.
  assert.equal(valueOf('/a\\/b/'), { type: 'regexp', source: 'a/b', flags: '' })
  assert.equal(valueOf('%r!a\\!b!'), { type: 'regexp', source: 'a!b', flags: '' })
  assert.equal(valueOf('%r{a\\}b}'), { type: 'regexp', source: 'a\\}b', flags: '' })
  assert.equal(valueOf('%r|a\\|b|'), { type: 'regexp', source: 'a\\|b', flags: '' })
  assert.equal(valueOf('%r{a/b}i'), { type: 'regexp', source: 'a/b', flags: 'i' })
  assert.equal(valueOf('%r{\\d{4}}'), { type: 'regexp', source: '\\d{4}', flags: '' })
  assert.equal(valueOf('%r|x|'), { type: 'regexp', source: 'x', flags: '' })
  assert.equal(valueOf('/[a-z][a-z0-9_\\-]{2,30}/'), { type: 'regexp', source: '[a-z][a-z0-9_\\-]{2,30}', flags: '' })
})

test('constant paths', () => {
  assert.equal(valueOf('Sidekiq::Web'), { type: 'constant', name: 'Sidekiq::Web' })
  assert.equal(valueOf('::Foo'), { type: 'constant', name: '::Foo' })
  assert.equal(valueOf('A::B::C'), { type: 'constant', name: 'A::B::C' })
})

test('calls as values: plain, with options, on a constant', () => {
  assert.equal(valueOf("redirect('/x', status: 301)"), {
    type: 'call', method: 'redirect', arguments: [str('/x')], options: [pair(sym('status'), int(301))],
  })
  assert.equal(valueOf('redirect("/new/%{id}")'), { type: 'call', method: 'redirect', arguments: [str('/new/%{id}')], options: [] })
  assert.equal(valueOf('SomeConstraint.new(version: 1)'), {
    type: 'call', receiver: { type: 'constant', name: 'SomeConstraint' }, method: 'new', arguments: [], options: [pair(sym('version'), int(1))],
  })
  assert.equal(valueOf('ActionCable.server'), { type: 'call', receiver: { type: 'constant', name: 'ActionCable' }, method: 'server', arguments: [], options: [] })
  assert.equal(valueOf('Api::Constraint.new()'), { type: 'call', receiver: { type: 'constant', name: 'Api::Constraint' }, method: 'new', arguments: [], options: [] })
})

test('positions: 1-based line and column, 0-based offset, exclusive end', () => {
  const { ast } = parseRoutes("get 'a',\n  to: :b")
  const statement = ast.children[0]!
  assert.equal(statement.position, { start: { line: 1, column: 1, offset: 0 }, end: { line: 2, column: 9, offset: 17 } })
  if (!('options' in statement)) throw new Error('not a statement')
  assert.equal(statement.arguments[0]!.position, { start: { line: 1, column: 5, offset: 4 }, end: { line: 1, column: 8, offset: 7 } })
  const option = optionPairs(statement.options)[0]!
  assert.equal(option.position, { start: { line: 2, column: 3, offset: 11 }, end: { line: 2, column: 9, offset: 17 } })
  assert.equal(option.key.position, { start: { line: 2, column: 3, offset: 11 }, end: { line: 2, column: 6, offset: 14 } })
  assert.equal(option.value.position, { start: { line: 2, column: 7, offset: 15 }, end: { line: 2, column: 9, offset: 17 } })
  assert.equal(ast.position, { start: { line: 1, column: 1, offset: 0 }, end: { line: 2, column: 9, offset: 17 } })
})

test('positions of words inside a multi-line %w list', () => {
  const { ast } = parseRoutes('foo %w[a\n  bc]')
  const list = (ast.children[0] as { arguments: Array<{ elements: Array<{ position: unknown }> }> }).arguments[0]!
  assert.equal(list.elements[1]!.position, { start: { line: 2, column: 3, offset: 11 }, end: { line: 2, column: 5, offset: 13 } })
})

test('positions of a regexp, a hash and a call', () => {
  const { ast } = parseRoutes("get 'x', constraints: { id: /\\d+/i }, to: redirect('/y')")
  const options = (ast.children[0] as { options: Array<{ value: { position: { start: { column: number }; end: { column: number } }; entries?: Array<{ value: { position: unknown } }> } }> }).options
  assert.equal([options[0]!.value.position.start.column, options[0]!.value.position.end.column], [23, 37])
  assert.equal(options[0]!.value.entries![0]!.value.position, { start: { line: 1, column: 29, offset: 28 }, end: { line: 1, column: 35, offset: 34 } })
  assert.equal([options[1]!.value.position.start.column, options[1]!.value.position.end.column], [43, 57])
})

test.run()
