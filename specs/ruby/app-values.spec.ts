// Values only the application knows, where Rails takes any object: the route exists whatever the
// value is, so it is drawn and the value is named by its expression, with a warning. Each case's
// routes.rb defines the application it stands for (routecraft skips those definitions), values.json
// (where present) what the caller tells routecraft of it with `--value`, and rails.txt is Rails'
// table of it (node tools/app-values-goldens.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { applicationValues } from '../../src/cli/app-values.js'
import { expand } from '../../src/expand/index.js'
import { formatRoutesTable } from '../../src/format/table.js'
import { createMatcher } from '../../src/match/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { tableRows } from '../../tools/realworld/tables.mjs'

const base = new URL('./app-values/', import.meta.url)
const read = (name: string, file: string) => readFileSync(new URL(`${name}/${file}`, base), 'utf8')

/** The case's `--value` settings (values.json), for the values the caller knows. */
const valuesOf = (name: string): string[] => (existsSync(new URL(`${name}/values.json`, base)) ? JSON.parse(read(name, 'values.json')) : [])

function drawn(name: string, strict = false) {
  const { ast } = parseRoutes(read(name, 'routes.rb'))
  const { routes, diagnostics } = expand(ast, { strict, environment: { values: applicationValues(valuesOf(name)) } })
  return { routes, table: formatRoutesTable(routes), warnings: diagnostics.map((d) => `${d.code} ${d.position.start.line}${d.severity === 'error' ? ' error' : ''}`) }
}

/**
 * What each case shows: Rails' table byte for byte where the application's stand-in answers with
 * an object that prints as its expression; else Rails' routes row for row (name, verb, path,
 * target), the target named by the expression where Rails shows the value (`named`).
 */
const CASES: Record<string, { same: 'table' | 'rows'; named?: Record<string, string>; warnings: string[] }> = {
  redirect: { same: 'table', warnings: ['RC2903 4', 'RC2903 9', 'RC2903 14', 'RC2907 19', 'RC2907 20', 'RC2907 21', 'RC2907 22', 'RC2907 23', 'RC2907 25'] },
  'url-options': { same: 'table', warnings: ['RC2903 4', 'RC2903 9', 'RC2907 18', 'RC2907 19', 'RC2907 20', 'RC2907 21'] },
  'url-constraints': { same: 'table', warnings: ['RC2903 6', 'RC2903 10', 'RC2903 14', 'RC2906 20', 'RC2906 23', 'RC2906 26'] },
  conditions: { same: 'rows', warnings: ['RC2903 4', 'RC2903 7', 'RC2907 13', 'RC2907 16', 'RC2907 17', 'RC2906 18'] },
  'rack-app-variable': { same: 'table', warnings: ['RC2903 3', 'RC2908 14', 'RC2908 16'] },
  'regexp-variable': { same: 'rows', warnings: ['RC2903 5', 'RC2908 9'] },
  'interpolated-regexp-variable': { same: 'rows', warnings: ['RC2903 5', 'RC2908 9', 'RC2908 10'] },
  'chain-arguments': { same: 'rows', named: { 'redirect(301, /fed/x)': "redirect(301, Fed.config.path('x'))" }, warnings: ['RC2903 6', 'RC2903 9', 'RC2903 15', 'RC2907 21', 'RC2907 22', 'RC2907 23', 'RC2907 26', 'RC2906 30'] },
  'indexed-call': { same: 'rows', named: { 'redirect(301, https://help.example.com)': "redirect(301, Settings.urls['help'])" }, warnings: ['RC2903 5', 'RC2907 12', 'RC2907 13', 'RC2907 14', 'RC2907 15'] },
  'hash-argument-merge': {
    same: 'rows',
    // Per pass of the loop: Rails' deprecation of each hash key (the second pass merges `as:` in), the named value.
    warnings: ['RC2903 4', 'RC2904 9', 'RC2904 9', 'RC2907 9', 'RC2904 10', 'RC2904 10', 'RC2904 9', 'RC2904 9', 'RC2904 9', 'RC2907 9', 'RC2904 10', 'RC2904 10', 'RC2904 12', 'RC2904 12', 'RC2906 12'],
  },
  'defined-method': { same: 'table', warnings: ['RC2903 4'] },
  'controller-action-endpoint': { same: 'table', warnings: ['RC2903 4', 'RC2903 6'] },
  'mapper-helper-values': { same: 'rows', warnings: ['RC2903 5', 'RC2903 9', 'RC2907 11', 'RC2907 12'] },
  'operator-values': { same: 'rows', warnings: ['RC2903 5', 'RC2903 11', 'RC2907 15', 'RC2907 18', 'RC2907 19', 'RC2907 20', 'RC2907 21'] },
  'resource-controller': {
    same: 'rows',
    named: {
      'dashboards#index': '#{Dashboards::ROOT}#index',
      'dashboards#show': '#{Dashboards::ROOT}#show',
      'profiles#show': '#{Accounts.controller_name}#show',
      'admin/dashboards#stats': 'admin/#{Dashboards::ROOT}#stats',
      'admin/dashboards#index': 'admin/#{Dashboards::ROOT}#index',
    },
    warnings: ['RC2903 3', 'RC2903 6', 'RC2907 10', 'RC2907 11', 'RC2907 13'],
  },
  'controller-action': {
    same: 'rows',
    named: { 'dashboards#index': '#{Dashboards::ROOT}#index', 'pages#home': 'pages##{Pages.default_action}', 'admin/dashboards#panel': 'admin/#{Dashboards::ROOT}#panel' },
    warnings: ['RC2903 3', 'RC2903 6', 'RC2907 10', 'RC2907 11', 'RC2907 13'],
  },
}

