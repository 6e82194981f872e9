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
