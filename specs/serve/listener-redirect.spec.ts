// Redirect routes served over real HTTP. Every expected answer is what Rails main (on Rack 3.2)
// gives for the same route and Rack env: listener-redirect/rails.jsonl holds its answers (status,
// Location, body, Content-Type, Content-Length) to every request of listener-redirect/cases.txt,
// made by `npm run goldens`, or from the repository root with
//   RAILS8_MOUNTS=$PWD ruby8 tools/redirect-oracle.rb specs/serve/listener-redirect/routes.rb specs/serve/listener-redirect/cases.txt > specs/serve/listener-redirect/rails.jsonl
// and the tests below check a few of them over real HTTP. Rails' sources: routing/redirection.rb
// (Redirect#build_response, PathRedirect, OptionRedirect), http/url.rb (url_for; protocol, host
// and port from the Rack env), http/param_builder.rb and http/query_parser.rb (the query),
// rack 3.2's request.rb (scheme and proxy headers).
import { readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { createRequestListener, RedirectError } from '../../src/serve/index.js'
import { parseNestedQuery } from '../../src/serve/redirect-query.js'
import { routeRedirect } from '../../src/serve/redirect.js'
import { routesOf } from '../match/_routes.js'
import { answerTo } from './_rack-case.js'

const dir = new URL('./listener-redirect/', import.meta.url)
const matcher = createMatcher(routesOf(readFileSync(new URL('routes.rb', dir), 'utf8')))

const reported: unknown[] = []
const listener = createRequestListener(matcher, {}, { onError: (error) => void reported.push(error) })

let server: Server
let port = 0

interface Answer {
  status: number
  location?: string
  body: string
  type?: string
  length?: string
}

function get(path: string, headers: Record<string, string> = { host: 'example.org' }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, timeout: 5000 }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body, type: res.headers['content-type'], length: res.headers['content-length'] }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

async function location(path: string, headers?: Record<string, string>): Promise<string | number> {
  const answer = await get(path, headers)
  return answer.location ?? answer.status
}

