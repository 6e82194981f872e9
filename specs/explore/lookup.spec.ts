import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { explorerLookup } from '../../src/explore/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { expand } from '../../src/expand/index.js'
import { goldenRequests } from './_golden.js'

function draw(source: string) {
  return expand(parseRoutes(source, { file: 'routes.rb' }).ast).routes
}

test('the request field answers every golden request as Rails does', () => {
  let requests = 0
  for (const golden of goldenRequests()) {
    const lookup = explorerLookup(golden.routes)
    for (const { verb, path, expect } of golden.requests) {
      const answer = lookup.request(verb, path)
      const route = answer.index === null ? null : golden.routes[answer.index]!
      const shown = route && { route: route.path, name: route.name, params: answer.params }
      assert.equal(shown, expect, `${golden.name}: ${verb} ${path}`)
      requests++
    }
  }
  assert.ok(requests > 1000, `only ${requests} golden requests were replayed`)
})

test('routes passed over for their verb or their requirements are named, in table order', () => {
  const routes = draw(`Rails.application.routes.draw do
  get "photos/:id", to: "photos#show", id: /\\d+/
  delete "photos/:id", to: "photos#destroy"
  get "photos/:slug", to: "photos#by_slug"
end`)
  const answer = explorerLookup(routes).request('GET', '/photos/sunset')
  assert.is(answer.summary, 'photos#by_slug')
  assert.equal(answer.passedOver, [
    { index: 0, reason: 'requirements' },
    { index: 1, reason: 'verb' },
  ])
  const miss = explorerLookup(routes).request('PUT', '/photos/7')
  assert.is(miss.summary, 'No route matches [PUT] "/photos/7"')
  assert.equal(miss.passedOver.map((p) => p.reason), ['verb', 'verb', 'verb'])
})

test('request conditions are checked against the URL given, or http://example.org with a path alone', () => {
  const routes = draw(`Rails.application.routes.draw do
  constraints subdomain: "api" do
    get "status", to: "status#show", as: :status
  end
  get "status", to: "pages#status"
end`)
  const lookup = explorerLookup(routes)
  const api = lookup.request('get', 'https://api.example.com/status?x=1#top')
  assert.is(api.path, '/status?x=1')
  assert.is(api.url, 'https://api.example.com/status?x=1')
  assert.is(api.summary, 'status#show (status)')
  const plain = lookup.request('get', '/status')
  assert.is(plain.url, 'http://example.org/status')
  assert.is(plain.summary, 'pages#status')
  assert.equal(plain.passedOver, [{ index: 0, reason: 'conditions' }])
})

test('the generate field gives the path, or the error as generate() words it', () => {
  const routes = draw(`Rails.application.routes.draw do
  resources :photos
end`)
  const lookup = explorerLookup(routes)
  assert.equal(lookup.generate('photo_path', { id: '7', format: 'json' }), { helper: 'photo', path: '/photos/7.json' })
  assert.equal(lookup.generate('photos', { page: '2' }), { helper: 'photos', path: '/photos?page=2' })
  const missing = lookup.generate('photo', {})
  assert.ok('error' in missing && /missing required keys: \[:id\]/.test(missing.error), JSON.stringify(missing))
  assert.equal(lookup.generate('fotos', {}), { helper: 'fotos', error: "no route named 'fotos'" })
})

test('a path typed in the search finds the routes whose pattern matches it, whatever their verb', () => {
  const routes = draw(`Rails.application.routes.draw do
  resources :photos, only: [:show, :update]
  get "*rest", to: "pages#show"
end`)
  assert.equal(explorerLookup(routes).pathMatches('/photos/7'), [0, 1, 2, 3])
  assert.equal(explorerLookup(routes).pathMatches('photos/7/edit'), [3])
})

test.run()
