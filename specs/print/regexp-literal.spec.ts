// A regexp source printed as a Ruby literal must read back as a plain regexp (no `#{…}`, `#@x` or
// `#$y` that Ruby would interpolate, no delimiter that ends it early) meaning the same: its
// translation for matching equals the source's own. Sources come from routes.yaml `!regexp`
// values, where any text is plain data.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseRoutes } from '../../src/syntax/index.js'
import { printRegexp } from '../../src/print/index.js'
import { regexpBody } from '../../src/print/regexp-body.js'
import { rubyRegExpSource } from '../../src/inflect/ruby-regexp.js'
import type { RegexpValue, Statement } from '../../src/ast/types.js'
import { zeroPosition } from '../../src/ast/positions.js'

const regexp = (source: string, flags = ''): RegexpValue => ({ type: 'regexp', source, flags, position: zeroPosition() })

/** The regexp a routes file holding `printed` as a requirement gives, read strictly. */
function readBack(printed: string): RegexpValue {
  const { ast, diagnostics } = parseRoutes(`get '/x/:id', to: 'a#b', id: ${printed}\n`, { strict: true })
  assert.equal(diagnostics, [], printed)
  const value = (ast.children[0] as Statement).options[1]!.value
  assert.is(value.type, 'regexp', printed)
  return value as RegexpValue
}

function assertSafe(source: string, flags = ''): void {
  const printed = printRegexp(regexp(source, flags))
  const back = readBack(printed)
  assert.is(back.flags, flags)
  assert.is(back.source, regexpBody(source, flags), printed)
  assert.is(rubyRegExpSource(back.source, flags), rubyRegExpSource(source, flags), printed)
}

test('every `#` Ruby would interpolate gets a backslash where it keeps the meaning', () => {
  const cases: [string, string, string][] = [
    ["[a-z]#{system('touch x')}", '', "/[a-z]\\#{system('touch x')}/"],
    ['a#$0#@x#@@y#$-w#$1', '', '/a\\#$0\\#@x\\#@@y\\#$-w\\#$1/'],
    ['\\#{x}|\\\\#{x}', '', '/\\#{x}|\\\\\\#{x}/'], // already escaped, then after an escaped backslash
    ['[#{x}]+(?#{x})#{2}', '', '/[\\#{x}]+(?#\\{x})\\#{2}/'], // a `(?#` comment keeps its `#`
    ['a # #{x}\n#{2}', 'x', '%r(a # #\\{x}\n#\\{2})x'], // in x mode `#` opens a comment to the line's end
    ['(?x: a #{1}\n)#{1}(?-x:#{1})(?x)#{1}', '', '%r((?x: a #\\{1}\n)\\#{1}(?-x:\\#{1})(?x)#\\{1})'],
    ['[\\]#{x}][]#{x}]', 'x', '/[\\]\\#{x}][]\\#{x}]/x'], // in a class `#` is a character, even in x mode
    ['a#b#', '', '/a#b#/'],
  ]
  for (const [source, flags, printed] of cases) {
    assert.is(printRegexp(regexp(source, flags)), printed)
    assertSafe(source, flags)
  }
})

test('a source holding every delimiter is still enclosed whole (was: `%r|…|` ended at its first `|`)', () => {
  const source = "/{[(]]<|!~^;,@#{system('x')}"
  assert.is(printRegexp(regexp(source)), "%r!/{[(]]<|\\!~^;,@\\#{system('x')}!")
  assertSafe(source)
  // An escaped `!` reads back without its backslash: the same regexp.
  assert.is(readBack(printRegexp(regexp('a\\!|/{[(]]<~^;,@'))).source, 'a!|/{[(]]<~^;,@')
})

test('a lone backslash at the end cannot escape the closing delimiter', () => {
  assert.is(printRegexp(regexp('a\\')), '/a\\\\/')
  assert.is(printRegexp(regexp('a\\\\')), '/a\\\\/')
})

/** A seeded generator of regexp sources from the characters that matter to the lexer and to Onigmo. */
function sources(seed: number): () => [string, string] {
  let state = seed
  const next = (n: number): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n
  }
  const atoms = ['#', '{', '}', '$', '@', '\\', '/', '(', ')', '(?#', '(?x)', '(?-x)', '(?x:', '[', ']', '\n', ' ', 'a', '1', '|', '!', '*', '{2}', '#{x}', '#@y', '#$z']
  return () => {
    let text = ''
    for (let i = next(12); i >= 0; i--) text += atoms[next(atoms.length)]
    return [text, next(3) === 0 ? 'x' : '']
  }
}

test('2,000 generated sources that are valid regexps print safely and mean the same', () => {
  const generate = sources(20261128)
  let checked = 0
  for (let i = 0; i < 20_000 && checked < 2_000; i++) {
    const [source, flags] = generate()
    try {
      rubyRegExpSource(source, flags)
    } catch {
      continue // not a regexp both front ends accept
    }
    assertSafe(source, flags)
    checked++
  }
  assert.is(checked, 2_000)
})

test.run()
