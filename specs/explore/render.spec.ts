import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { checkRoutes } from '../../src/check/index.js'
import { expand } from '../../src/expand/index.js'
import { explorerLookup, explorerModel, renderPage, stateFromQuery } from '../../src/explore/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

function page(source: string, query = '') {
  const { ast, diagnostics } = parseRoutes(source, { file: 'routes.rb' })
  const { routes, diagnostics: more } = expand(ast)
  const model = explorerModel('routes.rb', routes, [...diagnostics, ...more, ...checkRoutes(routes)])
  return renderPage(model, explorerLookup(routes), stateFromQuery(new URLSearchParams(query)), { script: 'void 0' })
}

const PHOTOS = `Rails.application.routes.draw do
  resources :photos
  namespace :admin do
    resources :users, only: :index
  end
  get "photos/:id", to: "photos#legacy"
end`

test('the page lists every route in the HTML, grouped by file and namespace', () => {
  const html = page(PHOTOS)
  for (const path of ['/photos(.:format)', '/photos/new(.:format)', '/photos/:id/edit(.:format)', '/admin/users(.:format)']) assert.ok(html.includes(`<td>${path}</td>`), path)
  assert.ok(html.includes('routes.rb · top level'))
  assert.ok(html.includes('routes.rb · admin'))
  assert.ok(html.includes('routes.rb: 10 routes, 0 errors, 1 warning'))
})

test("check's findings are listed and linked to their route and the earlier one", () => {
  const html = page(PHOTOS)
  assert.match(html, /<li id="f0" class="warning"><strong>RC4010<\/strong>/)
  assert.match(html, /<a href="#r9">GET \/photos\/:id\(\.:format\)<\/a>, <a href="#r4">earlier: GET \/photos\/:id\(\.:format\)<\/a>/)
  assert.match(html, /<tr id="r9" data-index="9" class="flagged"><td><a class="badge" href="#f0"/)
})

test('the URL state is answered in the HTML: a link works without JavaScript', () => {
  const html = page(PHOTOS, 'verb=PATCH&path=/photos/7&helper=edit_photo&id=7&format=json&q=admin')
  assert.match(html, /<div id="answer" aria-live="polite"><p class="hit" data-route="5"><code>PATCH \/photos\/7<\/code> → <strong>photos#update<\/strong>/)
  assert.match(html, /<code class="generated-path">\/photos\/7\/edit.json<\/code>/)
  // The search hides the rows it does not find, and groups left empty.
  assert.match(html, /<tr id="r0" data-index="0" hidden>/)
  assert.match(html, /<tr id="r8" data-index="8">/)
  const miss = page(PHOTOS, 'verb=GET&path=/nowhere')
  assert.match(miss, /<div id="answer" aria-live="polite"><p class="miss">No route matches \[GET\] &quot;\/nowhere&quot;<\/p>/)
})

test('text from the routes file and the URL cannot leave its element', () => {
  const hostile = '</script><script>alert(1)</script><!--'
  const html = page(
    `Rails.application.routes.draw do
  get "x", to: "x#y", defaults: { note: ${JSON.stringify(hostile)} }, as: :x
end`,
    `q=${encodeURIComponent('"><img src=x onerror=alert(2)>')}&verb=GET&path=${encodeURIComponent('/<b>')}`,
  )
  assert.is(html.match(/<script/g)!.length, 2, 'only the data and the page script')
  assert.not.ok(html.includes('<img'))
  assert.not.ok(html.includes('<b>'))
  assert.not.ok(html.includes(hostile))
  assert.ok(html.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--'))
  const data = /<script type="application\/json" id="routecraft-data">(.*?)<\/script>/s.exec(html)![1]!
  assert.is(JSON.parse(data).routes[0].defaults.note, hostile, 'the data round-trips exactly')
})

test('the same input gives the same bytes', () => {
  assert.is(page(PHOTOS, 'q=photos'), page(PHOTOS, 'q=photos'))
})

test.run()
