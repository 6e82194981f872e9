// The analysis's verdicts, on the JS source the matcher runs (`^(?:…)$` after translation from
// Ruby): what a plain backtracking engine (V8, PCRE2, Python `re`, Java) costs on a failing text.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { backtrackingCost } from '../../../src/match/linear/index.js'
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

test.run()
