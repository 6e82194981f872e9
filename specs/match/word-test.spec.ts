// Word tests (word-test.ts) as the automaton runs them from its cells (`layout`, `testAt`): each
// must accept exactly the tokens its requirement's regexp accepts whole, as the object's `test` does.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { dottedTests, testAt, wordTest, type WordTest } from '../../src/match/word-test.js'
import { random } from './_routes.js'

const SOURCES = ['en|fr|de|ja|pt-BR', 'small|medium|large|original', 'a|ab|abc', '\\d+', '\\d{4}', '\\d{1,2}', '[A-Z]\\d{5}', '[a-z][a-z0-9_]{2,30}', '[a-z][a-z0-9_\\-]{2,30}', 'INV-\\d{4}-\\d{6}', '\\w+', '[a-f0-9]{8}', 'x?\\d*']
const CHARS = ['a', 'b', 'z', 'A', 'Z', '0', '5', '9', '_', '-', 'I', 'N', 'V', 'en', 'fr', 'pt-BR', 'small', 'é', '\u2028', '~', 'abc']

// A test and its layout (null when it has none), and the regexp it stands for.
function forms(source: string): Array<[WordTest, RegExp]> {
  const tests = dottedTests(source) ?? [wordTest(source, new RegExp(`^(?:${source})$`, 'u'))]
  const parts = dottedTests(source) === null ? [source] : source.split('\\.')
  return tests.map((t, i) => [t, new RegExp(`^(?:${parts[i]})$`, 'u')])
}

test('a laid-out word test accepts the tokens its regexp accepts, on 30,000 seeded tokens', () => {
  const next = random(29)
  let laid = 0
  for (const source of [...SOURCES, '\\d+\\.\\d+\\.\\d+']) {
    for (const [word, regexp] of forms(source)) {
      const layout = word.layout?.() ?? null
      if (layout === null) continue
      laid++
      const cells = Int32Array.from([7, 7, ...layout, 7])
      for (let n = 0; n < 2_000; n++) {
        let token = ''
        const length = Math.floor(next() * 8)
        for (let k = 0; k < length; k++) token += CHARS[Math.floor(next() * CHARS.length)]!
        // The token inside a longer text, as in a path.
        const text = `/x/${token}/y`
        const expected = regexp.test(token)
        assert.is(testAt(cells, 2, text, 3, 3 + token.length), expected, `${source} on ${JSON.stringify(token)}`)
        assert.is(word.test(text, 3, 3 + token.length), expected, `${source} on ${JSON.stringify(token)} (object)`)
      }
    }
  }
  // Every source above but the whole-regexp ones has a layout.
  assert.is(laid, SOURCES.length + 3 - 1)
})

test.run()
