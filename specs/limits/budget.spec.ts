// The budget of one expansion (src/expand/budget.ts, docs/limits.md): each limit, crossed, is an
// error at the statement that crossed it; real files spend a small fraction of the defaults.
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_LIMITS, expand, parseRoutes, type EvaluationLimits } from '../../src/index.js'

/** `code line:col message` of the first diagnostic, drawing `source` with the given limits. */
function crossed(source: string, limits: Partial<EvaluationLimits>, strict = false): string {
  const [d] = expand(parseRoutes(source).ast, { limits, strict }).diagnostics
  return d ? `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}` : 'drawn'
}

test('each limit, crossed, names itself and the statement', () => {
  const loop = 'x = %w[a b c]\nx.each do |w|\n  get w, to: "a#b"\nend\n'
  assert.is(crossed(loop, { steps: 10 }), 'RC2110 3:3 evaluation takes more than 10 steps (limit steps)')
  assert.is(crossed(loop, { elements: 2 }), 'RC2111 1:1 evaluation builds more than 2 array elements and hash entries (limit elements)')
  assert.is(crossed('a = "ab"\nb = "#{a}#{a}#{a}"\n', { characters: 5 }), 'RC2112 2:1 strings and route paths of more than 5 characters are built (limit characters)')
  // Short strings make long paths: each route's path counts.
  const paths = `scope "${'a'.repeat(1000)}" do\n  scope "${'b'.repeat(1000)}" do\n    %w[c d e].each { |x| get x, to: "a#b" }\n  end\nend\n`
  assert.is(crossed(paths, { characters: 5_000 }), 'RC2112 3:26 strings and route paths of more than 5,000 characters are built (limit characters)')
  assert.is(crossed(loop, { iterations: 2 }), 'RC2113 2:1 loops run more than 2 times (limit iterations)')
  assert.is(crossed(loop, { routes: 2 }), 'RC2114 3:3 more than 2 routes are drawn (limit routes)')
  const concerns = 'concern :c do\n  get "x", to: "a#b"\nend\nresources :a, concerns: :c\nresources :b, concerns: :c\n'
  assert.is(crossed(concerns, { calls: 1 }), 'RC2115 5:1 methods, concerns and drawn files are called more than 1 times (limit calls)')
  assert.is(crossed(concerns, { calls: 2 }), 'drawn')
  const nested = 'concern :a do\n  concerns :b\nend\nconcern :b do\n  get "x", to: "a#b"\nend\nconcerns :a\n'
  assert.is(crossed(nested, { depth: 1 }, true), 'RC2094 2:3 stack level too deep')
  // Lenient drawing skips the statement that started the calls, and says which limit it met.
  assert.is(crossed(nested, { depth: 1 }), "RC2903 7:1 skipped `concerns :a`: the methods, concerns or drawn files it calls call each other more than 1 deep, Ruby's SystemStackError (stack level too deep)")
  assert.is(crossed(nested, { depth: 2 }), 'drawn')
})

test('a value handed to routing calls again and again is work as big as the value', () => {
  // One 500-entry hash given to 300 routes: copied into each route's defaults.
  const source = `h = {${Array.from({ length: 500 }, (_, i) => `k${i}: 1`).join(', ')}}\n%w[${Array.from({ length: 300 }, (_, i) => `r${i}`).join(' ')}].each do |r|\n  get r, to: "a#b", defaults: h\nend\n`
  assert.is(crossed(source, { steps: 100_000 }), 'RC2110 3:3 evaluation takes more than 100,000 steps (limit steps)')
  assert.is(crossed(source, {}), 'drawn')
})

test('the 1,744-route application spends a small fraction of every default', () => {
  const { ast } = parseRoutes(readFileSync(new URL('../fixtures/rails-routes.rb', import.meta.url), 'utf8'))
  const tight = { steps: 4_000, elements: 600, characters: 65_000, iterations: 20, routes: 1_744, depth: 2, calls: 60 }
  const { routes, diagnostics } = expand(ast, { limits: tight })
  assert.equal(diagnostics.filter((d) => d.severity === 'error'), [])
  assert.is(routes.length, 1_744)
  for (const [name, value] of Object.entries(tight)) assert.ok(value * 50 <= DEFAULT_LIMITS[name as keyof EvaluationLimits], name)
})

test.run()
