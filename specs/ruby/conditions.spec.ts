// Conditionals whose condition can be known without the application: read into `if` nodes,
// printed back, and evaluated by the expander with the environment it is given.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { assertPrintsBack } from '../_support/round-trip.js'
import { drawn } from '../_support/drawn.js'
import { routeFile, zeroPosition } from '../../src/ast/index.js'
import type { Conditional, Expression } from '../../src/ast/types.js'
import { expand, type RubyEnvironment } from '../../src/expand/index.js'
import { printExpression } from '../../src/print/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const conditionOf = (source: string): Conditional => parseRoutes(source).ast.children[0] as Conditional

test('block conditionals: if, elsif, else, unless, then; an elsif is an if alone in the else before it', () => {
  const node = conditionOf('if a\n  get :x\nelsif b then get :y\nelse\n  get :z\nend\n')
  assert.equal([node.keyword, node.modifier, node.children.length], ['if', false, 1])
  const elsif = node.else![0] as Conditional
  assert.equal([elsif.keyword, elsif.else!.length], ['elsif', 1])
  assert.is(conditionOf('unless a\n  get :x\nend').keyword, 'unless')
  assert.is(conditionOf('if a then get :x end').children.length, 1)
  assert.is(parseRoutes('if a\nend\n').diagnostics.length, 0)
})

test('modifiers: the statement (a block included) is the one child; the span runs to the condition', () => {
  const node = conditionOf("get 'x' if a")
  assert.equal([node.keyword, node.modifier, node.position.start.column, node.position.end.column], ['if', true, 1, 13])
  const block = conditionOf('namespace :admin do\n  get :x\nend unless b')
  assert.equal([block.keyword, block.children[0]!.type], ['unless', 'namespace'])
  const inner = parseRoutes('resources :photos do\n  get :preview, on: :member if a\nend').ast.children[0] as { children: Conditional[] }
  assert.is(inner.children[0]!.modifier, true)
})

test('conditions: precedence as Ruby reads it, printed back with the parentheses it needs', () => {
  const printed = (source: string): string => printExpression(conditionOf(`if ${source}\nend`).condition)
  assert.is(printed('a || b && !c'), 'a || b && !c')
  assert.is(printed('(a || b) && c'), '(a || b) && c')
  assert.is(printed('not a and b or c'), 'not a and b or c')
  assert.is(printed('!(a && b)'), '!(a && b)')
  assert.is(printed("Rails.env == 'x' &&\n  ENV['Y']"), "Rails.env == 'x' && ENV['Y']")
  assert.is(printed('%w[a b].include?(Rails.env.to_s)'), "['a', 'b'].include?(Rails.env.to_s)")
  assert.is(printed('ENV.fetch("X", nil).nil?'), "ENV.fetch('X', nil).nil?")
  assert.is(printed('Feature.all.any? { |f| f.on? }'), 'Feature.all.any? { |f| f.on? }')
  assert.is(conditionOf('if Feature.all.any? { |f| f.on? }\nend').condition.type, 'rubyExpression')
})

test('print → parse gives the same AST back', () => {
  const source = [
    'if Rails.env.development? || ENV["X"] == "1"',
    '  get :a',
    'elsif not Rails.env.test?',
    '  resources :b do',
    '    get :c if d',
    '  end',
    'else',
    '  get :e unless f && (g || h)',
    'end',
    'namespace :n do',
    '  get :m',
    'end if Rails.env.in?(%w[a b])',
    '',
  ].join('\n')
  assertPrintsBack(source)
})

const ENVIRONMENT_CASES: Array<[string, RubyEnvironment, boolean]> = [
  ['Rails.env.development?', {}, true],
  ['Rails.env.production?', { name: 'production' }, true],
  ['Rails.env.production?', {}, false],
  ["Rails.env == 'development'", {}, true],
  ["'development' == Rails.env", {}, true],
  ["Rails.env != 'test'", {}, true],
  ["Rails.env.to_s == 'development'", {}, true],
  ['Rails.env.to_sym == :development', {}, true],
  ["Rails.env == :development", {}, false],
  ['Rails.env.in?(%w[development staging])', {}, true],
  ["Rails.env.in?(['test'])", {}, false],
  ['%w[production staging].include?(Rails.env)', { name: 'staging' }, true],
  ['%i[production].include?(Rails.env.to_sym)', {}, false],
  ["ENV['X']", {}, false],
  ["ENV['X']", { variables: { X: '' } }, true],
  ["ENV['X'] == 'on'", { variables: { X: 'on' } }, true],
  ["ENV.fetch('X', 'off') == 'on'", {}, false],
  ["ENV.fetch('X') == 'on'", { variables: { X: 'on' } }, true],
  ["ENV.key?('X')", { variables: { X: '1' } }, true],
  ["ENV['X'].nil?", {}, true],
  ["ENV['X'].present?", { variables: { X: ' ' } }, false],
  ["ENV['X'].to_s.empty?", {}, true],
  ['!Rails.env.test? && !nil', {}, true],
  ['false || 0', {}, true],
  ['not true or 1 + 1 == 2', {}, true],
  ['%w[a b].size > 1', {}, true],
  ["'a' + 'b' == 'ab'", {}, true],
  ['current_user && false', {}, false],
  ['current_user || true', {}, true],
]

for (const [condition, environment, holds] of ENVIRONMENT_CASES) {
  test(`evaluates ${condition} in ${JSON.stringify(environment)}: ${holds}`, () => {
    const source = `get 'yes', to: 'a#b' if ${condition}\nget 'no', to: 'a#b' unless ${condition}\n`
    assert.equal(drawn(source, environment), { names: [holds ? 'yes' : 'no'], codes: [] })
  })
}

