// A statement the grammar cannot read (valid Ruby all the same: `"%s" % x`, `-A.b`, `*ARGS`) does
// not refuse a lenient file: it is kept as a `ruby` node of kind `syntax`, skipped with a warning
// naming it and where, and the rest is drawn. A strict parse still reports the syntax error.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { RubyCode, Statement } from '../../src/ast/types.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

/** Each statement seen in real apps: its source and the text the skip names. */
const UNREADABLE: Array<[string, string]> = [
  ['get "p", to: "p#p", defaults: { n: "%s" % A.b }', '%'],
  ['get "q", to: "q#q", defaults: { x: A.b / 2 }', '/'],
  ['get "x", to: "a#b", n: -A.b', '-'],
  ['get "y", to: "a#b", n: A.b[0..2]', '['],
  ['resources :photos, *ARGS', '*'],
  ['constraints(Class.new { def self.matches?(r) = true }) do\n  get "inner", to: "i#i"\nend', 'do'],
]

for (const [source, text] of UNREADABLE) {
  test(`skipped, the rest drawn: ${JSON.stringify(source)}`, () => {
    const file = `Rails.application.routes.draw do\n  get "before", to: "b#b"\n${source}\n  get "after", to: "a#a"\nend\n`
    const { ast, diagnostics } = parseRoutes(file)
    assert.equal(diagnostics, [])
    const [set] = ast.children as [Statement]
    const [before, ruby, after] = set.children as [Statement, RubyCode, Statement]
    assert.is(set.children!.length, 3)
    assert.is(before.method, 'get')
    assert.is(after.method, 'get')
    assert.is(ruby.source, source)
    assert.is(ruby.construct.kind, 'syntax')
    assert.is(ruby.construct.text, text)
    const expanded = expand(ast, { file: 'config/routes.rb' })
    assert.equal(expanded.routes.map((r) => r.path), ['/before(.:format)', '/after(.:format)'])
    const at = `${ruby.construct.position.start.line}:${ruby.construct.position.start.column}`
    assert.equal(
      expanded.diagnostics.map((d) => `${d.code} ${d.file}:${d.position.start.line}:${d.position.start.column} ${d.message}`),
      [`RC2903 config/routes.rb:3:1 skipped \`${source.split('\n')[0]}\`: Ruby syntax routecraft does not read (\`${text}\` at ${at})`],
    )
    const strict = parseRoutes(file, { strict: true }).diagnostics
    assert.ok(strict.some((d) => d.severity === 'error' && d.code.startsWith('RC100')), 'a strict parse reports the syntax error')
  })
}

test('a statement nested in another statement\'s brackets takes the outer statement with it, block and all', () => {
  const source = 'scope(path: "x", constraints: Class.new { def self.matches?(r) = -r.x }) do\n  get "inner", to: "i#i"\nend\nget "after", to: "a#a"\n'
  const { ast, diagnostics } = parseRoutes(source)
  assert.equal(diagnostics, [])
  assert.equal(ast.children.map((c) => c.type), ['ruby', 'match'])
  assert.match((ast.children[0] as RubyCode).source, /^scope\(path[^]*\nend$/)
})

test('several unreadable statements are each skipped; errors between statements stay errors', () => {
  const { ast, diagnostics } = parseRoutes('get "a", n: -A.b\nget "b", to: "b#b"\nget "c", n: A.b[0]..2\n')
  assert.equal(diagnostics, [])
  assert.equal(ast.children.map((c) => c.type), ['ruby', 'match', 'ruby'])
  const many = parseRoutes('get "a", n: -A.b\nget "b", to: "b#b"\n'.repeat(200))
  assert.equal(many.diagnostics, [])
  assert.equal(many.ast.children.filter((c) => c.type === 'match').length, 200)
  assert.equal(parseRoutes('get "a", n: -A.b\nx =').diagnostics.map((d) => d.code), [])
  assert.equal(parseRoutes('get "a", to: "a#a"\n]\n').diagnostics.map((d) => d.code), ['RC1001'])
  assert.equal(parseRoutes('resources :photos do\n  get :x,\nend\n').diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC1001 3'])
  assert.equal(parseRoutes('get "a", to: "a#a"\nget "b\n').diagnostics.map((d) => d.code), ['RC1004'])
  assert.equal(parseRoutes('scope "a" do\n  get "b", n: -A.b\n').diagnostics.map((d) => d.code), ['RC1002'])
})
test.run()
