// The product's bounds: earlier routes whose paths never meet a route's are left out before it
// (overlap.ts); a candidate that an earlier one always answers first keeps no example; a wide
// table of `resources` before `/:slug/...` routes is explored in bounded work, with every earlier
// route that takes some of a route's paths named.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { analyseShadowing } from '../../src/check/shadowing.js'
import { languagesMeet, slashCounts } from '../../src/check/overlap.js'
import { covers, explore } from '../../src/check/product.js'
import { routeLanguage } from '../../src/check/route-language.js'
import type { Nfa } from '../../src/check/nfa.js'
import { routesOf } from '../match/_routes.js'

function nfaOf(line: string): Nfa {
  const language = routeLanguage(routesOf(line)[0]!)
  if (!('nfa' in language)) throw new Error(language.undecided)
  return language.nfa
}

test('slash counts: a segment holds none, an optional group some, a glob any number', () => {
  assert.is(slashCounts(nfaOf('get "photos/:id", to: "p#s"')), 1 << 2)
  assert.is(slashCounts(nfaOf('get "a(/:b)", to: "p#s"')), (1 << 1) | (1 << 2))
  const glob = slashCounts(nfaOf('get "docs/*path", to: "p#s"'))
  for (const n of [2, 3, 30, 31]) assert.ok(glob & (1 << n), `${n} slashes`)
  assert.not.ok(glob & (1 << 1))
})

test('languages meet when a path is a path of both', () => {
  const show = nfaOf('get "photos/:id", to: "p#s"')
  assert.ok(languagesMeet(show, nfaOf('get "photos/new", to: "p#n"')).meet)
  assert.ok(languagesMeet(show, nfaOf('get ":slug/:id", to: "p#s"')).meet)
  assert.not.ok(languagesMeet(show, nfaOf('get "users/:id", to: "u#s"')).meet)
  assert.ok(languagesMeet(show, nfaOf('get "photos/:id", to: "p#s", id: /\\d+/, format: false')).meet)
  assert.not.ok(languagesMeet(nfaOf('get "photos/:id", to: "p#s", id: /\\d+/'), nfaOf('get "photos/new", to: "p#n"')).meet)
})

test('a candidate answered first by an earlier one is no taker; the escape is settled first', () => {
  const route = nfaOf('get ":slug/reports", to: "r#i"')
  const result = explore(route, [nfaOf('get "exports/:event", to: "e#s"'), nfaOf('get "exports/:id", to: "e#s"'), nfaOf('get "users/:id", to: "u#s"')])
  assert.equal([...result.takers].sort(), [[0, '/exports/reports'], [2, '/users/reports']])
  assert.ok(result.escape !== null && !result.escape.startsWith('/exports/') && !result.escape.startsWith('/users/'))
  assert.is(covers(nfaOf('get "photos/new", to: "p#n"'), [nfaOf('get "photos/:id", to: "p#s"')]), true)
  assert.is(covers(route, [nfaOf('get ":a/:b", to: "x#y"')]), true)
  assert.is(covers(route, [nfaOf('get "exports/:id", to: "e#s"')]), false)
})

test('a hundred resources before twenty `/:event_id/...` routes: every one named, bounded work', () => {
  const names = Array.from({ length: 100 }, (_, i) => `things${i.toString(36)}x`)
  const actions = Array.from({ length: 20 }, (_, i) => `get ":event_id/action_${i.toString(36)}", to: "events#a${i}"`)
  const routes = routesOf([...names.map((n) => `resources :${n}, only: [:show]`), ...actions].join('\n'))
  const analysis = analyseShadowing(routes)
  const verdicts = analysis.verdicts.filter((v) => v.kind === 'partly-shadowed')
  // Each `/:event_id/action_N` meets every `/thingsNx/:id` and none of the other actions.
  assert.equal(verdicts.map((v) => v.route), actions.map((_, i) => 100 + i))
  for (const v of verdicts) assert.is(v.kind === 'partly-shadowed' && v.examples.length, 100)
  // About 25 product states per earlier route met (its branch of the first segment, then the
  // action's name), and the pairs of states of the pairwise tests (72,544 in all when written).
  assert.ok(analysis.work < 150_000, `${analysis.work}`)
})

test.run()
