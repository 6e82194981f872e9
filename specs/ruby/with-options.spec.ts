// with_options: its block's parameter and the calls made on it are recorded (statement
// `parameters` and `receiver`, AST 1.1), and the expander merges the options as ActiveSupport's
// OptionMerger does (Rails' answers: specs/golden/y-ruby-with-options).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Statement } from '../../src/ast/types.js'
import { expand } from '../../src/expand/index.js'
import { printRoutes } from '../../src/print/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const SOURCE = 'with_options only: :index do |o|\n  o.resources :photos\n  resources :videos, only: :show\nend\n'

test('the block parameter and the receiver are recorded, and printed back', () => {
  const { ast, diagnostics } = parseRoutes(SOURCE)
  assert.equal(diagnostics, [])
  const [merger] = ast.children as [Statement]
  assert.equal(merger.parameters, ['o'])
  const [photos, videos] = merger.children as [Statement, Statement]
  assert.equal([photos.receiver, photos.position.start.column, videos.receiver], ['o', 3, undefined])
  assert.is(printRoutes(ast), SOURCE)
})

test('options merge into the calls on the parameter only; deep, the call winning', () => {
  const { routes } = expand(parseRoutes(SOURCE).ast)
  assert.equal(routes.map((r) => `${r.verb.join('|')} ${r.path}`), ['GET /photos(.:format)', 'GET /videos/:id(.:format)'])
  const deep = expand(parseRoutes('with_options constraints: { id: /\\d+/ } do\n  get "a/:id/:x", to: "a#b", constraints: { x: /y/ }\nend\n').ast)
  assert.equal(deep.routes[0]!.requirements, { id: { regexp: '\\d+', flags: '' }, x: { regexp: 'y', flags: '' } })
})

test('a parameter that is not a with_options block is still refused', () => {
  assert.equal(parseRoutes('scope :x do |s|\n  s.get :y\nend\n').ast.children.map((c) => c.type), ['ruby'])
})

test.run()
