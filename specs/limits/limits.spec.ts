// Issue 7's limits: each ends in a clear diagnostic or a result, never a stack overflow or an
// out-of-memory. (Cost in size is shown by `bench/limits.ts`, not timed here.)
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { routeFile, statement, str } from '../../src/ast/index.js'
import type { Statement } from '../../src/ast/index.js'
import { createMatcher, expand, formatRoutesTable, parseRoutes, parseRoutesYaml, printRoutes } from '../../src/index.js'
import { work } from '../../src/match/linear/index.js'

const codes = (diagnostics: { code: string }[]) => diagnostics.map((d) => d.code)

test('10,000 nested blocks: RC1020 naming the line of the 101st level', () => {
  const { ast, diagnostics } = parseRoutes('scope "a" do\n'.repeat(10_000) + 'get "x", to: "a#b"\n' + 'end\n'.repeat(10_000))
  assert.equal(codes(diagnostics), ['RC1020'])
  assert.is(diagnostics[0]!.message, 'blocks and brackets nest too deeply: `do` on line 101 opens level 101, and at most 100 are allowed')
  assert.is(diagnostics[0]!.position.start.line, 101)
  assert.equal(ast.children, [])
})

test('10,000 nested brackets, braces, parens and brace blocks, closed or not: RC1020', () => {
  for (const [open, close] of [['[', ']'], ['{a: ', '}'], ['f(', ')'], ['[', '']]) {
    const { diagnostics } = parseRoutes(`get "x", to: "a#b", q: ${open.repeat(10_000)}${close.repeat(10_000)}\n`)
    assert.equal(codes(diagnostics), ['RC1020'], open)
  }
  assert.equal(codes(parseRoutes('scope("a") {\n'.repeat(10_000)).diagnostics), ['RC1020'])
})

test('100 levels are allowed: parsed and expanded', () => {
  const { ast, diagnostics } = parseRoutes('scope "a" do\n'.repeat(98) + 'get "x", to: "a#b", q: [[1]]\n' + 'end\n'.repeat(98))
  assert.equal(diagnostics, [])
  assert.is(expand(ast).routes[0]!.path, `/${'a/'.repeat(98)}x(.:format)`)
})

test('an AST 10,000 scopes deep (built by hand, as an API caller may): the expander answers RC2092', () => {
  let node: Statement = statement('get', [str('x')], [])
  for (let i = 0; i < 10_000; i++) node = statement('scope', [str('a')], [], [node])
  const { routes, diagnostics } = expand(routeFile([node]))
  assert.equal(routes, [])
  assert.equal(codes(diagnostics), ['RC2092'])
})

test('routes.yaml 2,000 levels deep in blocks, 10,000 in flow: RC3025', () => {
  // 10,000 levels of blocks are 100 MB of indentation: refused for their size (RC3028) before.
  const block = 'routes:\n' + Array.from({ length: 2_000 }, (_, i) => `${' '.repeat(2 + 2 * i)}- routes:\n`).join('')
  assert.equal(codes(parseRoutesYaml(block).diagnostics), ['RC3025'])
  assert.equal(codes(parseRoutesYaml(`routes: ${'[{scope: a, routes: '.repeat(10_000)}\n`).diagnostics), ['RC3025'])
})

test('an 8 MB routes file of 130,000 routes parses, expands, prints and lists', () => {
  // Past ~120,000 items, push(...spread) and Math.max(...spread) overflow the stack: each step
  // of the way must loop instead (the parser's top-level statements did: RC1000).
  const line = `get "/p/:id/${'x'.repeat(30)}", to: "pages#show"\n`
  const source = line.repeat(130_000)
  assert.ok(source.length >= 8_000_000, String(source.length))
  const { ast, diagnostics } = parseRoutes(source)
  assert.equal(diagnostics, [])
  assert.is(printRoutes(ast).length, source.length)
  // Past the 100,000 routes one expansion draws by default (RC2114), the caller raises the limit.
  assert.equal(codes(expand(ast).diagnostics), ['RC2114'])
  const { routes } = expand(ast, { limits: { routes: 200_000 } })
  assert.is(routes.length, 130_000)
  assert.is(routes[129_999]!.source.line, 130_000)
  assert.is(formatRoutesTable(routes).split('\n').length, 130_002)
})

test('an 8 MB routes.yaml file parses', () => {
  const item = `  - get: /p/:id\n    to: pages#show\n    defaults: {note: ${'x'.repeat(1000)}}\n`
  const source = `routes:\n${item.repeat(7_900)}`
  assert.ok(source.length >= 8_000_000, String(source.length))
  const { ast, diagnostics } = parseRoutesYaml(source)
  assert.equal(diagnostics, [])
  assert.is(ast.children.length, 7_900)
})

