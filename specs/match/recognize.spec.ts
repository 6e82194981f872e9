import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { decodeValue, normalizePath } from '../../src/match/normalize.js'
import { routesOf } from './_routes.js'

const matcher = createMatcher(routesOf(`
resources :photos
get "files/*path", to: "files#show"
get "raw/*path", to: "files#raw", format: false
get "i(/:page)", to: "i#i"
get "d/:a-:b", to: "d#d"
get "e/:name.:ext", to: "e#e", format: false
get "n/:id", to: "n#id", id: /\\d+/
get "n/:slug", to: "n#slug"
get "u/:id", to: "u#u", id: /[a-z]+/i
get "x/:id", to: "x#x", id: /a b # comment/x
get "fmt", to: "f#fmt", format: true
match "any", to: "a#any", via: :all
match "h", to: "h#head", via: :head
get "h", to: "h#get"
get "prefix", to: "p#p", anchor: false
`))

const params = (verb: string, path: string): Record<string, unknown> | null => {
  const found = matcher.recognize(verb, path)
  return found && { action: found.params.action, ...found.params }
}

test('Journey consequences of RAILS.md 13.3', () => {
  assert.equal(params('GET', '/files/a/b/c.txt'), { action: 'show', controller: 'files', path: 'a/b/c', format: 'txt' })
  assert.equal(params('GET', '/raw/a/b.txt'), { action: 'raw', controller: 'files', path: 'a/b.txt' })
  assert.equal(params('GET', '/i/3.json'), { action: 'i', controller: 'i', page: '3', format: 'json' })
  assert.equal(params('GET', '/d/x-y-z'), { action: 'd', controller: 'd', a: 'x-y', b: 'z' })
  assert.is(matcher.recognize('GET', '/e/file.tar.gz'), null)
  assert.is(params('GET', '/n/ab')?.action, 'slug')
  assert.is(params('GET', '/n/12')?.action, 'id')
  assert.is(params('GET', '/u/ABC')?.id, 'ABC')
  assert.is(params('GET', '/x/ab')?.id, 'ab')
  assert.is(params('GET', '/photos/1.2')?.format, '2')
  assert.is(matcher.recognize('GET', '/fmt'), null)
  assert.is(params('GET', '/fmt.json')?.format, 'json')
})

test('verbs: any, HEAD explicit beats GET, HEAD as GET otherwise', () => {
  assert.is(params('PUT', '/any')?.action, 'any')
  assert.is(params('HEAD', '/h')?.action, 'head')
  assert.is(params('GET', '/h')?.action, 'get')
  assert.is(params('HEAD', '/i/4')?.action, 'i')
  assert.is(matcher.recognize('POST', '/i/4'), null)
  assert.is(matcher.recognize('BREW', '/i/4'), null)
  assert.is(params('BREW', '/any')?.action, 'any')
})

test('a verb no route accepts is no match for any path; HEAD counts as GET', () => {
  const posts = createMatcher(routesOf(`
post "items", to: "items#create"
post "items/*rest", to: "items#rest"
`))
  const gets = createMatcher(routesOf(`get "items/:id", to: "items#show"`))
  const paths = ['/items', '/items/1', '/items//x/', '/items/a%2Fb?x=1', '/', '', 'items', '/items/%zz']
  for (const path of paths) {
    for (const verb of ['GET', 'HEAD', 'OPTIONS', 'get']) assert.is(posts.recognize(verb, path), null, `${verb} ${path}`)
    assert.is(gets.recognize('POST', path), null, `POST ${path}`)
  }
  assert.is(posts.recognize('post', '/items//x/')?.params.rest, 'x')
  assert.is(gets.recognize('HEAD', '/items/7')?.params.id, '7')
  assert.is(gets.recognize('head', '/items/7/')?.params.id, '7')
})

test('prefix routes end at a word boundary, the end or a slash', () => {
  for (const path of ['/prefix', '/prefix/more/stuff', '/prefix.json', '/prefix-x']) assert.is(params('GET', path)?.action, 'p', path)
  assert.is(matcher.recognize('GET', '/prefixes'), null)
})

test('paths are normalised; the query string is ignored; values are decoded', () => {
  assert.is(params('GET', 'photos//1/?x=1')?.id, '1')
  assert.is(params('GET', '/i/a%2fb')?.page, 'a/b')
  assert.is(params('GET', '/i/a+b')?.page, 'a+b')
  assert.is(params('GET', '/files/%E2%9C%93')?.path, '✓')
  assert.is(normalizePath('/a%aB/'), '/a%AB')
  assert.is(normalizePath(''), '/')
})

test('hostile paths never throw and never pollute', () => {
  for (const path of ['%', '/%', '/photos/%zz', '/photos/%E0%A4%A', '/photos/\0', '/photos/%00', '/' + 'a/'.repeat(100_000), '/' + '.'.repeat(10_000)]) {
    matcher.recognize('GET', path)
  }
  assert.is(decodeValue('%zz%41'), '%zzA')
  assert.is(decodeValue('%E0%A4%A'), '\uFFFD%A')
  const found = matcher.recognize('GET', '/photos/__proto__')!
  assert.is(found.params.id, '__proto__')
  const found2 = matcher.recognize('GET', '/i/constructor')!
  assert.is(found2.params.page, 'constructor')
  assert.is(({} as Record<string, unknown>).id, undefined)
  assert.is(Object.getPrototypeOf(Object.getPrototypeOf(found.params)), null)
})

