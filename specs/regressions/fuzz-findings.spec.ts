// Crashes and hangs the fuzzers found (issue 7), each fixed at its source and kept here with the
// input that showed it. Before the fixes each of these threw from createMatcher or recognize,
// hung recognition, or ended in an internal error.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, expand, parseRoutes, parseRoutesYaml } from '../../src/index.js'
import { work } from '../../src/match/linear/index.js'
import { compileRequirement } from '../../src/match/requirement.js'

function expandRb(source: string) {
  const parsed = parseRoutes(source)
  assert.equal(parsed.diagnostics, [])
  return expand(parsed.ast)
}

function only(source: string): string {
  const { routes, diagnostics } = expandRb(source)
  assert.equal(routes, [])
  assert.is(diagnostics.length, 1)
  return `${diagnostics[0]!.code} ${diagnostics[0]!.name}: ${diagnostics[0]!.message}`
}

test('a `)` closing nothing in a path is refused as Rails refuses it (was: createMatcher threw "unbalanced right parenthesis")', () => {
  assert.is(only('get "/:id-:constructor-)-:id", to: "a#b"\n'), 'RC2056 Racc::ParseError: parse error on value ")" (RPAREN)')
  assert.is(only('resources :photos, path: ")"\n'), 'RC2056 Racc::ParseError: parse error on value ")" (RPAREN)')
  assert.equal(expandRb('get "/a(\\\\)", to: "a#b"\n').routes.map((r) => r.path), ['/a(%5C)(.:format)'])
})

test('a requirement the matcher cannot translate is refused, naming the route (was: createMatcher threw an invalid-regexp SyntaxError)', () => {
  assert.match(only('get "/z/:id", to: "a#b", id: /x(?~a)/\n'), /^RC2034 ArgumentError: Regexp requirement cannot be used for matching: :id => \/x\(\?~a\)\/ in route "\/z\/:id\(\.:format\)" \(unsupported Ruby regexp: absent operator \(\?~…\) at column 2 has no exact JavaScript equivalent\)$/)
})

test('escapes and group names under `i` translate whole, so Rails\' requirements are kept (were refused with RC2034 since the fuzz seeds above)', () => {
  const { routes, diagnostics } = expandRb('get "/x/:id", to: "a#b", id: /[\\u0000-\\uffff]+/i\nget "/y/:id", to: "a#b", id: /(?<y>\\d+)/i, format: false\nget "/e/:id", to: "a#b", id: /\\u00e9+/i\n')
  assert.equal(diagnostics, [])
  const matcher = createMatcher(routes)
  assert.is(matcher.recognize('GET', '/x/Zz')?.params.id, 'Zz')
  assert.is(matcher.recognize('GET', '/y/12')?.params.id, '12')
  assert.is(matcher.recognize('GET', '/y/1a'), null)
})

test('a huge requirement is refused (was: createMatcher threw "Regular expression too large", fuzz seed 553331940)', () => {
  assert.match(only(`get "/x/:id", to: "a#b", id: /${'\\d'.repeat(300_000)}/\n`), /^RC2034 .*\(longer than 4096 characters\)$/)
})

test('a group name used twice in one path regexp is kept, as Ruby keeps it (was refused with RC2034, and before that: "Duplicate capture group name")', () => {
  // Answers: tools/rails-oracle.rb recognize.
  const { routes, diagnostics } = expandRb(String.raw`get "/:a/:b", to: "a#b", a: /(?<n>\d)/, b: /(?<n>\w)/
get "/h(.:format)/:format", to: "a#c", format: /(?<y>\d+)/
get "/k/:a/x/:a", to: "a#d", a: /(?<n>\d)/
get "/m/:a/:b(/:c)", to: "a#e", a: /(?<n>\d)(?<m>\d)/, b: /(?<m>[a-z])/, c: /(?<n>\d+)/
get "/r/:a/:b", to: "a#f", a: /(?<n>\d)\k<n>/, b: /(?<n>[a-z])\k<n>/
`)
  assert.equal(diagnostics, [])
  const matcher = createMatcher(routes)
  const rails: Array<[string, string | null]> = [
    ['/1/x', '{"controller":"a","action":"b","a":"1"}'],
    ['/h.12/12', '{"format":"12","controller":"a","action":"c"}'],
    ['/k/1/x/2', '{"controller":"a","action":"d","a":"1"}'],
    ['/m/12/a', '{"controller":"a","action":"e","a":"1"}'],
    ['/m/12/a/345', '{"controller":"a","action":"e","a":"1","b":"345"}'],
    ['/r/11/aa', '{"controller":"a","action":"f","a":"1"}'],
    ['/r/12/ab', null],
  ]
  for (const [path, params] of rails) {
    const found = matcher.recognize('GET', path)
    assert.is(found && JSON.stringify({ ...found.params }), params, path)
  }
})

// Each of these hung recognition (fuzz seed 779455089 and kin) and was refused as RC2033 by a
// shape heuristic; they are now accepted as Rails accepts them, and run in linear time.
const steps = (run: () => unknown): number => {
  const before = work.steps
  run()
  return work.steps - before
}

test('a catastrophic `format:` regexp recognises in linear work (was: recognize hung)', () => {
  const { diagnostics } = parseRoutesYaml('routes:\n  - get: /(/:id)/:format/x\n    to: a#show\n    format: !regexp /(\\w+\\s?)*/x\n')
  assert.equal(diagnostics, [])
  assert.equal(expandRb('get "/x/:id", to: "a#b", format: /(\\w+\\s?)*/\n').diagnostics.map((d) => d.code), ['RC2130'])
  const matcher = createMatcher(expandRb('get "/x/:id", to: "a#b", format: /(\\w+\\s?)*/\n').routes)
  assert.is(matcher.recognize('GET', '/x/1.ab c')?.params.format, 'ab c')
  assert.ok(steps(() => matcher.recognize('GET', `/x/1.${'ab '.repeat(2000)}!`)) < 2_000_000)
})

