import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { routesToJson } from '../../src/format/json.js'
import { oracleCases } from './golden-routes.js'

const json = suite('routesToJson')

json('the route list, 2-space indent, round-trips', () => {
  const { routes } = oracleCases('format/fixtures').find((c) => c.name.endsWith('/constraints'))!
  const text = routesToJson(routes)
  assert.ok(text.startsWith('[\n  {\n    "name": "photos",'))
  assert.not.ok(text.endsWith('\n'))
  assert.equal(JSON.parse(text), routes)
})

json('keys come in one order whichever way a route was built, so snapshots compare as text', () => {
  const base = { name: 'old', verb: ['GET'], path: '/old(.:format)', controller: null, action: null, requirements: {}, defaults: {}, anchored: true }
  const built = { ...base, source: { column: 3, line: 6, file: 'routes.rb' }, endpoint: 'redirect(301, /new)', redirect: { status: 301, path: '/new' } }
  const text = routesToJson([built])
  assert.equal(
    [...text.matchAll(/^ {4}"(\w+)"/gm)].map((m) => m[1]),
    ['name', 'verb', 'path', 'controller', 'action', 'endpoint', 'redirect', 'requirements', 'defaults', 'anchored', 'source'],
  )
  assert.match(text, /"source": \{\n\s+"file": "routes.rb",\n\s+"line": 6,\n\s+"column": 3\n/)
})

json('an empty list', () => {
  assert.is(routesToJson([]), '[]')
})
json.run()