test('answers served from the static cache are fresh objects', () => {
  const a = matcher.recognize('GET', '/photos')!
  a.params.controller = 'changed'
  assert.is(matcher.recognize('GET', '/photos')!.params.controller, 'photos')
  assert.is(matcher.recognize('DELETE', '/photos'), null)
  assert.is(matcher.recognize('DELETE', '/photos'), null)
  // Static paths answered by a segment route or by a path regexp: remembered as copies.
  const m = createMatcher(routesOf('get "q/:id", to: "q#id"\nget "q/x/y", to: "q#y"\nget "blog", to: "b#b", anchor: false'))
  for (const [path, key, value] of [['/q/x', 'id', 'x'], ['/blog', 'controller', 'b']] as const) {
    const first = m.recognize('GET', path)!
    assert.is(first.params[key], value, path)
    first.params[key] = 'changed'
    assert.is(m.recognize('GET', path)!.params[key], value, path)
    assert.is(m.recognize('GET', path)!.params[key], value, path)
  }
})

test('every default is in params, however many, by the automaton and by the walk', () => {
  // Twenty defaults: more than the walk's first index table holds. Expected params from
  // tools/rails-oracle.rb recognize.
  const defaults = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`d${i + 1}`, `v${i + 1}`]))
  const literal = Object.entries(defaults).map(([k, v]) => `${k}: "${v}"`).join(', ')
  const m = createMatcher(routesOf(`get "many/:id", to: "m#show", defaults: { ${literal} }\nget "glob/*rest", to: "m#glob", defaults: { ${literal} }`))
  const plain = (path: string) => ({ ...m.recognize('GET', path)?.params })
  assert.equal(plain('/many/7'), { ...defaults, controller: 'm', action: 'show', id: '7' })
  assert.equal(plain('/glob/a/b.txt'), { ...defaults, controller: 'm', action: 'glob', rest: 'a/b', format: 'txt' })
})

test('params list their keys in Rails\' order: defaults as declared, controller, action, then captures', () => {
  const m = createMatcher(routesOf(`
    get "photos/:id", to: "photos#show", defaults: { d1: "a", format: "json" }
    get "p2/:id", to: "photos#show", defaults: { id: "9", d2: "b" }
    scope defaults: { locale: "en" } do
      resources :posts, only: :show, defaults: { format: "json" }
    end
    get "p4/:controller/:action"
  `))
  // tools/rails-oracle.rb recognize, with its key order.
  const rails: Array<[string, string]> = [
    ['/photos/1.html', '{"d1":"a","format":"html","controller":"photos","action":"show","id":"1"}'],
    ['/p2/3', '{"id":"3","d2":"b","controller":"photos","action":"show"}'],
    ['/posts/1', '{"locale":"en","format":"json","controller":"posts","action":"show","id":"1"}'],
    ['/p4/abc/def', '{"action":"def","controller":"abc"}'],
  ]
  for (const [path, params] of rails) assert.is(JSON.stringify({ ...m.recognize('GET', path)?.params }), params, path)
  // A route list that names `action` among its defaults (the expander's never does) keeps it there.
  const [route] = routesOf('get "x1", to: "a#b", defaults: { q: "1" }')
  const named = createMatcher([{ ...route!, defaults: { action: 'zz', q: '1' } }])
  assert.is(JSON.stringify({ ...named.recognize('GET', '/x1')?.params }), '{"action":"b","q":"1","controller":"a"}')
})

test('a requirement with a named group: values land where Rails puts them', () => {
  // Onigmo numbers only the named groups of a regexp that has any, and Journey reads segment i at
  // group i + 1 plus the groups of the requirements before it. Answers: tools/rails-oracle.rb recognize.
  const m = createMatcher(routesOf(String.raw`
    get "y/:id", to: "y#show", id: /(?<n>\d+)/
    get "w/:id(/:slug)", to: "w#show", slug: /(?<s>[a-z]+)/
    get "a/:x/:y", to: "a#a", x: /(\d)(\d)/, y: /(?<q>[a-z])(?<r>[a-z])/
    get "b/:x/:y(.:format)", to: "b#b", x: /(?<q>\d)(\d)/, y: /([a-z]+)/
    get "c/:x-:y", to: "c#c", y: /(?<q>\d+)/
    get "d/*rest", to: "d#d", rest: /(?<q>[a-z]+)\/(?<r>[a-z]+)/
    get "e/:x/:y/:z", to: "e#e", y: /(?<q>\d+)|(?<r>[a-z]+)/
  `))
  const rails: Array<[string, string]> = [
    ['/y/1.json', '{"controller":"y","action":"show","id":"1"}'],
    ['/w/3', '{"controller":"w","action":"show"}'],
    ['/w/3/xy.json', '{"controller":"w","action":"show","id":"xy"}'],
    ['/a/12/ab', '{"controller":"a","action":"a","x":"a"}'],
    ['/b/34/xyz.json', '{"controller":"b","action":"b","x":"3"}'],
    ['/c/ab-12', '{"controller":"c","action":"c","x":"12"}'],
    ['/d/ab/cd.txt', '{"controller":"d","action":"d","rest":"ab"}'],
    ['/e/1/22/3', '{"controller":"e","action":"e","x":"22"}'],
    ['/e/1/zz/3', '{"controller":"e","action":"e","y":"zz"}'],
  ]
  for (const [path, params] of rails) assert.is(JSON.stringify({ ...m.recognize('GET', path)?.params }), params, path)
})

test('optional groups prefer the leftmost taken group, as the path regexp does', () => {
  const m = createMatcher(routesOf('get "(/:a)(/b)", to: "x#y"\nget "p(/:x)(/:y)", to: "p#q"'))
  assert.equal({ ...m.recognize('GET', '/b')!.params }, { controller: 'x', action: 'y', a: 'b' })
  assert.equal({ ...m.recognize('GET', '/p/1')!.params }, { controller: 'p', action: 'q', x: '1' })
})

test.run()
