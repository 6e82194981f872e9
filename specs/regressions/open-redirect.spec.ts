// A redirect route sends the client to the request's host, or to the host the route names, never
// to one a param supplies. Before the fix `get "/r/:to", to: redirect("/%{to}")` answered
// `/r/%2Fevil%2Ecom` with `Location: http://evil.com` (also mounted in Express at /blog), and a
// glob did the same with a path. Rails main answers so too: open-redirect/rails.jsonl holds its
// answers to cases.txt (regenerate from the repository root with
//   RAILS8_MOUNTS=$PWD ruby8 tools/redirect-oracle.rb specs/regressions/open-redirect/routes.rb specs/regressions/open-redirect/cases.txt > specs/regressions/open-redirect/rails.jsonl
// ); open-redirect/NOTE.md says where and how routecraft answers differently.
import express from 'express'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { request as send } from 'node:http'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { createRequestListener } from '../../src/serve/index.js'
import { routesOf } from '../match/_routes.js'
import { answerTo } from '../serve/_rack-case.js'

const dir = new URL('./open-redirect/', import.meta.url)
const routes = readFileSync(new URL('routes.rb', dir), 'utf8')
const listener = createRequestListener(createMatcher(routesOf(routes)), {}, { onError: () => undefined })
const rails = readFileSync(new URL('rails.jsonl', dir), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as [string, number, string | null, ...unknown[]])

/** Where a browser following `location` goes: its host, or null when the URL is no URL to it. */
function landsOn(location: unknown): string | null {
  try {
    return new URL(String(location)).host
  } catch {
    return null
  }
}

/** The host each route may send to: the request's, or the one the route names. */
function allowed(line: string, host: string | null): boolean {
  if (line.startsWith('/e/')) return host === 'example.com'
  if (line.startsWith('/h/')) return host === 'ex.com'
  if (line.startsWith('/d/')) return host === null || host.endsWith('.example.com') // the route puts the param in the host
  return host === 'example.org'
}

// What routecraft answers where Rails sends the client elsewhere: the param escaped whole, so it
// stays in the path (`/`, `\`, `:`, `@` percent-encoded), and an option redirect's path starts with `/`.
const DIFFERENT: Record<string, string> = {
  '/r/%2Fevil%2Ecom': 'http://example.org/%2Fevil.com',
  '/r/%2Fevil.com': 'http://example.org/%2Fevil',
  '/r/%2F%5Cevil%2Ecom': 'http://example.org/%2F%5Cevil.com',
  '/r/%2F%09%2Fevil%2Ecom': 'http://example.org/%2F%09%2Fevil.com',
  '/r/%2F%0Aevil%2Ecom': 'http://example.org/%2F%0Aevil.com',
  '/r/%2Fevil%2Ecom|SCRIPT_NAME=/blog': 'http://example.org/%2Fevil.com',
  '/g/%2Fevil%2Ecom': 'http://example.org/%2Fevil.com',
  '/g/%2Fevil%2Ecom/x': 'http://example.org/%2Fevil.com%2Fx',
  '/g/%2Fevil%2Ecom|SCRIPT_NAME=/blog': 'http://example.org/%2Fevil.com',
  '/p/%2F%2Fevil%2Ecom': 'http://example.org/%2F%2Fevil.com',
  '/p/http:%2F%2Fevil%2Ecom': 'http://example.org/http%3A%2F%2Fevil.com',
  '/p/%2F%2Fevil%2Ecom|SCRIPT_NAME=/blog': 'http://example.org/blog/%2F%2Fevil.com',
  '/n/%2F%2Fevil%2Ecom': 'http://example.org/%2F%2Fevil.com',
  '/h/@evil%2Ecom': 'http://ex.com/%40evil.com',
  '/h/%40evil%2Ecom': 'http://ex.com/%40evil.com',
  '/h/a': 'http://ex.com/a',
  '/d/evil%2Ecom%2F': 'https://evil.com%2F.example.com/',
}

test('Rails itself lets a param choose the host: the reason this case differs from it', () => {
  const leaving = rails.filter(([line, status, location]) => status < 400 && !allowed(line, landsOn(location))).map(([line]) => line)
  assert.equal(leaving, Object.keys(DIFFERENT))
  assert.ok(rails.some(([line, , location]) => line === '/r/%2Fevil%2Ecom' && location === 'http://evil.com'))
})

test('every redirect lands on the request host or the one its route names; where Rails does too, the answer is Rails\' own', () => {
  for (const [line, status, ...rest] of rails) {
    const answer = answerTo(listener, line)
    if (status >= 400) {
      assert.is(answer[0], status, line) // where Rails raises, the listener answers the same status
      continue
    }
    assert.ok(allowed(line, landsOn(answer[1])), `${line} → ${String(answer[1])}`)
    if (line in DIFFERENT) assert.equal(answer, [status, DIFFERENT[line], ...rest.slice(1)], line)
    else assert.equal(answer, [status, ...rest], line)
  }
})

test('through Express mounted at /blog, /blog/r/%2Fevil%2Ecom stays on the host', async () => {
  const app = express()
  app.use('/blog', listener)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  const location = await new Promise<string | undefined>((resolve, reject) => {
    send({ host: '127.0.0.1', port, path: '/blog/r/%2Fevil%2Ecom', timeout: 2000 }, (res) => {
      res.resume()
      resolve(res.headers.location)
    }).on('error', reject).end()
  })
  await new Promise((resolve) => server.close(resolve))
  assert.is(location, `http://127.0.0.1:${port}/%2Fevil.com`)
})

test.run()
