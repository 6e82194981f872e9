// The compiled route table: valid against its schema, byte-reproducible, the same from
// routes.yaml as from routes.rb, with its prefilter, prefix boundaries and unsupported routes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileTable, serializeTable, type CompiledRoute } from '../../src/compile/table.js'
import { firstToken } from '../../src/compile/prefilter.js'
import { parsePattern } from '../../src/match/pattern.js'
import { loadRoutes } from '../../src/load.js'
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'

const root = new URL('../../', import.meta.url).pathname
const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(JSON.parse(readFileSync(join(root, 'schema/compiled-routes.schema.json'), 'utf8')))

const route = (path: string, extra: Partial<Route> = {}): Route => ({
  name: 'r', verb: ['GET'], path, controller: 'c', action: 'a', requirements: {}, defaults: {}, anchored: true, source: { file: 'routes.rb', line: 1, column: 1 }, ...extra,
})
const compileOne = (r: Route): CompiledRoute => compileTable([r]).routes[0]!

test('every golden case compiles to a table valid against the schema, the same bytes twice', () => {
  let unsupported = 0
  let routes = 0
  for (const c of cases('golden')) {
    const expanded = expandCase(c).routes
    const text = serializeTable(compileTable(expanded))
    assert.ok(validate(JSON.parse(text)), `${c.name}: ${JSON.stringify(validate.errors)}`)
    assert.is(serializeTable(compileTable(expandCase(c).routes)), text, c.name)
    const table = JSON.parse(text) as { routes: CompiledRoute[] }
    routes += table.routes.length
    unsupported += table.routes.filter((r) => r.unsupported).length
  }
  // The dialect says nearly every route: Ruby-only requirements are rare (15 of 1,611 routes when
  // schema/compiled-routes.md was written).
  assert.ok(unsupported >= 1 && unsupported * 50 < routes, `${unsupported} of ${routes} routes unsupported`)
})

test('routes.yaml and its routes.rb twin compile to the same bytes (examples/blog, golden twins)', () => {
  const blog = join(root, 'examples/blog/config')
  assert.is(serializeTable(compileTable(loadRoutes(join(blog, 'routes.yaml')))), serializeTable(compileTable(loadRoutes(join(blog, 'routes.rb')))))
  for (const c of cases('golden').filter((c) => c.has('routes.yaml') && !c.has('api_only') && !c.has('environment'))) {
    const rb = compileTable(loadRoutes(join(c.dir, 'routes.rb')))
    assert.equal(compileTable(loadRoutes(join(c.dir, 'routes.yaml'))), rb, c.name)
  }
})

test('examples/python/blog-routes.json is the compiled examples/blog/config/routes.yaml (regenerate: README there)', () => {
  const compiled = serializeTable(compileTable(loadRoutes(join(root, 'examples/blog/config/routes.yaml'))))
  assert.is(readFileSync(join(root, 'examples/python/blog-routes.json'), 'utf8'), compiled)
})

test('one route per line, a final newline; an empty table too', () => {
  const text = serializeTable(compileTable([route('/a'), route('/b')]))
  assert.is(text.split('\n').length, 5)
  assert.ok(text.startsWith('{"format":"routecraft-compiled-routes","version":"1.0","routes":[\n{"index":0,'))
  assert.is(serializeTable(compileTable([])), '{"format":"routecraft-compiled-routes","version":"1.0","routes":[]}\n')
})

test('the prefilter token: a static first token that every matched path has', () => {
  const cases: Array<[string, string | null]> = [
    ['/', ''], ['/photos(.:format)', 'photos'], ['/photos/:id', 'photos'], ['/photos(/:id)(.:format)', 'photos'],
    ['/robots.txt', 'robots'], ['/:locale/photos', null], ['(/:locale)/photos', null], ['/v:version', null],
    ['/photos(es)', null], ['/photos((/:a)x)', null], ['/photos(((/:a)))', 'photos'], ['/*path', null],
  ]
  for (const [pattern, token] of cases) assert.is(firstToken(parsePattern(pattern), true), token, pattern)
  assert.is(firstToken(parsePattern('/admin'), false), null, 'prefix routes have none')
})

test('recognition regexps: segments capture, everything else does not', () => {
  const photo = compileOne(route('/photos/:id(.:format)', { requirements: { id: { regexp: '(\\d+)|new', flags: '' } } }))
  assert.equal(photo.recognize, { regex: '^/photos/((?:[0-9]+)|new)(?:\\.([^./?]+))?$', captures: ['id', 'format'], prefix: false, first_token: 'photos' })
  const glob = compileOne(route('/files/*path/:a:b'))
  assert.equal(glob.recognize, { regex: '^/files/([^\\x0A]+)/([^./?]+)([^./?]+)$', captures: ['path', 'a', 'b'], prefix: false, max_path_length: 4096, first_token: 'files' })
})

