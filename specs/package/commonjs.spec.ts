// The package as a CommonJS program loads it (an editor extension, a Jest setup): `require` of
// the built entry (package.json's `main`, made by `npm run build`) must work on Node ≥ 20.19,
// which requires ES modules synchronously unless their graph has a top-level await.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string }

const consumer = `
const { parseRoutes, expand, createMatcher } = require(${JSON.stringify(join(root, pkg.main))})
const routes = expand(parseRoutes('resources :photos, only: :show').ast).routes
console.log(JSON.stringify(createMatcher(routes).recognize('GET', '/photos/7').params))
`

test('require() of the package from CommonJS parses, expands and matches', async () => {
  const out = await new Promise<{ error: Error | null; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--input-type=commonjs', '-e', consumer], { cwd: root, timeout: 20000 }, (error, stdout, stderr) => resolve({ error, stdout, stderr }))
  })
  assert.is(out.error, null, out.stderr)
  assert.is(out.stderr, '')
  assert.equal(JSON.parse(out.stdout), { controller: 'photos', action: 'show', id: '7' })
})

test.run()
