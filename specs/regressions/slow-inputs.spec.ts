// Slow inputs found by `npm run fuzz` (issue 7) and by looking for their kin, each fixed at its
// source. Each runs in a worker that reports the time of the call alone, so the suite never hangs
// on a regression; the bounds are several times the fixed cost on a busy 2-core machine and far
// below the old one.
import { Worker } from 'node:worker_threads'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseRoutes, parseRoutesYaml } from '../../src/index.js'
import { routesLexer } from '../../src/syntax/tokens.js'

const INDEX = JSON.stringify(new URL('../../src/index.ts', import.meta.url).href)

/** Milliseconds `call` (an expression over `parseRoutes`/`parseRoutesYaml` and `input`) took in a worker, or 'timeout'. */
function timed(makeInput: string, call: string, limitMs = 30_000): Promise<number | 'timeout'> {
  const code = `
    const { parseRoutes, parseRoutesYaml } = await import(${INDEX})
    const input = ${makeInput}
    const started = performance.now()
    ${call}
    ;(await import('node:worker_threads')).parentPort.postMessage(performance.now() - started)
  `
  const boot = `import('tsx/esm/api').then(async ({ register }) => { register(); ${code} })`
  return new Promise((resolve) => {
    const worker = new Worker(boot, { eval: true })
    const timer = setTimeout(() => void worker.terminate().then(() => resolve('timeout')), limitMs)
    worker.on('message', (ms: number) => {
      clearTimeout(timer)
      void worker.terminate().then(() => resolve(ms))
    })
  })
}

async function assertFast(makeInput: string, call: string, boundMs: number): Promise<void> {
  const ms = await timed(makeInput, call)
  assert.ok(ms !== 'timeout' && ms < boundMs, `took ${ms === 'timeout' ? 'more than 30 s' : `${ms.toFixed(0)} ms`} (bound ${boundMs} ms)`)
}

const codes = (diagnostics: ReadonlyArray<{ code: string }>): string[] => diagnostics.map((d) => d.code)

// Seed 553292028: 38 lines of 10,000 nested flow lists (780 KB) took 8-10 s. The yaml library's
// parser and composer made an error object per bracket (760,000) after overflowing the stack.
const DEEP_FLOW = `'routes: ' + Array.from({ length: 38 }, () => '['.repeat(10000) + ']'.repeat(10000)).join('\\n') + '\\n'`