test('a repeated group whose branches can start alike matches as V8 does, in linear work (was: recognize hung on /(a|a)*/, fuzz seed 779455089)', () => {
  for (const regexp of ['(a|a)*', '(\\d|\\d\\d)+', '(?:ab|a)+', '([a-z]|x){2,}', '(?<n>\\w|_)+', '(x|\\.|[^\\/])*', '(?i:a|A)+', '(.|b)*', '(\\d?a|a)+', '([0-9]?a|a)+', '(b?a|a)+']) {
    // `(?:ab|a)+` reads each text one way (a `b` always closes `ab`): no warning for it.
    assert.equal(expandRb(`get "/x/:id", to: "a#b", id: /${regexp}/\n`).diagnostics.map((d) => d.code), regexp === '(?:ab|a)+' ? [] : ['RC2130'], regexp)
    const matcher = createMatcher(expandRb(`get "/x/:id", to: "a#b", id: /${regexp}/\n`).routes)
    const text = `/x/${'a'.repeat(3000)}`
    const native = new RegExp(`^(?:${compileRequirement({ regexp, flags: '' })!.source})$`, 'u').test(text.slice(3))
    assert.is(matcher.recognize('GET', text) !== null, native, regexp)
    assert.ok(steps(() => matcher.recognize('GET', `${text}!`)) < 3_000_000, regexp)
  }
  const matcher = createMatcher(expandRb('get "/x/:id", to: "a#b", id: /(en|fr)+/\n').routes)
  assert.is(matcher.recognize('GET', `/x/${'en'.repeat(5000)}`)?.params.id, 'en'.repeat(5000))
  assert.is(matcher.recognize('GET', `/x/${'en'.repeat(5000)}x`), null)
})

test('a segment named like a glob takes its requirement and matches long paths in linear work (was: 12 s per request, fuzz seed 2680787667)', () => {
  // `*slug(/:slug)`: the second `slug` gets the glob's `.+?`, and the two split a long path in
  // quadratically many ways for a backtracking engine.
  const matcher = createMatcher(expandRb(`get '*slug(/:slug)/x', to: 'a#b'\n`).routes)
  assert.is(matcher.recognize('GET', `${'/a'.repeat(100)}/x`)?.route.path, '/*slug(/:slug)/x(.:format)')
  assert.is(matcher.recognize('GET', `${'/a'.repeat(3000)}/x`)?.route.path, '/*slug(/:slug)/x(.:format)')
  assert.ok(steps(() => matcher.recognize('GET', '/a'.repeat(30_000))) < 5_000_000)
})

test('a route path too long for a path regexp is refused (was: recognize threw "Regular expression too large")', () => {
  const path = `/x(/:id${'"'.repeat(100_000)})`
  assert.match(only(`get '${path}', to: "a#b"\n`), /^RC2057 ArgumentError: route path too long: 3000\d\d characters \(at most 16384\)/)
  const fine = expandRb(`get '/x(/:id${'"'.repeat(1000)})', to: "a#b"\n`).routes
  assert.is(createMatcher(fine).recognize('GET', `/x/1${'%22'.repeat(1000)}`)?.params.id, '1')
})

test('deep nesting gets its own diagnostic (was: RC1000 "internal parser error: Maximum call stack size exceeded")', () => {
  const { diagnostics } = parseRoutes('scope "a" do\n'.repeat(300) + 'end\n'.repeat(300))
  assert.equal(diagnostics.map((d) => d.code), ['RC1020'])
})

test('hundreds of words after a value on one line (was: RC1000 stack overflow in the parser\'s recovery, fuzz seed 553291395)', () => {
  for (const tail of ['a '.repeat(2000), 'a(1) '.repeat(2000), 'a A '.repeat(2000)]) {
    const source = `get "x", to: "a#b" ${tail}\nget "y", to: "a#b"\n`
    const { diagnostics } = parseRoutes(source, { strict: true })
    assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`), ['RC1007 1:20 expected a line break or `;` before `a`'])
    // Lenient, the statement is kept as Ruby the grammar cannot read, and the next one drawn.
    assert.equal(parseRoutes(source).ast.children.map((c) => c.type), ['ruby', 'match'])
  }
  for (const [open, close] of [['{ k: 1 ', '}'], ['[1 ', ']'], ['f(1 ', ')'], ['{ k: 1 ', '']]) {
    const source = `get "x", to: "a#b", q: ${open}${'a '.repeat(2000)}${close}\n`
    assert.equal(parseRoutes(source, { strict: true }).diagnostics.map((d) => d.code), ['RC1001'], open)
    assert.ok(parseRoutes(source).diagnostics.every((d) => d.code !== 'RC1000'), open)
  }
})

test('deep YAML gets its own diagnostic (was: RC3000 or RC3001 "maximum call stack size exceeded")', () => {
  const flow = parseRoutesYaml(`routes: ${'['.repeat(3000)}${']'.repeat(3000)}\n`)
  assert.equal(flow.diagnostics.map((d) => d.code), ['RC3025'])
  // 1,800 levels (6.5 MB of indentation, under the 8 MiB a file may have; a sequence may sit at its key's indentation).
  const block = 'routes:\n' + Array.from({ length: 1800 }, (_, i) => `${' '.repeat(2 + 2 * i)}- scope: a\n${' '.repeat(4 + 2 * i)}routes:\n`).join('')
  assert.equal(parseRoutesYaml(block).diagnostics.map((d) => d.code), ['RC3025'])
})

test.run()
