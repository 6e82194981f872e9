import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatRoutesTable } from '../../src/format/table.js'
import type { Route } from '../../src/route.js'
import { cases, expandCase } from './cases.js'

const schema = JSON.parse(readFileSync(new URL('../../schema/route-table.schema.json', import.meta.url), 'utf8'))
const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema)

/** The fields Rails' JSON and ours share; Rails' `name: false` (for `as: false`) is no name. */
function comparable(route: Route | Record<string, unknown>) {
  const r = route as Record<string, unknown>
  return {
    name: r.name === false ? null : r.name,
    verb: r.verb,
    path: r.path,
    controller: r.controller,
    action: r.action,
    endpoint: r.endpoint ?? null,
    requirements: r.requirements,
    defaults: r.defaults,
    anchored: r.anchored,
    internal: r.internal ?? false,
    constraintObjects: (r.constraintObjects as string[] | undefined)?.map(procless),
  }
}

/**
 * Rails inspects a lambda or proc constraint with its memory address (`#<Proc:0x… routes.rb:3
 * (lambda)>`); routecraft keeps its source (`->(req) { … }`). Both read as "a proc" here.
 */
function procless(source: string): string {
  return /^#<Proc:0x[0-9a-f]+ /.test(source) || /^(?:->|lambda\b|proc\b|Proc\.new\b)/.test(source) ? 'a proc' : source
}

// Every golden case: our table is Rails' table byte for byte, our route list is Rails' route list,
// and the list is valid against the published route-table schema.
for (const c of cases('golden')) {
  test(`golden ${c.name}`, () => {
    const { routes, diagnostics } = expandCase(c)
    const errors = diagnostics.filter((d) => d.severity === 'error')
    assert.equal(errors.map((d) => `${d.position.start.line}: ${d.name}: ${d.message}`), [], 'no errors')
    assert.fixture(formatRoutesTable(routes), c.read('rails.txt'))
    const json = JSON.parse(JSON.stringify(routes)) as Route[]
    assert.equal(json.map(comparable), (JSON.parse(c.read('rails.json')) as Route[]).map(comparable))
    assert.ok(validate(json), JSON.stringify(validate.errors))
  })
}

test.run()