test('routes.yaml: brackets nested thousands deep are refused before the library parses (was: 780 KB in 8 s, fuzz seed 553292028)', async () => {
  const source = `routes: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`.repeat(3)
  const [d, ...rest] = parseRoutesYaml(source).diagnostics
  assert.equal(rest, [])
  assert.is(`${d!.position.start.line}:${d!.position.start.column} ${d!.code} ${d!.message}`, '1:265 RC3025 mappings and lists nest too deeply: at most 256 levels are allowed (line 1 opens bracket level 257)')
  await assertFast(DEEP_FLOW, 'parseRoutesYaml(input)', 1000)
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
test('routes.yaml: a 1 MB string of bad escapes (was: 3.2 s, fuzz seed 553332202)', async () => {
  const source = `routes:\n"${'\\d'.repeat(1000)}"\n`
  assert.equal(parseRoutesYaml(source).diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column} ${d.code}`), ['2:1 RC3001'])
  assert.is(Error.stackTraceLimit, 10, 'the stack trace limit is restored')
  await assertFast(`'routes:\\n"' + '\\\\d'.repeat(524288) + '"\\n'`, 'parseRoutesYaml(input)', 2500)
})

// The yaml library checks each key of a mapping against every earlier one: a flow mapping of
// 16,000 keys took 2.5 s, of 200,000 keys minutes. Found while checking "huge keys, duplicate keys".
test('routes.yaml: a mapping of 100,000 keys (was: quadratic duplicate-key check)', async () => {
  const keys = (n: number, extra = ''): string => `routes:\n  - get: /p\n    to: a#b\n    defaults: {${Array.from({ length: n }, (_, i) => `k${i}: 1`).join(', ')}${extra}}\n`
  assert.equal(codes(parseRoutesYaml(keys(3)).diagnostics), [])
  // Small documents keep the library's own report; big ones get ours, at the key.
  for (const n of [3, 3000]) {
    const [d, ...rest] = parseRoutesYaml(keys(n, ', k1: 2')).diagnostics
    assert.equal(rest, [])
    assert.is(`${d!.code} ${d!.message} ${d!.position.start.line}`, 'RC3002 duplicate key: map keys must be unique 4')
    assert.is(keys(n, ', k1: 2').slice(d!.position.start.offset, d!.position.start.offset + 6), 'k1: 2}')
  }
  await assertFast(`'routes:\\n  - get: /p\\n    to: a#b\\n    defaults: {' + Array.from({ length: 100000 }, (_, i) => 'k' + i + ': 1').join(', ') + '}\\n'`, 'parseRoutesYaml(input)', 6000)
})

// An unclosed `%w(` or `%r{` scanned to the end of the file, and the next one again: quadratic
// (1.45 MB of unclosed `%r{` took 176 s).
test('routes.rb: many unclosed %w( and %r{ literals cost a scan each no more (was: quadratic, 145 KB in 1.8 s)', async () => {
  await assertFast(`'get "x", to: "a#b", id: %r{a\\n'.repeat(20000)`, 'parseRoutes(input)', 3000)
  await assertFast(`'%w(\\n'.repeat(50000)`, 'parseRoutes(input)', 3000)
})

test('routes.rb: a literal after an unclosed one still finds its own closer', () => {
  const images = (text: string): string[] => routesLexer.tokenize(text).tokens.map((t) => t.image)
  assert.equal(images('%w( a %w( b ) \n%w[c]'), ['w', '(', 'a', '%w( b )', '\n', '%w[c]'])
  assert.equal(images('%w| a %w! b !'), ['w', '|', 'a', '%w! b !'])
  assert.equal(images('%r{ %r{a}i } x %r{b}'), ['%r{ %r{a}i }', 'x', '%r{b}'])
  assert.equal(codes(parseRoutes('get "x", to: "a#b", id: %r{a\n'.repeat(3)).diagnostics), ['RC1019'])
})

// Seed 553346213: 22 MB of `get ""%%%…%"draft"` lines took 16 s. Characters no token reads sent
// Chevrotain's lexer into its recovery, which tries every pattern at every offset (0.7 µs a
// character); the `Unreadable` token takes such runs at once and they are reported as before.
test('routes.rb: long runs of unreadable characters (was: 22 MB in 16 s, fuzz seed 553346213)', async () => {
  const shown = (source: string): string[] => parseRoutes(source).diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column}-${d.position.end.column} ${d.code} ${d.message}`)
  assert.equal(shown('get ""%%%%%"draft", on: :new\n'), ['1:7-12 RC1003 unexpected characters `%%%%%`'])
  // A run the lexer read as one stays one error, even where `Unreadable` stops early (`%w(` opens nothing).
  assert.equal(shown('get "x", to: "a#b" %%%w(\n'), ['1:20-23 RC1003 unexpected characters `%%%`', '2:1-1 RC1002 expected `)` to close the `(` opened at line 1 but reached the end of the file'])
  assert.equal(shown('get "x", to: "a#b"\n`\u00e9\u0001%!\uFEFFget "y", to: "a#b"\n'), ['2:1-5 RC1003 unexpected characters ``éU+0001%`'])
  await assertFast(`('get ""' + '%'.repeat(2000000) + '"draft", on: :new\\n').repeat(5)`, 'parseRoutes(input)', 3000)
})

// Each lexer error was checked against every refused statement: quadratic.
test('routes.rb: many stray characters among many refused statements (was: 250 KB in 7.7 s)', async () => {
  const { diagnostics } = parseRoutes('`\n@x\nget "a", to: "a#b" `\n'.repeat(2), { strict: true })
  assert.equal(diagnostics.map((d) => `${d.position.start.line} ${d.code}`), ['1 RC1003', '2 RC1013', '3 RC1003', '4 RC1003', '5 RC1013', '6 RC1003'])
  await assertFast("'`\\n@x\\n'.repeat(50000)", 'parseRoutes(input, { strict: true })', 3000)
  // Lenient, each refused statement is kept as a `ruby` node instead: as fast.
  await assertFast("'`\\n@x\\n'.repeat(50000)", 'parseRoutes(input)', 3000)
})

test.run()
