// Found by an independent probe: requirements of shapes the old guard (RC2033, a star-height
// heuristic) let through made one request cost seconds: `addr: /(\d{1,3}\.?)+/` took 7 s on
// `/hosts/` + 30 digits + `!` (24 s with 32), and a 37-byte request blocked a server for 5.5 s;
// 28 of 63 accepted shapes took over 50 ms on paths of 10–100 characters; a route with five globs
// took 17.7 s on a 405-byte path. Requirements and path regexps now run in time linear in the
// path (src/match/linear/): these specs count the work (machine steps), never the time, and check
// the analysis's verdict on each shape.
import { request, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, expand, parseRoutes } from '../../src/index.js'
import { backtrackingCost, work } from '../../src/match/linear/index.js'
import { compileRequirement } from '../../src/match/requirement.js'
import { createRequestListener } from '../../src/serve/index.js'
import { runCli, tempDir } from '../cli/helpers.js'

// Drawn, with at most RC2130 warnings: Rails' own engine may be slow on them, routecraft is not.
function matcherOf(source: string) {
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  assert.ok(diagnostics.every((d) => d.code === 'RC2130' && d.severity === 'warning'), source)
  return createMatcher(routes)
}

function steps(run: () => unknown): number {
  const before = work.steps
  run()
  return work.steps - before
}

// Linear: twice the text costs at most a little over twice the work.
function assertLinear(cost: (n: number) => number, label: string): void {
  const small = cost(50)
  const large = cost(400)
  assert.ok(large <= small * 8 * 1.25 + 100, `${label}: ${small} steps at 50, ${large} at 400`)
}

const HOSTS = 'get "hosts/:addr", to: "hosts#show", addr: /(\\d{1,3}\\.?)+/\n'

