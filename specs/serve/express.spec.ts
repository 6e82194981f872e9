// The listener as Express middleware, mounted with app.use('/blog', …): routecraft serves what it
// recognises and has a handler for, and leaves the rest to Express — `next()` for a request it
// does not serve, `next(err)` for an error — fills `req.params`, and uses the mount path
// (`req.baseUrl`) as Rails uses SCRIPT_NAME: for redirects, and for paths generated with
// `script_name`. `_method` in a parsed form body overrides a POST when asked to (Rack::MethodOverride).
import express from 'express'
import type { ErrorRequestHandler } from 'express'
import type { AddressInfo } from 'node:net'
import { request as send } from 'node:http'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { createRequestListener } from '../../src/serve/index.js'
import { routesOf } from '../match/_routes.js'

const matcher = createMatcher(routesOf(`
resources :posts, only: [:index, :show, :destroy]
get "boom", to: "errors#sync"
get "later", to: "errors#async"
get "elsewhere", to: "express#page"
get "old/:id", to: redirect("/posts/%{id}")
get "relative/:id", to: redirect("posts/%{id}")
get "keep", to: redirect(path: "k", status: 302)
`))

const errors: unknown[] = []
const app = express()
app.use(express.urlencoded({ extended: false }))
app.use(
  '/blog',
  createRequestListener(
    matcher,
    {
      posts: {
        index: (req, res) => res.end(JSON.stringify({ params: (req as express.Request).params, self: matcher.generate('posts', { script_name: (req as express.Request).baseUrl }) })),
        show: (req, res) => res.end(`show ${(req as express.Request).params.id} ${matcher.generate('post', (req as express.Request).params.id, { script_name: (req as express.Request).baseUrl })}`),
        destroy: (req, res) => res.end(`destroyed ${(req as express.Request).params.id} (${(req as { originalMethod?: string }).originalMethod ?? req.method})`),
      },
      'errors#sync': () => {
        throw new Error('sync failure')
      },
      'errors#async': async () => {
        throw new Error('async failure')
      },
    },
    { methodOverride: true, onError: (error) => errors.push(error) },
  ),
)
// What routecraft passes on: a route without a handler here, and requests it does not know.
app.get('/blog/elsewhere', (_req, res) => void res.end('express served it'))
app.use((_req, res) => void res.status(404).end('express 404'))
const handleError: ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(500).end(`express caught: ${error.message}`)
app.use(handleError)

let port = 0
const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s))
})
port = (server.address() as AddressInfo).port

function request(method: string, path: string, body?: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }
    const req = send({ host: '127.0.0.1', port, path, method, headers, timeout: 2000 }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body: text, ...(res.headers.location ? { location: res.headers.location } : {}) }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

test('recognised under the mount path: req.params filled, paths generated below the mount path', async () => {
  assert.equal(await request('GET', '/blog/posts/7'), { status: 200, body: 'show 7 /blog/posts/7' })
  const index = JSON.parse((await request('GET', '/blog/posts.json')).body) as unknown
  assert.equal(index, { params: { controller: 'posts', action: 'index', format: 'json' }, self: '/blog/posts' })
})

test('no route, or no handler: next(), so Express serves it or answers its own 404', async () => {
  assert.equal(await request('GET', '/blog/elsewhere'), { status: 200, body: 'express served it' })
  assert.equal(await request('GET', '/blog/nothing/here'), { status: 404, body: 'express 404' })
  assert.equal(await request('GET', '/posts/7'), { status: 404, body: 'express 404' })
  assert.equal(await request('GET', '/blog/%zz'), { status: 404, body: 'express 404' })
})

test("a handler's error, thrown or rejected: next(err) to Express's error handler, not onError", async () => {
  assert.equal(await request('GET', '/blog/boom'), { status: 500, body: 'express caught: sync failure' })
  assert.equal(await request('GET', '/blog/later'), { status: 500, body: 'express caught: async failure' })
  assert.equal(errors, [])
})

// Rails' own answers with SCRIPT_NAME are in listener-redirect/rails.jsonl (the SCRIPT_NAME cases).
test('redirects: an absolute path stays absolute, a relative one and an option redirect are below the mount path, as Rails with SCRIPT_NAME', async () => {
  assert.equal(await request('GET', '/blog/old/3'), { status: 301, body: '', location: `http://127.0.0.1:${port}/posts/3` })
  assert.equal(await request('GET', '/blog/relative/3'), { status: 301, body: '', location: `http://127.0.0.1:${port}/blog/posts/3` })
  assert.equal(await request('GET', '/blog/keep?x=1'), { status: 302, body: '', location: `http://127.0.0.1:${port}/blog/k?x=1` })
})

test('_method in a form body serves a POST as that method, when asked to', async () => {
  assert.equal(await request('POST', '/blog/posts/4', '_method=delete'), { status: 200, body: 'destroyed 4 (POST)' })
  assert.equal(await request('POST', '/blog/posts/4', '_method=bogus'), { status: 404, body: 'express 404' })
  const plain = createRequestListener(matcher, { posts: { destroy: (_req, res) => res.end('x') } })
  let passed = false
  plain({ method: 'POST', url: '/posts/4', headers: {}, body: { _method: 'delete' } } as never, {} as never, () => (passed = true))
  assert.ok(passed, 'without methodOverride a POST stays a POST (no route: next())')
})

test.after(() => new Promise<void>((resolve) => server.close(() => resolve())))

test.run()
