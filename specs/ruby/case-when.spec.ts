// `case … when … end`: read into `case` nodes with their `when` branches, printed back, and decided
// by the expander as Ruby decides it (`value === subject`, first match wins), or skipped whole with
// a warning (strict: an error) when the subject or a value tried cannot be known.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { assertPrintsBack } from '../_support/round-trip.js'
import { drawn } from '../_support/drawn.js'
import { validateAst } from '../../src/ast/index.js'
import type { CaseStatement } from '../../src/ast/types.js'
import { expand, type RubyEnvironment } from '../../src/expand/index.js'
import { convertRoutes } from '../../src/yaml/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const caseOf = (source: string): CaseStatement => parseRoutes(source).ast.children[0] as CaseStatement

test('a case records its subject, each when with its values and statements, and its else', () => {
  const node = caseOf('case Rails.env\nwhen "a", *%w[b c] then get :x\nwhen :d\n  get :y\n  get :z\nelse\n  get :w\nend\n')
  assert.equal([node.type, node.subject?.type, node.branches.length, node.else?.length], ['case', 'methodCall', 2, 1])
  assert.equal(node.branches[0]!.values.map((v) => v.type), ['string', 'splat'])
  assert.equal(node.branches.map((b) => b.children.length), [1, 2])
  assert.equal([node.position.start.line, node.position.end.line, node.position.end.column], [1, 8, 4])
  assert.equal([node.branches[1]!.position.start.line, node.branches[1]!.position.end.line], [3, 5])
  // A branch without statements ends with its values.
  assert.equal(caseOf('case x\nwhen 1, 22\nend').branches[0]!.position.end.column, 11)
  const bare = caseOf('case\nwhen a then get :x\nend')
  assert.equal([bare.subject, bare.branches.length], [undefined, 1])
  assert.equal(validateAst(parseRoutes('resources :a do\n  case x\n  when 1\n  end\nend').ast), [])
})

test('print → parse gives the same AST back', () => {
  assertPrintsBack(['case Rails.env', 'when "a", *ENVS', '  get :x', 'when /b/i then get :y', 'else', '  resources :z do', '    get :w', '  end', 'end', ''].join('\n'))
  assertPrintsBack('case\nwhen Rails.env.test? || x\nend\n')
})

const CASES: Array<[string, string, RubyEnvironment, string]> = [
  ['Rails.env', '"production", "staging"', { name: 'staging' }, 'yes'],
  ['Rails.env', '"production"', {}, 'no'],
  ['Rails.env', ':development', {}, 'no'],
  ['Rails.env.to_sym', ':development', {}, 'yes'],
  ['Rails.env', '*%w[test development]', {}, 'yes'],
  ['Rails.env', '/\\Adev/', {}, 'yes'],
  ['Rails.env.to_sym', '/ment$/', {}, 'yes'],
  ['ENV["X"]', 'nil', {}, 'yes'],
  ['ENV["X"]', '"1", 2', { variables: { X: '2' } }, 'no'],
  ['2', '1, 2', {}, 'yes'],
  ['[1, :a]', '[1, :a]', {}, 'yes'],
  ['true', 'false, nil', {}, 'no'],
  ['"x"', '*nil', {}, 'no'],
  ['"x"', '*"x"', {}, 'yes'],
]

for (const [subject, values, environment, branch] of CASES) {
  test(`case ${subject} when ${values} in ${JSON.stringify(environment)}: ${branch}`, () => {
    const source = `case ${subject}\nwhen ${values}\n  get 'yes', to: 'a#b'\nelse\n  get 'no', to: 'a#b'\nend\n`
    assert.equal(drawn(source, environment), { names: [branch], codes: [] })
  })
}

test('a bare case takes the first truthy when; the first match wins and later values are never evaluated', () => {
  const bare = "case\nwhen Rails.env.test?\n  get 'a', to: 'a#b'\nwhen ENV['X'], Rails.env.development?\n  get 'b', to: 'a#b'\nwhen true\n  get 'c', to: 'a#b'\nend\n"
  assert.equal(drawn(bare), { names: ['b'], codes: [] })
  const lazy = "case Rails.env\nwhen 'development'\n  get 'a', to: 'a#b'\nwhen current_user.role\n  get 'b', to: 'a#b'\nend\n"
  assert.equal(drawn(lazy), { names: ['a'], codes: [] })
})

test('case inside a loop and a scope compares the block parameter', () => {
  const source = "scope 'x' do\n  %w[a b].each do |p|\n    case p\n    when 'a' then get p, to: 'a#a', as: p\n    else get p, to: 'a#b', as: \"#{p}_other\"\n    end\n  end\nend\n"
  assert.equal(drawn(source), { names: ['a', 'b_other'], codes: [] })
})

test('an unknown subject or value: the whole case is skipped with a warning naming it', () => {
  const source = "get 'a', to: 'a#b'\ncase current_user.role\nwhen :admin\n  get 'b', to: 'a#b'\nend\nget 'c', to: 'a#b'\n"
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  assert.equal(routes.map((r) => r.name), ['a', 'c'])
  assert.equal(diagnostics.map((d) => `${d.code} ${d.severity} ${d.position.start.line}:${d.position.start.column} ${d.message}`), [
    'RC2903 warning 2:1 skipped `case current_user.role`: which branch it takes cannot be known without running the application (`current_user` at 2:6: a value known only when the application runs)',
  ])
  // A value tried before any match, a class (which answers `===` itself), an application object.
  assert.equal(drawn("case Rails.env\nwhen Feature.env\n  get 'x', to: 'a#b'\nend").codes, ['RC2903'])
  assert.equal(drawn("case Rails.env\nwhen String\n  get 'x', to: 'a#b'\nend").codes, ['RC2903'])
  assert.equal(drawn("case Tenant\nwhen 'a'\n  get 'x', to: 'a#b'\nend").codes, ['RC2903'])
})

test('strict: a case that cannot be decided is an error; a known one is drawn', () => {
  assert.equal(drawn("case Current.x\nwhen 1\n  get 'x', to: 'a#b'\nend", {}, true), { names: [], codes: ['RC2093'] })
  assert.equal(drawn("case Rails.env\nwhen 'development'\n  get 'x', to: 'a#b'\nend", {}, true), { names: ['x'], codes: [] })
})

test('what is not a case … when stays Ruby kept as written: pattern matching, a case as a value, a lone when', () => {
  assert.equal(parseRoutes('case x\nin [a]\n  get :y\nend').ast.children[0]!.type, 'ruby')
  assert.equal(parseRoutes('y = case x\nwhen 1 then 2\nend').ast.children[0]!.type, 'ruby')
  // A `when` outside a `case` is Ruby kept as written (strict: refused), as before.
  assert.equal(parseRoutes("when 1\nget 'x'").ast.children.map((c) => c.type), ['ruby', 'match'])
  assert.equal(parseRoutes("when 1\nget 'x'", { strict: true }).diagnostics.map((d) => d.code), ['RC1010'])
})

test('convert to routes.yaml refuses a case, naming it', () => {
  const { diagnostics } = convertRoutes("case Rails.env\nwhen 'a'\n  get :x\nend\n", { from: 'rb', to: 'yaml' })
  assert.equal(diagnostics.map((d) => `${d.code} ${d.message}`), [
    'RC3026 routes.yaml cannot express Ruby code: `case Rails.env` (case) has no YAML spelling, so the file was not converted',
  ])
})

test.run()
