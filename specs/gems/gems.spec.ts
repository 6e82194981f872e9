/**
 * The routes gems and Rails' engines add, against the real gems: every application under
 * specs/gems/<gem>/<case>/ is drawn by routecraft from its config/routes.rb (reading its models,
 * initializers, config/application.rb, Gemfile and Gemfile.lock) and compared with what
 * tools/gems-oracle.rb printed for it (`node tools/gem-goldens.mjs` regenerates them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatRoutesExpanded } from '../../src/format/expanded.js'
import { formatRoutesTable } from '../../src/format/table.js'
import { inspectRoutesFile } from '../../src/load.js'
import type { Route } from '../../src/route.js'
import { comparableRoute } from '../_support/rails-json.js'

const base = new URL('.', import.meta.url).pathname
const schema = JSON.parse(readFileSync(new URL('../../schema/route-table.schema.json', import.meta.url), 'utf8'))
const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema)

/** Every case directory, as `gem/case`. */
function cases(): Array<{ name: string; dir: string }> {
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((gem) => readdirSync(join(base, gem.name)).map((name) => ({ name: `${gem.name}/${name}`, dir: join(base, gem.name, name) })))
    .filter((c) => existsSync(join(c.dir, 'config', 'routes.rb')))
}

/** Rails' JSON of a route without the lambdas of Devise's scopes, which routecraft does not keep. */
function withoutDeviseLambdas(route: Record<string, unknown>): Record<string, unknown> {
  const objects = (route.constraintObjects as string[] | undefined)?.filter((o) => !o.includes('devise/rails/routes.rb'))
  const { constraintObjects: _dropped, ...rest } = route
  return objects && objects.length > 0 ? { ...rest, constraintObjects: objects } : rest
}

for (const c of cases()) {
  test(c.name, () => {
    const environment = existsSync(join(c.dir, 'environment')) ? readFileSync(join(c.dir, 'environment'), 'utf8').match(/^RAILS_ENV=(\w+)/m)?.[1] : undefined
    // Rails' errors are drawn strictly: a model missing from app/models is only a warning otherwise.
    const failing = existsSync(join(c.dir, 'rails-error.json'))
    const result = inspectRoutesFile(join(c.dir, 'config', 'routes.rb'), { baseDir: c.dir, strict: failing, ...(environment ? { environment: { name: environment } } : {}) })
    const errors = result.diagnostics.filter((d) => d.severity === 'error')
    if (failing) {
      const rails = JSON.parse(readFileSync(join(c.dir, 'rails-error.json'), 'utf8')) as { class: string; message: string }
      assert.equal(errors.map((d) => [d.name, d.message]), [[rails.class, rails.message]])
      return
    }
    assert.equal(errors.map((d) => `${d.file}:${d.position.start.line}: ${d.name}: ${d.message}`), [], 'no errors')
    assert.fixture(formatRoutesTable(result.routes), readFileSync(join(c.dir, 'rails.txt'), 'utf8'))
    const expanded = formatRoutesExpanded(result.routes, { width: 80, sourceLocations: environment !== 'production' })
    assert.fixture(expanded, readFileSync(join(c.dir, 'rails-expanded.txt'), 'utf8'))
    const rails = JSON.parse(readFileSync(join(c.dir, 'rails.json'), 'utf8')) as { routes: Array<Record<string, unknown>> }
    const ours = JSON.parse(JSON.stringify(result.routes)) as Route[]
    assert.equal(ours.map(comparableRoute), rails.routes.map(withoutDeviseLambdas).map(comparableRoute))
    assert.ok(validate(ours), JSON.stringify(validate.errors))
  })
}

test.run()
