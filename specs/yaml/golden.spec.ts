// Front-end alignment: for every golden case, the routes.yaml twin gives the same AST as the
// routes.rb (positions aside), a valid AST, and Rails' own table when expanded, drawn files
// included (read from their .yaml twins).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { holdsRuby } from '../_support/ruby-nodes.js'
import { validateAst, withoutPositions } from '../../src/ast/index.js'
import { expand } from '../../src/expand/index.js'
import { formatRoutesTable } from '../../src/format/table.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { convertRoutes, parseRoutesYaml } from '../../src/yaml/index.js'
import { cases } from '../expand/cases.js'
import type { Case } from '../expand/cases.js'

/** A draw loader over the case's `routes/<name>.yaml` twins only. */
function yamlDrawLoader(c: Case) {
  return (name: string) => {
    const file = `routes/${name}.yaml`
    if (!existsSync(join(c.dir, file))) return null
    return { ...parseRoutesYaml(c.read(file), { file }), file }
  }
}

const all = cases('golden')
const golden = all.filter((c) => !holdsRuby(parseRoutes(c.read('routes.rb')).ast))

test('every golden case has a routes.yaml twin, except those holding Ruby (which convert refuses)', () => {
  assert.ok(golden.length > 250)
  assert.equal(golden.filter((c) => !c.has('routes.yaml')).map((c) => c.name), [])
  const ruby = all.filter((c) => holdsRuby(parseRoutes(c.read('routes.rb')).ast))
  assert.ok(ruby.length >= 4)
  for (const c of ruby) {
    assert.not.ok(c.has('routes.yaml'), c.name)
    const converted = convertRoutes(c.read('routes.rb'), { from: 'rb', to: 'yaml' })
    assert.equal([converted.text, converted.diagnostics.every((d) => d.code === 'RC3026')], ['', true], c.name)
  }
})

for (const c of golden) {
  test(`yaml twin ${c.name}`, () => {
    const fromYaml = parseRoutesYaml(c.read('routes.yaml'), { file: 'routes.yaml' })
    assert.equal(fromYaml.diagnostics, [])
    assert.equal(withoutPositions(fromYaml.ast), withoutPositions(parseRoutes(c.read('routes.rb')).ast))
    assert.equal(validateAst(fromYaml.ast), [])
    const { routes, diagnostics } = expand(fromYaml.ast, {
      file: 'routes.yaml',
      apiOnly: c.has('api_only'),
      drawPaths: ['routes'],
      loadDrawFile: yamlDrawLoader(c),
    })
    assert.equal(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message), [])
    assert.fixture(formatRoutesTable(routes), c.read('rails.txt'))
  })
}

test('drawn files: each .rb has a .yaml twin with the same AST', () => {
  let count = 0
  for (const c of golden.filter((g) => g.has('routes'))) {
    for (const name of ['admin', 'reports', 'outer', 'inner/deep', 'api/v1']) {
      const rb = `routes/${name}.rb`
      if (!c.has(rb)) continue
      count++
      const yaml = parseRoutesYaml(readFileSync(join(c.dir, `routes/${name}.yaml`), 'utf8'))
      assert.equal(yaml.diagnostics, [])
      assert.equal(withoutPositions(yaml.ast), withoutPositions(parseRoutes(c.read(rb)).ast), rb)
    }
  }
  assert.is(count, 5)
})

test.run()
