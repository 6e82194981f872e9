import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Ajv } from 'ajv'
import {
  array, bool, call, constant, hash, int, keyword, nil, pair, regexp, routeFile, routeSet, statement, str, sym,
  astSchema, validateAst, withoutPositions, STATEMENT_TYPES,
} from '../../src/ast/index.js'
import type { RouteFile } from '../../src/ast/index.js'

/** One AST holding every node type: every value kind, pairs, all statement types, a routeSet. */
function everyNode(): RouteFile {
  const values = [
    str('photos'), sym('photos'), int(-1), bool(true), nil(), regexp('\\d+', 'i'), constant('Sidekiq::Web'),
    array([sym('index'), str('x')]), hash([keyword('id', regexp('[0-9]+'))]), hash([]),
    call('redirect', [str('/x')], [keyword('status', int(301))]),
    call('server', [], [], constant('ActionCable')),
  ]
  const methods = [...Object.keys(STATEMENT_TYPES), 'devise_for']
  return routeFile([
    statement('draw', [sym('admin')]),
    routeSet('Rails.application.routes', [
      statement('scope', values, [pair(str('photos'), str('photos#index'))], methods.map((m) => statement(m, [], [], []))),
    ]),
  ])
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

test('the schema compiles under draft-07 and documents every definition and property', () => {
  const schema = astSchema()
  assert.is(schema.$schema, 'http://json-schema.org/draft-07/schema#')
  new Ajv({ strictTypes: false }).compile(schema)
  const definitions = schema.definitions as Record<string, { description?: string; properties?: Record<string, { description?: string }>; additionalProperties?: boolean }>
  for (const [name, definition] of Object.entries(definitions)) {
    assert.ok(definition.description, `definitions.${name} has a description`)
    for (const [property, sub] of Object.entries(definition.properties ?? {})) {
      assert.ok(sub.description, `definitions.${name}.properties.${property} has a description`)
    }
    if (definition.properties?.position) assert.is(definition.additionalProperties, false, `${name} is closed`)
  }
})

test('a hand-built AST with every node type validates', () => {
  assert.equal(validateAst(everyNode()), [])
  assert.equal(validateAst(clone(everyNode())), [])
})

test('an empty file and later minor versions validate', () => {
  assert.equal(validateAst(routeFile([])), [])
  assert.equal(validateAst({ ...routeFile([]), astVersion: '1.7' }), [])
})

test('a missing position is rejected', () => {
  const ast = clone(everyNode()) as unknown as { children: { position?: unknown }[] }
  delete ast.children[0]!.position
  const errors = validateAst(ast)
  assert.ok(errors.some((e) => e.startsWith('/children/0') && e.includes("'position'")), errors.join('\n'))
})

test('an unknown value type is rejected, naming the allowed types', () => {
  const ast = everyNode()
  ast.children[0] = statement('draw', [{ type: 'float', value: 1.5 } as never])
  const errors = validateAst(ast)
  assert.ok(errors.some((e) => e.startsWith('/children/0/arguments/0/type') && e.includes('symbol')), errors.join('\n'))
})

test('an extra property is rejected, naming it', () => {
  const ast = everyNode()
  Object.assign(ast.children[0]!, { name: 'admin' })
  assert.equal(validateAst(ast), ['/children/0: unknown property "name"'])
  const value = everyNode()
  Object.assign((value.children[0] as { arguments: object[] }).arguments[0]!, { quote: "'" })
  assert.equal(validateAst(value), ['/children/0/arguments/0: unknown property "quote"'])
})

test('a bad astVersion is rejected', () => {
  for (const astVersion of ['2.0', '1', '1.0.0', 'v1.0']) {
    const errors = validateAst({ ...routeFile([]), astVersion })
    assert.equal(errors, ['/astVersion: must match pattern "^1\\.\\d+$"'], astVersion)
  }
})

test('a statement type that disagrees with its method is rejected', () => {
  const ast = routeFile([statement('resources', [sym('photos')], [], [{ ...statement('get', [str('x')]), type: 'call' }])])
  assert.equal(validateAst(ast), ['/children/0/children/0: a "get" statement must have type "match", not "call"'])
  assert.equal(validateAst(routeFile([{ ...statement('devise_for'), type: 'resources' }])).length, 1)
})

test('bad positions, a routeSet nested in a statement and a non-object are rejected', () => {
  const ast = routeFile([])
  ast.position.start.line = 0
  assert.equal(validateAst(ast), ['/position/start/line: must be >= 1'])
  const nested = routeFile([statement('scope', [], [], [routeSet('X', []) as never])])
  assert.ok(validateAst(nested).length > 0)
  assert.ok(validateAst(null).length > 0)
  assert.ok(validateAst({ type: 'file' }).length > 0)
})

test('withoutPositions drops every position key and undefined fields', () => {
  const stripped = withoutPositions(routeFile([statement('get', [str('x')], [keyword('to', str('a#b'))])]))
  assert.equal(stripped, {
    type: 'file', astVersion: '1.4',
    children: [{ type: 'match', method: 'get', arguments: [{ type: 'string', value: 'x' }], options: [
      { type: 'pair', key: { type: 'symbol', value: 'to' }, value: { type: 'string', value: 'a#b' } },
    ] }],
  })
  assert.equal(withoutPositions({ a: undefined, b: [1] }), { b: [1] })
})

test.run()
