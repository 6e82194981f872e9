import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { charLength, rubyRegExp } from '../../src/format/inspector.js'
import { underscore } from '../../src/inflect/underscore.js'

const inspector = suite('inspector helpers')

// Expected values from `ruby -ractive_support/all -e 'p "X".underscore'` (ActiveSupport 6.1).
inspector('underscore as ActiveSupport does', () => {
  const cases: [string, string][] = [
    ['PostsController', 'posts_controller'],
    ['Admin::PostsController', 'admin/posts_controller'],
    ['HTMLParser', 'html_parser'],
    ['posts', 'posts'],
    ['admin/posts', 'admin/posts'],
    ['Foo-Bar', 'foo_bar'],
    ['V2Api', 'v2_api'],
  ]
  for (const [word, expected] of cases) assert.is(underscore(word), expected, word)
})

inspector('rubyRegExp rewrites Ruby-only escapes', () => {
  assert.ok(rubyRegExp('\\Aadmin').test('admin/x'))
  assert.not.ok(rubyRegExp('\\Aadmin').test('x/admin'))
  assert.ok(rubyRegExp('posts\\z').test('admin/posts'))
  assert.ok(rubyRegExp('\\h+').test('ff'))
  assert.ok(rubyRegExp('\\\\A').test('\\A'))
  assert.throws(() => rubyRegExp('('))
})
inspector('underscore inserts `_` where Ruby\'s /([A-Z\\d]+)([A-Z][a-z])/ would, in linear time', () => {
  // The regexp as ActiveSupport writes it, applied the way gsub applies it: the reference.
  const reference = (word: string) =>
    word.replaceAll('::', '/').replace(/([A-Z\d]+)([A-Z][a-z])/g, '$1_$2').replace(/([a-z\d])([A-Z])/g, '$1_$2').replaceAll('-', '_').toLowerCase()
  let seed = 20261121
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  for (let i = 0; i < 5000; i++) {
    const word = Array.from({ length: next() % 12 }, () => 'AaBb1Z9z:-'[next() % 10]).join('')
    assert.is(underscore(word), reference(word), word)
  }
  // A fuzzed constant name of 131,000 digits took 7 s with the reference form.
  const long = `Sidek${'9'.repeat(200_000)}iq::Web`
  assert.is(underscore(long), `sidek${'9'.repeat(200_000)}iq/web`)
})

// Ruby's String#length, which the table's column widths use: `"a😀b".length` is 3 in Ruby.
inspector('charLength counts characters as Ruby does, a surrogate pair being one', () => {
  assert.is(charLength(''), 0)
  assert.is(charLength('/photos/:id'), 11)
  assert.is(charLength('/café'), 5)
  assert.is(charLength('a😀b'), 3)
  assert.is(charLength('😀😀'), 2)
  // Lone surrogates (not valid text, but JavaScript strings may hold them) count one each.
  assert.is(charLength('\ud800x'), 2)
  assert.is(charLength('x\udc00'), 2)
  assert.is(charLength('\ud800'), 1)
})

inspector.run()
