// Lambdas, procs and blocks passed to calls used as values: kept as their source, never run.
// The table shows what Rails shows for them (specs/golden/y-ruby-lambdas); a lambda constraint
// is an object the application answers, like a constraint object.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { withoutPositions } from '../../src/ast/index.js'
import type { Statement } from '../../src/ast/types.js'
import { expand } from '../../src/expand/index.js'
import { createMatcher } from '../../src/match/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const statement = (source: string): Statement => parseRoutes(source).ast.children[0] as Statement

test('a lambda or proc in value position is a lambda node holding its source', () => {
  for (const lambda of ['->(req) { req.xhr? }', '-> { true }', 'lambda { |req| req.local? }', 'proc do |r| r end', 'Proc.new { |r| r.get? }']) {
    const [option] = statement(`get 'x', to: 'a#b', constraints: ${lambda}`).options.slice(1)
    assert.equal(withoutPositions(option!.value), { type: 'lambda', source: lambda })
  }
  assert.equal(statement('constraints ->(req) { req.subdomain == "admin" } do\nend').arguments[0]!.type, 'lambda')
})

test('a block passed to a call used as a value is kept as its source on the call', () => {
  const [to] = statement("get 'x', to: redirect(status: 302) { |params, req| \"/#{params[:id]}\" }").options
  assert.equal(withoutPositions(to!.value), {
    type: 'call', method: 'redirect', arguments: [],
    options: [{ type: 'pair', key: { type: 'symbol', value: 'status' }, value: { type: 'integer', value: 302 } }],
    block: '{ |params, req| "/#{params[:id]}" }',
  })
})

test('expanded: lambda constraints are constraint objects named by their source; redirect blocks show their status', () => {
  const { routes, diagnostics } = expand(parseRoutes("constraints lambda { |req| req.xhr? } do\n  get 'a', to: 'a#b'\nend\nget 'r', to: redirect { |p, req| '/x' }\n").ast)
  assert.equal(diagnostics, [])
  assert.equal(routes.map((r) => [r.path, r.constraintObjects ?? null, r.endpoint ?? null]), [
    ['/a(.:format)', ['lambda { |req| req.xhr? }'], null],
    ['/r(.:format)', null, 'redirect(301)'],
  ])
})

test('the matcher asks the application for a lambda constraint, by its source', () => {
  const { routes } = expand(parseRoutes("get 'a', to: 'a#b', constraints: ->(req) { req.xhr? }\n").ast)
  const answers = (xhr: boolean) => createMatcher(routes, { constraints: { '->(req) { req.xhr? }': () => xhr } })
  assert.is(answers(true).recognize('GET', '/a', {})?.params.controller, 'a')
  assert.is(answers(false).recognize('GET', '/a', {}), null)
})

test('a callable assigned to a name is a lambda, or a redirect call holding its block; other blocks stay Ruby', () => {
  const values = parseRoutes('a = ->(req) do\n  req.xhr?\nend\nb = redirect("/x") { |p, r| "/y" }\nc = redirect do |p, r|\n  "/z"\nend\n').ast.children
  assert.equal(values.map((node) => withoutPositions(node)), [
    { type: 'assign', target: 'a', operator: '=', value: { type: 'lambda', source: '->(req) do\n  req.xhr?\nend' } },
    { type: 'assign', target: 'b', operator: '=', value: { type: 'call', method: 'redirect', arguments: [{ type: 'string', value: '/x' }], options: [], block: '{ |p, r| "/y" }' } },
    { type: 'assign', target: 'c', operator: '=', value: { type: 'call', method: 'redirect', arguments: [], options: [], block: 'do |p, r|\n  "/z"\nend' } },
  ])
  const kept = parseRoutes('app = Flipper::UI.app(x) do |builder|\n  builder.use Y\nend\nl = ->(r) { r } + 1\n').ast.children
  assert.equal(kept.map((node) => node.type), ['ruby', 'ruby'])
})

test('a ternary inside a kept block or lambda is part of its source, not a stray `:`', () => {
  const source = 'get "/v", to: redirect { |p, req| req.params[:s] ? "/a" : "/b" }\nget "w", to: "a#b", constraints: ->(r) { r.xhr? ? true : false }\n'
  const { ast, diagnostics } = parseRoutes(source)
  assert.equal(diagnostics, [])
  assert.equal(ast.children.map((c) => (c as Statement).method), ['get', 'get'])
})

test.run()
