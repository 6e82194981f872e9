// The portable dialect: Ruby requirements (through the Onigmo translator) written so that
// ECMAScript, Python re, RE2, Java and PCRE2 read them alike, or refused with the construct named.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { translateOnigmo } from '../../src/inflect/onigmo.js'
import { writeAlternation } from '../../src/compile/portable-regex.js'
import { hasLookahead, NotPortable, readRegex } from '../../src/compile/regex-tree.js'
import { sampleOf } from '../../src/compile/regex-sample.js'

const portable = (ruby: string, flags = '') => writeAlternation(readRegex(translateOnigmo(ruby, flags)))

const WRITTEN: Array<[ruby: string, flags: string, portable: string]> = [
  ['\\d+', '', '[0-9]+'],
  ['\\w+', '', '[A-Za-z0-9_]+'],
  ['\\s', '', '[\\x09-\\x0D ]'],
  ['.+?', '', '[^\\x0A]+?'],
  ['.+', 'm', '(?:[^\\x0A]|\\x0A)+'],
  ['[a-z.]+', '', '[a-z.]+'],
  ['[^/]+', '', '[^/]+'],
  ['en|fr', '', 'en|fr'],
  ['abc', 'i', '[aA][bB][cC]'],
  ['\\h{4}', '', '[0-9a-fA-F]{4}'],
  ['x{,3}', '', 'x{0,3}'],
  ['(a|b)-\\d{2,}', '', '(?:a|b)-[0-9]{2,}'],
  ['[\\^\\-\\]&~|\\[]', '', '[\\x5E\\x2D\\x5D\\x26\\x7E\\x7C\\x5B]'],
  ['a\\.b\\*c\\{d\\}', '', 'a\\.b\\*c\\{d\\}'],
  ['\\t', '', '\\x09'],
  ['é+', '', 'é+'],
  ['(?:ab)*?', '', '(?:ab)*?'],
  // The lookahead extension (every engine but RE2).
  ['(?=a)a', '', '(?=a)a'],
  ['.+?(?=\\.json|\\.xml)|.+', '', '[^\\x0A]+?(?=\\.json|\\.xml)|[^\\x0A]+'],
  ['\\d+(?=\\.b\\z)', '', '[0-9]+(?=\\.b(?!(?:[^\\x0A]|\\x0A)))'],
  ['[a-z&&[^m]]', '', '(?:(?=[a-z])[^m])'],
]

for (const [ruby, flags, expected] of WRITTEN) {
  test(`/${ruby}/${flags} is written ${expected}`, () => {
    const written = portable(ruby, flags)
    assert.is(written, expected)
    // What the dialect says is what JS (one of the five) reads from it: the same strings match.
    const js = new RegExp(`^(?:${translateOnigmo(ruby, flags)})$`, 'u')
    const ours = new RegExp(`^(?:${written})$`, 'u')
    for (const probe of ['', 'a', 'A', '1', '12', '1234', 'ab', 'abab', 'en', 'fr', 'x', '.', '/', '\n', '^', '-', ']', 'é', 'a-12', 'a.b*c{d}', 'x.json', 'x.y.xml', '12.b', 'm', 'n']) {
      assert.is(ours.test(probe), js.test(probe), `${JSON.stringify(probe)}`)
    }
  })
}

const REFUSED: Array<[ruby: string, flags: string, construct: string]> = [
  ['(?<!a)b', '', 'a lookbehind'],
  ['(a)\\1', '', 'a backreference'],
  ['\\p{Alnum}+', '', 'a Unicode property'],
  ['[[:alpha:]]', '', 'a Unicode property'],
  ['a++', '', 'a named group'],
  ['(?<year>\\d+)', '', 'a named group'],
  ['a{1001}', '', 'a repetition count over 1000'],
  ['\\bx', '', 'a lookbehind'],
]

for (const [ruby, flags, construct] of REFUSED) {
  test(`/${ruby}/${flags} is refused as ${construct}`, () => {
    try {
      portable(ruby, flags)
      assert.unreachable('written')
    } catch (error) {
      assert.instance(error, NotPortable)
      assert.ok((error as Error).message.startsWith(construct), (error as Error).message)
    }
  })
}

test('the lookahead extension is noticed, so that a route using it says so', () => {
  assert.is(hasLookahead(readRegex(translateOnigmo('.+?(?=\\.json)|.+', ''))), true)
  assert.is(hasLookahead(readRegex(translateOnigmo('(a(?:b)+)+', ''))), false)
})

test('a sample of each requirement that has one matches it', () => {
  for (const [ruby, flags] of WRITTEN) {
    const tree = readRegex(translateOnigmo(ruby, flags))
    const sample = sampleOf(tree)
    if (sample === '' || hasLookahead(tree)) continue // a lookahead looks past the value: the caller checks
    assert.ok(new RegExp(`^(?:${writeAlternation(tree)})$`, 'u').test(sample), `${ruby}: ${JSON.stringify(sample)}`)
  }
})

test.run()
