// Expected texts come from Ruby 3.1 itself: specs/format/fixtures/ruby-inspect.json is written by
// `ruby specs/format/fixtures/ruby-inspect.rb` (values and their `inspect`, never typed by hand).
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
