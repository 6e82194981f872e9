// Static collections built with Ruby's own methods (specs/golden/y-ruby-collections): what the
// golden cannot show (Rails' oracle runs Ruby 3.3, which has no `it`), and the limits.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { withoutPositions } from '../../src/ast/index.js'
import type { Assignment, Loop, Statement } from '../../src/ast/types.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { assertPrintsBack } from '../_support/round-trip.js'

const drawn = (source: string, strict = false) => {
  const { routes, diagnostics } = expand(parseRoutes(source).ast, { strict })
  return { paths: routes.map((r) => r.path), diagnostics: diagnostics.map((d) => `${d.code} ${d.position.start.line} ${d.message}`) }
}

test('`it` (Ruby 3.4) is the element of a loop or block that names no parameter', () => {
  const { paths, diagnostics } = drawn('%w[a b c].reject { it == "b" }.each { get it, to: "x#y" }\n')
  assert.equal(diagnostics, [])
  assert.equal(paths, ['/a(.:format)', '/c(.:format)'])
})

test('a block of select, reject or map is read into the call; print back gives the same AST', () => {
  const [loop] = parseRoutes('[1, 2].select { |c| c >= 2 }.each do |c|\n  get "x"\nend\n').ast.children as [Loop]
  assert.equal(withoutPositions(loop.collection), {
    type: 'methodCall', method: 'select', arguments: [],
    receiver: { type: 'array', elements: [{ type: 'integer', value: 1 }, { type: 'integer', value: 2 }] },
    block: { parameters: ['c'], body: { type: 'binary', operator: '>=', left: { type: 'variable', name: 'c' }, right: { type: 'integer', value: 2 } } },
  })
  assertPrintsBack('codes = [1, 2].map { |c| c + 1 }.reject { _1 > 2 }\nh = {}\nh[:a] = codes\n')
})

test('a block with a statement it cannot read leaves the loop as it was', () => {
  const { paths } = drawn('%w[a b].map { |p| get p, to: "x#y" }\n')
  assert.equal(paths, ['/a(.:format)', '/b(.:format)'])
})

test('Rack::Utils::HTTP_STATUS_CODES and Gem::Version::VERSION_PATTERN are the real values; a change to a copy stays there', () => {
  const { paths } = drawn('codes = Rack::Utils::HTTP_STATUS_CODES\ncodes[600] = "x"\n::Rack::Utils::HTTP_STATUS_CODES.keys.select { |c| c > 508 }.each { |c| get "#{c}", to: "e#e" }\n')
  assert.equal(paths, ['/511(.:format)'])
  const pattern = drawn('get "v", to: "v#v" if Gem::Version::VERSION_PATTERN.end_with?("(\\\\.[0-9A-Za-z-]+)*)?")\n')
  assert.equal(pattern, { paths: ['/v(.:format)'], diagnostics: [] })
})

test('h[:k] = v needs a hash routecraft knows; otherwise it is skipped with a warning', () => {
  const [node] = parseRoutes('h[:a] = "b"\n').ast.children as [Assignment]
  assert.equal(withoutPositions(node), { type: 'assign', target: 'h', operator: '=', value: { type: 'string', value: 'b' }, index: { type: 'symbol', value: 'a' } })
  assert.match(drawn('h = Settings.routes\nh[:a] = "b"\n').diagnostics[1]!, /^RC2903 2 skipped `h\[:a\] = 'b'`/)
})

test('File.join joins strings with one slash; anything else is the application\'s', () => {
  const { paths } = drawn('get File.join("a/", "/b", "c"), to: "x#y"\n')
  assert.equal(paths, ['/a/b/c(.:format)'])
  assert.match(drawn('get File.join(Rails.root, "x"), to: "x#y"\n').diagnostics[0]!, /^RC2903 1 skipped/)
})

test('an interpolated regexp keeps its source as written (without the o flag) and prints back; an unknown part names the requirement by its expression', () => {
  const [statement] = parseRoutes('get ":id", to: "a#b", constraints: { id: /#{ID}\\/x/o }\n').ast.children as [Statement]
  assert.equal(withoutPositions(statement.options[1]!.value), {
    type: 'hash',
    entries: [{ type: 'pair', key: { type: 'symbol', value: 'id' }, value: { type: 'interpolatedRegexp', parts: [{ type: 'constant', name: 'ID' }, { type: 'string', value: '/x' }], flags: '' } }],
  })
  assertPrintsBack('get ":id", to: "a#b", constraints: { id: /#{ID}\\/x/o }\n')
  assert.equal(drawn('get ":id", to: "a#b", id: /#{Settings.id}/\n'), {
    paths: ['/:id(.:format)'],
    diagnostics: ['RC2907 1 drawn naming values only the application knows (/#{Settings.id}/): the table shows each expression as written'],
  })
  assert.match(drawn('get ":id", to: "a#b", id: /v#{App::NUMBER}/\n', true).diagnostics[0]!, /`App::NUMBER` at 1:31: a constant of the application\)$/)
  assert.equal(drawn('ID = /\\d/i\nget ":id", to: "a#b", id: /#{ID}x/\n').paths, ['/:id(.:format)'])
})

test('a repeated group delimited by a character nothing else in it matches is no backtracking risk; others are drawn with a warning (RC2130)', () => {
  assert.equal(drawn('get ":v", to: "v#v", v: /[0-9]+(\\.[0-9a-z]+)*/\n').diagnostics, [])
  for (const risky of ['(\\.[.a-z]+)*', '(\\..+)*', '(-[a-z-]+)*', '(\\.a*\\.?)*', '(x\\w+)*']) {
    const { diagnostics, paths } = drawn(`get ":v", to: "v#v", v: /${risky}/\n`)
    assert.match(diagnostics[0] ?? '', /^RC2130 1 Regexp requirement :v => .* can take exponential time in a backtracking engine/, risky)
    assert.equal(paths, ['/:v(.:format)'], risky)
  }
})

test('a strict parse reads no block in a value', () => {
  const { diagnostics } = parseRoutes('x = [1].map { |i| i }\n', { strict: true })
  assert.equal(diagnostics.map((d) => d.code), ['RC1012'])
  const statement = parseRoutes('get "a", to: "a#b"\n', { strict: true }).ast.children[0] as Statement
  assert.is(statement.method, 'get')
})

test.run()
