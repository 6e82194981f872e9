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

json('an empty list', () => {
  assert.is(routesToJson([]), '[]')
})
json.run()
