import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { createRequestListener } from '../../src/serve/index.js'
import { routesOf } from '../match/_routes.js'

const matcher = createMatcher(routesOf(`
resources :photos, only: [:index, :show]
get "old/:id", to: redirect("/photos/%{id}")
get "moved", to: redirect("/new", status: 302)
get "boom", to: "errors#sync"
get "later", to: "errors#async"
get "nohandler", to: "missing#action"
mount MountedRackApp, at: "/rack"
`))

const listener = createRequestListener(matcher, {
  photos: { index: (_req, res) => res.end('index'), show: (_req, res, params) => res.end(`show ${params.id} ${params.format ?? ''}`) },
  'errors#sync': () => {
    throw new Error('sync')
  },
  'errors#async': async () => {
    throw new Error('async')
  },
  MountedRackApp: (_req, res) => res.end('rack'),
}, { onError: () => {} })

let server: Server
let port = 0

function get(path: string, method = 'GET'): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, timeout: 2000 }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, location: res.headers.location }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

test.before(async () => {
  server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

test.after(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('dispatches controller#action with params', async () => {
  assert.equal(await get('/photos'), { status: 200, body: 'index', location: undefined })
  assert.is((await get('/photos/7.json?x=1')).body, 'show 7 json')
  assert.is((await get('/rack/anything')).body, 'rack')
})

test('redirect routes: status and Location with %{param}', async () => {
  const moved = await get('/old/a%20b')
  assert.is(moved.status, 301)
  // Redirect#serve makes the target absolute with the request's scheme, Host and port.
  assert.is(moved.location, `http://127.0.0.1:${port}/photos/a%20b`)
  assert.is((await get('/moved')).status, 302)
})

test('400 for escapes that are not UTF-8; valid multi-byte escapes still route', async () => {
  // Rails: ActionController::BadRequest "Invalid path parameters: Invalid encoding for parameter"
  // (action_dispatch/http/parameters.rb 65-76), shown as 400.
  for (const path of ['/photos/%C0%AF', '/photos/%E0%A4%A', '/photos/%E0%80%AF', '/photos/%ED%A0%80', '/photos/%F4%90%80%80', '/photos/%80', '/photos/%C3', '/photos/%C3x', '/photos/%F5%80%80%80', '/photos/%C3%A9%FF']) {
    assert.is((await get(path)).status, 400, path)
  }
  assert.is((await get('/photos/%C3%A9')).body, 'show \u00e9 ')
  assert.is((await get('/photos/%E2%9C%93.json')).body, 'show \u2713 json')
  assert.is((await get('/photos/%F0%9F%98%80')).body, 'show \u{1F600} ')
  assert.is((await get('/photos/%c3%a9')).body, 'show \u00e9 ')
})

test('request paths of a megabyte are judged in one pass, never a crash', () => {
  const statuses: number[] = []
  const res = { writeHead: (status: number) => statuses.push(status), end: () => {} }
  const call = (url: string) => listener({ method: 'GET', url, headers: {} } as never, res as never)
  call(`/photos/${'%C0%AF'.repeat(200_000)}`)
  call(`/photos/${'a'.repeat(1 << 20)}%E0`)
  call(`/photos/${'%E0%A4'.repeat(200_000)}`)
  assert.equal(statuses, [400, 400, 400])
})

test('404, 400, 500 and 501; never a crash', async () => {
  assert.equal(await get('/nope'), { status: 404, body: 'No route matches [GET] "/nope"', location: undefined })
  assert.is((await get('/photos', 'DELETE')).status, 404)
  assert.is((await get('/photos/%zz')).status, 400)
  assert.is((await get('*', 'OPTIONS')).status, 400)
  assert.is((await get('/boom')).status, 500)
  assert.is((await get('/later')).status, 500)
  assert.is((await get('/nohandler')).status, 501)
  assert.is((await get('/photos')).status, 200)
})

test('as middleware, misses go to next()', () => {
  let passed = false
  const res = { writeHead: () => assert.unreachable(), end: () => assert.unreachable() }
  listener({ method: 'GET', url: '/nope' } as never, res as never, () => (passed = true))
  assert.ok(passed)
})

test('the example blog server answers over HTTP', async () => {
  const { start } = (await import('../../examples/blog/server.mjs' as string)) as { start: (port: number) => Promise<Server> }
  const blog = await start(0)
  const saved = port
  port = (blog.address() as AddressInfo).port
  try {
    assert.is((await get('/posts/1.json')).body, '{"id":"1","format":"json","edit":"/posts/1/edit"}')
    assert.is((await get('/old-posts/7')).location, `http://127.0.0.1:${port}/posts/7`)
  } finally {
    port = saved
    await new Promise<void>((resolve) => blog.close(() => resolve()))
  }
})

test.run()
