import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { createRequestListener, requestFacts } from '../../src/serve/index.js'
import { IpSpoofError } from '../../src/serve/client-ip.js'
import { InvalidMimeTypeError } from '../../src/serve/media-type.js'
import { incomingFacts } from '../../src/serve/request-facts.js'
import { serve } from '../serve/_http.js'
import { oracleAnswers, recognizeUrl } from './_oracle.js'
import { routesOf } from './_routes.js'

// Rails' answers for full URLs (host, port, scheme, query) against routes with request conditions:
// chosen requests (requests.txt) and 250 seeded random ones (random-requests.txt). Regenerate from
// this directory with
//   ruby ../../../tools/rails-oracle.rb routes.rb recognize $(cat requests.txt) > recognize.txt
//   ruby ../../../tools/rails-oracle.rb routes.rb recognize $(cat random-requests.txt) > random-recognize.txt
const dir = new URL('./conditions/', import.meta.url)
const matcher = createMatcher(routesOf(readFileSync(new URL('routes.rb', dir), 'utf8')))
const answers = (file: string) => oracleAnswers(new URL(file, dir))
const goldens = [...answers('recognize.txt'), ...answers('random-recognize.txt')]
type RailsRequest = { url: string; method?: string; remote_addr?: string; headers?: Record<string, string> }

// A fact's answer, or the error Rails raises in its place.
function answerOf(fact: (method: string) => unknown, method: string): unknown {
  try {
    return fact(method)
  } catch (error) {
    return { error: error instanceof IpSpoofError ? 'IpSpoofAttackError' : error instanceof InvalidMimeTypeError ? 'InvalidType' : String(error) }
  }
}

// What the listener answers for a request as Rack::MockRequest.env_for builds it: no Host header
// (Rails then reads SERVER_NAME and SERVER_PORT: the URL's host and port, the port always given),
// an https URL over an encrypted connection, remote_addr as the socket's.
function listenerFacts(request: RailsRequest): (method: string) => unknown {
  const url = requestFacts(request.url)
  const host = `${url('host') as string}:${url('port') as number}`
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]))
  const req = { method: request.method ?? 'GET', headers: { host, ...headers }, socket: { encrypted: url('scheme') === 'https', remoteAddress: request.remote_addr } }
  return incomingFacts(req as never, { path: url('path') as string, query: url('query_string') as string }, req.method)
}

test('every URL of the golden is answered as Rails answers it', () => {
  assert.ok(goldens.length >= 300)
  for (const { verb, url, expect } of goldens) assert.equal(recognizeUrl(matcher, verb, url), expect, `${verb} ${url}`)
})

test('method and request_method conditions see the verb being matched (GET while HEAD falls back)', () => {
  //   ruby ../../../tools/rails-oracle.rb verbs.rb recognize $(cat verbs-requests.txt) > verbs-recognize.txt
  const verbs = createMatcher(routesOf(readFileSync(new URL('verbs.rb', dir), 'utf8')))
  const lines = answers('verbs-recognize.txt')
  assert.ok(lines.length >= 9)
  for (const { verb, url, expect } of lines) assert.equal(recognizeUrl(verbs, verb, url), expect, `${verb} ${url}`)
})

test('without the request, conditions are not checked (the first route on verb and path wins)', () => {
  assert.is(matcher.recognize('GET', '/status')?.params.controller, 'api')
  assert.is(matcher.recognize('GET', '/ports')?.params.action, 'ports')
  // A static path's remembered answer never leaks into a search with facts, nor the reverse.
  assert.is(matcher.recognize('GET', '/status', requestFacts('http://example.com/status'))?.params.action, 'fallback')
  assert.is(matcher.recognize('GET', '/status')?.params.controller, 'api')
})

test('facts as a plain object or a function; extra answers override the URL', () => {
  assert.is(matcher.recognize('GET', '/status', { subdomain: 'app7' })?.params.controller, 'apps')
  assert.is(matcher.recognize('GET', '/status', (method) => (method === 'domain' ? 'example.org' : null))?.params.action, 'status')
  assert.is(matcher.recognize('GET', '/status', requestFacts('http://example.com/', { subdomain: 'api' }))?.params.controller, 'api')
  // A method the facts do not answer is nil: a string condition fails, `false` holds.
  assert.is(matcher.recognize('GET', '/blank', {})?.params.action, 'blank')
  assert.is(matcher.recognize('GET', '/present', {}), null)
})