test('every case directory is listed here', () => {
  const dirs = readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  assert.equal(dirs.sort(), Object.keys(CASES).sort())
})

for (const [name, expected] of Object.entries(CASES)) {
  test(`${name}: every route Rails draws is drawn, the unknown values named, with warnings`, () => {
    const { table, warnings } = drawn(name)
    const rails = read(name, 'rails.txt')
    if (expected.same === 'table') assert.fixture(table, rails)
    const renamed = tableRows(rails).map((row) => ({ ...row, target: expected.named?.[row.target] ?? row.target }))
    assert.equal(tableRows(table), renamed)
    assert.equal(warnings, expected.warnings)
  })

  test(`${name}: strict mode refuses the first value it cannot know`, () => {
    const { routes, warnings } = drawn(name, true)
    assert.equal(routes, [])
    assert.match(warnings.at(-1)!, /^RC2093 \d+ error$/)
  })
}

test("a resource's named controller is what recognition answers for each of its routes", () => {
  const matcher = createMatcher(drawn('resource-controller').routes)
  assert.equal({ ...matcher.recognize('GET', '/boards/1')?.params }, { controller: '#{Dashboards::ROOT}', action: 'show', id: '1' })
  assert.equal({ ...matcher.recognize('GET', '/admin/panels/3/stats')?.params }, { controller: 'admin/#{Dashboards::ROOT}', action: 'stats', id: '3' })
})

test('a named controller and action are what recognition answers, as the table shows them', () => {
  const matcher = createMatcher(drawn('controller-action').routes)
  assert.equal({ ...matcher.recognize('GET', '/')?.params }, { controller: '#{Dashboards::ROOT}', action: 'index' })
  assert.equal({ ...matcher.recognize('GET', '/start')?.params }, { controller: 'pages', action: '#{Pages.default_action}' })
})

test('a requirement only the application knows is a requirement (any value), not a default; a condition is assumed', () => {
  const matcher = createMatcher(drawn('conditions').routes)
  const page = drawn('conditions').routes[1]!
  assert.equal([page.requirements, page.defaults], [{ page: { constant: 'Regexp.union(Site::PAGES)' } }, {}])
  assert.equal({ ...matcher.recognize('GET', '/anything')?.params }, { controller: 'pages', action: 'show', page: 'anything' })
  assert.equal(drawn('conditions').routes[0]!.conditions, { host: { constant: '/#{Analytics::DOMAIN}/' } })
  assert.equal({ ...matcher.recognize('GET', '/stats')?.params }, { controller: 'stats', action: 'index' })
})

test('`setting || default` is the setting where the application has one: named, not the default', () => {
  const help = drawn('operator-values').routes.find((r) => r.name === 'help')!
  assert.equal(help.defaults.host, { constant: "Settings.help_host || 'help.example.com'" })
})

test("a method the application adds to the mapper is named where it gives a value, never drawn as ''", () => {
  const [status, post] = drawn('mapper-helper-values').routes
  assert.equal(status!.defaults.host, { constant: 'host_for(:api)' })
  assert.equal(post!.requirements, { slug: { constant: 'slug_format(:long)' } })
})

test('given the value of `Locale.non_english.map(&:code)` (a block passed as `&:code`), the requirement kept in a variable is Rails\' regexp', () => {
  const { ast } = parseRoutes(read('regexp-variable', 'routes.rb'))
  const values = applicationValues(['Locale.non_english.map(&:code)=[:ar, :cy]'])
  const { routes, diagnostics } = expand(ast, { environment: { values } })
  assert.fixture(formatRoutesTable(routes), read('regexp-variable', 'rails.txt'))
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC2903 5'])
  const matcher = createMatcher(routes)
  assert.equal(matcher.recognize('GET', '/documents/1/translations/fr'), null)
  assert.equal({ ...matcher.recognize('GET', '/features.cy')?.params }, { controller: 'features', action: 'index', locale: 'cy' })
})

test('a redirect whose target, status or URL option only the application knows is drawn, and is no redirect the listener performs', () => {
  const routes = drawn('redirect').routes
  assert.equal(routes.map((r) => r.redirect), [undefined, undefined, undefined, undefined, undefined, undefined, undefined])
})

test('a value constant interpolated into a string is unknown (a class names itself)', () => {
  const { routes, diagnostics } = expand(parseRoutes('get "/#{Foo::BASE_PATH}/x", to: "a#b"\nget "/#{Foo::Bar}/y", to: "a#b"\n').ast)
  assert.equal(routes.map((r) => r.path), ['/Foo::Bar/y(.:format)'])
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}`), ['RC2903 1'])
})

test.run()
