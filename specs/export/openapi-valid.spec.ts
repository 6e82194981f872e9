// The OpenAPI document of every golden case and of the 1,744-route application: it validates
// against the OpenAPI 3.1 schema (@seriousme/openapi-schema-validator), keeps the rules a schema
// cannot check (unique operationIds, path parameters that are the template's, no two templates
// equal up to names), and holds every route exactly once per method and path variant (as an
// operation, or listed on the operation of an earlier route that answers the same request).
import { Validator } from '@seriousme/openapi-schema-validator'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openapi, type JsonObject } from '../../src/export/index.js'
import { loadRoutes } from '../../src/load.js'
import { parsePattern, variants, type PatternNode } from '../../src/match/pattern.js'
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'

const ALL = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const tables = [
  ...cases('golden').map((c) => ({ name: c.name, routes: expandCase(c).routes })),
  { name: 'the 1,744-route application', routes: loadRoutes(new URL('../fixtures/rails-routes.rb', import.meta.url).pathname) },
  { name: 'specs/fixtures/generation-corners.rb', routes: loadRoutes(new URL('../fixtures/generation-corners.rb', import.meta.url).pathname) },
].filter((t) => t.routes.length > 0)

interface Seen {
  method: string
  template: string
  route: JsonObject
}

function occurrences(document: JsonObject): { seen: Seen[]; operations: Array<{ template: string; op: JsonObject }> } {
  const seen: Seen[] = []
  const operations: Array<{ template: string; op: JsonObject }> = []
  for (const [template, item] of Object.entries(document.paths as Record<string, JsonObject>)) {
    const ops = [...ALL.filter((m) => item[m]).map((m) => [m, item[m]] as const), ...Object.entries((item['x-routecraft-methods'] ?? {}) as JsonObject).map(([m, op]) => [m.toLowerCase(), op] as const)]
    for (const [method, op] of ops) {
      const o = op as JsonObject
      operations.push({ template, op: o })
      seen.push({ method, template, route: o['x-routecraft'] as JsonObject })
      for (const later of (o['x-routecraft-later-routes'] ?? []) as JsonObject[]) seen.push({ method, template, route: later })
    }
  }
  return { seen, operations }
}

// A route as x-routecraft names it.
function identity(r: JsonObject | Route): string {
  const source = r.source as Route['source'] | string
  return JSON.stringify([r.name === false ? null : r.name, r.controller, r.action, r.path, typeof source === 'string' ? source : `${source.file}:${source.line}`])
}

// The route's pattern, `(.:format)` left out, as the templates its optional groups stand for.
function expectedTemplates(route: Route): Set<string> {
  const drop = (nodes: PatternNode[]): PatternNode[] => nodes.filter((n) => !(n.type === 'group' && n.children.length === 2 && n.children[0]!.type === 'dot' && n.children[1]!.type === 'param' && n.children[1]!.name === 'format'))
  const text = (nodes: PatternNode[]): string => {
    const t = nodes.map((n) => (n.type === 'slash' ? '/' : n.type === 'dot' ? '.' : n.type === 'literal' ? n.text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%]+/g, '?') : n.type === 'group' ? '' : '{}')).join('')
    const normal = `/${t}`.replace(/\/+/g, '/')
    return normal.length > 1 ? normal.replace(/\/$/, '') : normal
  }
  return new Set((variants(drop(parsePattern(route.path))) ?? []).map(text))
}

// Percent-encoded runs and runs a template must encode, alike.
const encoded = (template: string): string => template.replace(/(?:%[0-9A-Fa-f]{2})+/g, '?').replace(/\?+/g, '?')

