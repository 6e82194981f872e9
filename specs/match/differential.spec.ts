// The trie against the reference: each route's whole path regexp (path-regexp.ts, built as
// Journey builds it), tried in declaration order. Seeded random paths over route sets that mix
// globs of every form the trie holds (lazy and greedy, with `(.:format)`, static tokens and
// optional groups around them), requirements, optional groups and routes left to their regexp.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileRoute } from '../../src/match/compile.js'
import { createMatcher } from '../../src/match/index.js'
import { decodeValue, normalizePath } from '../../src/match/normalize.js'
import { pathRegExp } from '../../src/match/path-regexp.js'
import { buildTrie, type TrieNode } from '../../src/match/trie.js'
import { VerbBits } from '../../src/match/verbs.js'
import type { Route } from '../../src/route.js'
import { random, randomPath, routesOf } from './_routes.js'

const SOURCE = `
get "files/*path", to: "files#show"
get "docs/*section/edit", to: "docs#edit"
get "docs/*section", to: "docs#show"
get "assets/*path", to: "assets#show", format: false
get "g/*a/x/:b", to: "g#g"
get "o(/:x)/*rest", to: "o#o"
get "m/*p(/:q)", to: "m#m"
get "n/*p", to: "n#n", p: /.+/m
get "k/*p", to: "k#k", p: /.+/, format: false
get "l/*p", to: "l#l", p: /.+?/
get "r/*p", to: "r#r", p: /[a-z]+/
get "dots/:name.*ext", to: "d#d", format: false
get "two/*a/*b", to: "t#t"
scope "(:locale)", locale: /en|fr/ do
  get "z/*p", to: "z#z"
  get "z/:id", to: "z#id", id: /\\d+/
end
get "z/*p/edit", to: "z#edit", format: false
get "v/:version", to: "v#v", version: /\\d+\\.\\d+/
get "v3/:version", to: "v#v3", version: /\\d+\\.\\d+\\.\\d+/
get "v3/:version/edit", to: "v#e3", version: /\\d+\\.\\d+\\.\\d+/, format: false
get "vx/:x(/:y)", to: "v#vx", x: /[a-z]+\\.[a-z0-9]{1,3}/
get "vd/:a.:b", to: "v#vd", b: /\\d+\\.[0-9]+/, format: false
get "vn/:x", to: "v#vn", x: /\\d*\\.\\d+/
get "w/:x", to: "w#w", x: /a1|a2|a3|a4|a5|a6|a7|a8|a9|a10/
get "u/:x/:y", to: "u#u", x: /(?:ab)+/, y: /[a-z]+[0-9]/
get ":a/:b", to: "c#ab"
get "*all", to: "c#all"
`

function reference(routes: readonly Route[]) {
  const verbs = new VerbBits()
  const compiled = routes.map((route, index) => compileRoute(route, index, verbs))
  const regexps = compiled.map((c) => pathRegExp(c.nodes, c.requirements, c.route.anchored))
  return (path: string) => {
    const normal = normalizePath(path)
    for (let i = 0; i < compiled.length; i++) {
      const m = regexps[i]!.regexp.exec(normal)
      if (m === null) continue
      const params: Record<string, unknown> = Object.fromEntries(compiled[i]!.base)
      for (const [name, group] of regexps[i]!.captures) if (m[group] !== undefined) params[name] = decodeValue(m[group]!)
      return { index: i, params }
    }
    return null
  }
}

const PREFIXES = ['/files', '/docs', '/assets', '/g', '/o', '/m', '/n', '/k', '/l', '/r', '/dots', '/two', '/z', '/en/z', '/fr', '/v', '/v3', '/vx', '/vd', '/vn', '/x', '/w', '/u', '']
const PIECES = ['/', '/', '/', '.', '.', 'a', 'b1', 'edit', 'x', 'json', '12', '\n', '\r', '\u2028', '%41', '%2F', '-', 'en', 'a1', 'a10', 'ab']

