import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { createMatcher } from '../../src/match/index.js'
import type { Route, RubyValue } from '../../src/route.js'
import { parseRoutes } from '../../src/syntax/index.js'

// The 1,744-route application of the benchmarks, expanded by us (identical to Rails' list, see
// specs/expand/bench-table.spec.ts), against every request and generation Rails answered.
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
const routes = expand(parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' }).ast).routes
const matcher = createMatcher(routes)

interface Request {
  verb: string
  path: string
  expect: { route: number; params: Record<string, string> } | null
}

const plain = (v: RubyValue) => (v !== null && typeof v === 'object' && 'symbol' in v ? v.symbol : v)

/** Rails' workload params are the captured segments; ours also hold controller, action, defaults. */
function expectedParams(route: Route, captured: Record<string, string>) {
  const params: Record<string, unknown> = {}
  if (route.controller !== null) params.controller = route.controller
  if (route.action !== null) params.action = route.action
  for (const [k, v] of Object.entries(route.defaults)) params[k] = plain(v)
  return { ...params, ...captured }
}

const workloads = JSON.parse(fixture('workloads-rails.json')).workloads as Array<{ name: string; requests: Request[] }>
for (const workload of workloads) {
  test(`${workload.name}: every request as Rails recognised it`, () => {
    const wrong: string[] = []
    for (const request of workload.requests) {
      const found = matcher.recognize(request.verb, request.path)
      const expected = request.expect && { index: request.expect.route, params: expectedParams(routes[request.expect.route]!, request.expect.params) }
      const got = found && { index: found.index, params: { ...found.params } }
      try {
        assert.equal(got, expected)
      } catch {
        wrong.push(`${request.verb} ${request.path}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`)
      }
    }
    assert.equal(wrong, [])
  })
}

test('generate-rails.json: all 1,032 NAME_path calls as Rails wrote them', () => {
  const items = JSON.parse(fixture('generate-rails.json')).items as Array<{ name: string; params: Record<string, string>; expect: string }>
  assert.is(items.length, 1032)
  const wrong = items.filter((item) => matcher.generate(item.name, item.params) !== item.expect)
  assert.equal(wrong, [])
})

test.run()
