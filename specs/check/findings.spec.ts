// What `routecraft check` reports on the golden cases made for it (z-shadow-*, whose
// rails-recognize.json holds Rails' own answers to the example requests): each finding's code,
// its line, the lines of the declarations it names, and its example request.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { checkRoutes } from '../../src/check/index.js'
import { cases, expandCase } from '../expand/cases.js'
import { routesOf } from '../match/_routes.js'

const EXPECTED: Record<string, string[]> = {
  'z-shadow-resources-search': [
    'RC4001 2 ← 1 GET /photos/search → photos#show',
    'RC4010 4 ← 3',
    'RC4010 5 ← 3 for GET',
  ],
  'z-shadow-duplicate-member': ['RC4010 2 ← 1', 'RC4010 3 ← 1', 'RC4011 3 ← 1'],
  'z-shadow-collection-after-index': ['RC4001 3 ← 1 DELETE /background_jobs/clear_failed → background_jobs#destroy'],
  // /users/export.csv is not taken by `users/:id` with format: false (a segment holds no dot),
  // and `teams/:id` with id: /\d+/ is a special case of the later `teams/:slug`: neither is reported.
  'z-shadow-requirements-partly': ['RC4002 2 ← 1 GET /files/latest → files#show', 'RC4001 6 ← 5 GET /items/AA0 → items#show'],
  'z-shadow-optional-groups': [
    'RC4002 2 ← 1 GET /posts/0 → posts#index',
    'RC4001 4 ← 3 GET /archive/a/edit → archive#show',
    'RC4001 8 ← 6 GET /en/about → pages#about',
  ],
  'z-shadow-globs': [
    'RC4001 2 ← 1 GET /docs/a/a → docs#show',
    'RC4002 4 ← 3 GET /files/a.pdf → files#pdf',
    'RC4002 6 ← 5 GET /assets/a.a → assets#show',
    'RC4001 8 ← 7 GET /status → errors#not_found',
  ],
  // The card routes' show and update (PATCH, PUT) are each partly taken by both `resource`
  // lines (`/columns/cards/left_position`): one finding for the declaration, not three; the
  // second `resources :comments` repeats the first's show and destroy: one finding.
  'z-shadow-grouped': ['RC4002 6 ← 2,3 GET /columns/cards/left_position → columns/left_positions#show', 'RC4010 9 ← 8'],
  // Rails names the first `photos/search` photos_search and leaves the /v2 one unnamed; the POST
  // on the same path is unnamed too, as every verb after the first of a path is: not reported.
  'z-shadow-name-taken': ['RC4012 3 ← 1'],
}

function summary(d: ReturnType<typeof checkRoutes>[number]): string {
  const related = (d.related ?? []).map((r) => r.position.start.line).join(',')
  const example = / e\.g\. (\S+ \S+ → \S+)$|: (\S+ \S+ → \S+) \(|, e\.g\. (\S+ \S+ → \S+);/.exec(d.message)
  const verbs = / for ([A-Z, ]+):/.exec(d.message)
  return [d.code, d.position.start.line, '←', related, verbs ? `for ${verbs[1]}` : '', example?.[1] ?? example?.[2] ?? example?.[3] ?? ''].filter((s) => s !== '').join(' ')
}

for (const c of cases('golden').filter((c) => c.name in EXPECTED)) {
  test(c.name, () => {
    assert.equal(checkRoutes(expandCase(c).routes).map(summary), EXPECTED[c.name])
  })
}

test('every case of the list exists', () => {
  assert.equal(cases('golden').filter((c) => c.name in EXPECTED).length, Object.keys(EXPECTED).length)
})

test('a grouped finding lists each route with one example, and every example in its data', () => {
  const c = cases('golden').find((c) => c.name === 'z-shadow-grouped')!
  const [finding] = checkRoutes(expandCase(c).routes)
  for (const route of ['GET /columns/cards/:id(.:format), e.g. GET', 'PATCH /columns/cards/:id(.:format), e.g. PATCH', 'PUT /columns/cards/:id(.:format), e.g. PUT']) {
    assert.ok(finding!.message.includes(route), route)
  }
  const data = finding!.data as { routes: Array<{ route: string; examples: Array<{ verb: string; path: string; at: string }> }> }
  assert.equal(
    data.routes.map((r) => [r.route, r.examples.map((e) => `${e.verb} ${e.path} ${e.at}`)]),
    ['GET', 'PATCH', 'PUT'].map((verb) => [
      `${verb} /columns/cards/:id(.:format) (columns/cards#${verb === 'GET' ? 'show' : 'update'})`,
      [`${verb} /columns/cards/left_position routes.rb:2:3`, `${verb} /columns/cards/right_position routes.rb:3:3`],
    ]),
  )
})

test('grouped duplicates are listed route by route', () => {
  const c = cases('golden').find((c) => c.name === 'z-shadow-grouped')!
  const duplicate = checkRoutes(expandCase(c).routes).find((d) => d.code === 'RC4010')!
  assert.match(duplicate.message, /^2 routes declared here repeat routes declared at routes\.rb:8:1: GET \/comments\/:id\(\.:format\), DELETE \/comments\/:id\(\.:format\);/)
  assert.equal(
    (duplicate.data as { routes: Array<{ route: string; at: string }> }).routes.map((r) => `${r.route} ${r.at}`),
    ['GET /comments/:id(.:format) (comments#show) routes.rb:8:1', 'DELETE /comments/:id(.:format) (comments#destroy) routes.rb:8:1'],
  )
})

test('a route whose automatic name was taken says which route has it', () => {
  const c = cases('golden').find((c) => c.name === 'z-shadow-name-taken')!
  const routes = expandCase(c).routes
  assert.equal(routes.map((r) => r.unnamed ?? null), [null, 'photos_search', null])
  const [finding] = checkRoutes(routes)
  assert.is(finding!.severity, 'info')
  assert.is(finding!.message, 'GET /v2/photos/search(.:format) (photos#search) has no helper: Rails would have named it photos_search, but GET /photos/search(.:format) (photos#search) (routes.rb:1:1) already has that name, so photos_search_path builds /photos/search(.:format) and Rails says nothing')
})

test('a path with segments names nothing of its own: no name is recorded as taken', () => {
  const routes = routesOf('namespace :admin do\n  get "/" => "admin#index"\n  get "reports/:type" => "reports#show"\n  get "reports" => "reports#index"\nend\nget "admin/reports", to: "x#y"')
  assert.equal(routes.map((r) => [r.name, r.unnamed ?? null]), [['admin', null], [null, null], ['admin_reports', null], [null, null]])
})

test('a shadowing finding names both declarations, with a fix hint', () => {
  const c = cases('golden').find((c) => c.name === 'z-shadow-resources-search')!
  const [first] = checkRoutes(expandCase(c).routes, new Map([['routes.rb', c.read('routes.rb')]]))
  assert.equal(
    { code: first!.code, severity: first!.severity, file: first!.file, start: first!.position.start, end: first!.position.end.column, hint: first!.hint },
    { code: 'RC4001', severity: 'warning', file: 'routes.rb', start: { line: 2, column: 1, offset: 18 }, end: 41, hint: 'move this route above line 1, or add a requirement to the earlier route that excludes these paths' },
  )
  assert.equal(first!.related, [{ message: 'GET /photos/:id(.:format) (photos#show) is declared here', file: 'routes.rb', position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 18, offset: 17 } } }])
})

test.run()
