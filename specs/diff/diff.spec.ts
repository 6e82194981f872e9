// diffRoutes on small tables: what counts as the same route, as a change, as a helper signature
// change, and as a precedence change.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { diffRoutes, formatDiffText } from '../../src/diff/index.js'
import { readRouteList } from '../../src/diff/route-list.js'
import { expand } from '../../src/expand/index.js'
import type { Route } from '../../src/route.js'
import { parseRoutes } from '../../src/syntax/index.js'

const draw = (source: string): Route[] => {
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  assert.equal(diagnostics, [], source)
  return routes
}
const diffOf = (before: string, after: string) => diffRoutes(draw(before), draw(after))

const diff = suite('diffRoutes')

diff('a route that only moved, or was declared elsewhere, is not changed', () => {
  const result = diffOf('get "a", to: "a#a"\nget "b", to: "b#b"\n', '\n\nget "b", to: "b#b"\nget "a", to: "a#a"\n')
  assert.equal([result.added, result.removed, result.changed, result.precedence], [[], [], [], []])
})

diff('verbs are a set: via: [:get, :post] and [:post, :get] are the same route', () => {
  const result = diffOf('match "x", to: "x#x", via: [:get, :post]\n', 'match "x", to: "x#x", via: [:post, :get]\n')
  assert.equal([result.added, result.removed, result.changed], [[], [], []])
})

diff('each changed field is named as in the route list: controller, action, defaults, conditions', () => {
  const result = diffOf(
    'get "about", to: "pages#about"\nget "feed", to: "feeds#show"\nget "docs", to: "docs#index"\n',
    'get "about", to: "static#info", as: :about\nget "feed", to: "feeds#show", defaults: { format: "atom" }\nget "docs", to: "docs#index", constraints: { subdomain: "api" }\n',
  )
  assert.equal(result.changed.map((c) => [c.after.path, c.fields]), [
    ['/about(.:format)', ['controller', 'action']],
    ['/feed(.:format)', ['defaults']],
    // Rails keeps a request condition in the route's defaults too.
    ['/docs(.:format)', ['defaults', 'conditions']],
  ])
  assert.match(formatDiffText(result), /\n {2}controller pages → static\n {2}action {5}about → info\n/)
  assert.match(formatDiffText(result), /\n {2}defaults \{\} → \{:format=>"atom"\}\n/)
})

diff('the order of a Hash is no change', () => {
  const result = diffOf('get "x/:a/:b", to: "x#x", constraints: { a: /\\d/, b: /\\d/ }\n', 'get "x/:a/:b", to: "x#x", constraints: { b: /\\d/, a: /\\d/ }\n')
  assert.equal(result.changed, [])
})

diff('routes of the same verbs and path pair by name first, then in order', () => {
  const result = diffOf('get "x", to: "a#a", as: :first\nget "x", to: "b#b", as: :second\n', 'get "x", to: "b#b", as: :second\nget "x", to: "a#a", as: :first\n')
  assert.equal(result.changed, [])
  assert.equal(result.precedence.map((p) => [p.request.path, p.before?.action, p.after?.action]), [['/x', 'a', 'b']])
})

diff('a helper whose required params changed, old → new, beside its route removed and added', () => {
  const result = diffOf('get "photos/:id", to: "photos#show", as: :photo\n', 'get "photos/:slug(/:size)", to: "photos#show", as: :photo\n')
  assert.equal(result.helpers, [{ name: 'photo', before: ['id'], after: ['slug'] }])
  assert.equal([result.added.length, result.removed.length], [1, 1])
  assert.match(formatDiffText(result), /\nHelpers whose required params changed \(1\)\n {2}photo_path\(id\) → photo_path\(slug\)\n/)
})

diff('a route added in front of another takes its requests: a precedence change with both answers', () => {
  const result = diffOf('resources :photos, only: :show\n', 'get "photos/new", to: "photos#fresh"\nresources :photos, only: :show\n')
  assert.equal(result.precedence.map((p) => [`${p.request.verb} ${p.request.path}`, p.before?.action, p.after?.action]), [['GET /photos/new', 'show', 'fresh']])
})

diff('a removed route that shadowed another: its requests go to the one it hid', () => {
  const result = diffOf('get "pages/:id", to: "pages#show"\nget "pages/about", to: "pages#about"\n', 'get "pages/about", to: "pages#about"\n')
  assert.equal(result.precedence.map((p) => [p.request.path, p.before?.action, p.after?.action]), [['/pages/about', 'show', 'about']])
})

diff('precedence: false skips the request search', () => {
  assert.equal(diffRoutes(draw('get "a/:id", to: "a#b"\n'), draw('get "a/new", to: "a#n"\nget "a/:id", to: "a#b"\n'), { precedence: false }).precedence, [])
})

diff('a route list read back from JSON diffs clean against the table it came from, absent fields as their defaults', () => {
  const routes = draw('resources :photos\nget "old", to: redirect("/new")\n')
  const { routes: read, diagnostics } = readRouteList(JSON.stringify(routes.map(({ requirements: _r, ...rest }) => ({ ...rest, endpoint: rest.endpoint ?? null }))), 'list.json')
  assert.equal(diagnostics, [])
  const result = diffRoutes(routes, read)
  assert.equal([result.added, result.removed, result.changed, result.precedence], [[], [], [], []])
})

diff.run()
