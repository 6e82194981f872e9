// docs/api.md documents every value the package exports, each with an example: the page must
// name each export (in backquotes), and each of its `js` blocks must run against the built
// package (`import … from 'routecraft'`, which Node resolves to this package itself) with its
// asserts holding. The blocks run as separate ES modules, a few at a time.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as api from '../../src/index.js'

const root = new URL('../../', import.meta.url).pathname
const page = readFileSync(`${root}docs/api.md`, 'utf8')
const blocks = [...page.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((code) => code.includes('assert'))

test('docs/api.md names every exported value', () => {
  const missing = Object.keys(api).filter((name) => !page.includes(`\`${name}\``) && !new RegExp(`\`${name}\\(`).test(page))
  assert.equal(missing, [])
})

test('every example of docs/api.md runs, its asserts holding', async () => {
  assert.ok(blocks.length >= 8, `${blocks.length} examples`)
  const results = await Promise.all(
    blocks.map(
      (code, i) =>
        new Promise<string>((resolve) => {
          execFile(process.execPath, ['--input-type=module', '-e', code], { cwd: root, timeout: 30000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined } }, (error, _stdout, stderr) => {
            resolve(error ? `example ${i + 1} (${code.split('\n').find((l) => l.startsWith('import {'))?.slice(0, 60)}...): ${stderr.split('\n').filter((l) => /Error|expected|actual|\+|-/.test(l)).slice(0, 12).join('\n')}` : '')
          })
        }),
    ),
  )
  assert.equal(results.filter((r) => r !== ''), [])
})

test.run()
