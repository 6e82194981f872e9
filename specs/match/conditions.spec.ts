import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, createRequestListener, requestFacts } from '../../src/match/index.js'
import { IpSpoofError, rackIp, railsRemoteIp } from '../../src/match/client-ip.js'
import { serve } from './_http.js'
import { routesOf } from './_routes.js'

// Rails' answers for full URLs (host, port, scheme, query) against routes with request conditions:
// chosen requests (requests.txt) and 250 seeded random ones (random-requests.txt). Regenerate from
// this directory with
//   ruby ../../../tools/rails-oracle.rb routes.rb recognize $(cat requests.txt) > recognize.txt
//   ruby ../../../tools/rails-oracle.rb routes.rb recognize $(cat random-requests.txt) > random-recognize.txt
const dir = new URL('./conditions/', import.meta.url)
const matcher = createMatcher(routesOf(readFileSync(new URL('routes.rb', dir), 'utf8')))
const answers = (file: string) => readFileSync(new URL(file, dir), 'utf8').trim().split('\n').map((line) => {
  const [, verb, url, answer] = /^(\S+) (\S+) => (.*)$/.exec(line)!
  return { verb: verb!, url: url!, expect: answer === 'NO MATCH' ? null : JSON.parse(answer!) }
})
const goldens = [...answers('recognize.txt'), ...answers('random-recognize.txt')]
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/?]+/, '').replace(/\?.*/, '') || '/'

test('every URL of the golden is answered as Rails answers it', () => {
  assert.ok(goldens.length >= 300)
  for (const { verb, url, expect } of goldens) {
    const found = matcher.recognize(verb, pathOf(url), requestFacts(url))
    const got = found && { route: found.route.path, name: found.route.name, params: { ...found.params } }
    assert.equal(got, expect, `${verb} ${url}`)
  }
})

test('method and request_method conditions see the verb being matched (GET while HEAD falls back)', () => {
  //   ruby ../../../tools/rails-oracle.rb verbs.rb recognize $(cat verbs-requests.txt) > verbs-recognize.txt
  const verbs = createMatcher(routesOf(readFileSync(new URL('verbs.rb', dir), 'utf8')))
  const lines = answers('verbs-recognize.txt')
  assert.ok(lines.length >= 9)
  for (const { verb, url, expect } of lines) {
    const found = verbs.recognize(verb, pathOf(url), requestFacts(url))
    assert.equal(found && { route: found.route.path, name: found.route.name, params: { ...found.params } }, expect, `${verb} ${url}`)
  }
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

test('requestFacts reads what Rails reads from a URL', () => {
  const facts = requestFacts('HTTPS://user@Shop.Example.com:8443/a/b?q=1#top')
  const answers = Object.fromEntries(['protocol', 'scheme', 'ssl?', 'host', 'port', 'host_with_port', 'subdomain', 'subdomains', 'domain', 'path', 'query_string', 'fullpath', 'url', 'ip'].map((m) => [m, facts(m)]))
  assert.equal(answers, {
    protocol: 'https://', scheme: 'https', 'ssl?': true, host: 'Shop.Example.com', port: 8443, host_with_port: 'Shop.Example.com:8443',
    subdomain: 'Shop', subdomains: ['Shop'], domain: 'Example.com', path: '/a/b', query_string: 'q=1', fullpath: '/a/b?q=1',
    url: 'https://Shop.Example.com:8443/a/b?q=1', ip: null,
  })
  assert.is(requestFacts('http://10.0.0.1/')('domain'), null)
  assert.is(requestFacts('http://example.com')('path'), '/')
  for (const bad of ['/relative', 'ftp://example.com/', 'http://', 'nonsense']) assert.throws(() => requestFacts(bad), /not an absolute http\(s\) URL/, bad)
})

test("the client's address as Rails reads it behind proxies: request.ip and request.remote_ip", () => {
  // ruby tools/rails-ip.rb < specs/match/conditions/ip-requests.txt > specs/match/conditions/ip.txt
  const lines = readFileSync(new URL('ip.txt', dir), 'utf8').split('\n').filter((line) => line !== '')
  assert.ok(lines.length >= 24)
  for (const line of lines) {
    const [remote, forwarded, client, answer] = line.split('\t').map((v) => (v === '-' ? undefined : v))
    const [ip, remoteIp] = JSON.parse(answer!) as [string | null, string | null | { error: string }]
    assert.is(rackIp(remote, forwarded), ip, `ip: ${line}`)
    let got: string | null | { error: string }
    try {
      got = railsRemoteIp(remote, client, forwarded)
    } catch (error) {
      got = { error: error instanceof IpSpoofError ? 'IpSpoofAttackError' : String(error) }
    }
    assert.equal(got, remoteIp, `remote_ip: ${line}`)
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

test.run()