test('a file over 8 MiB is refused unread, at 1:1 (RC1021, RC3028): memory grows ~100 bytes per character', () => {
  const over = 'get "x", to: "a#b"\n'.repeat(450_000)
  assert.ok(over.length > 8 * 1024 * 1024)
  const message = `the file is ${over.length.toLocaleString('en')} characters long: routecraft reads routes files of at most 8,388,608 characters (8 MiB)`
  const shown = (d: { code: string; position: { start: { line: number; column: number } }; message: string }) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`
  assert.equal(parseRoutes(over).diagnostics.map(shown), [`RC1021 1:1 ${message}`])
  assert.equal(parseRoutesYaml(over).diagnostics.map(shown), [`RC3028 1:1 ${message}`])
})

test('string literals, regexps and blank runs of 12 MB characters are read, not an internal error (RC1000: V8 regexps overflowed)', () => {
  const big = 'a'.repeat(6 << 20)
  const escapes = '\\a'.repeat(3 << 20)
  for (const source of [`get "x", to: "a#b", note: "${big}"\n`, `get "x", to: "a#b", note: '${escapes}'\n`, `get "x", to: "a#b", "${big}": 1\n`, `get "x", to: "a#b", note: :"${big}"\n`, `get "x", to: "a#b", id: /${big}/\n`, `get "x",${' '.repeat(6 << 20)}to: "a#b"\n`, `get "x",${'\\\n'.repeat(3 << 20)} to: "a#b"\n`]) {
    const { ast, diagnostics } = parseRoutes(source)
    assert.equal(diagnostics, [], source.slice(0, 40))
    assert.is(ast.children.length, 1)
  }
})

test('routes.yaml aliases are counted by what they expand to (RC3005): 99 uses of one big mapping built 1.5 GB', () => {
  const doc = (keys: number, uses: number): string => `routes:\n  - get: /p\n    to: a#b\n    defaults: &big {${Array.from({ length: keys }, (_, i) => `k${i}: 1`).join(', ')}}\n${'  - get: /p\n    to: a#b\n    defaults: *big\n'.repeat(uses)}`
  const [d, ...rest] = parseRoutesYaml(doc(20_000, 99)).diagnostics
  assert.equal(rest, [])
  assert.is(`${d!.code} ${d!.position.start.line}:${d!.position.start.column} ${d!.message}`, 'RC3005 10:15 aliases expand to too much: *big takes the document past 100,000 nodes added by aliases (a possible alias bomb)')
  assert.equal(parseRoutesYaml(doc(300, 99)).diagnostics, [])
})

test('1 MB string literals: a default keeps it; an unterminated one is RC1004; a route path is RC2057', () => {
  const mb = 'a'.repeat(1 << 20)
  const { ast, diagnostics } = parseRoutes(`get "x", to: "a#b", note: "${mb}"\n`)
  assert.equal(diagnostics, [])
  assert.is(expand(ast).routes[0]!.defaults['note'], mb)
  assert.equal(codes(parseRoutes(`get "x", to: "a#b", note: "${mb}\n`).diagnostics), ['RC1004'])
  assert.equal(codes(expand(parseRoutes(`get "${mb}", to: "a#b"\n`).ast).diagnostics), ['RC2057'])
  assert.equal(parseRoutesYaml(`routes:\n  - get: x\n    to: a#b\n    defaults: {note: "${mb}"}\n`).diagnostics, [])
})

test('catastrophic requirements are accepted and run linearly; one the linear matcher cannot run and backtracking makes slow is refused, naming the route (RC2033)', () => {
  const diagnostics = (regexp: string) => expand(parseRoutes(`get "/x/:id", to: "a#b", id: /${regexp}/\n`).ast).diagnostics
  for (const regexp of ['(a+)+', '(a*)*b', '(\\w+\\s?)*', '(?:\\d+,?)+', '((ab)*c)+', '(a+){2,}', '([a-z]+)*', '(,?\\d+)*', '(-[a-z-]+)+', '(?i:a\\w+)*', '(\\w+,\\w+)+', '(,\\d+,?)+']) {
    // Drawn with a warning that Rails' own engine may be slow on it (RC2130), unless each text
    // splits into iterations one way only (the old heuristic refused those too).
    const unambiguous = regexp === '((ab)*c)+' || regexp === '(,\\d+,?)+'
    assert.equal(codes(diagnostics(regexp)), unambiguous ? [] : ['RC2130'], regexp)
    const matcher = createMatcher(expand(parseRoutes(`get "/x/:id", to: "a#b", id: /${regexp}/\n`).ast).routes)
    const before = work.steps
    matcher.recognize('GET', `/x/${'a1,b '.repeat(40)}!`)
    assert.ok(work.steps - before < 200_000, `${regexp}: ${work.steps - before} steps`)
  }
  for (const regexp of ['(a+)+\\1', '(?<x>\\w+)*\\k<x>']) {
    const d = diagnostics(regexp)
    assert.equal(codes(d), ['RC2033'], regexp)
    assert.match(d[0]!.message, /^Regexp requirement can backtrack catastrophically \(the linear matcher cannot run a backreference, and backtracking is exponential in the path\)/)
    assert.ok(d[0]!.message.endsWith(`:id => /${regexp}/ in route "/x/:id(.:format)"`), d[0]!.message)
  }
  // A backreference the analysis shows harmless is kept (V8 runs it).
  for (const regexp of ['(a)\\1', '(\\w+)-\\1', '\\d+', '[(a+)+]']) assert.equal(diagnostics(regexp), [], regexp)
  assert.equal(codes(expand(parseRoutes('scope constraints: { id: /(a+)+\\1/ } do\n  get "/x/:id", to: "a#b"\nend\n').ast).diagnostics), ['RC2033'])
})

test.run()
