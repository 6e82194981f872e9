// Expected texts come from Ruby itself (3.3, the Ruby the reference Rails runs on here):
// specs/format/fixtures/ruby-inspect.json is written by `ruby8 specs/format/fixtures/ruby-inspect.rb`
// (values and their `inspect`, never typed by hand). No Ruby 3.4 runs here: its Hash#inspect is
// specified below from its NEWS entry and hash.c (`inspect_i`, `symbol_key_needs_quote`).
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { RubyValue } from '../../src/route.js'
import { rubyHashInspect, rubyInspect } from '../../src/format/ruby-inspect.js'

interface Cases {
  ruby: string
  values: { value: RubyValue; inspect: string }[]
  hashes: { entries: [string, RubyValue][]; inspect: string }[]
}

const cases = JSON.parse(readFileSync(new URL('./fixtures/ruby-inspect.json', import.meta.url), 'utf8')) as Cases

const values = suite(`rubyInspect (Ruby ${cases.ruby})`)
for (const { value, inspect } of cases.values) {
  values(inspect, () => {
    assert.is(rubyInspect(value), inspect)
  })
}
values.run()

const hashes = suite(`rubyHashInspect (Ruby ${cases.ruby})`)
for (const { entries, inspect } of cases.hashes) {
  hashes(inspect, () => {
    assert.is(rubyHashInspect(entries), inspect)
  })
}
hashes.run()

const ruby34 = suite('Hash#inspect of Ruby 3.4')

ruby34('symbol keys read as literals: `{user_id: 1}`; other keys keep `=>`, spaced: `{"key" => 2}` (NEWS for 3.4.0)', () => {
  assert.is(rubyInspect({ hash: [[{ symbol: 'user_id' }, 1], ['key', 2]] }, '3.4'), '{user_id: 1, "key" => 2}')
  assert.is(rubyHashInspect([['id', { regexp: '\\d+', flags: '' }], ['format', 'jpg']], '3.4'), '{id: /\\d+/, format: "jpg"}')
  assert.is(rubyInspect({ hash: [[1, null], [{ hash: [] }, [{ hash: [[{ symbol: 'a' }, true]] }]]] }, '3.4'), '{1 => nil, {} => [{a: true}]}')
})

ruby34('a symbol key is quoted where `name:` would not read back (symbol_key_needs_quote)', () => {
  const keys = ['foo?', 'bang!', 'Const', 'foo=', 'a-b', '@ivar', '$global', '!', '[]', '<=>', '+', 'x@', '', 'два']
  const shown = keys.map((key) => rubyHashInspect([[key, 1]], '3.4'))
  assert.equal(shown, [
    '{foo?: 1}', '{bang!: 1}', '{Const: 1}', '{"foo=": 1}', '{"a-b": 1}', '{"@ivar": 1}', '{"$global": 1}',
    '{"!": 1}', '{"[]": 1}', '{"<=>": 1}', '{"+": 1}', '{"x@": 1}', '{"": 1}', '{два: 1}',
  ])
})

ruby34('3.3 keeps the old form (as ruby 3.3.8 prints these)', () => {
  assert.is(rubyHashInspect([['foo=', 1], ['a', { hash: [['k', 2]] }]]), '{:foo==>1, :a=>{"k"=>2}}')
  assert.is(rubyHashInspect([['x@', 1], ['<', 2], ['foo?', 3], ['@a', 4], ['', 5]]), '{:"x@"=>1, :<=>2, :foo?=>3, :@a=>4, :""=>5}')
})
ruby34.run()
