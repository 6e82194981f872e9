/**
 * A `rails new` application with Devise, booted: its `bin/rails routes` (and `-E`), in development
 * and production, printed by Rails 8.1.3 itself after the application booted (config/application.rb,
 * Bundler.require, initializers, the engines' railties), made by tools/booted-rails/. routecraft,
 * reading the same application's files as text, must print the same bytes: its own routes, the
 * routes `devise_for` draws with the model's modules, turbo-rails', Action Mailbox's (with
 * Conductor) and Active Storage's, and where Rails records each of them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatRoutesExpanded } from '../../src/format/expanded.js'
import { formatRoutesTable } from '../../src/format/table.js'
import { inspectRoutesFile } from '../../src/load.js'

const app = new URL('rails-new-devise', import.meta.url).pathname
const golden = (name: string): string => readFileSync(join(app, name), 'utf8')

for (const environment of ['development', 'production']) {
  test(`bin/rails routes in ${environment}`, () => {
    const result = inspectRoutesFile(join(app, 'config', 'routes.rb'), { baseDir: app, environment: { name: environment } })
    assert.equal(result.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message), [], 'drawn without a warning')
    assert.fixture(formatRoutesTable(result.routes), golden(`rails-${environment}.txt`))
    const expanded = formatRoutesExpanded(result.routes, { width: 80, sourceLocations: environment === 'development' })
    assert.fixture(expanded, golden(`rails-${environment}-expanded.txt`))
  })
}

test('the engines Rails appends follow the application, in Rails order', () => {
  const gems = (environment: string) => {
    const result = inspectRoutesFile(join(app, 'config', 'routes.rb'), { baseDir: app, environment: { name: environment } })
    return [...new Set(result.routes.map((r) => r.origin?.gem ?? 'app'))]
  }
  for (const environment of ['development', 'production']) {
    assert.equal(gems(environment), ['app', 'devise', 'turbo-rails', 'actionmailbox', 'activestorage'], environment)
  }
})

test.run()
