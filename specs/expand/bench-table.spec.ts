import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { rubyInspect } from '../../src/format/ruby-inspect.js'
import type { Route, RubyValue } from '../../src/route.js'
import { parseRoutes } from '../../src/syntax/index.js'

// The 602-line, 1,744-route application of the benchmarks (a copy of ../shared/bench-data):
// Rails' own expansion of it is the expected route list, route for route.
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
const expected = JSON.parse(fixture('rails-routes.json')).routes as Array<Record<string, unknown>>

/**
 * That JSON holds regexps as their inspect strings and symbols as plain strings; and the glob
 * default is `/.+?/` in Rails 6.1, `/.+?/m` in newest Rails (which we follow).
 */
function plain(v: RubyValue): RubyValue {
  if (typeof v !== 'object' || v === null) return v
  if ('symbol' in v) return v.symbol
  return rubyInspect(v).replace(/^\/\.\+\?\/m$/, '/.+?/')
}

function comparable(route: Route) {
  const inspectAll = (h: Record<string, RubyValue>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, plain(v)]))
  return {
    name: route.name,
    verb: route.verb.join('|'),
    path: route.path,
    controller: route.controller,
    action: route.action,
    requirements: inspectAll(route.requirements),
    defaults: inspectAll(route.defaults),
  }
}

test('rails-routes.rb expands to Rails’ 1,744 routes, in order', () => {
  const { ast, diagnostics } = parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' })
  assert.equal(diagnostics, [])
  const result = expand(ast, { file: 'rails-routes.rb' })
  assert.equal(result.diagnostics, [])
  assert.is(result.routes.length, expected.length)
  result.routes.forEach((route, i) => assert.equal(comparable(route), expected[i], `route ${i}`))
})

test.run()
