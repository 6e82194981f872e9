// A routes file through a series of edits (specs/diff/history/vN/routes.rb), each step diffed:
// the report names exactly what the edit did. Every step is diffed twice, over routecraft's
// tables and over Rails' own route lists (`vN/rails.json`), and must say the same; each request a
// precedence change names is answered by Rails as the change says (`rails-recognize.json`, both
// from tools/diff-goldens.mjs).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { diffRoutes, formatDiffText, type RouteDiff } from '../../src/diff/index.js'
import { readRouteList } from '../../src/diff/route-list.js'
import { loadRoutes } from '../../src/load.js'
import type { Route } from '../../src/route.js'

const history = join(import.meta.dirname, 'history')
const ours = (version: string) => loadRoutes(join(history, version, 'routes.rb'))
const rails = (version: string) => readRouteList(readFileSync(join(history, version, 'rails.json'), 'utf8'), `${version}/rails.json`).routes
type Answer = { route: string; name: string | null; params: Record<string, string> } | null
const answers = (JSON.parse(readFileSync(join(history, 'rails-recognize.json'), 'utf8')) as { answers: Record<string, Record<string, Answer>> }).answers

const id = (route: Route | null) => (route ? `${route.verb.join('|')} ${route.path} ${route.controller}#${route.action}` : null)

/** What a report says, without the source locations Rails' lists do not have. */
function gist(diff: RouteDiff) {
  return {
    added: diff.added.map(id),
    removed: diff.removed.map(id),
    changed: diff.changed.map((c) => [id(c.after), c.before.name, c.after.name, c.fields]),
    helpers: diff.helpers,
    precedence: diff.precedence.map((p) => [`${p.request.verb} ${p.request.path}`, id(p.before), id(p.after)]),
  }
}

/** The step's diff over our tables, checked to equal the one over Rails' lists and against Rails' recognition. */
function step(from: string, to: string): RouteDiff {
  const diff = diffRoutes(ours(from), ours(to))
  assert.equal(gist(diff), gist(diffRoutes(rails(from), rails(to))), `${from} → ${to}: the same report over Rails' own route lists`)
  for (const p of diff.precedence) {
    const request = `${p.request.verb} ${p.request.path}`
    for (const [version, route] of [[from, p.before], [to, p.after]] as const) {
      const answer = answers[version]![request]
      assert.ok(answer !== undefined, `${request} is in requests.txt (regenerate with tools/diff-goldens.mjs)`)
      assert.equal(answer && [answer.route, answer.params.controller, answer.params.action], route && [route.path, route.controller, route.action], `Rails answers ${request} on ${version} as the report says`)
    }
  }
  return diff
}

test('an unchanged file: nothing to report', () => {
  const diff = step('v0', 'v0')
  assert.equal(gist(diff), { added: [], removed: [], changed: [], helpers: [], precedence: [] })
  assert.is(formatDiffText(diff), 'No route changes.\n')
})

test('a nested resource: its eight routes added, nothing else', () => {
  const diff = step('v0', 'v1')
  assert.equal(diff.added.map((r) => r.name), ['post_comments', null, 'new_post_comment', 'edit_post_comment', 'post_comment', null, null, null])
  assert.ok(diff.added.every((r) => r.path.startsWith('/posts/:post_id/comments') && r.controller === 'comments'))
  assert.equal([diff.removed, diff.changed, diff.helpers, diff.precedence], [[], [], [], []])
})

test('a rename with as: the four named routes changed, field name, each old → new', () => {
  const diff = step('v1', 'v2')
  assert.equal(
    diff.changed.map((c) => [c.before.name, c.after.name, c.fields]),
    [['photos', 'pictures', ['name']], ['new_photo', 'new_picture', ['name']], ['edit_photo', 'edit_picture', ['name']], ['photo', 'picture', ['name']]],
  )
  assert.equal([diff.added, diff.removed, diff.precedence], [[], [], []])
  assert.match(formatDiffText(diff), /\nGET \/photos\/:id\(\.:format\)  photos#show\n  name photo → picture\n/)
})

test('a get moved above resources: no route changed, GET /photos/search now answered by photos#search', () => {
  const diff = step('v2', 'v3')
  assert.equal([diff.added, diff.removed, diff.changed], [[], [], []])
  assert.equal(gist(diff).precedence, [['GET /photos/search', 'GET /photos/:id(.:format) photos#show', 'GET /photos/search(.:format) photos#search']])
  assert.match(
    formatDiffText(diff),
    /^Requests answered by another route \(1\)\nGET \/photos\/search\n {2}before picture {7}GET \/photos\/:id\(\.:format\) {4}photos#show\n {2}after {2}photos_search GET \/photos\/search\(\.:format\) photos#search\n/,
  )
})

test('a tightened requirement: the five :id routes changed in requirements, /photos/abc answered by no route', () => {
  const diff = step('v3', 'v4')
  assert.equal(diff.changed.map((c) => [c.after.verb[0], c.after.action, c.fields]), [
    ['GET', 'edit', ['requirements']],
    ['GET', 'show', ['requirements']],
    ['PATCH', 'update', ['requirements']],
    ['PUT', 'update', ['requirements']],
    ['DELETE', 'destroy', ['requirements']],
  ])
  assert.equal(gist(diff).precedence.map(([request, before, after]) => [request, before!.split(' ').pop(), after]), [
    ['GET /photos/abc/edit', 'photos#edit', null],
    ['GET /photos/abc', 'photos#show', null],
    ['PATCH /photos/abc', 'photos#update', null],
    ['PUT /photos/abc', 'photos#update', null],
    ['DELETE /photos/abc', 'photos#destroy', null],
  ])
  assert.match(formatDiffText(diff), /\n {2}requirements \{\} → \{:id=>\/\\d\+\/\}\n/)
})

test('an action dropped with only: its route removed, and its requests are not repeated as precedence changes', () => {
  const diff = step('v4', 'v5')
  assert.equal(diff.removed.map(id), ['DELETE /posts/:id(.:format) posts#destroy'])
  assert.equal([diff.added, diff.changed, diff.helpers, diff.precedence], [[], [], [], []])
})

test('the whole history at once: what each step said, together', () => {
  const diff = step('v0', 'v5')
  assert.is(diff.added.length, 8)
  assert.equal(diff.removed.map(id), ['DELETE /posts/:id(.:format) posts#destroy'])
  assert.equal(diff.changed.map((c) => c.fields), [['name'], ['name'], ['name', 'requirements'], ['name', 'requirements'], ['requirements'], ['requirements'], ['requirements']])
  assert.equal(gist(diff).precedence.map(([request]) => request), ['GET /photos/abc/edit', 'GET /photos/search', 'GET /photos/abc', 'PATCH /photos/abc', 'PUT /photos/abc', 'DELETE /photos/abc'])
})

test.run()
