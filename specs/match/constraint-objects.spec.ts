import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, type ConstraintChecks } from '../../src/match/index.js'
import { createRequestListener, requestFacts } from '../../src/serve/index.js'
import { serve } from '../serve/_http.js'
import { oracleAnswers, recognizeUrl } from './_oracle.js'
import { routesOf } from './_routes.js'

// Constraint objects: requests answered as Rails answers them when the application implements the
// objects. The routes are the golden case m-constraint-objects (whose spec checks the objects each
// route carries against Rails'); the JavaScript checks below do what the oracle's Ruby objects do
// (tools/rails-oracle.rb). Regenerate from this directory with
//   ruby ../../../tools/rails-oracle.rb ../../golden/m-constraint-objects/routes.rb recognize $(cat requests.txt) > recognize.txt
const routes = routesOf(readFileSync(new URL('../golden/m-constraint-objects/routes.rb', import.meta.url), 'utf8'))
const checks: ConstraintChecks = {
  AdminOnly: ({ fact }) => fact('subdomain') === 'admin',
  'Subdomain.new("api")': ({ fact }) => fact('subdomain') === 'api',
  'Subdomain.new("own")': ({ fact }) => fact('subdomain') === 'own',
  EvenId: ({ params }) => Number.parseInt(String(params.id), 10) % 2 === 0,
}
const matcher = createMatcher(routes, { constraints: checks })

test('every URL is answered as Rails answers it, the objects implemented in JavaScript', () => {
  const answers = oracleAnswers(new URL('./constraint-objects/recognize.txt', import.meta.url))
  assert.ok(answers.length >= 16)
  for (const { verb, url, expect } of answers) assert.equal(recognizeUrl(matcher, verb, url), expect, `${verb} ${url}`)
})

test('an object without an implementation is never satisfied; without facts nothing is checked', () => {
  const bare = createMatcher(routes)
  const facts = requestFacts('http://admin.example.com/dashboard')
  assert.is(bare.recognize('GET', '/dashboard', facts)?.params.controller, 'public')
  assert.is(bare.recognize('GET', '/dashboard')?.params.controller, 'admin')
  // Only `true` satisfies: a check answering a truthy non-boolean does not.
  const loose = createMatcher(routesOf('get "x", to: "a#x", constraints: Loose\nget "x", to: "b#x"'), { constraints: { Loose: (() => 1) as never } })
  assert.is(loose.recognize('GET', '/x', {})?.params.controller, 'b')
})

test('a check that recognises another request leaves the search it interrupts intact', () => {
  let inner: unknown
  const nested: ReturnType<typeof createMatcher> = createMatcher(routesOf(`
    get "a/:x/b/:y", to: "a#b", constraints: Peek
    get "a/:x/b/:y", to: "a#fallback"
    get "zz/:deep/:er/:path/:than/:the/:outer/:one", to: "z#z"
    get "glob/*rest/:id", to: "g#g", constraints: Peek
  `), {
    constraints: {
      Peek: () => {
        inner = nested.recognize('GET', '/zz/1/2/3/4/5/6/7.json', {})?.params.outer
        return false
      },
    },
  })
  assert.equal({ ...nested.recognize('GET', '/a/1/b/2', {})?.params }, { controller: 'a', action: 'fallback', x: '1', y: '2' })
  assert.is(inner, '6')
  assert.is(nested.recognize('GET', '/glob/q/r/9', {}), null)
})

test('a check that is not a function is refused when the matcher is made; a null request checks nothing', () => {
  assert.throws(() => createMatcher(routes, { constraints: { AdminOnly: 'yes' as never } }), /the check of constraint object AdminOnly is not a function/)
  assert.is(matcher.recognize('GET', '/dashboard', null as never)?.params.controller, 'admin')
})

test('the listener hands constraint objects the real request (a cookie here)', async () => {
  const gated = createMatcher(routesOf('get "x", to: "a#x", constraints: SignedIn\nget "x", to: "b#x"'), {
    constraints: { SignedIn: ({ fact }) => (fact('cookies') as Record<string, string | null>).session === 'ok' },
  })
  const answer = (_req: unknown, res: { end(body: string): void }, params: Record<string, unknown>) => res.end(`${params.controller}`)
  const server = await serve(createRequestListener(gated, { 'a#x': answer, 'b#x': answer }))
  try {
    assert.is(await server.get('/x', { cookie: 'session=ok' }), 'a')
    assert.is(await server.get('/x', { cookie: 'session=no' }), 'b')
  } finally {
    await server.close()
  }
})

test("the listener's own facts: read once per request, first among the answers", async () => {
  const gated = createMatcher(routesOf('get "x", to: "a#x", constraints: Admin\nget "x", to: "b#x"'), {
    constraints: { Admin: ({ fact }) => fact('current_user') === 'root' && fact('subdomain') === 'api' },
  })
  let reads = 0
  const answer = (_req: unknown, res: { end(body: string): void }, params: Record<string, unknown>) => res.end(`${params.controller}`)
  const listener = createRequestListener(gated, { 'a#x': answer, 'b#x': answer }, {
    facts: (req) => (reads++, { current_user: req.headers['x-user'], subdomain: 'api' }),
  })
  const server = await serve(listener)
  try {
    assert.is(await server.get('/x', { 'x-user': 'root', host: 'www.example.com' }), 'a')
    assert.is(await server.get('/x', { 'x-user': 'guest' }), 'b')
    assert.is(reads, 2)
  } finally {
    await server.close()
  }
})

test.run()
