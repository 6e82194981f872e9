// The playground: the core bundled for the browser (a Node built-in anywhere in it fails the
// build), the pipeline it runs drawing the golden cases as Rails does, and the page in Chromium.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { drawText } from '../../src/playground/draw.js'
import { playgroundPage } from '../../src/playground/page.js'
import { cases } from '../expand/cases.js'
import { browserSkipReason, launchBrowser } from './_browser.js'
// @ts-expect-error: a plain script of tools/, without types
import { bundleForBrowser } from '../../tools/browser-bundle.mjs'

let script = ''

test('the parser, expander, checker and matcher bundle for the browser with no Node built-in', async () => {
  script = await bundleForBrowser('src/playground/main.ts')
  assert.ok(script.length > 100_000)
  assert.not.match(script, /require\("node:|from"node:/)
})

test('the playground draws every golden case that needs no other file exactly as Rails prints it', () => {
  let drawn = 0
  for (const c of cases('golden')) {
    if (!c.has('rails.txt') || c.has('environment') || c.has('api_only') || c.has('routes') || /\bdraw\b/.test(c.read('routes.rb'))) continue
    const result = drawText(c.read('routes.rb'), 'rb')
    if (result.diagnostics.some((d) => d.severity === 'error')) continue
    assert.is(result.table, c.read('rails.txt'), c.name)
    drawn++
  }
  assert.ok(drawn > 200, `only ${drawn} cases drawn`)
})

test('routes.yaml is told from routes.rb, and both front ends report their errors with lines', () => {
  const yaml = drawText('routes:\n  - resources: photos\n    only: [index]\n  - get: "x"\n    to: "x#y"\n    bogus: 1\n')
  assert.is(yaml.format, 'yaml')
  assert.match(yaml.messages.join('\n'), /^routes\.yaml:6:5: error RC3012/m)
  const rb = drawText('Rails.application.routes.draw do\n  member do\n  end\nend\n')
  assert.is(rb.format, 'rb')
  assert.match(rb.messages[0]!, /^routes\.rb:2:3: error RC\d+: ArgumentError: can't use member outside resource\(s\) scope/)
})

if (browserSkipReason) {
  test.skip(`the playground in Chromium (skipped: ${browserSkipReason})`, () => {})
} else {
  test('the playground page in Chromium: paste, see the table, errors on their lines, and the answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'routecraft-playground-'))
    writeFileSync(join(dir, 'index.html'), playgroundPage(script || (await bundleForBrowser('src/playground/main.ts'))))
    const browser = await launchBrowser()
    try {
      const page = await (await browser.newContext()).newPage()
      const failures: string[] = []
      page.on('pageerror', (error) => failures.push(error.message))
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) failures.push(`asked for ${request.url()}`)
      })
      await page.goto(pathToFileURL(join(dir, 'index.html')).href)
      assert.match((await page.textContent('#summary')) ?? '', 'routes.rb: 15 routes, 0 errors, 0 warnings')
      await page.fill('#source', 'Rails.application.routes.draw do\n  resources :photos, only: [:index, :show]\n  get "photos/:id", to: "photos#legacy"\nend\n')
      await page.waitForFunction(() => document.getElementById('summary')!.textContent!.startsWith('routes.rb: 3 routes'))
      assert.match((await page.textContent('#table')) ?? '', 'photo GET  /photos/:id(.:format) photos#show')
      assert.match((await page.textContent('#diagnostics')) ?? '', /routes\.rb:3:3: warning RC4010/)
      await page.fill('#path', '/photos/7')
      assert.match((await page.textContent('#answer')) ?? '', 'photos#show, route photo')
      await page.fill('#helper', 'photo')
      await page.fill('#params', 'id=7&format=json')
      assert.is(await page.textContent('#generated .generated-path'), '/photos/7.json')
      assert.match(page.url(), /#auto:Rails\.application/)
      assert.equal(failures, [])
    } finally {
      await browser.close()
    }
  })
}

test.run()
