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
import type { Recognition } from '../../src/match/recognition.js'
import { prepare, search } from '../../src/match/recognize.js'
import { buildTrie, tokenHash } from '../../src/match/trie.js'
import { VerbBits } from '../../src/match/verbs.js'
import type { Route } from '../../src/route.js'
import { leftToWalk, random, randomPath, reader, recognizer, type Recognizer, routesOf } from './_routes.js'

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
// optional groups, verbs, globs in the middle and a catch-all at the end, a requirement over
// dotted tokens.
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

// Pieces that take a raw path out of Journey's normal form (`//`, a trailing `/`, a query string,
// lower-case escapes) or hold characters no key has (NUL, non-ASCII), beside keys and their prefixes.
const RAW_PIECES = [...PIECES, '//', '?', '?a=1', '%2f', '%', '\u0000', 'é', 'photo', 'photosx', '/photos', '/users', '/new']

test('20,000 seeded raw paths in five verbs: the automaton reading them in place answers as the walk does', () => {
  const routes = routesOf(SOURCE)
  const next = random(15)
  const requests = Array.from({ length: 20_000 }, (_, i) => ({ verb: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'][i % 5]!, path: randomPath(next, [...PREFIXES, 'photos', '/photos/'], RAW_PIECES, 6) }))
  assert.equal(disagreements(requests, reader(routes), recognizer(routes)).slice(0, 10), [])
  // A root route and keys of one character: `/`, `/.`, `/.json`.
  const root = routesOf(`root "home#index"\nget ".:x", to: "dot#show"\nget ":a.:b", to: "ab#show"\nget "*rest", to: "rest#show"`)
  const paths = ['/', '//', '//x', '//a.b', '//.json', '/.', '/.json', '/a.b', '/a.', '/a..b', '/.a/b', '//', '/a/', '/a//b', '/\u0000', '/\u0000.x', '/a?b', '/%2e']
  assert.equal(disagreements(paths.map((path) => ({ verb: 'GET', path })), reader(routes.concat(root)), recognizer(routes.concat(root))), [])
  assert.equal(disagreements(paths.map((path) => ({ verb: 'GET', path })), reader(root), recognizer(root)), [])
})

test('static keys holding a `?` or an escape: the automaton leaves their states to the scan, which drops the query first', () => {
  // The key `/a?b` is no path: a request for it is `/a` with a query string.
  const routes = routesOf(`get "a?b", to: "s#q"\nget "50%", to: "s#pct"\nget ":x", to: "s#x"\nget "x/a%2Fb", to: "s#upper"`)
  const paths = ['/a?b', '/a?b.json', '/a', '/50%25', '/50%25.json', '/50%', '/x/a%252Fb', '/x/a%2Fb', '/x/a%2fb', '/x/a']
  assert.equal(disagreements(paths.map((path) => ({ verb: 'GET', path })), reader(routes), recognizer(routes)), [])
})

test('the 5,600 requests of the seven Rails workloads: the automaton answers as the walk does', () => {
  const read = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
  const routes = routesOf(read('rails-routes.rb'))
  const requests = (JSON.parse(read('workloads-rails.json')).workloads as Array<{ requests: Array<{ verb: string; path: string }> }>).flatMap((w) => w.requests)
  assert.is(requests.length, 5600)
  assert.equal(disagreements(requests, recognizer(routes, 1 << 21), recognizer(routes)), [])
  assert.equal(disagreements(requests, reader(routes), recognizer(routes)), [])
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
  assert.equal(disagreements(requests, reader(routes, 200), recognizer(routes)).slice(0, 10), [])
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

// Globs of every form the trie holds: shortest value first (`.+?`, the default) and longest first
// (`.+`), with a format after them or none, a static token after them, after a segment, inside an
// optional group, after an optional segment, and a catch-all.
const GLOBS = String.raw`
get "docs/*section/edit", to: "docs#edit"
get "docs/*section", to: "docs#show"
get "raw/*file", to: "raw#show", format: false
get "greedy/*rest", to: "greedy#show", rest: /.+/
get "multi/*rest", to: "multi#show", rest: /.+?/m
get "v/:version/*path(.:format)", to: "versions#file"
get "opt(/*rest)(.:format)", to: "opt#show"
get "(:locale)/guides/*page", to: "guides#show", locale: /en|fr/
post "docs/*section", to: "docs#update"
get "*anything", to: "errors#not_found"
`
const GLOB_PREFIXES = ['', '/docs', '/raw', '/greedy', '/multi', '/v/2', '/opt', '/en/guides', '/guides', '/fr']
const GLOB_PIECES = ['/', '/', '.', 'a', 'b', 'edit', 'json', 'guides', 'en', '%41', '%0A', '\n', '\r', '\u2028', 'docs', 'x']

test('globs: 20,000 seeded paths in three verbs, the automaton answers as the walk does', () => {
  const routes = routesOf(GLOBS)
  const next = random(13)
  const requests = Array.from({ length: 20_000 }, (_, i) => ({ verb: ['GET', 'POST', 'HEAD'][i % 3]!, path: randomPath(next, GLOB_PREFIXES, GLOB_PIECES, 7) }))
  assert.equal(disagreements(requests, recognizer(routes, 1 << 21), recognizer(routes)).slice(0, 10), [])
  assert.equal(disagreements(requests, reader(routes), recognizer(routes)).slice(0, 10), [])
  // What it leaves to the walk: a token with no text, or a value holding a line break.
  const left = leftToWalk(routes, requests).filter((r) => !/[./](?:[./]|$)|[\n\r\u2028]/.test(`/${r.slice(r.indexOf(' ') + 1)}`.replace(/^\/\//, '/')))
  assert.equal(left.slice(0, 10), [])
})

// Answers from Rails (tools/rails-oracle.rb recognize, on GLOBS without the `m` glob, which Rails
// 6.1 refuses).
test('globs: the automaton follows them and gives Rails\' values, the shortest or the longest as the glob asks', () => {
  const routes = routesOf(GLOBS)
  const m = createMatcher(routes)
  const rails: Array<[string, string, string]> = [
    ['GET', '/docs/a/b.json', '{"controller":"docs","action":"show","section":"a/b","format":"json"}'],
    ['GET', '/docs/a.b.c', '{"controller":"docs","action":"show","section":"a.b","format":"c"}'],
    ['GET', '/docs/a/edit', '{"controller":"docs","action":"edit","section":"a"}'],
    ['GET', '/docs/a/edit/edit', '{"controller":"docs","action":"edit","section":"a/edit"}'],
    ['GET', '/docs/edit', '{"controller":"docs","action":"show","section":"edit"}'],
    ['GET', '/raw/a.b/c.json', '{"controller":"raw","action":"show","file":"a.b/c.json"}'],
    ['GET', '/greedy/a/b.json', '{"controller":"greedy","action":"show","rest":"a/b.json"}'],
    ['GET', '/v/2/x/y.txt', '{"controller":"versions","action":"file","version":"2","path":"x/y","format":"txt"}'],
    ['GET', '/v/2/x.y.z', '{"controller":"versions","action":"file","version":"2","path":"x.y","format":"z"}'],
    ['GET', '/opt', '{"controller":"opt","action":"show"}'],
    ['GET', '/opt.json', '{"controller":"opt","action":"show","format":"json"}'],
    ['GET', '/opt/a/b.json', '{"controller":"opt","action":"show","rest":"a/b","format":"json"}'],
    ['GET', '/en/guides/x.y', '{"controller":"guides","action":"show","locale":"en","page":"x","format":"y"}'],
    ['GET', '/guides/en/guides/z', '{"controller":"guides","action":"show","page":"en/guides/z"}'],
    ['GET', '/fr/guides/a/b', '{"controller":"guides","action":"show","locale":"fr","page":"a/b"}'],
    ['POST', '/docs/z.json', '{"controller":"docs","action":"update","section":"z","format":"json"}'],
    ['POST', '/docs/z/edit', '{"controller":"docs","action":"update","section":"z/edit"}'],
    ['GET', '/x/y.z', '{"controller":"errors","action":"not_found","anything":"x/y","format":"z"}'],
  ]
  for (const [verb, path, params] of rails) assert.is(JSON.stringify({ ...m.recognize(verb, path)?.params }), params, `${verb} ${path}`)
  assert.equal(leftToWalk(routes, rails.map(([verb, path]) => ({ verb, path }))), [])
})

test('a token hashed like a key, where a dotted requirement\'s part could take it, is checked against the key', () => {
  const [C, D] = ['.wvltlxob', '.bzywypon'] as const
  assert.is(tokenHash(C), tokenHash(D))
  // D's static key follows C, and the part's test passes on D's text; the token is C.
  const m = createMatcher(routesOf(`post "x/:id${D}", to: "s#d"\nget "x/:v", to: "s#v", v: /\\d+\\${D}/`))
  assert.is(m.recognize('GET', `/x/1${D}`)?.params.v, `1${D}`)
  assert.is(m.recognize('POST', `/x/1${D}`)?.params.action, 'd')
  assert.is(m.recognize('GET', `/x/1${C}`), null)
})

// Answers from Rails (tools/rails-oracle.rb recognize).
test('requirements over dotted tokens: the automaton reads them part by part and gives Rails\' values', () => {
  const routes = routesOf(String.raw`
get "releases/:version", to: "releases#show", version: /\d+\.\d+\.\d+/
get "releases/:name", to: "releases#named"
get "r/:a/:b(.:format)", to: "r#show", a: /\d+\.\d+/
get "ip/:addr/x", to: "ip#show", addr: /\d+\.\d+\.\d+\.\d+/
get "ip/:host/:rest", to: "ip#other"
`)
  const m = createMatcher(routes)
  const rails: Array<[string, string | null]> = [
    ['/releases/1.2.3', '{"controller":"releases","action":"show","version":"1.2.3"}'],
    ['/releases/1.2.3.json', '{"controller":"releases","action":"show","version":"1.2.3","format":"json"}'],
    ['/releases/1.2', '{"controller":"releases","action":"named","name":"1","format":"2"}'],
    ['/releases/a.b.c', null],
    ['/r/1.2/x.json', '{"controller":"r","action":"show","a":"1.2","b":"x","format":"json"}'],
    ['/r/1.2.3/x', null],
    ['/ip/10.0.0.1/x', '{"controller":"ip","action":"show","addr":"10.0.0.1"}'],
    ['/ip/10.0.0/x', null],
    ['/ip/10.0.0.1/y', null],
  ]
  for (const [path, params] of rails) {
    const found = m.recognize('GET', path)
    assert.is(found && JSON.stringify({ ...found.params }), params, path)
  }
  assert.equal(leftToWalk(routes, rails.map(([path]) => ({ verb: 'GET', path }))), [])
  const next = random(14)
  const tokens = ['/1', '/22', '.1', '.22', '.x', '/x', '.json', '/a', '/releases', '/ip', '/r', '.', '/%31', '.%32']
  const requests = Array.from({ length: 10_000 }, () => ({ verb: 'GET', path: randomPath(next, ['/releases', '/r', '/ip', ''], tokens, 8) }))
  assert.equal(disagreements(requests, recognizer(routes, 1 << 21), recognizer(routes)).slice(0, 10), [])
  assert.equal(disagreements(requests, reader(routes), recognizer(routes)).slice(0, 10), [])
})

test.run()
