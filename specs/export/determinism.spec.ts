// Same routes, same bytes: the OpenAPI document (JSON and YAML) and both helper modules of the
// 1,744-route application are identical when generated twice, from the routes file read in two
// different directories (source locations are written relative to the root given).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { helpers, openapi, serializeOpenApi } from '../../src/export/index.js'
import { loadRoutes } from '../../src/load.js'

function outputs(dir: string): string[] {
  const routes = loadRoutes(join(dir, 'routes.rb'))
  const { value } = openapi(routes, { source: 'routes.rb', root: dir })
  return [
    serializeOpenApi(value, 'json', 'h'),
    serializeOpenApi(value, 'yaml', 'h'),
    helpers(routes, { lang: 'ts', source: 'routes.rb', root: dir }).value,
    helpers(routes, { lang: 'py', source: 'routes.rb', root: dir }).value,
  ]
}

test('the exports of the 1,744-route application are the same bytes from two directories', () => {
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'routecraft-same-')))
  try {
    for (const dir of dirs) copyFileSync(new URL('../fixtures/rails-routes.rb', import.meta.url), join(dir, 'routes.rb'))
    const [first, second] = [outputs(dirs[0]!), outputs(dirs[1]!)]
    assert.equal(second, first)
    for (const text of first) assert.not.ok(text.includes(dirs[0]!) || text.includes(tmpdir()), 'an absolute path')
    assert.match(first[0]!, /"source": "routes\.rb:\d+"/)
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
})

test.run()
