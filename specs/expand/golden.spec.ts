import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatRoutesTable } from '../../src/format/table.js'
import { cases, expandCase } from './cases.js'

// Every golden case: our table must be Rails' table, byte for byte.
for (const c of cases('golden')) {
  test(`golden ${c.name}`, () => {
    const { routes, diagnostics } = expandCase(c)
    const errors = diagnostics.filter((d) => d.severity === 'error')
    assert.equal(errors.map((d) => `${d.position.start.line}: ${d.name}: ${d.message}`), [], 'no errors')
    assert.fixture(formatRoutesTable(routes), c.read('rails.txt'))
  })
}

test.run()
