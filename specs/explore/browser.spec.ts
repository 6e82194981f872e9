// The explorer in a real browser: typing in its fields, following its links, live reload, the
// static page, no JavaScript, no network. Skipped, saying why, on a machine without Chromium.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { explorerLookup, explorerModel, renderPage, stateFromQuery } from '../../src/explore/index.js'
import { explorerPolicy, explorerScript } from '../../src/explore/assets.js'
import { runCli, tempDir } from '../cli/helpers.js'
import { goldenRequests } from './_golden.js'
import { browserSkipReason, buildPageScript, launchBrowser } from './_browser.js'

const explorer = suite<{ browser: Browser; url: string; dir: string; stop: AbortController; done: Promise<unknown> }>('explorer in Chromium')

if (browserSkipReason) {
  console.log(`\nBrowser specs skipped: ${browserSkipReason}.`)
  explorer.skip(`browser specs (skipped: ${browserSkipReason})`, () => {})
} else {
  explorer.before(async (context) => {
    buildPageScript()
    context.browser = await launchBrowser()
    context.dir = tempDir()
    cpSync(new URL('../../examples/blog/config', import.meta.url).pathname, join(context.dir, 'config'), { recursive: true })
    context.stop = new AbortController()
    let announce: (url: string) => void
    const announced = new Promise<string>((resolve) => (announce = resolve))
    context.done = runCli(['explore'], {
      cwd: context.dir,
      signal: context.stop.signal,
      onStdout: (text) => {
        const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(text)
        if (url) announce(url[0])
      },
    })
    context.url = await announced
  })
  explorer.after(async (context) => {
    context.stop.abort()
    await context.done
    await context.browser.close()
  })

  const open = async (browser: Browser, url: string, options: { javaScriptEnabled?: boolean } = {}) => {
    const page = await (await browser.newContext(options)).newPage()
    await page.goto(url)
    return page
  }
  const visiblePaths = (page: Page) => page.$$eval('#routes tr[data-index]:not([hidden]) td:nth-child(3)', (cells) => cells.map((c) => c.textContent))

  explorer('lists every route, and typing in the search filters them and keeps the search in the URL', async ({ browser, url }) => {
    const page = await open(browser, url)
    assert.is((await visiblePaths(page)).length, 45)
    await page.keyboard.press('/')
    await page.keyboard.type('comment')
    assert.equal(await visiblePaths(page), ['/posts/:post_id/comments(.:format)', '/posts/:post_id/comments(.:format)', '/posts/:post_id/comments/:id(.:format)'])
    assert.is(new URL(page.url()).searchParams.get('q'), 'comment')
    assert.is(await page.textContent('#shown'), '3 of 45 routes')
    await page.fill('#q', '/posts/7/edit')
    assert.equal(await visiblePaths(page), ['/posts/:id/edit(.:format)', '/*path'])
    await page.context().close()
  })

  explorer('the request field names the answering route, its params and the routes passed over; their links lead to them', async ({ browser, url }) => {
    const page = await open(browser, url)
    await page.selectOption('#verb', 'DELETE')
    await page.fill('#path', '/posts/7/edit')
    assert.match(await page.textContent('#answer') ?? '', 'No route matches [DELETE] "/posts/7/edit"')
    await page.selectOption('#verb', 'GET')
    await page.fill('#path', `${url}posts/7.json?page=2`)
    const answer = (await page.textContent('#answer')) ?? ''
    assert.match(answer, 'posts#show, route post (post_path)')
    assert.match(answer, 'format"json"')
    const query = new URL(page.url()).searchParams
    assert.is(query.get('verb'), 'GET')
    assert.is(query.get('path'), `${url}posts/7.json?page=2`)
    await page.selectOption('#verb', 'PATCH')
    await page.fill('#path', '/posts/7')
    await page.click('#answer .passed a')
    assert.is(new URL(page.url()).hash, '#r16')
    assert.ok(await page.$eval('#r16', (row) => row.matches(':target')))
    await page.context().close()
  })

  explorer('the generate field gives the path, or the error as generate() words it', async ({ browser, url }) => {
    const page = await open(browser, url)
    await page.fill('#helper', 'post_comment')
    await page.fill('#params', 'post_id=1&id=2&format=json')
    assert.is(await page.textContent('#generated .generated-path'), '/posts/1/comments/2.json')
    assert.is(new URL(page.url()).search, '?helper=post_comment&post_id=1&id=2&format=json')
    await page.fill('#params', 'id=2')
    assert.match((await page.textContent('#generated')) ?? '', 'missing required keys: [:post_id]')
    await page.context().close()
  })

  explorer('a link reproduces a view, and works without JavaScript', async ({ browser, url }) => {
    const page = await open(browser, `${url}?q=admin&verb=GET&path=/posts/7&helper=post&id=3`, { javaScriptEnabled: false })
    assert.match((await page.textContent('#answer')) ?? '', 'posts#show, route post')
    assert.is(await page.textContent('#generated .generated-path'), '/posts/3')
    assert.ok((await visiblePaths(page)).every((path) => path!.startsWith('/admin')))
    await page.context().close()
  })

  explorer('the page reloads when the routes file changes, keeping the search', async ({ browser, url, dir }) => {
    const page = await open(browser, `${url}?q=gallery`)
    assert.is((await visiblePaths(page)).length, 0)
    const file = join(dir, 'config/routes.rb')
    const reloaded = page.waitForEvent('load', { timeout: 20_000 })
    writeFileSync(file, readFileSync(file, 'utf8').replace(/end\s*$/, '  get "gallery", to: "posts#gallery"\nend\n'))
    await reloaded
    await page.waitForSelector('#routes tr[data-index]:not([hidden])')
    assert.equal(await visiblePaths(page), ['/gallery(.:format)'])
    assert.is(await page.inputValue('#q'), 'gallery')
    await page.context().close()
  })

  explorer('the page asks for nothing but its own server', async ({ browser, url }) => {
    const page = await (await browser.newContext()).newPage()
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    await page.goto(`${url}?verb=GET&path=/posts`)
    await page.fill('#q', 'posts')
    assert.ok(asked.length > 0 && asked.every((u) => u.startsWith(url)), asked.join(', '))
    await page.context().close()
  })

  explorer('the static page answers from its own URL, as one file', async ({ browser }) => {
    const dir = tempDir()
    const result = await runCli(['explore', join(process.cwd(), 'examples/blog/config/routes.rb'), '--static', '-o', join(dir, 'routes.html')])
    assert.is(result.code, 0, result.stderr)
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${pathToFileURL(join(dir, 'routes.html'))}?verb=POST&path=/posts/1/comments`)
    assert.match((await page.textContent('#answer')) ?? '', 'comments#create')
    await page.context().close()
  })

  explorer('the request field answers every golden request as Rails does, replayed through the page', async ({ browser }) => {
    const script = explorerScript()
    const page = await (await browser.newContext()).newPage()
    let replayed = 0
    for (const golden of goldenRequests()) {
      const lookup = explorerLookup(golden.routes)
      const html = renderPage(explorerModel('routes.rb', golden.routes, []), lookup, stateFromQuery(new URLSearchParams()), { script, csp: explorerPolicy(script, false) })
      await page.setContent(html)
      const shown = await page.evaluate((requests) => {
        const verb = document.getElementById('verb') as HTMLSelectElement
        const path = document.getElementById('path') as HTMLInputElement
        return requests.map((request) => {
          if (![...verb.options].some((o) => o.value === request.verb)) verb.add(new Option(request.verb, request.verb))
          verb.value = request.verb
          path.value = request.path
          path.dispatchEvent(new Event('input'))
          const hit = document.querySelector('#answer p.hit')
          return hit ? Number(hit.getAttribute('data-route')) : document.querySelector('#answer p.miss')?.textContent ?? 'nothing shown'
        })
      }, golden.requests)
      golden.requests.forEach((request, i) => {
        const route = typeof shown[i] === 'number' ? golden.routes[shown[i] as number]! : null
        assert.equal(route && { route: route.path, name: route.name }, request.expect && { route: request.expect.route, name: request.expect.name }, `${golden.name}: ${request.verb} ${request.path}`)
        if (!request.expect) assert.is(shown[i], `No route matches [${request.verb}] ${JSON.stringify(request.path)}`)
        replayed++
      })
    }
    assert.ok(replayed > 1000, `replayed ${replayed}`)
    await page.context().close()
  })
}

explorer.run()
