// The YAML printer's guarantee on generated ASTs: for any AST (odd argument types, repeated keys,
// unknown methods, options no schema describes), parse(printYaml(ast)) gives the AST back and
// printing again gives the same text. A seeded generator keeps runs repeatable.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { STATEMENT_TYPES, validateAst, withoutPositions } from '../../src/ast/index.js'
import { astGenerator } from '../_support/random-ast.js'
import { parseRoutesYaml, printRoutesYaml } from '../../src/yaml/index.js'

const generate = astGenerator(20260901, {
  methods: [...Object.keys(STATEMENT_TYPES), 'devise_for', 'call', 'routeSet', 'admin?'],
  calls: ['redirect', 'new', 'server', 'call'],
  constants: ['Sidekiq::Web', '::Foo', 'ActionCable', 'A'],
  texts: ['photos', 'only', 'routes', 'with', 'args', 'get', 'on', 'yes', 'true', 'null', '1', '', 'a: b', '- x', '#c', 'a\nb', "it's", '!sym', '*p', '&a', '  pad ', '/x/', 'redirect'],
  regexps: ['\\d+', 'a/b', '[a-z]+', ' x', 'a|b', '\\w+\\.json', '(?<id>\\d+)'],
  receivers: ['Rails.application.routes'],
  symbolKeys: 0.7,
  routeSets: 0.15,
})

test('parse(printRoutesYaml(ast)) is ast, and printing is stable, for 400 generated ASTs', () => {
  for (let i = 0; i < 400; i++) {
    const ast = generate()
    assert.equal(validateAst(ast), [], `generated AST ${i} is valid`)
    const text = printRoutesYaml(ast)
    const back = parseRoutesYaml(text)
    assert.equal(back.diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column} ${d.message}`), [], `AST ${i}:\n${text}`)
    assert.equal(withoutPositions(back.ast), withoutPositions(ast), `AST ${i}:\n${text}`)
    assert.is(printRoutesYaml(back.ast), text)
  }
})

test.run()