test('ENV reads only the values given, never the process environment', () => {
  process.env.ROUTECRAFT_SPEC_PROBE = 'on'
  assert.equal(drawn("get 'x', to: 'a#b' if ENV['ROUTECRAFT_SPEC_PROBE']").names, [])
  delete process.env.ROUTECRAFT_SPEC_PROBE
})

test('a condition only the application can answer: skipped whole with a warning naming its unknown part', () => {
  const source = "get 'a', to: 'a#b'\nif current_user.admin?\n  get 'b', to: 'a#b'\nelse\n  get 'c', to: 'a#b'\nend\nget 'd', to: 'a#b'\n"
  const { ast } = parseRoutes(source)
  const { routes, diagnostics } = expand(ast)
  assert.equal(routes.map((r) => r.name), ['a', 'd'])
  assert.equal(diagnostics.map((d) => `${d.code} ${d.severity} ${d.position.start.line}:${d.position.start.column} ${d.message}`), [
    'RC2903 warning 2:1 skipped `if current_user.admin?`: its condition cannot be known without running the application (`current_user` at 2:4: a value known only when the application runs)',
  ])
  assert.equal(drawn("get 'x', to: 'a#b' if Feature.on?(:x)").codes, ['RC2903'])
  assert.equal(drawn("get 'x', to: 'a#b' if items.any? { |i| i }").codes, ['RC2903'])
})

test('a value constant the file does not assign may be nil or false: unknown as a condition, a ternary\'s too; a class or module is an object, true', () => {
  assert.equal(drawn("get 'a', to: 'a#b' if FEATURE\nget 'b', to: 'a#b' if App::ENABLED\nget 'c', to: 'a#b' if Foo::Bar"), { names: ['c'], codes: ['RC2903', 'RC2903'] })
  assert.equal(drawn("get 'd', to: (FEATURE ? 'd#on' : 'd#off')\nget 'e', to: (Foo::Bar ? 'e#on' : 'e#off')"), { names: ['e'], codes: ['RC2903'] })
  assert.equal(drawn("FEATURE = false\nget 'f', to: 'a#b' if FEATURE\nget 'g', to: (FEATURE ? 'g#on' : 'g#off')"), { names: ['g'], codes: [] })
  // A default is drawn whatever it is, named by its expression.
  const { routes } = expand(parseRoutes("get 'h', to: 'a#b', defaults: { x: (FEATURE ? 1 : 2) }").ast)
  assert.equal(routes[0]!.defaults, { x: { constant: 'FEATURE ? 1 : 2' } })
})

test('`a.b!=1` without spaces is `a.b != 1`, as Ruby reads it; `save!` and `nil?` stay method names', () => {
  assert.is(printExpression(conditionOf('if Settings.a.b!=1\nend').condition), 'Settings.a.b != 1')
  assert.is(printExpression(conditionOf('if x.save! && y.nil?\nend').condition), 'x.save! && y.nil?')
  assert.equal(drawn("get 'a', to: 'a#b' if Settings.a.b!=1", { values: new Map([['Settings.a.b', 2]]) }).names, ['a'])
})

test('strict: a condition that cannot be known is an error; known ones are fine', () => {
  assert.equal(drawn("get 'x', to: 'a#b' if Current.user", {}, true), { names: [], codes: ['RC2093'] })
  // A variable is outside the strict language wherever it stands: refused by the parse.
  assert.equal(drawn("get 'x', to: 'a#b' if current_user", {}, true).codes[0], 'RC1013')
  assert.equal(drawn("get 'x', to: 'a#b' if Rails.env.development?", {}, true), { names: ['x'], codes: [] })
})

test('ENV.fetch of a key not given, without a default: unknown in lenient mode (the deployment sets it), a KeyError as in Ruby when strict', () => {
  const { ast } = parseRoutes("get 'x', to: 'a#b' if ENV.fetch('NOPE')\nget 'y', to: 'a#b'\n")
  const lenient = expand(ast)
  assert.equal(lenient.routes.map((r) => r.name), ['y'])
  assert.equal(lenient.diagnostics.map((d) => `${d.code} ${d.severity}`), ['RC2903 warning'])
  assert.match(lenient.diagnostics[0]!.message, '`ENV["NOPE"]` is not set (--set NOPE=VALUE gives it)')
  assert.equal(expand(ast, { strict: true }).diagnostics.map((d) => `${d.name}: ${d.message}`), ['KeyError: key not found: "NOPE"'])
})

test('a condition is read and evaluated within limits', () => {
  const sum = (n: number): string => `get 'x', to: 'a#b' if ${Array.from({ length: n }, () => '1').join(' + ')} > 0`
  assert.equal(drawn(sum(900)), { names: ['x'], codes: [] })
  // Beyond 1,000 operators the reader keeps the condition as text: the conditional is skipped.
  assert.equal(drawn(sum(1200)), { names: [], codes: ['RC2903'] })
  const deep = conditionOf(`if ${'('.repeat(200)}a${')'.repeat(200)}\nend`)
  assert.is(deep.condition.type, 'rubyExpression')
  // A hand-built condition of 2^15 leaves (no reader limits it) stops at the evaluator's step limit.
  const leaf: Expression = { type: 'boolean', value: true, position: zeroPosition() }
  let tree: Expression = leaf
  for (let i = 0; i < 15; i++) tree = { type: 'binary', operator: '==', left: tree, right: tree, position: zeroPosition() }
  const node: Conditional = { type: 'if', keyword: 'if', modifier: false, condition: tree, children: [], position: zeroPosition() }
  assert.equal(expand(routeFile([node])).diagnostics.map((d) => d.message), ['a condition takes more than 10000 steps to evaluate'])
})

test.run()
