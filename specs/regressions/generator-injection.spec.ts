// A routes.yaml is data; converted to routes.rb it must stay data. Before the fix, `convert --to
// rb` wrote a `!regexp` holding `#{system('touch MARKER')}` as `/[a-z]#{system(...)}/`, which Ruby
// interpolates when Rails loads the file: the marker appeared (and `#@x`, `#$y` read variables).
// generator-injection/routes.yaml holds such text in every place a value can take; routes.rb is
// its conversion and rails.json what Rails drew from that file, with the marker absent
// (regenerate: `npm run build && node tools/injection-oracle.mjs`).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { convertRoutes, expand, parseRoutes, parseRoutesYaml, printRoutes, printRoutesYaml, withoutPositions } from '../../src/index.js'
import { array, hash, keyword, pair, regexp, routeFile, statement, str, sym } from '../../src/ast/builders.js'
import { rubyRegExpSource } from '../../src/inflect/ruby-regexp.js'
import { regexpBody } from '../../src/print/regexp-body.js'
import type { Value } from '../../src/ast/types.js'
import { comparableRoute } from '../_support/rails-json.js'
import { runCli, tempDir } from '../cli/helpers.js'
import { compileTable, serializeTable } from '../../src/compile/index.js'
import { deriveVectors } from '../../src/compile/vectors.js'
import { applyEdits, renameResource } from '../../src/edit/index.js'
import type { Statement } from '../../src/ast/types.js'

const dir = fileURLToPath(new URL('generator-injection/', import.meta.url))
const read = (name: string): string => readFileSync(dir + name, 'utf8')
const yaml = read('routes.yaml')
const rails = JSON.parse(read('rails.json')) as Record<string, unknown>[]

type Requirement = { regexp: string; flags: string }
const isRegexp = (value: unknown): value is Requirement => typeof value === 'object' && value !== null && 'regexp' in value

test('convert --to rb writes exactly the routes.rb that Rails loaded without running anything', () => {
  const { text, diagnostics } = convertRoutes(yaml, { from: 'yaml', to: 'rb' })
  assert.equal(diagnostics, [])
  assert.fixture(text, read('routes.rb'))
})

test('Rails drew from the converted file the routes routes.yaml describes: every string exact, every requirement matching the same strings', () => {
  const { routes, diagnostics } = expand(parseRoutesYaml(yaml).ast)
  assert.equal(diagnostics, [])
  assert.is(routes.length, rails.length)
  routes.forEach((route, index) => {
    const ours = comparableRoute(route)
    const theirs = comparableRoute(rails[index]!)
    const requirements = Object.entries(ours.requirements as Record<string, unknown>)
    for (const [key, value] of requirements) {
      const drawn = (theirs.requirements as Record<string, unknown>)[key]
      if (!isRegexp(value) || !isRegexp(drawn)) continue
      // The source Rails holds has a backslash before each `#` that would have interpolated;
      // translated for matching, it is the very same regexp.
      assert.is(drawn.regexp, regexpBody(value.regexp, value.flags), `${route.path} ${key}`)
      assert.is(rubyRegExpSource(drawn.regexp, drawn.flags), rubyRegExpSource(value.regexp, value.flags), `${route.path} ${key}`)
    }
    assert.equal({ ...ours, requirements: undefined }, { ...theirs, requirements: undefined }, route.path)
  })
})

/** The AST with each regexp's source as the printer writes it. */
function printedSources(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(printedSources)
  if (typeof node !== 'object' || node === null) return node
  const value = node as Value
  if (value.type === 'regexp') return { ...value, source: regexpBody(value.source, value.flags) }
  return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, printedSources(inner)]))
}

test('the converted file holds no interpolation or other Ruby: routecraft reads it in strict mode as the same statements', () => {
  const converted = parseRoutes(convertRoutes(yaml, { from: 'yaml', to: 'rb' }).text, { strict: true })
  assert.equal(converted.diagnostics, [])
  assert.equal(withoutPositions(converted.ast), printedSources(withoutPositions(parseRoutesYaml(yaml).ast)))
})

