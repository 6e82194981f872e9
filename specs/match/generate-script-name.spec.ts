// `script_name` (an application's mount point) goes before a generated path, less one trailing
// slash, as ActionDispatch::Http::URL.path_for puts it. Rails' answers, from
// `ruby8 tools/rails-oracle.rb routes.rb path post '[1, {"script_name": "/blog/"}]'` on `resources :posts`.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { routesOf } from './_routes.js'

const matcher = createMatcher(routesOf('resources :posts\n'))

test('script_name prefixes the path; the query and anchor still follow', () => {
  assert.is(matcher.generate('post', 1, { script_name: '/blog/' }), '/blog/posts/1')
  assert.is(matcher.generate('posts', { script_name: '/blog', page: 2 }), '/blog/posts?page=2')
  assert.is(matcher.generate('posts', { script_name: '' }), '/posts')
  assert.is(matcher.generate('post', 1, { script_name: null, anchor: 'c' }), '/posts/1#c')
})

test.run()