test('20,000 seeded paths: the trie answers as the routes regexps, in order, do', () => {
  const routes = routesOf(SOURCE)
  const matcher = createMatcher(routes)
  const expected = reference(routes)
  const next = random(20261121)
  const wrong: string[] = []
  for (let i = 0; i < 20_000; i++) {
    const path = randomPath(next, PREFIXES, PIECES, 8)
    const found = matcher.recognize('GET', path)
    const got = found && { index: found.index, params: { ...found.params } }
    const want = expected(path)
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${JSON.stringify(path)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
  }
  assert.equal(wrong.slice(0, 10), [])
})

// Recognition answers for the path Journey normalises (`//`, a trailing `/`, a query string,
// lower-case escape hex), however the matcher checks for it: paths out of normal form at every
// place, in and right after static keys, in values, at the end, in GET and HEAD searches.
test('20,000 seeded paths out of normal form: answered as their normalised forms', () => {
  const routes = routesOf(`
resources :photos do
  member { get :preview }
end
get "a/b/c", to: "s#abc"
get "a/:x/c", to: "s#axc"
get "ab", to: "s#ab"
get "abc/d", to: "s#abcd"
get "été/:x", to: "s#ete"
get "h/:x", to: "s#h", x: /[%0-9A-F]+/
root "s#root"
${SOURCE}`)
  const matcher = createMatcher(routes)
  const expected = reference(routes)
  const prefixes = ['', '/', '//', '/photos', '//photos', '/a', '/a/b', '/ab', '/abc', '/a/b/c', '/files', '/en/z', '/v3', '/h/', '/%C3%A9t%C3%A9', '/%c3%a9t%C3%a9', '/%C3%A9t%c3%A9/']
  const pieces = ['/', '//', '/', '.', 'b', 'c', 'd', '1', 'new', 'edit', 'preview', 'json', '?', '?x=1', '%2f', '%2F', '%aB', '%41', '%', 'photos', 'ab', 'abc']
  const next = random(5)
  const wrong: string[] = []
  for (let i = 0; i < 20_000; i++) {
    const path = randomPath(next, prefixes, pieces, 6)
    for (const verb of ['GET', 'HEAD']) {
      const found = matcher.recognize(verb, path)
      const got = found && { index: found.index, params: { ...found.params } }
      const want = expected(path)
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${verb} ${JSON.stringify(path)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
    }
  }
  assert.equal(wrong.slice(0, 10), [])
})

test('requirements of dotted parts (`\\d+\\.\\d+\\.\\d+`): trie edges over several tokens, as their regexps decide', () => {
  const routes = routesOf(SOURCE)
  const matcher = createMatcher(routes)
  const expected = reference(routes)
  const regexRoutes = buildTrie(routes.map((route, index) => compileRoute(route, index, new VerbBits())))
  const words = ['1', '12', '7', 'a', 'json', 'edit', '']
  const next = random(7)
  const wrong: string[] = []
  const hits = new Map<string, number>()
  for (let i = 0; i < 20_000; i++) {
    let path = ['/v3', '/vx', '/vd', '/vn', '/v'][Math.floor(next() * 5)]!
    // Words after separators, mostly dots: values of one to four dotted parts, some empty.
    const n = 1 + Math.floor(next() * 6)
    for (let k = 0; k < n; k++) {
      const slash = k === 0 || next() < 0.2
      path += (slash ? '/' : '.') + (slash && k > 0 && next() < 0.5 ? 'edit' : words[Math.floor(next() * words.length)]!)
    }
    const found = matcher.recognize('GET', path)
    const got = found && { index: found.index, params: { ...found.params } }
    const want = expected(path)
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${JSON.stringify(path)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
    const action = String(found?.params.action)
    hits.set(action, (hits.get(action) ?? 0) + 1)
  }
  assert.equal(wrong.slice(0, 10), [])
  // Each dotted route is actually reached, with and without a format.
  for (const action of ['v', 'v3', 'e3', 'vx', 'vd', 'vn']) assert.ok((hits.get(action) ?? 0) >= 5, `${action}: ${hits.get(action)}`)
  assert.equal({ ...matcher.recognize('GET', '/v3/1.22.333.json')?.params }, { controller: 'v', action: 'v3', version: '1.22.333', format: 'json' })
  // Only `vn` (its first part may be empty) is left to its regexp.
  const held: string[] = []
  const visit = (node: TrieNode) => {
    for (const r of node.regexes) held.push(r.route.route.path)
    for (const child of node.statics?.values() ?? []) visit(child)
  }
  visit(regexRoutes)
  assert.equal(held.filter((p) => p.startsWith('/v')), ['/vn/:x(.:format)'])
})

test('glob values: shortest first when lazy, longest when greedy, never across an excluded character', () => {
  const matcher = createMatcher(routesOf(SOURCE))
  const params = (path: string) => ({ ...matcher.recognize('GET', path)?.params })
  assert.equal(params('/files/a/b.c/d.json'), { controller: 'files', action: 'show', path: 'a/b.c/d', format: 'json' })
  assert.equal(params('/docs/a/edit/edit'), { controller: 'docs', action: 'edit', section: 'a/edit' })
  assert.equal(params('/n/a.b.json'), { controller: 'n', action: 'n', p: 'a.b.json' })
  assert.equal(params('/l/a.b.json'), { controller: 'l', action: 'l', p: 'a.b', format: 'json' })
  assert.is(params('/k/a\nb').controller, 'c')
  assert.equal(params('/assets/a\u2028b.c'), { controller: 'c', action: 'ab', a: 'assets', b: 'a\u2028b', format: 'c' })
  assert.equal(params('/assets/a\u2028b/c'), { controller: 'c', action: 'all', all: 'assets/a\u2028b/c' })
  assert.equal(params('/m/a/b/c.d'), { controller: 'm', action: 'm', p: 'a/b', q: 'c', format: 'd' })
})

test.run()
