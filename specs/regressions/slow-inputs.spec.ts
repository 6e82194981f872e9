// Slow inputs found by `npm run fuzz` and by looking for their kin, each fixed at its source.
// Each spec counts the work of an input and of one ten times its size (specs/_support/work.ts):
// about 10 times the work is linear, about 100 quadratic. The timings are in `bench/limits.ts`.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseRoutes, parseRoutesYaml } from '../../src/index.js'
import { routesLexer } from '../../src/syntax/tokens.js'
import { growth, workOf } from '../_support/work.js'

/** Asserts the work of `run` grows linearly from `n` to `10 n`. */
function assertLinear(run: (n: number) => () => unknown, n: number): void {
  const grew = growth(run, n)
  assert.ok(grew < 20, `the work grew ${grew.toFixed(1)} times for an input 10 times larger`)
}

const codes = (diagnostics: ReadonlyArray<{ code: string }>): string[] => diagnostics.map((d) => d.code)

// Seed 553292028: 38 lines of 10,000 nested flow lists (780 KB) took 8-10 s. The yaml library's
// parser and composer made an error object per bracket (760,000) after overflowing the stack.
test('routes.yaml: brackets nested thousands deep are refused before the library parses (was: 780 KB in 8 s, fuzz seed 553292028)', () => {
  const source = `routes: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`.repeat(3)
  const [d, ...rest] = parseRoutesYaml(source).diagnostics
  assert.equal(rest, [])
  assert.is(`${d!.position.start.line}:${d!.position.start.column} ${d!.code} ${d!.message}`, '1:265 RC3025 mappings and lists nest too deeply: at most 256 levels are allowed (line 1 opens bracket level 257)')
  // Refused at the first line: the lines after it cost nothing.
  const lines = (n: number) => () => parseRoutesYaml(`routes: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`.repeat(n))
  assert.ok(workOf(lines(38)) <= workOf(lines(1)) * 1.1)
})

test('routes.yaml: brackets in strings, comments and block scalars do not count; up to 512 levels the exact level is named', () => {
  const quoted = `# ${'['.repeat(600)}\nroutes:\n  - get: "/${'['.repeat(600)}"\n    to: a#b\n    defaults:\n      note: |\n        ${'{'.repeat(600)}\n`
  assert.equal(codes(parseRoutesYaml(quoted).diagnostics), [])
  const [d] = parseRoutesYaml(`routes: [${'{a: '.repeat(400)}${'}'.repeat(400)}]\n`).diagnostics
  assert.match(d!.message, /\(line 1 opens level 257\)$/)
})

// Seed 553332202: a 1 MB double-quoted string of `\d` escapes took 3.2-5 s: the library made an
// Error (with a captured stack) per bad escape, and each became a diagnostic before all but the
// first of the line were dropped.
test('routes.yaml: a 1 MB string of bad escapes (was: 3.2 s, fuzz seed 553332202)', () => {
  const source = `routes:\n"${'\\d'.repeat(1000)}"\n`
  assert.equal(parseRoutesYaml(source).diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column} ${d.code}`), ['2:1 RC3001'])
  assert.is(Error.stackTraceLimit, 10, 'the stack trace limit is restored')
  assertLinear((n) => () => parseRoutesYaml(`routes:\n"${'\\d'.repeat(n)}"\n`), 5000)
})

// The yaml library checks each key of a mapping against every earlier one: a flow mapping of
// 16,000 keys took 2.5 s, of 200,000 keys minutes. Found while checking "huge keys, duplicate keys".
test('routes.yaml: a mapping of 100,000 keys (was: quadratic duplicate-key check)', () => {
  const keys = (n: number, extra = ''): string => `routes:\n  - get: /p\n    to: a#b\n    defaults: {${Array.from({ length: n }, (_, i) => `k${i}: 1`).join(', ')}${extra}}\n`
  assert.equal(codes(parseRoutesYaml(keys(3)).diagnostics), [])
  // Small documents keep the library's own report; big ones get ours, at the key.
  for (const n of [3, 3000]) {
    const [d, ...rest] = parseRoutesYaml(keys(n, ', k1: 2')).diagnostics
    assert.equal(rest, [])
    assert.is(`${d!.code} ${d!.message} ${d!.position.start.line}`, 'RC3002 duplicate key: map keys must be unique 4')
    assert.is(keys(n, ', k1: 2').slice(d!.position.start.offset, d!.position.start.offset + 6), 'k1: 2}')
  }
  assertLinear((n) => () => parseRoutesYaml(keys(n)), 1000)
})

