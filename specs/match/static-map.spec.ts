import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { staticVariants } from '../../src/match/static-map.js'
import type { Route } from '../../src/route.js'
import { routesOf } from './_routes.js'

// A static path is answered from a map from its second request on (static-map.ts): the
// remembered answer must be the search's, whatever wins the path.
const answer = (found: { index: number; params: object } | null) => found && { index: found.index, params: { ...found.params } }

test('the static variants of a pattern: optional groups taken or not, none with a param or glob', () => {
  assert.equal(staticVariants('/photos(.:format)'), ['/photos'])
  assert.equal(staticVariants('(/:locale)/about(/team)(.:format)').sort(), ['/about', '/about/team'])
  assert.equal(staticVariants('/files/*path'), [])
  assert.equal(staticVariants('/'), ['/'])
})

for (const eager of [false, true]) {
  test(`an earlier route that takes a static path keeps it on every request, with its params (eager: ${eager})`, () => {
    // Eager: each static path was asked for GET at build time, so the first request already
    // answers from the map.
    const matcher = createMatcher(routesOf(`
get "p/:id", to: "p#show"
get "p/new", to: "p#new"
get "q/new", to: "q#new"
get "q/:id", to: "q#show"
match "h", to: "h#head", via: :head
get "h", to: "h#get"
post "only_post", to: "o#post"
get "dflt", to: "d#d", defaults: { page: "1" }
`), { eager })
    for (let round = 0; round < 3; round++) {
      assert.equal(answer(matcher.recognize('GET', '/p/new')), { index: 0, params: { controller: 'p', action: 'show', id: 'new' } })
      assert.equal(answer(matcher.recognize('GET', '/q/new')), { index: 2, params: { controller: 'q', action: 'new' } })
      assert.equal(answer(matcher.recognize('HEAD', '/h'))?.index, 4)
      assert.equal(answer(matcher.recognize('GET', '/h'))?.index, 5)
      assert.equal(answer(matcher.recognize('HEAD', '/q/new'))?.index, 2)
      assert.is(matcher.recognize('GET', '/only_post'), null)
      assert.is(matcher.recognize('BREW', '/only_post'), null)
      assert.equal(answer(matcher.recognize('POST', '/only_post'))?.index, 6)
      assert.equal(answer(matcher.recognize('get', '/dflt')), { index: 7, params: { page: '1', controller: 'd', action: 'd' } })
    }
    // Each answer is a fresh object: changing one changes no later answer.
    matcher.recognize('GET', '/dflt')!.params.page = '2'
    assert.is(matcher.recognize('GET', '/dflt')!.params.page, '1')
  })
}

test('a static path asked in more verb spellings than the map remembers answers as a fresh matcher does', () => {
  // The map keeps at most eight verbs per path, by their spelling; the others take the search.
  const table = routesOf(`
get "a", to: "a#get"
post "a", to: "a#post"
get "b", to: "b#b", defaults: { page: "1" }
`)
  const matcher = createMatcher(table)
  const spellings = ['GET', 'get', 'Get', 'gEt', 'geT', 'POST', 'post', 'Post', 'HEAD', 'head', 'BREW', 'PUT', 'DELETE']
  const wrong: string[] = []
  for (let round = 0; round < 3; round++) {
    for (const verb of spellings) {
      for (const path of ['/a', '/b']) {
        if (JSON.stringify(answer(matcher.recognize(verb, path))) !== JSON.stringify(answer(createMatcher(table).recognize(verb, path)))) wrong.push(`${verb} ${path}`)
      }
    }
  }
  assert.equal(wrong, [])
  assert.equal(answer(matcher.recognize('Post', '/a'))?.index, 1)
  assert.equal(answer(matcher.recognize('gEt', '/b')), { index: 2, params: { page: '1', controller: 'b', action: 'b' } })
})

test('the GitHub workloads, each request asked twice in several verbs, answer as a fresh matcher does', () => {
  const data = (name: string) => JSON.parse(readFileSync(new URL(`../../bench/data/${name}`, import.meta.url), 'utf8'))
  const routes: Route[] = (data('github-api.json').routes as Array<[string, string]>).map(([verb, path]) => ({
    name: null, verb: [verb], path, controller: 'c', action: 'a', requirements: {}, defaults: {}, anchored: true, source: { file: 't', line: 1, column: 1 },
  }))
  const matcher = createMatcher(routes)
  const workloads = data('workloads-github.json').workloads as Array<{ requests: Array<{ verb: string; path: string }> }>
  const wrong: string[] = []
  for (let round = 0; round < 2; round++) {
    for (const { requests } of workloads) {
      for (const { verb, path } of requests) {
        for (const v of [verb, 'GET', 'HEAD', 'DELETE', 'BREW']) {
          if (JSON.stringify(answer(matcher.recognize(v, path))) !== JSON.stringify(answer(createMatcher(routes).recognize(v, path)))) wrong.push(`${v} ${path}`)
        }
      }
    }
  }
  assert.equal(wrong, [])
})

test.run()
