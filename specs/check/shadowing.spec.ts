// The shadowing analysis proved against the matcher on every golden case: each reported route's
// sampled requests are answered by the routes it names; each partly shadowed route's examples by
// the named earlier route; every route not reported is reached by the request the analysis shows.
// Only routes that surely answer what they match take part (src/check/shadowing.ts `answersAll`),
// so the matcher here holds those and the route under test.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { analyseShadowing } from '../../src/check/shadowing.js'
import { answersAll } from '../../src/check/shadowing.js'
import { routeLanguage } from '../../src/check/route-language.js'
import { tableVerbs, verbsOf, OTHER_VERB } from '../../src/check/verbs.js'
import { createMatcher } from '../../src/match/index.js'
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'
import { samplePaths } from './_sample.js'

/** The route a request reaches among the routes that take part, up to `index`: its index, or -1. */
function reachedBy(routes: readonly Route[], index: number, verb: string, path: string): number {
  const kept = routes.map((r, i) => [r, i] as const).filter(([r, i]) => i === index || (i < index && answersAll(r)))
  const found = createMatcher(kept.map(([r]) => r)).recognize(verb === OTHER_VERB ? 'PURGE' : verb, path)
  return found ? kept[found.index]![1] : -1
}

let checked = 0
for (const c of cases('golden')) {
  test(c.name, () => {
    const routes = expandCase(c).routes
    const analysis = analyseShadowing(routes)
    const reported = new Set(analysis.verdicts.map((v) => v.route))
    const verbs = tableVerbs(routes)
    for (const verdict of analysis.verdicts) {
      const route = routes[verdict.route]!
      if (verdict.kind === 'shadowed') {
        const language = routeLanguage(route)
        assert.ok('nfa' in language)
        for (const path of samplePaths(language.nfa, 12, verdict.route + 1)) {
          for (const verb of verbsOf(route, verbs)) {
            const by = reachedBy(routes, verdict.route, verb, path)
            assert.ok(verdict.by.includes(by), `${verb} ${path} of ${route.path} (line ${route.source.line}) reached route ${by}, not ${verdict.by}`)
            checked++
          }
        }
      } else if (verdict.kind === 'partly-shadowed') {
        for (const t of verdict.examples) {
          assert.is(reachedBy(routes, verdict.route, t.verb, t.path), t.by, `${t.verb} ${t.path}`)
          assert.ok(reachedBy([route], 0, t.verb, t.path) === 0, `${t.path} is a path of ${route.path}`)
          checked++
        }
      }
    }
    routes.forEach((route, index) => {
      if (reported.has(index) || !route.anchored) return
      const request = analysis.reachable.get(index)
      assert.ok(request, `${route.path} (line ${route.source.line}): neither reported nor shown reachable`)
      assert.is(reachedBy(routes, index, request.verb, request.path), index, `${request.verb} ${request.path} reaches ${route.path}`)
      checked++
    })
  })
}

test('the golden cases checked a fair number of requests', () => {
  assert.ok(checked > 1500, `${checked} requests`)
})

test.run()
