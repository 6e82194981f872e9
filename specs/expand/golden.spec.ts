import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatRoutesTable } from '../../src/format/table.js'
import type { Route } from '../../src/route.js'
import { comparableRoute } from '../_support/rails-json.js'
import { cases, expandCase } from './cases.js'

const schema = JSON.parse(readFileSync(new URL('../../schema/route-table.schema.json', import.meta.url), 'utf8'))
const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema)

// Every golden case: our table is Rails' table byte for byte, our route list is Rails' route list,
// and the list is valid against the published route-table schema.
for (const c of cases('golden')) {
  test(`golden ${c.name}`, () => {
    const { routes, diagnostics } = expandCase(c)
    const errors = diagnostics.filter((d) => d.severity === 'error')
    assert.equal(errors.map((d) => `${d.position.start.line}: ${d.name}: ${d.message}`), [], 'no errors')
    assert.fixture(formatRoutesTable(routes), c.read('rails.txt'))
    const json = JSON.parse(JSON.stringify(routes)) as Route[]
    assert.equal(json.map(comparableRoute), (JSON.parse(c.read('rails.json')) as Route[]).map(comparableRoute))
    assert.ok(validate(json), JSON.stringify(validate.errors))
  })
}

test.run()
