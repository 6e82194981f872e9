// The exports' diagnostics, each where it is raised, at the route's declaration: a helper name
// two routes would share (RC5002, and both helpers still give generate()'s paths), a route
// folded onto an earlier one's operation (RC5010), and no Python helper for a requirement
// Python's re cannot read (RC5003). RC5001 is in hostile.spec.ts, RC5020/RC5021 in
// openapi-merge.spec.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { EXPORT_CODES, helpers, openapi } from '../../src/export/index.js'
import { createMatcher } from '../../src/match/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const ROUTES = 'get "a/:id", to: "a#b"\nget "a/:slug", to: "a#c"\nget "x", to: "x#y", as: "foo_bar"\nget "y", to: "x#z", as: "fooBar"\nget "t/:w", to: "t#w", as: :word, w: /\\p{L}+/\n'
const { routes } = expand(parseRoutes(ROUTES, { file: 'routes.rb' }).ast)
const at = (d: { code: string; file: string; position: { start: { line: number; column: number } } }) => `${d.code} ${d.file}:${d.position.start.line}:${d.position.start.column}`

test('every code is in the catalogue once, with its severity', () => {
  assert.equal(EXPORT_CODES.map((c) => c.code), ['RC5001', 'RC5002', 'RC5003', 'RC5010', 'RC5020', 'RC5021'])
  assert.equal(EXPORT_CODES.map((c) => c.severity), ['warning', 'warning', 'warning', 'info', 'warning', 'error'])
})

test('RC5002: a TypeScript name two routes share gets a suffix, and both helpers work', async () => {
  const { value, diagnostics } = helpers(routes, { lang: 'ts' })
  assert.equal(diagnostics.map(at), ['RC5002 routes.rb:4:1'])
  assert.match(diagnostics[0]!.message, /"fooBar" is taken by an earlier route: it is fooBarPath_2/)
  assert.match(value, /export function fooBarPath\(/)
  assert.match(value, /export function fooBarPath_2\(/)
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-names-'))
  writeFileSync(join(dir, 'h.ts'), value)
  const module = (await import(pathToFileURL(join(dir, 'h.ts')).href)) as Record<string, (p?: object) => string>
  rmSync(dir, { recursive: true })
  const matcher = createMatcher(routes)
  assert.equal([module.fooBarPath!(), module.fooBarPath_2!()], [matcher.generate('foo_bar'), matcher.generate('fooBar')])
})

test('RC5003: no Python helper for a requirement Python cannot read; the others are there', () => {
  const { value, diagnostics } = helpers(routes, { lang: 'py' })
  assert.equal(diagnostics.map(at), ['RC5003 routes.rb:5:1'])
  assert.match(diagnostics[0]!.message, /no Python helper for word_path: the requirement of :w/)
  assert.not.match(value, /def word_path/)
  assert.match(value, /def fooBar_path\(/)
})

test('RC5010: a route with the method and template of an earlier one is listed on its operation', () => {
  const { value, diagnostics } = openapi(routes)
  assert.equal(diagnostics.map(at), ['RC5010 routes.rb:2:1'])
  const op = (value.paths as Record<string, Record<string, Record<string, unknown>>>)['/a/{id}']!.get!
  assert.equal(op['x-routecraft-later-routes'], [{ name: null, controller: 'a', action: 'c', path: '/a/:slug(.:format)', source: 'routes.rb:2', format: 'optional' }])
})

test.run()
