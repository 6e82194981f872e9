// `remote_ip` conditions read proxy headers only from a trusted proxy. Before the fix a client
// connecting directly from a public address with `X-Forwarded-For: 198.51.100.7` (or `Client-IP`,
// or `Forwarded: for=…`) passed a condition allowing only that office address, as it does in
// Rails, whose RemoteIp believes them from any peer; the README promised private peers only
// (match/conditions/NOTE.md).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { createRequestListener } from '../../src/serve/index.js'
import { routesOf } from '../match/_routes.js'

const matcher = createMatcher(routesOf(`
  get "admin", to: "admin#index", constraints: { remote_ip: "198.51.100.7" }
  get "admin", to: "public#index"
`))
const answer = (_req: unknown, res: { end(body: string): void }, params: Record<string, unknown>) => res.end(String(params.controller))
const listener = createRequestListener(matcher, { 'admin#index': answer, 'public#index': answer})

/** Which controller the listener picks for GET /admin from `peer` with `headers`. */
function served(peer: string | undefined, headers: Record<string, string>): string {
  let body = ''
  const res = { writeHead: () => undefined, setHeader: () => undefined, end: (text = '') => void (body = text) }
  listener({ method: 'GET', url: '/admin', headers: { host: 'example.org', ...headers }, socket: { encrypted: false, remoteAddress: peer } } as never, res as never)
  return body
}

const SPOOFS: Record<string, string>[] = [{ 'x-forwarded-for': '198.51.100.7' }, { 'client-ip': '198.51.100.7' }, { forwarded: 'for=198.51.100.7' }, { 'x-forwarded-for': '198.51.100.7, 10.0.0.2' }]

test('a client connecting directly cannot claim another address with any proxy header', () => {
  for (const peer of ['203.0.113.5', '2001:db8::1', '::ffff:203.0.113.5']) {
    for (const headers of SPOOFS) assert.is(served(peer, headers), 'public', `${peer} ${JSON.stringify(headers)}`)
  }
  assert.is(served('198.51.100.7', {}), 'admin') // the peer's own address counts
  assert.is(served('198.51.100.7', { 'x-forwarded-for': '203.0.113.9' }), 'admin')
})

test('a trusted proxy (loopback, private, link-local, IPv4-mapped loopback, a Unix socket) is believed, as Rails believes it', () => {
  for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '192.168.1.2', '172.16.0.1', 'fc00::5', 'fe80::1', '169.254.0.1', undefined]) {
    assert.is(served(peer, { 'x-forwarded-for': '198.51.100.7' }), 'admin', String(peer))
    assert.is(served(peer, { 'client-ip': '198.51.100.7' }), 'admin', String(peer))
    assert.is(served(peer, { 'x-forwarded-for': '203.0.113.9' }), 'public', String(peer))
  }
  // Behind a proxy that appends the client it saw, a forged first entry does not count.
  assert.is(served('127.0.0.1', { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }), 'public')
})

test.run()
