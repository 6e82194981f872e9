import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { EXPAND_CODES, SYNTAX_CODES, YAML_CODES, createMatcher, expand, parseRoutes } from '../src/index.js'
import { generateDocsFiles } from '../tools/docs.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string): string => readFileSync(join(root, path), 'utf8')

test('the committed docs/diagnostics.md is what `npm run docs` generates', () => {
  for (const [path, expected] of Object.entries(generateDocsFiles())) {
    assert.ok(read(path) === expected, `${path} is stale: run \`npm run docs\``)
  }
})

test('docs/diagnostics.md lists every diagnostic code of every catalogue', () => {
  const page = read('docs/diagnostics.md')
  const codes = [...Object.keys(SYNTAX_CODES), ...Object.keys(YAML_CODES), ...EXPAND_CODES.map((c) => c.code), 'RC2099']
  assert.equal(codes.filter((code) => !page.includes(`| ${code} |`)), [])
})

test('every relative link in README.md, docs/ and bench/README.md leads to a file or folder', () => {
  const pages = ['README.md', 'bench/README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]
  const broken: string[] = []
  for (const page of pages) {
    // [text](target) outside code spans; the target's #fragment is not checked.
    for (const [, target] of read(page).replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue
      const file = join(root, dirname(page), target!.split('#')[0]!)
      if (!existsSync(file)) broken.push(`${page}: ${target}`)
    }
  }
  assert.equal(broken, [])
})

test('the link checker sees links', () => {
  assert.ok(/\]\(docs\/architecture\.md\)/.test(read('README.md')), 'README.md links docs/architecture.md')
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
