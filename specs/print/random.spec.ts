// The printer's guarantee, tested on generated ASTs: for any AST the parser could produce,
// parse(print(ast)) gives the same AST, positions aside. A seeded generator keeps runs repeatable.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseRoutes } from '../../src/syntax/index.js'
import { STATEMENT_TYPES, validateAst, withoutPositions } from '../../src/ast/index.js'
import { astGenerator } from '../_support/random-ast.js'
import { printRoutes } from '../../src/print/index.js'

const file = astGenerator(20261121, {
  methods: [...Object.keys(STATEMENT_TYPES), 'devise_for', 'resources_path_names', 'draw_more', 'admin?'],
  calls: ['redirect', 'new', 'server', 'call', 'routes', 'format!'],
  constants: ['Sidekiq::Web', '::Foo', 'ActionCable', 'Blog::Engine', 'A'],
  texts: ['photos', 'photos#index', "it's", 'a\\b', 'a\nb', '"q"', '#{x}', '#@y', 'é ü', 'tab\there', '', 'odd-name', 'a=', 'nil', 'module', 'x?', '\x01\x7f'],
  regexps: ['\\d+', 'a\\/b', 'a/b', 'a/b{', 'x{2,3}/', '[a-z]+', ' x', '=y', 'a|b', '(a)/)(', '\\w+\\.json', '/{([<'],
  receivers: ['Rails.application.routes', 'Blog::Engine.routes'],
  symbolKeys: 0.6,
  routeSets: 0.3,
  rubyBlocks: ['direct', 'resolve'],
})

test('parse(print(ast)) equals ast for 500 generated ASTs', () => {
  for (let i = 0; i < 500; i++) {
    const ast = file()
    assert.equal(validateAst(ast), [], `generated AST ${i} is valid`)
    const text = printRoutes(ast)
    const parsed = parseRoutes(text)
    const errors = parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position.start.line}:${d.position.start.column} ${d.message}`)
    assert.equal(errors, [], `case ${i} parses:\n${text}`)
    assert.equal(withoutPositions(parsed.ast), withoutPositions(ast), `case ${i}:\n${text}`)
  }
})

test.run()