test('`addr: /(\\d{1,3}\\.?)+/` is drawn with a warning, matches as Rails does, and a failing path costs linear work (was: 7 s at 30 digits, no warning)', () => {
  const [warning, ...others] = expand(parseRoutes(HOSTS).ast).diagnostics
  assert.equal(others, [])
  assert.is(`${warning!.code} ${warning!.severity} ${warning!.position.start.line}:${warning!.position.start.column}`, 'RC2130 warning 1:1')
  assert.match(warning!.message, /^Regexp requirement :addr => \/\(\\d\{1,3\}\\\.\?\)\+\/ can take exponential time in a backtracking engine \(Rails' Onigmo, PCRE2, Python re, Java\) on a crafted path: routecraft matches it in linear time/)
  const matcher = matcherOf(HOSTS)
  assert.equal({ ...matcher.recognize('GET', '/hosts/10.0.0.1')!.params }, { controller: 'hosts', action: 'show', addr: '10.0.0.1' })
  // Rails 8's answers (`rails_routes.rb routes.rb recognize …`).
  assert.equal({ ...matcher.recognize('GET', '/hosts/10.0.0.1.json')!.params }, { controller: 'hosts', action: 'show', addr: '10.0.0.1', format: 'json' })
  assert.equal({ ...matcher.recognize('GET', '/hosts/1.2.3.4.5.6')!.params }, { controller: 'hosts', action: 'show', addr: '1.2.3.4.5.6' })
  assert.is(matcher.recognize('GET', `/hosts/${'1'.repeat(30)}!`), null)
  assert.ok(steps(() => matcher.recognize('GET', `/hosts/${'1'.repeat(32)}!`)) < 5_000)
  assertLinear((n) => steps(() => matcher.recognize('GET', `/hosts/${'1'.repeat(n)}!`)), 'hosts')
  assert.equal(backtrackingCost(`^(?:${compileRequirement({ regexp: '(\\d{1,3}\\.?)+', flags: '' })!.source})$`), { kind: 'exponential' })
})

test('the shapes that passed the old guard: each judged by the analysis, each recognised in linear work', () => {
  const shapes: Array<[string, string, string, string]> = [
    ['(aa?)+', '', 'exponential', 'a'],
    ['(a{1,9}){1,9}', '', 'exponential', 'a'],
    ['(?i)(a|A)*', '', 'exponential', 'a'],
    ['(?x) ( a | a b ? ) + ', '', 'exponential', 'a'],
    ['(a|A)+', 'i', 'exponential', 'a'],
    ['\\d*\\d*\\d*\\d*\\d*\\d*', '', 'polynomial', '1'],
    ['a*a*b?a*', '', 'polynomial', 'a'],
  ]
  for (const [regexp, flags, kind, ch] of shapes) {
    const requirement = compileRequirement({ regexp, flags })!
    assert.is(backtrackingCost(`^(?:${requirement.source})$`).kind, kind, regexp)
    const written = flags === '' ? `/${regexp}/` : `/${regexp}/${flags}`
    const matcher = matcherOf(`get "x/:id", to: "a#b", as: "a", id: ${written}\n`)
    assert.ok(matcher.recognize('GET', `/x/${ch.repeat(4)}`), regexp)
    assertLinear((n) => steps(() => matcher.recognize('GET', `/x/${ch.repeat(n)}!`)), regexp)
    // Generation checks the value against the requirement: a failing value costs linear work too.
    const generate = (n: number) => steps(() => assert.throws(() => matcher.generate('a', { id: `${ch.repeat(n)}!` }), /UrlGenerationError|No route matches/))
    assertLinear(generate, `${regexp} (generation)`)
  }
})

test('a route with five globs costs linear work on a long path and keeps Ruby\'s greedy captures (was: 17.7 s at 405 bytes)', () => {
  const matcher = matcherOf('get "*a/*b/*c/*d/*e/end", to: "a#b"\n')
  // Rails 8's answers (`rails_routes.rb routes.rb recognize …`); Rails itself took over 30 s on
  // the 401-byte failing path below.
  assert.equal({ ...matcher.recognize('GET', '/1/2/3/4/5/6/end')!.params }, { controller: 'a', action: 'b', a: '1', b: '2', c: '3', d: '4', e: '5/6' })
  assert.equal({ ...matcher.recognize('GET', '/1/2/3/4/5/end.json')!.params }, { controller: 'a', action: 'b', a: '1', b: '2', c: '3', d: '4', e: '5', format: 'json' })
  assert.is(matcher.recognize('GET', '/a/b/c/d/e/f/g/end.x.y'), null)
  const path = (n: number) => `${'/a'.repeat(n)}!`
  assert.is(matcher.recognize('GET', path(200)), null)
  assert.ok(steps(() => matcher.recognize('GET', path(202))) < 60_000)
  assertLinear((n) => steps(() => matcher.recognize('GET', path(n))), 'five globs')
  for (const globs of [3, 4, 6]) {
    const pattern = Array.from({ length: globs }, (_, i) => `*g${i}`).join('/')
    const many = matcherOf(`get "${pattern}/end", to: "a#b"\n`)
    assertLinear((n) => steps(() => many.recognize('GET', path(n))), `${globs} globs`)
  }
})

test('`routecraft check` warns (RC2130) and `routecraft recognize` answers the hostile paths in linear work (was: 7 s, 17.7 s at 405 bytes)', async () => {
  const cwd = tempDir({ 'routes.rb': `${HOSTS}get "*a/*b/*c/*d/*e/end", to: "a#b"\n` })
  const checked = await runCli(['check', 'routes.rb'], { cwd })
  assert.match(checked.stderr + checked.stdout, /RC2130/)
  const hostile = `/hosts/${'1'.repeat(30)}!`
  const globs = `${'/a'.repeat(202)}!`
  assert.is(globs.length, 405)
  for (const path of [hostile, globs]) {
    const before = work.steps
    const { code, stderr } = await runCli(['recognize', 'routes.rb', 'GET', path], { cwd })
    assert.ok(work.steps - before < 60_000, `${work.steps - before} steps`)
    assert.is(code, 1)
    assert.ok(stderr.endsWith(`No route matches [GET] "${path}"\n`), stderr)
  }
})

let server: Server

test('through createRequestListener, the 37-byte request is answered (404) in linear work and the next request is served (was: blocked 5.5 s)', async () => {
  const matcher = matcherOf(`${HOSTS}get "up", to: "health#show"\n`)
  const listener = createRequestListener(matcher, { 'health#show': (_req, res) => res.end('ok') })
  server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path }, (res) => (res.resume(), res.on('end', () => resolve(res.statusCode!))))
      req.on('error', reject)
      req.end()
    })
  const hostile = `/hosts/${'1'.repeat(29)}!`
  assert.is(hostile.length, 37)
  const before = work.steps
  const answers = await Promise.all([get(hostile), get('/up')])
  assert.ok(work.steps - before < 5_000, `${work.steps - before} steps`)
  assert.equal(answers.map((status) => status >= 400), [true, false])
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

// Found by the fuzzer: linear, but with counted repetitions nested in one another the machine's
// program has thousands of instructions, and a 16 KB path took 7 s (90 million steps).
test('a requirement whose machine is thousands of instructions warns (RC2131) with the cost per character it has; an ordinary one does not', () => {
  const source = 'get "r0/:id", to: "a#b", id: /(\\.?){1,9}[a-z](((\\w|\\d?){1,9}|(a|\\.?)+){2,}(([a.][a.]){0,2})?){1,9}/\n'
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  assert.equal(diagnostics.map((d) => `${d.code} ${d.severity} ${d.position.start.line}:${d.position.start.column}`), ['RC2131 warning 1:1'])
  const size = Number(/compiles to ([\d,]+) instructions/.exec(diagnostics[0]!.message)![1]!.replace(/,/g, ''))
  assert.ok(size > 500, diagnostics[0]!.message)
  const matcher = createMatcher(routes)
  const perCharacter = steps(() => matcher.recognize('GET', `/r0/${'a'.repeat(4_000)}!`)) / 4_000
  assert.ok(perCharacter >= size / 2 && perCharacter <= size * 3, `${perCharacter} steps per character, ${size} instructions`)
  assert.equal(expand(parseRoutes(HOSTS).ast).diagnostics.map((d) => d.code), ['RC2130'])
})

test.run()