test('prefix routes end with Journey boundary, or are unsupported when it depends on a capture', () => {
  const prefix = (path: string) => compileOne(route(path, { anchored: false, verb: [] }))
  assert.is(prefix('/admin').recognize!.regex, '^/admin(?:$|[^0-9A-Z_a-z\u0080-\u{10FFFF}])')
  assert.is(prefix('/v1.').recognize!.regex, '^/v1\\.(?:$|/|[0-9A-Z_a-z\u0080-\u{10FFFF}])')
  assert.is(prefix('/').recognize!.regex, '^/')
  assert.match(prefix('/files/:id').unsupported!.reason, /prefix route/)
  const admin = new RegExp(prefix('/admin').recognize!.regex, 'u')
  assert.equal(['/admin', '/admin/x', '/admin-x', '/adminx', '/admin_x', '/admin.json'].map((p) => admin.test(p)), [true, true, true, false, false, true])
})

test('a route whose requirement the dialect cannot say is unsupported, with the Ruby original', () => {
  const requirement = { regexp: '\\p{Alnum}+', flags: '' }
  const r = compileOne(route('/t/:token', { requirements: { token: requirement } }))
  assert.equal(r.unsupported, { reason: 'the requirement of :token uses a Unicode property (`\\p{…}`)', segment: 'token', requirement })
  assert.is(r.recognize, undefined)
  assert.is(r.generate, undefined)
  assert.ok(validate(JSON.parse(JSON.stringify(compileTable([route('/t/:token', { requirements: { token: requirement } })])))))
})

test('a requirement with a lookahead keeps its route, marked as needing the extension', () => {
  const r = compileOne(route('/w/:id(.:format)', { requirements: { id: { regexp: '.+?(?=\\.json)|.+', flags: '' } } }))
  assert.is(r.dialect, 'lookahead')
  assert.is(r.recognize!.regex, '^/w/([^\\x0A]+?(?=\\.json)|[^\\x0A]+)(?:\\.([^./?]+))?$')
  assert.is(compileOne(route('/w/:id', { requirements: { id: { regexp: '\\d+', flags: '' } } })).dialect, undefined)
})

test('generation: segments with defaults and requirements, the pattern as a tree', () => {
  const r = compileOne(route('/:controller(/:action(/:id))(.:format)', { controller: null, action: 'index', defaults: { action: 'index', format: { symbol: 'json' } }, requirements: { id: { regexp: '\\d+', flags: '' } } }))
  assert.equal(r.generate, {
    segments: [
      { name: 'controller', required: true, default: null, requirement: null },
      { name: 'action', required: false, default: 'index', requirement: null },
      { name: 'id', required: false, default: null, requirement: '[0-9]+' },
      { name: 'format', required: false, default: 'json', requirement: null },
    ],
    pattern: ['/', { segment: 'controller', escape: 'path' }, { optional: ['/', { segment: 'action', escape: 'segment' }, { optional: ['/', { segment: 'id', escape: 'segment' }] }] }, { optional: ['.', { segment: 'format', escape: 'segment' }] }],
  })
  assert.equal(r.params, { action: 'index', format: 'json' })
})

test('hosts backtrack: an exponential regexp leaves its route unsupported, a polynomial one gets the path length its degree allows', () => {
  const catastrophic = compileOne(route('/hosts/:addr(.:format)', { requirements: { addr: { regexp: '(\\d{1,3}\\.?)+', flags: '' } } }))
  assert.is(catastrophic.recognize, undefined)
  assert.match(catastrophic.unsupported!.reason, /^its regexp takes exponential time in a backtracking engine \(PCRE2, Python re, Java\)/)
  // `:a-:b`: `-` is a segment character, so the two split `a-a-a…` in quadratically many ways.
  assert.is(compileOne(route('/d/:a-:b(.:format)')).recognize!.max_path_length, 4096)
  // Three, four, five globs: cubic and beyond; 2^24 steps at most.
  assert.is(compileOne(route('/*a/*b/*c/end')).recognize!.max_path_length, 256)
  assert.is(compileOne(route('/*a/*b/*c/*d/end')).recognize!.max_path_length, 64)
  assert.is(compileOne(route('/*a/*b/*c/*d/*e/end')).recognize!.max_path_length, 27)
  assert.is(compileOne(route('/photos/:id(.:format)')).recognize!.max_path_length, undefined)
})

test.run()
