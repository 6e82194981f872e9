import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { EXPAND_CODES, SYNTAX_CODES, YAML_CODES, createMatcher, expand, parseRoutes } from '../src/index.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

test('the README lists every diagnostic code of every catalogue', () => {
  const codes = [...Object.keys(SYNTAX_CODES), ...Object.keys(YAML_CODES), ...EXPAND_CODES.map((c) => c.code), 'RC2099']
  assert.equal(codes.filter((code) => !readme.includes(`| ${code} |`)), [])
})

test('the README API example does what it says', () => {
  const { ast, diagnostics } = parseRoutes('resources :photos, only: [:index, :show]\n', { file: 'routes.rb' })
  assert.equal(diagnostics, [])
  assert.equal(expand(ast).routes[1], {
    name: 'photo', verb: ['GET'], path: '/photos/:id(.:format)', controller: 'photos',
    action: 'show', requirements: {}, defaults: {}, anchored: true,
    source: { file: 'routes.rb', line: 1, column: 1 },
  })
})

test('the README matcher example does what it says', () => {
  const matcher = createMatcher(expand(parseRoutes('resources :photos\n').ast).routes)
  assert.equal({ ...matcher.recognize('GET', '/photos/1.json')!.params }, { controller: 'photos', action: 'show', id: '1', format: 'json' })
  assert.is(matcher.generate('photo', 1, { format: 'json' }), '/photos/1.json')
})

test.run()