test.before(async () => {
  server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

test.after(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('every case answers as Rails main answers it: status, Location, body, Content-Type, Content-Length', () => {
  const cases = readFileSync(new URL('rails.jsonl', dir), 'utf8').split('\n').filter((line) => line !== '')
  assert.ok(cases.length >= 99)
  for (const text of cases) {
    const [line, status, ...rest] = JSON.parse(text) as [string, number, ...unknown[]]
    const answer = answerTo(listener, line)
    // Where Rails raises (400, 500) the oracle prints the status alone.
    if (status >= 400) assert.is(answer[0], status, line)
    else assert.equal(answer, [status, ...rest], line)
  }
})

test('path redirects: an absolute Location, Rails headers and body', async () => {
  const answer = await get('/old/a%20b')
  assert.equal(answer, {
    status: 301,
    location: 'http://example.org/photos/a%20b',
    body: '',
    type: 'text/html; charset=utf-8',
    length: '0',
  })
  assert.is((await get('/moved?z=1')).status, 302)
  assert.is(await location('/moved?z=1'), 'http://example.org/new') // the query is dropped
  assert.is(await location('/old/7.json'), 'http://example.org/photos/7')
  assert.is(await location('/old/a%2Fb'), 'http://example.org/photos/a/b')
  assert.is(await location('/rel/3'), 'http://example.org/photos/3')
  assert.is(await location('/qq'), 'http://example.org/?x=1')
})

test('path redirects: the request Host and port, or the server address without a Host', async () => {
  assert.is(await location('/old/7', {}), `http://127.0.0.1:${port}/photos/7`) // Node sends Host itself
  assert.is(await location('/old/7', { host: 'ex.com:8080' }), 'http://ex.com:8080/photos/7')
  assert.is(await location('/old/7', { host: 'ex.com:80' }), 'http://ex.com/photos/7')
  assert.is(await location('/old/7', { host: '[::1]:3000' }), 'http://[::1]:3000/photos/7')
  assert.is(await location('/abs', { host: 'h.com:3000' }), 'https://ex.org/a')
  assert.is(await location('/cdn/7', { host: 'h.com:3000' }), 'http://cdn.example.com:3000/7')
  assert.is(await location('/cdn/7'), 'http://cdn.example.com/7')
  assert.is(await location('/user/7', { host: 'q.com:3000' }), 'http://user@h.com:8080/7')
  // HTTP/1.0 may omit Host: Rails then uses the server's name (here its address) and port.
  const raw = await new Promise<string>((resolve, reject) => {
    let text = ''
    const socket = connect(port, '127.0.0.1', () => socket.end('GET /old/7 HTTP/1.0\r\n\r\n'))
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
  assert.match(raw.toLowerCase(), `\r\nlocation: http://127.0.0.1:${port}/photos/7\r\n`)
})

test('path redirects: proxy headers, as Rack reads them', async () => {
  assert.is(await location('/old/7', { host: 'example.org', 'x-forwarded-host': 'fwd.com:99' }), 'http://fwd.com:99/photos/7')
  assert.is(await location('/old/7', { host: 'example.org', 'x-forwarded-host': 'a.com, b.com:81' }), 'http://b.com:81/photos/7')
  assert.is(await location('/old/7', { host: 'example.org', 'x-forwarded-host': 'a.com,' }), 'http://a.com/photos/7')
  assert.is(await location('/old/7', { host: 'example.org', 'x-forwarded-proto': 'https' }), 'https://example.org/photos/7')
  // Rack 3 takes the last allowed scheme of X-Forwarded-Proto.
  assert.is(await location('/old/7', { host: 's.com', 'x-forwarded-proto': 'https,http' }), 'http://s.com/photos/7')
  assert.is(await location('/old/7', { host: 's.com', 'x-forwarded-ssl': 'on' }), 'https://s.com/photos/7')
  assert.is(await location('/old/7', { host: 's.com', 'x-forwarded-scheme': 'https' }), 'https://s.com/photos/7')
  assert.is(await location('/old/7', { host: 's.com:3000', 'x-forwarded-proto': 'ftp' }), 'http://s.com:3000/photos/7')
  assert.is(await location('/old/7', { host: 'ex.com:80', 'x-forwarded-ssl': 'on' }), 'https://ex.com:80/photos/7')
})

test('path redirects: %{param} escaped per part; Ruby format errors answer 500', async () => {
  assert.is(await location('/q/a%20b~*'), 'http://example.org/s?x=a+b%7E*#fa%20b~*')
  assert.is(await location('/glob/a/b%20c%3F'), 'http://example.org/g/a/b%20c%3F?r=a%2Fb+c%3F')
  assert.is(await location('/frag/a%20b'), 'http://example.org/f#a%20b?')
  assert.is(await location('/hash/a%20b'), 'http://example.org/x/a%20b#')
  assert.is(await location('/old/%3Cx%3E%22'), 'http://example.org/photos/%3Cx%3E%22')
  assert.is(await location('/pct2/1'), 'http://example.org/a%25b/1')
  assert.is(await location('/pct/1'), 500) // "/a%b/1": URI::InvalidURIError
  assert.is(await location('/miss/y'), 500) // KeyError: key{x} not found
  assert.is(await location('/noint'), 500) // no params, so "/m/%{x}" stays and is no URI
})

test('option redirects: path, host, port, protocol, status, with %{param}', async () => {
  assert.is(await location('/p/a%20b?b=2&a=1'), 'http://example.org/y/a%20b?a=1&b=2')
  assert.is(await location('/p2?x'), 'http://example.org/y')
  assert.is(await location('/h?x=1'), 'http://example.com/h?x=1')
  assert.is(await location('/hp/1', { host: 'foo.com:81' }), 'http://example.com:81/z/1')
  assert.is(await location('/hrel'), 'http://h.comrel')
  assert.is(await location('/hostport'), 'http://h.com:8080/hostport')
  assert.is(await location('/port'), 'http://example.org:9000/port')
  assert.is(await location('/port', { host: 'h.com', 'x-forwarded-ssl': 'on' }), 'https://h.com:9000/port')
  assert.is(await location('/pnil', { host: 'h.com:3000' }), 'http://h.com/pnil')
  assert.is(await location('/proto', { host: 'h.com:3000' }), 'https://h.com:3000/proto')
  assert.is(await location('/p443', { host: 'h.com:3000' }), 'https://h.com/p443')
  assert.is(await location('/pf', { host: 'h.com:3000' }), 'http://h.com:3000/pf')
  assert.is(await location('/ftp', { host: 'h.com:3000' }), 'ftp://h.com:3000/ftp')
  assert.is(await location('/relopt'), 'http://example.org/y')
  assert.is(await location('/empty?a=1'), 'http://example.org/?a=1')
  assert.is(await location('/ts'), 'http://example.org/t') // a trailing slash for a blank path only
  assert.is(await location('/an/1'), 'http://example.org/a#x%20y')
  assert.is(await location('/up'), 'http://u%40:p+w@example.org/up')
  assert.is(await location('/op?q=1', { host: 'h.com:3000' }), 'http://h.com:3000/o?q=1')
  assert.is(await location('/noparam'), 500)
  assert.is(await location('/params?b=2'), 'http://example.org/params?a=1') // the option replaces the query
})

test('option redirects: subdomain, domain and tld_length', async () => {
  const sub = await get('/sub/bob', { host: 'www.shop.com:3000' })
  assert.is(sub.status, 302)
  assert.is(sub.location, 'http://stores.shop.com:3000/bob')
  assert.is(await location('/sub/bob', { host: '127.0.0.1:3000' }), 'http://127.0.0.1:3000/bob')
  assert.is(await location('/sub/bob', { host: 'localhost:3000' }), 'http://stores.localhost:3000/bob')
  assert.is(await location('/nosub', { host: 'www.a.com' }), 'http://a.com/nosub')
  // The route's structured `redirect` keeps Ruby's types: the String "false" is a subdomain
  // (the endpoint text `subdomain: false` could not tell the two apart).
  assert.is(await location('/sfalse', { host: 'www.a.com' }), 'http://false.a.com/sfalse')
  assert.is(await location('/pempty', { host: 'a.com:3000' }), 'http://a.com/pempty')
  assert.is(await location('/tld', { host: 'www.a.co.uk' }), 'http://m.a.co.uk/tld')
  assert.is(await location('/dom', { host: 'a.b.example.com' }), 'http://a.b.other.org/dom')
})

test('option redirects keep the query as Rails parses it (ParamBuilder) and prints it', async () => {
  assert.is(await location('/p2?a[b]=1&a[c][]=2&d[]=x&e'), 'http://example.org/y?a%5Bb%5D=1&a%5Bc%5D%5B%5D=2&d%5B%5D=x')
  assert.is(await location('/p2?a=1;b=2&%20%20c=3&x+y=a+b&e=&f'), 'http://example.org/y?++c=3&a=1%3Bb%3D2&e=&x+y=a+b') // `&` only
  assert.is(await location('/p2?a[]=1&a[][b]=2&a[][b]=3&a[][c]=4'), 'http://example.org/y?a%5B%5D=1&a%5B%5D%5Bb%5D=2&a%5B%5D%5Bb%5D=3&a%5B%5D%5Bc%5D=4')
  assert.is(await location('/p2?k[=v&[]=w&]=x'), 'http://example.org/y?%5B%5D=w&%5D=x&k%5B=v')
  assert.is(await location('/p2?__proto__[x]=1&constructor=3'), 'http://example.org/y?__proto__%5Bx%5D=1&constructor=3')
  assert.is(await location('/p2?a=%E2%9C%93&%C3%A9=1'), 'http://example.org/y?%C3%A9=1&a=%E2%9C%93')
  // ActionController::BadRequest "Invalid query parameters: ..." (request.rb GET), names nested
  // 100 deep (ParamsTooDeepError) included.
  for (const query of ['x=%ff', 'x=%zz', 'a=1&a[b]=2', 'a[b]=1&a[]=2', `a${'[b]'.repeat(120)}=1`]) assert.is((await get(`/p2?${query}`)).status, 400, query)
  // Rails main sets no limit on the number of params or the query's size (its oracle answers
  // these 301 with the whole query). Longer than Node's header limit: straight to the listener,
  // as middleware would call it.
  const answers: [number, number][] = []
  const res = { writeHead: (status: number, headers: { location: string }) => answers.push([status, headers.location.length]), end: () => {} }
  for (const query of ['x=1&'.repeat(4096), `${'a'.repeat(70_000)}=1`, `x=${'a'.repeat(4_200_000)}`]) {
    listener({ method: 'GET', url: `/p2?${query}`, headers: { host: 'h.com' } } as never, res as never)
  }
  assert.equal(answers, [[301, 18], [301, 70_017], [301, 4_200_017]])
})

test('an https connection is https', () => {
  let location: unknown
  const res = { writeHead: (_status: number, headers: Record<string, unknown>) => (location = headers.location), end: () => {} }
  listener({ method: 'GET', url: '/old/7', headers: { host: 'ex.com:443' }, socket: { encrypted: true } } as never, res as never)
  assert.is(location, 'https://ex.com/photos/7')
  listener({ method: 'GET', url: '/p2?q=1', headers: { host: 'ex.com:8443' }, socket: { encrypted: true } } as never, res as never)
  assert.is(location, 'https://ex.com:8443/y?q=1')
})

test('routeRedirect reads the route\'s redirect field, never its endpoint text', () => {
  assert.equal(routeRedirect({ redirect: { status: 301, path: '/new/%{id}' } }), { kind: 'path', status: 301, target: '/new/%{id}' })
  assert.equal(routeRedirect({ redirect: { status: 307, options: { path: '/p', subdomain: false, port: null, tld_length: 2, protocol: { symbol: 'https' } } } }), {
    kind: 'options',
    status: 307,
    options: Object.assign(Object.create(null) as object, { path: '/p', subdomain: false, port: null, tld_length: '2', protocol: 'https' }),
  })
  // A `params:` Hash is the query, keyed by name; the text alone (a route list without the field) is no redirect.
  assert.equal(routeRedirect({ redirect: { status: 301, options: { params: { hash: [[{ symbol: 'a' }, 1]] } } } }), {
    kind: 'options',
    status: 301,
    options: Object.create(null) as object,
    params: Object.assign(Object.create(null) as object, { a: 1 }),
  })
  assert.is(routeRedirect({ redirect: { status: 301, options: { params: { hash: [[{ symbol: 'a' }, { regexp: 'x', flags: '' }]] } } } } as never), null)
  assert.is(routeRedirect({ endpoint: 'redirect(301, /new)' } as never), null)
})

test("parseNestedQuery follows Rails' ParamBuilder", () => {
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
  assert.equal(plain(parseNestedQuery('a[][b]=1&a[][c]=2&a[][b]=3&x[y][z]=4')), { a: [{ b: '1', c: '2' }, { b: '3' }], x: { y: { z: '4' } } })
  assert.equal(plain(parseNestedQuery('a&b=&c=1=2')), { a: null, b: '', c: '1=2' })
  assert.equal(plain(parseNestedQuery('')), {})
})

test('where Rails raises, the listener answers 500 and hands onError a RedirectError', async () => {
  reported.length = 0
  assert.is(await location('/noparam'), 500)
  assert.is(reported.length, 1)
  assert.instance(reported[0], RedirectError)
  assert.match((reported[0] as Error).message, /key\{?x\}? not found|%\{x\}/)
})

test.run()