test('every document validates, keeps the rules of OpenAPI a schema cannot check, and holds every route once per method and path variant', async () => {
  const validator = new Validator()
  let routes = 0
  let operations = 0
  let folded = 0
  let ms = 0
  for (const table of tables) {
    const { value } = openapi(table.routes, { source: table.name })
    const started = performance.now()
    const result = await validator.validate(structuredClone(value))
    const validated = performance.now() - started
    ms += validated
    assert.ok(result.valid, `${table.name}: ${JSON.stringify(result.errors)?.slice(0, 1000)}`)
    const { seen, operations: ops } = occurrences(value)
    const ids = ops.map(({ op }) => op.operationId)
    assert.is(new Set(ids).size, ids.length, `${table.name}: operationIds repeat`)
    const shapes = Object.keys(value.paths as JsonObject).map((t) => t.replace(/\{[^}]*\}/g, '{}'))
    assert.is(new Set(shapes).size, shapes.length, `${table.name}: two templates equal up to names`)
    for (const { template, op } of ops) {
      const inTemplate = [...new Set([...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]))].sort()
      const declared = ((op.parameters ?? []) as JsonObject[]).filter((p) => p.in === 'path').map((p) => p.name).sort()
      assert.equal(declared, inTemplate, `${table.name}: ${template} ${String(op.operationId)}`)
    }
    // Route, method and template (parameters as `{}`, text a template must encode as `?`), counted on both sides.
    const expected = new Map<string, number>()
    const observed = new Map<string, number>()
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
    for (const route of table.routes) {
      const methods = route.verb.length === 0 ? ALL : [...new Set(route.verb.map((v) => v.toLowerCase()))]
      for (const method of methods) for (const template of expectedTemplates(route)) bump(expected, JSON.stringify([identity(route), method, encoded(template)]))
    }
    for (const s of seen) bump(observed, JSON.stringify([identity(s.route), s.method, encoded(s.template.replace(/\{[^}]*\}/g, '{}'))]))
    assert.equal([...observed].sort(), [...expected].sort(), `${table.name}: routes missing, repeated or unknown`)
    if (table.name.startsWith('the 1,744')) console.log(`  ${table.name}: ${table.routes.length} routes, ${Object.keys(value.paths as JsonObject).length} paths, ${ops.length} operations, ${seen.length - ops.length} later routes, validated in ${Math.round(validated)} ms`)
    routes += table.routes.length
    operations += ops.length
    folded += seen.length - ops.length
  }
  console.log(`  ${tables.length} documents, ${routes} routes, ${operations} operations (${folded} later routes listed on an earlier one's), validated in ${Math.round(ms)} ms`)
})

test('with --format-paths too, every document validates, with unique operationIds and templates', async () => {
  const validator = new Validator()
  for (const table of tables) {
    const { value } = openapi(table.routes, { formatPaths: true })
    const result = await validator.validate(structuredClone(value))
    assert.ok(result.valid, `${table.name}: ${JSON.stringify(result.errors)?.slice(0, 1000)}`)
    const ids = occurrences(value).operations.map(({ op }) => op.operationId)
    assert.is(new Set(ids).size, ids.length, `${table.name}: operationIds repeat`)
    const shapes = Object.keys(value.paths as JsonObject).map((t) => t.replace(/\{[^}]*\}/g, '{}'))
    assert.is(new Set(shapes).size, shapes.length, `${table.name}: two templates equal up to names`)
  }
})

test('request conditions and constraint objects are on the operation', () => {
  const routes = tables.find((t) => t.name === 'm-constraints-block')!.routes
  const op = ((openapi(routes).value.paths as Record<string, JsonObject>)['/photos']!.get as JsonObject)['x-routecraft'] as JsonObject
  assert.equal(op.conditions, { subdomain: 'api' })
  const objects = openapi([{ ...routes[0]!, constraintObjects: ['AdminOnly.new'] }]).value
  assert.equal((((objects.paths as Record<string, JsonObject>)['/photos']!.get as JsonObject)['x-routecraft'] as JsonObject).constraints, ['AdminOnly.new'])
})

test('the validator is not vacuous: a document with a broken operation is refused', async () => {
  const { value } = openapi(tables[0]!.routes)
  const broken = structuredClone(value) as { paths: Record<string, Record<string, { parameters?: unknown[] }>> }
  const item = Object.values(broken.paths)[0]!
  Object.values(item)[0]!.parameters = [{ name: 'id' }]
  assert.is((await new Validator().validate(broken)).valid, false)
})

test.run()
