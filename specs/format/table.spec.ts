// Every expected output here was printed by Rails (tools/rails-oracle.rb): the goldens of
// specs/golden/ and our own fixtures (regenerate with `node specs/format/fixtures/generate.mjs`).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { formatRoutesExpanded } from '../../src/format/expanded.js'
import { formatRoutesTable } from '../../src/format/table.js'
import { oracleCases } from './golden-routes.js'

const cases = [...oracleCases('format/fixtures'), ...oracleCases('golden')]

const table = suite('formatRoutesTable (Rails oracle)')
for (const c of cases) {
  table(c.name, () => {
    assert.fixture(formatRoutesTable(c.routes), c.read('rails.txt')!)
  })
}
table.run()

const expanded = suite('formatRoutesExpanded (Rails oracle)')
for (const c of cases) {
  const expected = c.read('rails.expanded.txt')
  if (expected === undefined) continue
  expanded(c.name, () => {
    assert.fixture(formatRoutesExpanded(c.routes), expected)
  })
}
expanded.run()

interface FilterCase {
  filter: { grep?: string; controller?: string }
  output: string
}

const filters = suite('rails routes -g / -c (Rails oracle)')
for (const c of cases) {
  const outputs = c.read('filters.out.json')
  if (outputs === undefined) continue
  for (const { filter, output } of JSON.parse(outputs) as FilterCase[]) {
    filters(`${c.name} ${JSON.stringify(filter)}`, () => {
      assert.fixture(formatRoutesTable(c.routes, filter), output)
    })
  }
}
filters.run()

const widths = suite('formatRoutesExpanded width')
widths('pads the block header to the given width', () => {
  const [first] = oracleCases('format/fixtures').find((c) => c.name.endsWith('/endpoints'))!.routes
  assert.ok(formatRoutesExpanded([first!], { width: 20 }).startsWith('--[ Route 1 ]-------\n'))
  assert.ok(formatRoutesExpanded([first!], { width: 5 }).startsWith('--[ Route 1 ]\n'))
})
widths.run()
