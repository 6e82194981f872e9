// No noise: the lints say nothing about the golden cases and the example app, both front ends,
// except the few cases written to show the very Rails behaviour a lint reports (listed with it).
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { lintLoad } from '../../src/check/run-lints.js'
import { inspectRoutesFile } from '../../src/load.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { parseRoutesYaml } from '../../src/yaml/parse.js'
import { caseEnvironment, cases } from '../expand/cases.js'

const noise = suite('check: lints on clean files')

// Each of these cases draws what its lint warns about, on purpose (Rails' answers are its goldens).
const SHOWN_ON_PURPOSE: Record<string, string[]> = {
  'a-resources-slug-ids': ['RC4055'],
  'i-root-multiple-named': ['RC4054'],
  'j-hash-form-with-options': ['RC4051'],
  'm-constraint-on-non-param-ignored': ['RC4051'],
  'm-requirement-lookahead': ['RC4055'],
  'y-lint-misspelt-option': ['RC4052'],
  'y-lint-string-requirement': ['RC4050', 'RC4050'],
}

async function codes(file: string, options: Parameters<typeof inspectRoutesFile>[1] = {}): Promise<string[]> {
  const result = inspectRoutesFile(file, options)
  const found = await lintLoad(result, { rb: parseRoutes, yaml: parseRoutesYaml })
  return found.map((d) => d.code)
}

noise('every golden case (routes.rb and its routes.yaml twin) and the example app', async () => {
  const found: Record<string, string[]> = {}
  for (const c of cases('golden')) {
    if (c.has('rails-error.json')) continue
    for (const name of ['routes.rb', 'routes.yaml']) {
      if (!c.has(name)) continue
      const got = await codes(join(c.dir, name), { apiOnly: c.has('api_only'), environment: caseEnvironment(c) })
      if (got.length > 0) found[`${c.name}/${name}`] = got
    }
  }
  const expected: Record<string, string[]> = {}
  for (const [name, lintCodes] of Object.entries(SHOWN_ON_PURPOSE)) {
    expected[`${name}/routes.rb`] = lintCodes
    expected[`${name}/routes.yaml`] = lintCodes
  }
  assert.equal(found, expected)
  const example = new URL('../../examples/blog/config/routes.rb', import.meta.url).pathname
  assert.equal(await codes(example), [])
})

noise.run()
