// The small-table recognizer (src/match/small/): chosen for small tables when the matcher is
// built, and answering exactly as the general search does wherever it answers at all.
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { createMatcher } from '../../src/match/index.js'
import { smallOf } from '../../src/match/matcher.js'
import { SMALL_ROUTES } from '../../src/match/small/index.js'
import { SMALL_LAYOUT } from '../../src/match/small/recognize.js'
import * as layout from '../../src/match/small/table.js'
import { NONE } from '../../src/match/trie.js'
import type { Recognition } from '../../src/match/recognition.js'
import type { Route } from '../../src/route.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { cases, expandCase } from '../expand/cases.js'
import { random, randomPath, recognizer, routesOf } from './_routes.js'

const answer = (found: Recognition | null | undefined) => (found === undefined ? 'left' : found && { index: found.index, params: { ...found.params } })
const data = (name: string) => JSON.parse(readFileSync(new URL(`../../bench/data/${name}`, import.meta.url), 'utf8'))
const simple = (table: Array<[string, string]>): Route[] =>
  table.map(([verb, path]) => ({ name: null, verb: [verb], path, controller: 'c', action: 'a', requirements: {}, defaults: {}, anchored: true, source: { file: 't', line: 1, column: 1 } }))

const goldens = cases('golden').filter((c) => c.has('rails-recognize.json'))

test('every golden table with recognitions, and the micro and GitHub tables, get the small recognizer; the 1,744-route table does not', () => {
  const without = goldens.filter((c) => smallOf(createMatcher(expandCase(c).routes)) === null).map((c) => c.name)
  // Their static keys hold a `%` or `?`, which only the general search normalises before comparing.
  assert.equal(without, ['p-escaping', 'y-ruby-nested-strings'])
  assert.ok(goldens.length > 100, `${goldens.length} golden tables`)
  assert.ok(smallOf(createMatcher(simple(data('micro-routes.json').routes))) !== null)
  assert.ok(smallOf(createMatcher(simple(data('github-api.json').routes))) !== null)
  const rails = expand(parseRoutes(readFileSync(new URL('../fixtures/rails-routes.rb', import.meta.url), 'utf8'), { file: 'rails-routes.rb' }).ast).routes
  assert.ok(rails.length > SMALL_ROUTES)
  assert.is(smallOf(createMatcher(rails)), null)
})

test('recognize.ts reads the layout table.ts writes', () => {
  const { SLASH, DOT, SLASH_EMPTY, DOT_EMPTY, CANDIDATES, MASK, HEADS, C_INDEX, C_MASK, C_NEXT, C_GLOB, C_EXCLUDED, C_TESTS, C_SHAPE, bucketOf } = layout
  assert.equal(SMALL_LAYOUT, { SLASH, DOT, SLASH_EMPTY, DOT_EMPTY, CANDIDATES, MASK, HEADS, C_INDEX, C_MASK, C_NEXT, C_GLOB, C_EXCLUDED, C_TESTS, C_SHAPE, NONE })
  // read() computes a key's bucket in place as (sep << 3) ^ c.
  for (const sep of [46, 47]) for (let c = 0; c < 0x10000; c += 97) assert.is(bucketOf(sep, c), (sep << 3) ^ c)
})

test('on the golden requests the small recognizer answers most of them, each as the general search does', () => {
  let asked = 0
  let answered = 0
  const wrong: string[] = []
  for (const c of goldens) {
    const routes = expandCase(c).routes
    const small = smallOf(createMatcher(routes))
    if (small === null) continue
    const general = recognizer(routes, 1 << 20)
    for (const { verb, path } of JSON.parse(c.read('rails-recognize.json')).requests as Array<{ verb: string; path: string }>) {
      asked++
      const got = answer(small(verb, path))
      if (got === 'left') continue
      answered++
      const want = answer(general(verb, path))
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${c.name} ${verb} ${path}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
    }
  }
  assert.equal(wrong.slice(0, 10), [])
  // The rest: paths out of normal form or with escapes, routes held by their regexp, and so on.
  assert.ok(answered > asked * 0.6, `${answered} of ${asked}`)
})