// An unclosed `%w(` or `%r{` scanned to the end of the file, and the next one again: quadratic
// (1.45 MB of unclosed `%r{` took 176 s).
test('routes.rb: many unclosed %w( and %r{ literals cost a scan each no more (was: quadratic, 145 KB in 1.8 s)', () => {
  assertLinear((n) => () => parseRoutes('get "x", to: "a#b", id: %r{a\n'.repeat(n)), 500)
  assertLinear((n) => () => parseRoutes('%w(\n'.repeat(n)), 500)
})

test('routes.rb: a literal after an unclosed one still finds its own closer', () => {
  const images = (text: string): string[] => routesLexer().tokenize(text).tokens.map((t) => t.image)
  assert.equal(images('%w( a %w( b ) \n%w[c]'), ['w', '(', 'a', '%w( b )', '\n', '%w[c]'])
  assert.equal(images('%w| a %w! b !'), ['w', '|', 'a', '%w! b !'])
  assert.equal(images('%r{ %r{a}i } x %r{b}'), ['%r{ %r{a}i }', 'x', '%r{b}'])
  assert.equal(codes(parseRoutes('get "x", to: "a#b", id: %r{a\n'.repeat(3)).diagnostics), ['RC1019'])
})

// Seed 553346213: 22 MB of `get ""%%%…%"draft"` lines took 16 s. Characters no token reads sent
// Chevrotain's lexer into its recovery, which tries every pattern at every offset (0.7 µs a
// character); the `Unreadable` token takes such runs at once and they are reported as before.
test('routes.rb: long runs of unreadable characters (was: 22 MB in 16 s, fuzz seed 553346213)', () => {
  const shown = (source: string): string[] => parseRoutes(source, { strict: true }).diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column}-${d.position.end.column} ${d.code} ${d.message}`)
  assert.equal(shown('get ""%%%%%"draft", on: :new\n'), ['1:7-12 RC1003 unexpected characters `%%%%%`'])
  // A run the lexer read as one stays one error, even where `Unreadable` stops early (`%w(` opens nothing).
  assert.equal(shown('get "x", to: "a#b" %%%w(\n'), ['1:20-23 RC1003 unexpected characters `%%%`', '2:1-1 RC1002 expected `)` to close the `(` opened at line 1 but reached the end of the file'])
  assert.equal(shown('get "x", to: "a#b"\n`\u00e9\u0001%!\uFEFFget "y", to: "a#b"\n'), ['2:1-5 RC1003 unexpected characters ``éU+0001%`'])
  // Lenient, each such statement is kept as Ruby instead: as linear.
  assert.equal(parseRoutes('get ""%%%%%"draft", on: :new\n').ast.children.map((c) => c.type), ['ruby'])
  assertLinear((n) => () => parseRoutes(`get ""${'%'.repeat(n)}"draft", on: :new\n`.repeat(5)), 10_000)
  assertLinear((n) => () => parseRoutes(`get ""${'%'.repeat(n)}"draft", on: :new\n`.repeat(5), { strict: true }), 10_000)
})

// Each lexer error was checked against every refused statement: quadratic.
test('routes.rb: many stray characters among many refused statements (was: 250 KB in 7.7 s)', () => {
  const { diagnostics } = parseRoutes('`\n@x\nget "a", to: "a#b" `\n'.repeat(2), { strict: true })
  assert.equal(diagnostics.map((d) => `${d.position.start.line} ${d.code}`), ['1 RC1003', '2 RC1013', '3 RC1003', '4 RC1003', '5 RC1013', '6 RC1003'])
  assertLinear((n) => () => parseRoutes('`\n@x\n'.repeat(n), { strict: true }), 500)
  // Lenient, each refused statement is kept as a `ruby` node instead: as linear.
  assertLinear((n) => () => parseRoutes('`\n@x\n'.repeat(n)), 500)
})

test.run()
