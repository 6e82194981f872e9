// The automaton over tokens (dfa.ts) against the trie's walk (recognize.ts), which answered every
// request before it and still answers what the automaton leaves: both must give every request
// the same answer, however the automaton's states were built, and however far they grew.
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileRoute } from '../../src/match/compile.js'
import { Automaton } from '../../src/match/dfa.js'
import { createMatcher } from '../../src/match/index.js'
import { pack } from '../../src/match/packed.js'
import { prepare, search, type Recognition } from '../../src/match/recognize.js'
import { buildTrie, tokenHash } from '../../src/match/trie.js'
import { VerbBits } from '../../src/match/verbs.js'
import type { Route } from '../../src/route.js'
import { random, randomPath, recognizer, type Recognizer, routesOf } from './_routes.js'

const answer = (found: Recognition | null) => JSON.stringify(found && { index: found.index, params: { ...found.params } })

function disagreements(requests: ReadonlyArray<{ verb: string; path: string }>, a: Recognizer, b: Recognizer): string[] {
  const wrong: string[] = []
  for (const { verb, path } of requests) {
    const [x, y] = [answer(a(verb, path)), answer(b(verb, path))]
    if (x !== y) wrong.push(`${verb} ${JSON.stringify(path)}: ${x} ≠ ${y}`)
  }
  return wrong
}

// Static keys beside segments and tested edges (a `(:locale)` scope at the root), formats,
// optional groups, verbs, globs in the middle and a catch-all at the end (the automaton answers
// below their keys and leaves the rest to the walk), a requirement over dotted tokens.
const SOURCE = `
scope "(:locale)", locale: /en|fr|pt-BR/ do
  resources :authors, only: [:index, :show]
end
resources :photos do
  member { get :preview }
  collection { get :search }
  resources :comments, only: [:index, :create, :destroy]
end
get "photos/:id/raw(.:format)", to: "photos#raw", format: false
get "users/:id", to: "users#show", id: /\\d+/
get "users/new", to: "users#new"
get "users/:name", to: "users#by_name", name: /[a-z]+/
get "files/*path/edit", to: "files#edit"
get "files/*path", to: "files#show"
get "releases/:version", to: "releases#show", version: /\\d+\\.\\d+\\.\\d+/
get "(:section(/:page))", to: "pages#show"
match "api/:v/status", to: "api#status", via: [:get, :head]
get "*anything", to: "errors#not_found"
`
const PREFIXES = ['', '/en', '/fr', '/pt-BR', '/de', '/photos', '/photos/1', '/users', '/files', '/releases', '/api/2', '/authors']
const PIECES = ['/', '/', '.', 'authors', 'photos', 'comments', '1', '42', 'new', 'edit', 'preview', 'search', 'raw', 'json', 'status', 'abc', '1.2.3', 'en', '%41', '%2F', 'x']

test('20,000 seeded paths in five verbs: the automaton answers as the walk does', () => {
  const routes = routesOf(SOURCE)
  const next = random(11)
  const requests = Array.from({ length: 20_000 }, (_, i) => ({ verb: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'][i % 5]!, path: randomPath(next, PREFIXES, PIECES, 6) }))
  assert.equal(disagreements(requests, recognizer(routes, 1 << 21), recognizer(routes)).slice(0, 10), [])
})

test('the 5,600 requests of the seven Rails workloads: the automaton answers as the walk does', () => {
  const read = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
  const routes = routesOf(read('rails-routes.rb'))
  const requests = (JSON.parse(read('workloads-rails.json')).workloads as Array<{ requests: Array<{ verb: string; path: string }> }>).flatMap((w) => w.requests)
  assert.is(requests.length, 5600)
  assert.equal(disagreements(requests, recognizer(routes, 1 << 21), recognizer(routes)), [])
})

test('past its size bound the automaton makes no more states, and the walk answers', () => {
  const routes = routesOf(SOURCE)
  const next = random(12)
  const requests = Array.from({ length: 3_000 }, () => ({ verb: 'GET', path: randomPath(next, PREFIXES, PIECES, 6) }))
  const verbs = new VerbBits()
  const trie = pack(buildTrie(routes.map((route, index) => compileRoute(route, index, verbs))))
  const small = new Automaton(trie, routes, 200)
  const bounded: Recognizer = (_verb, path) => (prepare(path), search(trie, small, verbs.bit('GET')))
  assert.equal(disagreements(requests, bounded, recognizer(routes)).slice(0, 10), [])
  assert.ok(small.used < 400, `${small.used} integers`)
})

// Two keys of one length with one hash (found by a birthday search; packed.spec.ts uses them too).
const [A, B] = ['/ybyzueiv', '/hlsdqwkc'] as const

test('a token hashed like a key, where a tested edge could take it, is checked against the key', () => {
  assert.is(tokenHash(A), tokenHash(B))
  // The automaton follows B as the key A, beside the tested edge (which refuses A); A's node has
  // no GET route, so nothing else checks the token.
  const m = createMatcher(routesOf(`post "${A}", to: "s#a"\nget ":word", to: "s#word", word: /${B.slice(1)}/`))
  assert.is(m.recognize('GET', B)?.params.action, 'word')
  assert.is(m.recognize('POST', A)?.params.action, 'a')
  assert.is(m.recognize('GET', A), null)
})

test('a winner reached through a key its token only hashes like is checked, and loses', () => {
  const m = createMatcher(routesOf(`get "${A}/:id", to: "s#a"\nget ":x/:id", to: "s#x"`))
  assert.is(m.recognize('GET', `${B}/1`)?.params.action, 'x')
  assert.is(m.recognize('GET', `${A}/1`)?.params.action, 'a')
})

// Answers from Rails (tools/rails-oracle.rb recognize, on SOURCE).
test('a catch-all glob declared last: earlier routes win, and the glob takes the rest', () => {
  const m = createMatcher(routesOf(SOURCE))
  assert.equal({ ...m.recognize('GET', '/photos/1/raw.json')?.params }, { controller: 'photos', action: 'raw', id: '1', format: 'json' })
  assert.is(m.recognize('GET', '/photos/1')?.params.action, 'show')
  assert.is(m.recognize('GET', '/fr/authors/7')?.params.locale, 'fr')
  assert.equal({ ...m.recognize('GET', '/photos/1/raw/x')?.params }, { controller: 'errors', action: 'not_found', anything: 'photos/1/raw/x' })
  assert.is(m.recognize('DELETE', '/photos/1/comments/2/x'), null)
  assert.is(m.recognize('GET', '/nothing/here/at/all')?.params.anything, 'nothing/here/at/all')
})

test.run()
