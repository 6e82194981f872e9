// The linear machine must find exactly the match and captures V8's backtracking finds (it is the
// reference recognition ran on before), and must never explore one state twice.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { linearRegExp, runsLinearly, safeRegExp, work } from '../../../src/match/linear/index.js'

function seeded(seed: number): (n: number) => number {
  let state = seed
  return (n) => ((state = (state * 1103515245 + 12345) & 0x7fffffff) % n)
}

const show = (m: ArrayLike<string | undefined> & { index: number } | null) => m && JSON.stringify([m.index, ...Array.from(m)])

test('the forms the matcher writes give V8\'s matches and captures', () => {
  const sources = [
    String.raw`^(\d{1,3}\.?)+$`, String.raw`^((?:a|b)*?)(b+)$`, String.raw`^(a*)*b$`, String.raw`^(a|ab)(c|bcd)(d*)$`,
    String.raw`^((a)|b)+$`, String.raw`^(?:(a)|b)*$`, String.raw`^(a?)+?$`, String.raw`^(a{1,3}){2,3}?(.*)$`,
    String.raw`^\/(.+)\/(.+?)\/(.+)\/x$`, String.raw`^\/([^/.?]+)(?:\.([^/.?]+))?$`, String.raw`(?<![^\n])ab(?![^\n])`,
    String.raw`^(?=(?<rcAtom1>a+))\k<rcAtom1>b`, String.raw`^(?=(?<rcAtom1>a+?))\k<rcAtom1>(a*)$`, String.raw`(a|b)\b(c?)`,
    String.raw`^(?!ab)(\w+)$`, String.raw`^(?:x(?=(?:ab)+$)|y)(.*)$`, String.raw`^((?:)*)a`, String.raw`^(?:(a)|(b)|())*c`,
    String.raw`^(é|ß+)*(\u{1F600}?)$`, String.raw`[^/]+?(\.json)?$`, String.raw`^(a+)+?(b)?$`, String.raw`^(?:a{0,2}){0,2}(a*)$`,
    String.raw`^(?<n_1>[a-z]+)-(?<m_2>\d+)(?:(?<=[\p{Alphabetic}])(?![\p{Alphabetic}])|$|\/)`,
  ]
  const alphabet = ['a', 'b', 'c', 'd', '1', '2', '.', '/', 'x', 'y', '-', '\n', 'é', 'ß', '\u{1F600}', '_']
  const rnd = seeded(12345)
  for (const source of sources) {
    const native = new RegExp(source, 'u')
    const machine = linearRegExp(source)
    for (let i = 0; i < 1500; i++) {
      let text = ''
      for (let k = rnd(10); k > 0; k--) text += alphabet[rnd(alphabet.length)]
      assert.is(show(machine.exec(text)), show(native.exec(text)), `${source} on ${JSON.stringify(text)}`)
    }
  }
})

test('seeded random regexps (nested, lazy, empty-matching repetitions, assertions) give V8\'s matches', () => {
  const atoms = ['a', 'b', '[ab]', '.', '(a)', '(?:a|b)', '(a|)', '()', '(?:ab|a)', '(b*)', '\\b', '$', '^', '(?=a)', '(?!b)']
  const counts = ['', '', '*', '+', '?', '*?', '+?', '??', '{0,2}', '{1,2}?', '{2}']
  const rnd = seeded(777)
  const regex = (depth: number): string => {
    let out = ''
    for (let n = 1 + rnd(3); n > 0; n--) {
      const atom = depth > 0 && rnd(3) === 0 ? `(${regex(depth - 1)})` : depth > 0 && rnd(4) === 0 ? `(?:${regex(depth - 1)}|${regex(depth - 1)})` : atoms[rnd(atoms.length)]!
      out += atom + (/^[\\$^]|^\(\?[=!]/.test(atom) ? '' : counts[rnd(counts.length)]!)
    }
    return out
  }
  let compared = 0
  for (let r = 0; r < 1500; r++) {
    const source = regex(2)
    const native = new RegExp(source, 'u')
    const machine = linearRegExp(source)
    for (let i = 0; i < 30; i++) {
      let text = ''
      for (let k = rnd(8); k > 0; k--) text += 'abc'[rnd(3)]
      assert.is(show(machine.exec(text)), show(native.exec(text)), `${source} on ${JSON.stringify(text)}`)
      compared++
    }
  }
  assert.is(compared, 45_000)
})

test('work stays within the machine\'s bound, linear in the text', () => {
  for (const source of [String.raw`^(?:(a+)+)$`, String.raw`^\/(.+?)\/(.+?)\/(.+?)\/(.+?)\/(.+?)\/end$`, String.raw`^(?:(?:a|a)*)*b$`, String.raw`^(?:\d*){6}x$`]) {
    const machine = linearRegExp(source)
    for (const n of [100, 1000, 10_000]) {
      const text = source.includes('end') ? `${'/a'.repeat(n / 2)}!` : `${(source.includes('d') ? '1' : 'a').repeat(n)}!`
      const before = work.steps
      assert.not.ok(machine.test(text))
      const used = work.steps - before
      assert.ok(used <= machine.bound(text.length), `${source}: ${used} > ${machine.bound(text.length)}`)
      assert.ok(used <= 60 * (text.length + 1), `${source}: ${used} steps on ${text.length} characters`)
    }
  }
})

test('safeRegExp keeps V8 for what is linear, the machine for the rest; backreferences stay with V8', () => {
  assert.instance(safeRegExp(String.raw`^(?:\d+)$`), RegExp)
  assert.instance(safeRegExp(String.raw`^\/([^/.?]+)(?:\.([^/.?]+))?$`), RegExp)
  assert.not.instance(safeRegExp(String.raw`^(?:(a+)+)$`), RegExp)
  assert.not.instance(safeRegExp(String.raw`^\/(.+)\/(.+)\/x$`), RegExp)
  assert.not.ok(runsLinearly(String.raw`^(a)\1$`))
  assert.instance(safeRegExp(String.raw`^(a)\1$`), RegExp)
})

test.run()
