// --merge on a real table: what a person wrote on operations that still have a route survives
// (descriptions, responses, request bodies, security, query parameters, words on path
// parameters, components, info), operations whose route is gone are left out and each reported,
// new routes come in as generated, the result validates, and merging again changes nothing.
import { Validator } from '@seriousme/openapi-schema-validator'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openapi, type JsonObject } from '../../src/export/index.js'
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'

const routes = expandCase(cases('golden').find((c) => c.name === 'a-projects-app')!).routes
type Doc = { paths: Record<string, Record<string, JsonObject>> } & JsonObject

function written(): Doc {
  const doc = structuredClone(openapi(routes).value) as Doc
  const show = doc.paths['/projects/{id}']!.get!
  show.description = 'One project.'
  show.responses = { 200: { description: 'The project', content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } } } }
  show.security = [{ token: [] }]
  show.parameters = [...(show.parameters as JsonObject[]), { name: 'expand', in: 'query', schema: { type: 'string' } }]
  ;(show.parameters as JsonObject[])[0]!.description = 'The project id.'
  ;(doc.paths['/projects/{id}'] as JsonObject).summary = 'A project'
  doc.paths['/projects']!.post!.requestBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } } }
  doc.components = { schemas: { Project: { type: 'object' } }, securitySchemes: { token: { type: 'http', scheme: 'bearer' } } }
  doc.info = { title: 'Projects', version: '2.0.0', contact: { name: 'Team' } }
  doc.paths['/legacy'] = { get: { operationId: 'legacy', responses: { 410: { description: 'Gone' } } } }
  return doc
}

test('a merge keeps what people wrote, takes paths from the routes, reports what is gone, and is stable', async () => {
  const before = written()
  // The routes change: the edit form goes, a route comes.
  const changed: Route[] = [...routes.filter((r) => r.name !== 'edit_project'), { ...routes[0]!, name: 'archive', verb: ['POST'], path: '/archive(.:format)', controller: 'archives', action: 'create' }]
  const { value, diagnostics } = openapi(changed, { merge: { document: before, file: 'openapi.json' } })
  const after = value as Doc
  assert.equal(diagnostics.filter((d) => d.code === 'RC5020').map((d) => d.message), [
    'GET /projects/{id}/edit (edit_project) no longer has a route: it is left out',
    'GET /legacy (legacy) no longer has a route: it is left out',
  ])
  assert.ok((await new Validator().validate(structuredClone(after))).valid)
  const show = after.paths['/projects/{id}']!.get!
  assert.equal([show.description, show.responses, show.security], [before.paths['/projects/{id}']!.get!.description, before.paths['/projects/{id}']!.get!.responses, [{ token: [] }]])
  assert.equal((show.parameters as JsonObject[]).map((p) => [p.name, p.in, p.description]), [['id', 'path', 'The project id.'], ['expand', 'query', undefined]])
  assert.is(after.paths['/projects/{id}']!.summary as unknown, 'A project')
  assert.ok(after.paths['/projects']!.post!.requestBody)
  assert.equal([after.components, after.info], [before.components, before.info])
  assert.is(after.paths['/projects/{id}/edit'], undefined)
  assert.is(after.paths['/legacy'], undefined)
  assert.equal(after.paths['/archive']!.post!['x-routecraft'], { name: 'archive', controller: 'archives', action: 'create', path: '/archive(.:format)', source: `${routes[0]!.source.file}:${routes[0]!.source.line}`, format: 'optional' })
  const again = openapi(changed, { merge: { document: structuredClone(after), file: 'openapi.json' } })
  assert.equal(again.value, after)
  assert.equal(again.diagnostics.filter((d) => d.code === 'RC5020'), [])
})

test('a document found by method and path when its operationId changed keeps its words and takes the new id', () => {
  const before = written()
  before.paths['/projects/{id}']!.get!.operationId = 'getProject'
  const after = openapi(routes, { merge: { document: before, file: 'openapi.json' } }).value as Doc
  assert.equal([after.paths['/projects/{id}']!.get!.operationId, after.paths['/projects/{id}']!.get!.description], ['project', 'One project.'])
})

test('a merge document that is no document is an error and merges nothing', () => {
  for (const document of [null, [1], 'text', { paths: [] }]) {
    const { value, diagnostics } = openapi(routes, { merge: { document, file: 'x.yaml' } })
    assert.equal(diagnostics.map((d) => [d.code, d.severity, d.file]), [['RC5021', 'error', 'x.yaml']])
    assert.equal(value, openapi(routes).value)
  }
})

test.run()