test('a routeSet receiver is a constant and its calls: anything else, which routes.rb would run, is refused (was: printed before `.draw do`)', () => {
  const { text, diagnostics } = convertRoutes('routes:\n  - routeSet: "system(\'touch x\'); Rails.application.routes"\n    routes: []\n', { from: 'yaml', to: 'rb' })
  assert.is(text, '')
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`), [
    'RC3017 2:15 invalid receiver "system(\'touch x\'); Rails.application.routes" for routeSet',
  ])
  assert.is(convertRoutes('routes:\n  - routeSet: "Blog::Engine\\n  .routes"\n    routes: []\n', { from: 'yaml', to: 'rb' }).text, 'Blog::Engine\n  .routes.draw do\nend\n')
})

// Text that means something to Ruby, YAML or a terminal, in every place a printer writes a value.
const HOSTILE = [
  "#{system('x')}", '#@x #$y #@@z', `'"\\`, '\\#{x}', 'a: b', '- x', '? x', '!tag', '&a *a', '{x}', '[x]', '%x', '@x', '`x`',
  '# x', '---', '...', '\n- get: /x\n', '\r\n', '\t', '\x1b]0;title\x07\x1b[2J', '\u2028\u2029\u0085\ufeff', 'é', '',
]

function hostileFile() {
  return routeFile(HOSTILE.map((text, index) => statement('get', [str(`/h${index}${text}`)], [
    keyword('to', str(`a#b${text}`)),
    keyword('as', str(`h${index}${text}`)),
    keyword('defaults', hash([pair(sym(text), str(text)), pair(str(`k${text}`), array([sym(text), str(text)]))])),
    pair(sym(`o${text}`), regexp(text === '' ? 'x' : `x[${text.replace(/[\\\]\[]/g, '\\$&')}]?`)),
  ])))
}

test('hostile text in every value prints to routes.rb and to routes.yaml that read back as exactly the same values', () => {
  const ast = hostileFile()
  const rb = parseRoutes(printRoutes(ast), { strict: true })
  assert.equal(rb.diagnostics, [])
  assert.equal(withoutPositions(rb.ast), printedSources(withoutPositions(ast)))
  const yamlBack = parseRoutesYaml(printRoutesYaml(ast))
  assert.equal(yamlBack.diagnostics, [])
  assert.equal(withoutPositions(yamlBack.ast), withoutPositions(ast))
})

test('compile and vectors write the hostile values as JSON that reads back as the same table and vectors', () => {
  const { routes } = expand(parseRoutesYaml(yaml).ast)
  const table = compileTable(routes)
  assert.equal(JSON.parse(serializeTable(table)), table)
  assert.equal(table.routes.map((route) => route.path), routes.map((route) => route.path))
  // `vectors` writes one JSON line per vector: a line break in a value must not split one.
  const vectors = deriveVectors(routes)
  const lines = vectors.map((vector) => `${JSON.stringify(vector)}\n`).join('').split('\n').slice(0, -1)
  assert.equal(lines.map((line) => JSON.parse(line)), vectors)
})

test('renaming a route to hostile text writes a literal that reads back as that text (was: JSON quoting, which left `#{` to interpolate)', () => {
  const source = 'get "about", to: "pages#about"\nget \'faq\', to: "pages#faq"\n'
  const { ast } = parseRoutes(source)
  for (const name of HOSTILE) {
    for (const node of ast.children as Statement[]) {
      const renamed = parseRoutes(applyEdits(source, renameResource(source, node, name)), { strict: true })
      assert.equal(renamed.diagnostics, [], name)
      const first = (renamed.ast.children[ast.children.indexOf(node)] as Statement).arguments[0]
      assert.equal(first && withoutPositions(first), { type: 'string', value: name }, name)
    }
  }
})

test('a schema path holding a line break stays in its comment (was: the rest became YAML)', async () => {
  const ast = parseRoutesYaml('routes:\n  - root: pages#home\n').ast
  const text = printRoutesYaml(ast, { schema: 'x.json\nroutes:\n  - get: /evil\n#' })
  assert.is(text.split('\n')[0], '# yaml-language-server: $schema=x.json%0Aroutes:%0A  - get: /evil%0A#')
  assert.equal(withoutPositions(parseRoutesYaml(text).ast), withoutPositions(ast))
  const refused = await runCli(['convert', 'routes.rb', '--schema', 'a\nb'], { cwd: tempDir({ 'routes.rb': 'root "pages#home"\n' }) })
  assert.equal([refused.code, refused.stdout, refused.stderr], [2, '', "routecraft: --schema takes a path or URL on one line\nRun 'routecraft --help' for usage.\n"])
})

test('a call that runs Ruby has no routes.yaml spelling (was: `!call { system: … }` converted to `system(…)`, which Rails runs)', () => {
  const yamlCalls = convertRoutes('routes:\n  - get: a\n    to: !call { system: touch marker }\n', { from: 'yaml', to: 'rb' })
  assert.equal([yamlCalls.text, yamlCalls.diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column}`)], ['', ['RC3040 3:17']])
  const rb = convertRoutes('require "sidekiq/web"\nget "/x", to: system("touch marker")\nmount Sidekiq::Web => "/sidekiq"\n', { from: 'rb', to: 'yaml' })
  assert.is(rb.text, '')
  assert.equal(rb.diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`), [
    'RC3040 2:15 routes.yaml does not call system: `system` is a method of every Ruby object, not a routing method, so the file was not converted',
  ])
})

test.run()
