// Variables, constants, interpolation and loops over collections written in the file: read into
// assign/loop/expression nodes, printed back, and run by the expander within limits.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { assertPrintsBack } from '../_support/round-trip.js'
import { withoutPositions } from '../../src/ast/index.js'
import type { Assignment, Conditional, Loop, Statement, TernaryExpression } from '../../src/ast/types.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

function drawn(source: string, strict = false): { paths: string[]; codes: string[] } {
  const { ast, diagnostics } = parseRoutes(source, { strict })
  const expansion = expand(ast, { strict })
  return { paths: expansion.routes.map((r) => r.path), codes: [...diagnostics, ...expansion.diagnostics].map((d) => d.code) }
}

test('a loop: its collection, method, arguments and parameters; `{ |x| }` blocks too', () => {
  const [loop] = parseRoutes('%w[a b].each_slice(2) do |pair, rest|\n  get pair\nend\n').ast.children as [Loop]
  assert.equal(withoutPositions({ ...loop, children: [] }), {
    type: 'loop', collection: { type: 'array', elements: [{ type: 'string', value: 'a' }, { type: 'string', value: 'b' }] },
    method: 'each_slice', arguments: [{ type: 'integer', value: 2 }], parameters: ['pair', 'rest'], children: [],
  })
  assert.is((parseRoutes('[:a].each { |r| resources r }').ast.children[0] as Loop).children.length, 1)
})

test('assignments and expression values', () => {
  const [assign, get] = parseRoutes('api = { format: :json }\nget "v/#{api}", to: "a#b", defaults: api\n').ast.children as [Assignment, Statement]
  assert.equal([assign.type, assign.target, assign.operator, assign.value.type], ['assign', 'api', '=', 'hash'])
  assert.equal(get.arguments[0]!.type, 'interpolatedString')
  assert.equal(get.options[1]!.value.type, 'variable')
  assert.equal((parseRoutes('X ||= 1').ast.children[0] as Assignment).operator, '||=')
})

test('print → parse gives the same AST back', () => {
  const source = [
    'ID = /\\d+/',
    'names ||= %w[a b]',
    'names.each_with_index do |name, i|',
    '  get "#{name}-#{i}", to: "x#" + name, id: ID, as: name.to_sym',
    'end',
    '{ a: 1 }.each_pair do |k, v|',
    '  get k.to_s, to: "x#y", defaults: { v: v }',
    'end',
    '',
  ].join('\n')
  assertPrintsBack(source)
})

test('an `if` or `unless` assigned is the ternaries of its branches; a branch of several statements is not read', () => {
  const [assign] = parseRoutes('x = if a\n  1\nelsif b then 2\nelse\nend\n').ast.children as [Assignment]
  assert.equal(withoutPositions(assign.value), {
    type: 'ternary', condition: { type: 'variable', name: 'a' }, then: { type: 'integer', value: 1 },
    else: { type: 'ternary', condition: { type: 'variable', name: 'b' }, then: { type: 'integer', value: 2 }, else: { type: 'nil' } },
  })
  const [negated] = parseRoutes('x = unless ENV["A"] then :a end\n').ast.children as [Assignment]
  assert.equal(withoutPositions(negated.value as TernaryExpression).then, { type: 'nil' })
  assert.equal(drawn('x = if ENV["A"]\n  y = 1\n  "a"\nelse\n  "b"\nend\nget x, to: "a#b"\nget "c", to: "a#b"\n'), { paths: ['/c(.:format)'], codes: ['RC2903', 'RC2903'] })
  assert.equal(parseRoutes('x = if ENV["A"] then "a" else "b" end\n', { strict: true }).diagnostics.map((d) => d.code), ['RC1012'])
})

test('safe navigation (`&.`) and a Symbol passed as a block (`&:code`) are kept, and print back as written', () => {
  const [assign] = parseRoutes('x = ENV["A"]&.downcase\n').ast.children as [Assignment]
  assert.equal(withoutPositions(assign.value), { type: 'methodCall', receiver: { type: 'methodCall', receiver: { type: 'constant', name: 'ENV' }, method: '[]', arguments: [{ type: 'string', value: 'A' }] }, method: 'downcase', arguments: [], safe: true })
  assertPrintsBack('codes = %i[ar cy].map(&:to_s).join("|")\nget "x/#{ENV["A"]&.downcase}", to: "a#b", id: /#{codes}/\n')
  assert.equal(drawn('get "a/#{%w[a b].map(&:upcase).join("-")}", to: "a#b"\nget "b/#{%w[a b].each(&:upcase)}", to: "a#b"\n'), { paths: ['/a/A-B(.:format)'], codes: ['RC2903'] })
})

test('a variable bound nowhere: the statement is skipped with a warning, or refused in strict mode', () => {
  assert.equal(drawn('get page, to: "a#b"\nget "x", to: "a#b"\n'), { paths: ['/x(.:format)'], codes: ['RC2903'] })
  // Strict: the parse refuses the variable (RC1013); drawn anyway, the expander refuses it too.
  assert.equal(drawn('get page, to: "a#b"\n', true), { paths: [], codes: ['RC1013', 'RC2093'] })
  assert.equal(drawn('Category.all.each do |c|\n  get c.slug\nend\nget "x", to: "a#b"\n').codes, ['RC2903'])
})

test('loop parameters are scoped to their block; assignments reach later statements', () => {
  assert.equal(drawn('%w[a].each { |p| get p, to: "a#b" }\nget p, to: "a#b"\n'), { paths: ['/a(.:format)'], codes: ['RC2903'] })
  assert.equal(drawn('x = "one"\nnamespace :n do\n  get x, to: "a#b"\nend\n').paths, ['/n/one(.:format)'])
})

test('an assignment under a modifier is a conditional holding it; `unless defined?(X)` of its own constant assigns it', () => {
  const source = 'ID = /\\d+/ unless defined?(ID)\nget "p/:id", to: "p#show", id: ID\n'
  const [guard] = parseRoutes(source).ast.children as [Conditional]
  assert.equal([guard.type, guard.keyword, guard.modifier, guard.children.map((c) => c.type)], ['if', 'unless', true, ['assign']])
  assertPrintsBack(source)
  assert.equal(drawn(source), { paths: ['/p/:id(.:format)'], codes: [] })
  // Only the file's own constant: an application's condition still skips the assignment.
  assert.equal(drawn('ID = /\\d+/ unless defined?(Other)\nget "p/:id", to: "p#show", id: ID\n').codes, ['RC2903', 'RC2906'])
  assert.equal(drawn('ID = /\\d+/ if Feature.on?\nget "p/:id", to: "p#show", id: ID\n').codes, ['RC2903', 'RC2906'])
  assert.equal(drawn(source, true).codes, ['RC1012'])
})

test('loops run within a limit', () => {
  const source = '%w[a b c d e f g h i j].each { |a| %w[a b c d e f g h i j].each { |b| %w[a b c d e f g h i j].each { |c| %w[a b c d e f g h i j].each { |d| %w[a b c d e f g h i j].each { |e| } } } } }'
  const { ast } = parseRoutes(source)
  assert.equal(expand(ast).diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`), ['RC2113 1:36 loops run more than 10,000 times (limit iterations)'])
})

test.run()