test('requestFacts refuses what is not an absolute http(s) URL', () => {
  for (const bad of ['/relative', 'ftp://example.com/', 'http://', 'nonsense']) assert.throws(() => requestFacts(bad), /not an absolute http\(s\) URL/, bad)
})

// Where routecraft differs on purpose (conditions/NOTE.md): remote_ip reads no proxy header from a
// peer that is no trusted proxy, where Rails believes them from anyone.
const PEER_ONLY = new Map([[JSON.stringify({ url: 'http://example.com/x', remote_addr: '203.0.113.5', headers: { 'X-Forwarded-For': '198.51.100.7' } }), '203.0.113.5']])

test("every request method conditions may name answers as Rails answers it, behind proxies too", () => {
  // By `npm run goldens`, or from the repository root with Rails main:
  //   RAILS8_MOUNTS=$PWD ruby8 tools/rails-request.rb < specs/match/conditions/facts-requests.jsonl > specs/match/conditions/facts.jsonl
  const lines = readFileSync(new URL('facts.jsonl', dir), 'utf8').split('\n').filter((line) => line !== '')
  assert.ok(lines.length >= 34)
  for (const line of lines) {
    const { request, answers: rails } = JSON.parse(line) as { request: RailsRequest; answers: Record<string, unknown> }
    // A URL alone is requestFacts' business; headers and a client address come through the listener's.
    const fact = request.headers === undefined && request.remote_addr === undefined && request.method === undefined ? requestFacts(request.url) : listenerFacts(request)
    for (const [method, expected] of Object.entries(rails)) {
      const ours = method === 'remote_ip' ? PEER_ONLY.get(JSON.stringify(request)) : undefined
      assert.equal(answerOf(fact, method), ours ?? expected, `${method} of ${JSON.stringify(request)}`)
    }
  }
})

test('the listener checks conditions against the real request: Host header, client address, headers', async () => {
  const routed = createMatcher(routesOf(`
    get "who", to: "api#who", constraints: { subdomain: "api" }
    get "who", to: "local#who", constraints: { ip: /\\A127\\./, user_agent: /curl/ }
    get "who", to: "site#who"
  `))
  const answer = (_req: unknown, res: { end(body: string): void }, params: Record<string, unknown>) => res.end(`${params.controller}`)
  const server = await serve(createRequestListener(routed, { 'api#who': answer, 'local#who': answer, 'site#who': answer }))
  try {
    assert.is(await server.get('/who', { host: 'api.example.com' }), 'api')
    assert.is(await server.get('/who', { host: 'www.example.com', 'user-agent': 'curl/8' }), 'local')
    assert.is(await server.get('/who', { host: 'www.example.com', 'user-agent': 'Firefox' }), 'site')
    assert.is(await server.get('/who', { host: 'www.example.com', 'x-forwarded-host': 'api.example.com' }), 'api')
    // Behind a local proxy, Rails' request.ip is the forwarded client's, not 127.0.0.1.
    assert.is(await server.get('/who', { host: 'www.example.com', 'user-agent': 'curl/8', 'x-forwarded-for': '203.0.113.9' }), 'site')
  } finally {
    await server.close()
  }
})

test('a media_type condition reads Mime synonyms; an invalid Content-Type answers 406 as Rails does', async () => {
  const routed = createMatcher(routesOf(`
    post "in", to: "json#in", constraints: { media_type: "application/json" }
    post "in", to: "other#in"
  `))
  const answer = (_req: unknown, res: { end(body: string): void }, params: Record<string, unknown>) => res.end(`${params.controller}`)
  const server = await serve(createRequestListener(routed, { 'json#in': answer, 'other#in': answer }))
  try {
    const post = (type: string) => server.request('POST', '/in', { 'content-type': type })
    assert.equal(await post('text/x-json; charset=utf-8'), { status: 200, body: 'json' })
    assert.equal(await post('text/plain'), { status: 200, body: 'other' })
    assert.equal(await post('garbage'), { status: 406, body: 'Not Acceptable' })
  } finally {
    await server.close()
  }
})

test.run()
