import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, UrlGenerationError } from '../../src/match/index.js'
import { routesOf } from './_routes.js'

// Expected outputs: Rails main through tools/rails-oracle.rb (`path` mode, under ruby8) on these routes.
const matcher = createMatcher(routesOf(`
resources :photos
get "i(/:page)", to: "i#i", as: "i"
get "p(/:page)", to: "p#p", as: "p", defaults: { page: "1" }
get "files/*path", to: "f#f", as: "files"
get "w/:id", to: "w#w", id: /\\d+/, as: "w"
get "fmt", to: "f#fmt", format: true, as: "fmt"
get "v(/:a(/:b))", to: "v#v", as: "v"
get ":locale/items/:id", to: "x#y", as: "items"
get "/tsd", to: "t#t", as: :tsd, trailing_slash: true
get "c/:id", to: "c#c", as: :c, constraints: { id: /[a-z]+/i }
get "feed(.:format)", to: "f#feed", as: :feed, defaults: { format: "atom" }, trailing_slash: true
get "tp/:id", to: "t#p", as: :tp, trailing_slash: true
`))

const error = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    assert.instance(e, UrlGenerationError)
    return (e as Error).message
  }
  return assert.unreachable('no error')
}

test('paths, escaping, query strings and anchors as Rails builds them', () => {
  assert.is(matcher.generate('photo', 1), '/photos/1')
  assert.is(matcher.generate('photo', { id: 'a b', x: [1, 2], h: { z: null, a: '1' }, n: null, e: '', arr: [], hh: {}, host: 'x', anchor: 'a b#c' }),
    '/photos/a%20b?e=&h%5Ba%5D=1&h%5Bz%5D&x%5B%5D=1&x%5B%5D=2#a%20b%23c') // Rails main: a nested nil is its key alone
  assert.is(matcher.generate('photo', 'a/b c?d', { format: 'json' }), '/photos/a%2Fb%20c%3Fd.json')
  assert.is(matcher.generate('photo', { id: '1', k: { a: [1, { b: 2 }] }, 'a b': 'c d' }), '/photos/1?a+b=c+d&k%5Ba%5D%5B%5D=1&k%5Ba%5D%5B%5D%5Bb%5D=2')
  assert.is(matcher.generate('photo', 1, 2, 3), '/photos/1.2')
  assert.is(matcher.generate('photos', { id: '3' }), '/photos?id=3')
  assert.is(matcher.generate('fmt', { format: 'json' }), '/fmt.json')
  assert.is(matcher.generate('items', 'en', 5), '/en/items/5')
  assert.is(matcher.generate('tsd'), '/tsd/')
  assert.is(matcher.generate('tsd', { format: 'json', q: 1 }), '/tsd.json?q=1')
  // Rails main: the slash unless a format is given or defaulted, or the path ends with one.
  assert.is(matcher.generate('files', { path: 'a.b', trailing_slash: true }), '/files/a.b/')
  assert.is(matcher.generate('files', { path: 'a/', trailing_slash: true }), '/files/a/')
  assert.is(matcher.generate('photo', { id: '1.5', trailing_slash: true }), '/photos/1.5/')
  assert.is(matcher.generate('feed'), '/feed')
  assert.is(matcher.generate('feed', { x: 1 }), '/feed?x=1')
  assert.is(matcher.generate('tp', 'a.b'), '/tp/a.b/')
  assert.is(matcher.generate('tp', { id: 'a.b' }), '/tp/a.b/')
  assert.is(matcher.generate('tp', { id: 'a.b', format: 'x' }), '/tp/a.b.x')
  assert.is(matcher.generate('tp', 'a/'), '/tp/a%2F/')
  assert.is(matcher.generate('p', { page: '1' }), '/p')
  assert.is(matcher.generate('p', { page: 1, z: 'é ü+' }), '/p?z=%C3%A9+%C3%BC%2B')
  assert.is(matcher.generate('files', { path: 'a/b c' }), '/files/a/b%20c')
  assert.is(matcher.generate('v', { b: '2' }), '/v')
  assert.is(matcher.generate('i', { page: '' }), '/i')
  assert.is(matcher.generate('c', 'ABC'), '/c/ABC')
  assert.is(matcher.generate('photo', { id: 1, params: { a: 1 } }), '/photos/1?a=1')
})

test('UrlGenerationError with Rails’ exact message', () => {
  assert.is(error(() => matcher.generate('photo')), 'No route matches {:action=>"show", :controller=>"photos"}, missing required keys: [:id]')
  assert.is(error(() => matcher.generate('w', 'abc')), 'No route matches {:action=>"w", :controller=>"w", :id=>"abc"}, possible unmatched constraints: [:id]')
  assert.is(error(() => matcher.generate('fmt')), 'No route matches {:action=>"fmt", :controller=>"f"}, missing required keys: [:format]')
  assert.is(error(() => matcher.generate('items', 5)), 'No route matches {:action=>"y", :controller=>"x", :locale=>5}, missing required keys: [:id]')
  assert.is(error(() => matcher.generate('c', { id: '1', x: true, sym: 'x' })), 'No route matches {:action=>"c", :controller=>"c", :id=>"1", :sym=>"x", :x=>true}, possible unmatched constraints: [:id]')
  assert.is(error(() => matcher.generate('photo', { id: null })), 'No route matches {:action=>"show", :controller=>"photos", :id=>nil}, possible unmatched constraints: [:id]')
  assert.is(error(() => matcher.generate('photo', { id: null, h: { a: [1.5] } })), 'No route matches {:action=>"show", :controller=>"photos", :h=>{"a"=>[1.5]}, :id=>nil}, possible unmatched constraints: [:id]')
})

test('an unknown route name is a clear error', () => {
  assert.throws(() => matcher.generate('nope'), /no route named "nope"/)
  assert.ok(matcher.has('photo'))
  assert.not.ok(matcher.has('nope'))
})

test.run()
