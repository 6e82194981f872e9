// The real-world comparison's instruments: reading `bin/rails routes` tables back into rows,
// matching rows, and the corpus manifest's shape (tools/realworld/).
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { diffLines, missingRows, reconcileObjectEndpoints, share, tableRows } from '../../tools/realworld/tables.mjs'

const golden = (name: string) => readFileSync(new URL(`../golden/${name}/rails.txt`, import.meta.url), 'utf8')

test('a table reads back into name, verb, path and target, without the constraints', () => {
  assert.equal(tableRows(golden('m-format-constraint')).slice(0, 2), [
    { name: 'fc', verb: 'GET', path: '/fc(.:format)', target: 'x#fc' },
    { name: 'fs', verb: 'GET', path: '/fs(.:format)', target: 'x#fs' },
  ])
})

test('rows without a name or a verb (mounts) and endpoints with spaces (redirects) read back', () => {
  assert.equal(tableRows(golden('r-mount-as'))[0], { name: 'app_a', verb: '', path: '/a', target: 'MountedRackApp' })
  assert.equal(tableRows(golden('q-redirect-status'))[0], { name: 'moved', verb: 'GET', path: '/moved(.:format)', target: 'redirect(302, /new)' })
  const rows = tableRows(golden('a-projects-app'))
  assert.equal(rows[1], { name: '', verb: 'POST', path: '/projects/:project_id/involvements(.:format)', target: 'involvements#create' })
})

test('text that is not a table (an error, the empty-table message) has no rows', () => {
  assert.equal(tableRows("ERROR ArgumentError: boom\n"), [])
  assert.equal(tableRows("You don't have any routes defined!\n"), [])
})

test('rows match as a multiset: a duplicate counts once per occurrence', () => {
  const a = { name: 'a', verb: 'GET', path: '/a', target: 'x#a' }
  const b = { name: '', verb: 'POST', path: '/a', target: 'x#b' }
  assert.is(share([a, a, b], [a, b]), 2 / 3)
  assert.equal(missingRows([a, a, b], [a, b]), ['a GET /a x#a'])
  assert.is(share([], []), 1)
  assert.is(share([], [a]), 0)
})

test('differing lines ignore column widths and report the first ones', () => {
  const rails = 'Prefix Verb URI Pattern\n  a GET  /a\n  b GET  /b\n'
  assert.equal(diffLines(rails, 'Prefix Verb URI Pattern\n a GET /a\n c GET /c\n', 3), [{ line: 3, rails: 'b GET  /b', routecraft: 'c GET /c' }])
})

test('an object endpoint is reconciled only where both tables name the same object on the same route', () => {
  const row = (endpoint: string) => `  coverage      /coverage   ${endpoint}`
  const inspected = row('#<Rack::Directory:0x… @root="/home/me/app/coverage">')
  assert.equal(reconcileObjectEndpoints(inspected, row('Rack::Directory.new(coverage/)')), { table: row('Rack::Directory.new(coverage/)'), reconciled: 1 })
  assert.is(reconcileObjectEndpoints(inspected, row('Rack::Files.new(coverage/)')).reconciled, 0)
  const stub = row('Flipper::UI.app(Flipper, {:rack_protection=>{:except=>[:a, :b]}})')
  assert.is(reconcileObjectEndpoints(stub, row('Flipper::UI.app(Flipper, { rack_protection: { except: [:a, :b] } })')).reconciled, 1)
  assert.is(reconcileObjectEndpoints(stub, row('Flipper::UI.app(Flipper, rack_protection: { except: [:a] })')).reconciled, 0)
  // A different route with the same object is a difference, not a rendering.
  assert.is(reconcileObjectEndpoints(inspected, '  coverage      /other      Rack::Directory.new(coverage/)').reconciled, 0)
})

test('every app of the manifest names a commit, its files and their digests', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../tools/realworld/manifest.json', import.meta.url), 'utf8'))
  assert.ok(manifest.apps.length >= 40)
  for (const app of manifest.apps) {
    assert.match(app.repo, /^[\w.-]+\/[\w.-]+$/)
    assert.match(app.commit, /^[0-9a-f]{40}$/)
    assert.ok(app.files.some((f: { as: string }) => f.as === 'config/routes.rb'), app.repo)
    for (const f of app.files) {
      assert.match(f.as, /^config\/routes(\.rb|\/.+\.rb)$/)
      assert.match(f.sha256, /^[0-9a-f]{64}$/)
    }
  }
})

test.run()