// Routes the small recognizer holds (statics, segments, one-token requirements, final globs, HEAD)
// mixed with routes it leaves to the search (a glob with tokens after it, dotted requirements, a
// literal glued to a segment, two globs), in orders where either kind comes first.
const MIXED = `
get "a/:id", to: "a#show"
get "a/new", to: "a#new"
match "h/:x", to: "h#head", via: :head
get "h/:x", to: "h#get"
get "r/:x", to: "r#digits", x: /\\d+/
get "r/:x", to: "r#words", x: /en|fr/
get "files/*path", to: "f#show", format: false
get "v:version/x", to: "v#glued"
get "v/:version", to: "v#dotted", version: /\\d+\\.\\d+/
get "d/*p/edit", to: "d#edit", format: false
get "d/:id", to: "d#show"
get "e/*p", to: "e#e", format: false
get "two/*a/*b", to: "t#t"
scope "(:locale)", locale: /en|fr/ do
  get "z/:id", to: "z#id"
end
root "s#root"
get "*all", to: "c#all", format: false
`

test('20,000 seeded paths in five verbs: every answer of the small recognizer is the general search\u2019s', () => {
  // The same routes with the unheld ones first.
  const unheldFirst = `get "two/*a/*b", to: "t#t"\nget "v:version/x", to: "v#glued"\nget "d/*p/edit", to: "d#edit", format: false\n${MIXED}`
  for (const source of [MIXED, MIXED.replace(/^get "\*all".*$/m, ''), unheldFirst]) {
    const routes = routesOf(source)
    const matcher = createMatcher(routes)
    const small = smallOf(matcher)!
    const general = recognizer(routes, 1 << 20)
    const next = random(29)
    const prefixes = ['', '/', '/a', '/h', '/r', '/files', '/v1', '/v', '/d', '/e', '/two', '/en/z', '/z', '/fr', '/x']
    const pieces = ['/', '/', '.', 'new', '1', '12', 'en', 'fr', 'x', 'edit', 'json', '1.2', '%41', '//', '?q', '\n', '\u2028', 'z']
    const wrong: string[] = []
    let answered = 0
    for (let i = 0; i < 20_000; i++) {
      const path = randomPath(next, prefixes, pieces, 6)
      const verb = ['GET', 'HEAD', 'POST', 'DELETE', 'get'][i % 5]!
      const got = answer(small(verb, path))
      const whole = answer(matcher.recognize(verb, path))
      const want = answer(general(verb, path))
      if (JSON.stringify(whole) !== JSON.stringify(want)) wrong.push(`matcher ${verb} ${JSON.stringify(path)}: ${JSON.stringify(whole)} ≠ ${JSON.stringify(want)}`)
      if (got === 'left') continue
      answered++
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`small ${verb} ${JSON.stringify(path)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
    }
    assert.equal(wrong.slice(0, 10), [])
    assert.ok(answered > 2_000, `${answered} answered`)
  }
})

test('what the small recognizer leaves to the search: escapes, paths out of normal form, and answers an unheld route could take', () => {
  const matcher = createMatcher(routesOf(MIXED.replace(/^get "\*all".*$/m, '')))
  const small = smallOf(matcher)!
  assert.is(small('GET', '/a/%41'), undefined)
  assert.is(small('GET', '/a//1'), undefined)
  assert.is(small('GET', '/a/1/'), undefined)
  assert.is(small('GET', '/a/1?x=1'), undefined)
  assert.equal(answer(small('GET', '/a/new')), { index: 0, params: { controller: 'a', action: 'show', id: 'new' } })
  assert.is(small('HEAD', '/h/1')?.index, 2)
  // `/files/*path` comes before the first unheld route (`v:version/x`); `/d/:id` after it.
  assert.equal(answer(small('GET', '/files/a/b.c')), { index: 6, params: { controller: 'f', action: 'show', path: 'a/b.c' } })
  assert.is(small('GET', '/d/1'), undefined)
  assert.equal(answer(matcher.recognize('GET', '/d/1')), { index: 10, params: { controller: 'd', action: 'show', id: '1' } })
})

test.run()
