// The analysis's verdicts, on the JS source the matcher runs (`^(?:…)$` after translation from
// Ruby): what a plain backtracking engine (V8, PCRE2, Python `re`, Java) costs on a failing text.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { analysisWork, backtrackingCost } from '../../../src/match/linear/index.js'
import { ANALYSIS_BUDGET } from '../../../src/match/linear/ambiguity.js'
import { expand, parseRoutes } from '../../../src/index.js'
import { compileRequirement } from '../../../src/match/requirement.js'

const verdict = (regexp: string, flags = '') => {
  const v = backtrackingCost(`^(?:${compileRequirement({ regexp, flags })!.source})$`)
  return v.kind === 'polynomial' ? `polynomial ${v.degree}` : v.kind
}

test('exponential: two loops of one state read the same word (or counts multiply the ways)', () => {
  for (const [regexp, flags] of [
    ['(a+)+', ''], ['(a*)*', ''], ['(\\d{1,3}\\.?)+', ''], ['(aa?)+', ''], ['(a{1,9}){1,9}', ''], ['(?i)(a|A)*', ''],
    ['(?x) ( a + ) +', ''], ['(a|A)+', 'i'], ['(\\w+\\s?)*', ''], ['(?:\\d+,?)+', ''], ['(x+x+)+y', ''], ['(?>a+)+', ''],
    ['(a|a)*', ''], ['(\\d|\\d\\d)+', ''], ['(.|b)*', ''],
  ]) assert.is(verdict(regexp!, flags), 'exponential', regexp)
})

test('polynomial: loops reading the same word one after the other, degree = links in the chain', () => {
  assert.is(verdict('[a-z]+\\d*[a-z]*'), 'polynomial 1')
  assert.is(verdict('\\d*\\d*\\d*'), 'polynomial 2')
  assert.is(verdict('\\d*\\d*\\d*\\d*\\d*\\d*'), 'polynomial 5')
  assert.is(backtrackingCost(String.raw`^\/(.+)\/(.+)\/(.+)\/(.+)\/(.+)\/end(?:\.([^/.?]+))?$`).kind, 'polynomial')
  // Tried at every start, `a+$` is quadratic; anchored, it is not.
  assert.equal(backtrackingCost('a+$'), { kind: 'polynomial', degree: 1 })
  assert.equal(backtrackingCost('^a+$'), { kind: 'linear' })
})

test('linear: one way to read each text, or delimited iterations', () => {
  for (const regexp of ['\\d+', '[a-z]+(-[a-z]+)?', '(,\\d+)*', '([a-z0-9]+/)+', '(en|fr)+', '(a|A)+', '\\d+\\.\\d+', '.+', '.+?', '[^/]+', 'a++', '\\A\\d+\\z', '(a|ab)*c', 'x*y*z*', '[a-f0-9]{32}', '\\d{4}-\\d{2}-\\d{2}', '(a)\\1']) {
    assert.is(verdict(regexp), 'linear', regexp)
  }
  assert.equal(backtrackingCost(String.raw`^\/hosts\/([^/]+)(?:\.([^/.?]+))?$`), { kind: 'linear' })
})

test('an unbounded lookahead read at every position costs a degree more', () => {
  assert.equal(backtrackingCost('^(?:a(?=b*c))*$'), { kind: 'polynomial', degree: 1 })
  assert.equal(backtrackingCost('^(?:a(?=bc))*$'), { kind: 'linear' })
})

// Found by the fuzzer: a 115-character requirement took 0.5–1.5 s to analyse, most of it testing
// pairs of moves the budget did not count, and a 4,000-character literal took seconds in loops
// quadratic in its length. The specs count the work, never the time.
const units = (run: () => unknown): number => {
  const before = analysisWork.units
  run()
  return analysisWork.units - before
}

test('a crafted requirement stops at the budget, its verdict unknown; the file is drawn and matched all the same', () => {
  for (const regexp of ['(((\\.?|\\d)+(a.|.){1,3}){1,3}){1,3}', '(((\\.?|\\d)+(a.|.){1,5}){1,5}){1,5}', '((((\\.?|\\d)+(a.|.){1,3}){1,3}){1,3}){1,3}', '\\d*'.repeat(200)]) {
    const spent = units(() => assert.is(backtrackingCost(`^(?:${regexp})$`).kind, 'unknown', regexp))
    assert.ok(spent <= ANALYSIS_BUDGET + 1, `${spent} units for ${regexp}`)
  }
  const source = 'get "r0/:id", to: "a#b", id: /(((\\.?|\\d)+(a.|.){1,3}){1,3}){1,3}/\n'
  const { routes, diagnostics } = expand(parseRoutes(source).ast)
  assert.equal([routes.length, diagnostics.length], [1, 0])
})

test('a long loopless regexp costs work in proportion to its length', () => {
  const cost = (n: number) => units(() => assert.is(backtrackingCost(`^(?:${'a'.repeat(n)})$`).kind, 'linear'))
  const small = cost(2_000)
  const large = cost(16_000)
  assert.ok(large <= small * 8 * 1.1, `${small} units at 2,000 characters, ${large} at 16,000`)
})

test.run()
