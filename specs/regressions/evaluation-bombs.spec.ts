// Crafted routes files of a few hundred bytes whose evaluation grows exponentially. Each ran to a
// V8 abort or an out-of-memory that killed the calling process (no try/catch could catch it), or
// for minutes. Each now stops at a limit on the work done (src/expand/budget.ts) with a diagnostic
// at the statement that crossed it, in lenient and strict parses alike. Each runs in a worker with
// a 256 MB heap: a regression fails its spec instead of killing the suite.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { inWorker } from '../_support/worker.js'
import { tempDir } from '../cli/helpers.js'

const ARRAY_BOMB = `a = [1]\n%w[${Array.from({ length: 28 }, (_, i) => i + 1).join(' ')}].each do |w| a = a + a end\n`

/** Each of `n` methods (or concerns) calls the one before it twice: 2^n calls. */
const chain = (n: number, link: (i: number) => string, leaf: string, call: string): string =>
  [leaf, ...Array.from({ length: n }, (_, k) => link(k + 1)), call].join('')

const DEF_CHAIN = chain(30, (i) => `def m${i}\n  m${i - 1}\n  m${i - 1}\nend\n`, 'def m0\n  get "x", to: "a#b"\nend\n', 'm30\n')
const CONCERN_CHAIN = chain(30, (i) => `concern :c${i} do\n  concerns :c${i - 1}\n  concerns :c${i - 1}\nend\n`, 'concern :c0 do\n  get "x", to: "a#b"\nend\n', 'concerns :c30\n')

/** A routes file drawing d1, each of 20 drawn files drawing the next twice. */
function drawChain(): string {
  const files: Record<string, string> = { 'config/routes.rb': 'draw :d1\n' }
  for (let i = 1; i <= 20; i++) files[`config/routes/d${i}.rb`] = i < 20 ? `draw :d${i + 1}\ndraw :d${i + 1}\n` : 'get "x", to: "a#b"\n'
  return `${tempDir(files)}/config/routes.rb`
}

/**
 * What `loadRoutes` throws for the file, lenient: `file:line:col code message` of each diagnostic.
 * Strict mode stops at the same limit, or refuses the file while parsing: the strict language has
 * no `def` (RC1015), loops (RC1011) or assignments (RC1012).
 */
async function refusals(file: string): Promise<unknown> {
  const outcome = await inWorker(`
    const shown = []
    for (const strict of [false, true]) {
      try {
        lib.loadRoutes(${JSON.stringify(file)}, { strict })
        shown.push('drawn')
      } catch (error) {
        if (!(error instanceof lib.RoutesError)) throw error
        shown.push(error.diagnostics.map((d) => d.file + ':' + d.position.start.line + ':' + d.position.start.column + ' ' + d.code + ' ' + d.message))
      }
    }
    return shown
  `)
  assert.ok('value' in outcome, JSON.stringify(outcome))
  const [lenient, strict] = outcome.value as [unknown, unknown]
  const refusedByParse = Array.isArray(strict) && strict.length > 0 && strict.every((d: string) => / RC101[125] /.test(d))
  assert.ok(refusedByParse || JSON.stringify(strict) === JSON.stringify(lenient), `strict: ${JSON.stringify(strict).slice(0, 300)}`)
  return lenient
}

function writeRoutes(source: string): string {
  return `${tempDir({ 'config/routes.rb': source })}/config/routes.rb`
}

test('a 113-byte loop doubling an array (was: 3 GB and a V8 abort that killed the caller)', async () => {
  assert.is(ARRAY_BOMB.length, 113)
  assert.equal(await refusals(writeRoutes(ARRAY_BOMB)), ['routes.rb:2:92 RC2111 evaluation builds more than 1,000,000 array elements and hash entries (limit elements)'])
})

test('methods each calling the next twice (was: out of memory after minutes)', async () => {
  assert.equal(await refusals(writeRoutes(DEF_CHAIN)), ['routes.rb:10:3 RC2115 methods, concerns and drawn files are called more than 10,000 times (limit calls)'])
})

test('concerns each using the next twice (was: out of memory after minutes)', async () => {
  assert.equal(await refusals(writeRoutes(CONCERN_CHAIN)), ['routes.rb:10:3 RC2115 methods, concerns and drawn files are called more than 10,000 times (limit calls)'])
})

test('20 drawn files each drawing the next twice (was: a hang)', async () => {
  assert.equal(await refusals(drawChain()), ['routes/d19.rb:2:1 RC2115 methods, concerns and drawn files are called more than 10,000 times (limit calls)'])
})

test('the limits are raised by the `limits` option, and a bad value is refused', async () => {
  const outcome = await inWorker(`
    const file = ${JSON.stringify(writeRoutes('%w[a b c].each do |x|\n  %w[d e f].each do |y|\n    get "#{x}#{y}", to: "a#b"\n  end\nend\n'))}
    const codes = (limits) => lib.inspectRoutesFile(file, { limits }).diagnostics.map((d) => d.code + ' ' + d.position.start.line)
    let refused
    try { lib.inspectRoutesFile(file, { limits: { routes: 0 } }) } catch (error) { refused = error.message }
    return { low: codes({ iterations: 5 }), routes: codes({ routes: 8 }), raised: lib.inspectRoutesFile(file, { limits: { iterations: 12 } }).routes.length, refused }
  `)
  assert.equal(outcome, { value: { low: ['RC2113 2'], routes: ['RC2114 3'], raised: 9, refused: 'limit routes must be a positive integer, not 0' } })
})

test.run()
