// schema/ast.md is the specification: its JSON examples must be valid ASTs and its method table
// must be STATEMENT_TYPES, so the prose cannot drift from the schema and the types.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { STATEMENT_TYPES, keyword, routeFile, statement, validateAst, zeroPosition } from '../../src/ast/index.js'
import type { Expression, OptionEntry, Pair, RouteSet, TopLevel, Value } from '../../src/ast/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const markdown = readFileSync(fileURLToPath(new URL('../../schema/ast.md', import.meta.url)), 'utf8')

/** Examples may omit `position` for brevity; put a zero position on every node that lacks one. */
function withPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPositions)
  if (value === null || typeof value !== 'object') return value
  const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPositions(v)]))
  if (typeof copy.type === 'string' && !('position' in copy)) copy.position = zeroPosition()
  return copy
}

/** JSON with object keys sorted, so that key order does not matter when comparing. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  )
}

/** An example node placed where it may appear, in a file. */
function inFile(node: { type: string }): unknown {
  if (node.type === 'file') return node
  if (node.type === 'routeSet') return routeFile([node as RouteSet])
  if (node.type === 'pair' || node.type === 'doubleSplat') return routeFile([statement('devise_for', [], [node as OptionEntry])])
  if (['string', 'symbol', 'integer', 'boolean', 'nil', 'regexp', 'constant', 'array', 'hash', 'call'].includes(node.type)) {
    return routeFile([statement('devise_for', [node as Value], [keyword('as', node as Value)])])
  }
  if (['variable', 'methodCall', 'not', 'binary', 'ternary', 'interpolatedString', 'interpolatedRegexp', 'lambda', 'rubyExpression'].includes(node.type)) {
    return routeFile([{ type: 'if', keyword: 'if', modifier: false, condition: node as Expression, children: [], position: zeroPosition() }])
  }
  return routeFile([node as TopLevel])
}

const examples = [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)

test('ast.md has JSON examples, and every node example is a valid AST in place', () => {
  assert.ok(examples.length >= 30, `${examples.length} examples`)
  for (const example of examples) {
    if (typeof example.type !== 'string') continue // a Point or a Position
    const errors = validateAst(inFile(withPositions(example) as { type: string }))
    assert.equal(errors, [], JSON.stringify(example))
  }
})

test('ast.md has a subsection for every statement type and the exact method table', () => {
  const types = new Set([...Object.values(STATEMENT_TYPES), 'call'])
  for (const type of types) assert.ok(markdown.includes(`#### \`${type}\``), `section for ${type}`)
  const table = new Map<string, string>()
  for (const [, methods, type] of markdown.matchAll(/^\| (`[a-z_]+`(?:, `[a-z_]+`)*) \| `([a-zA-Z]+)` \|$/gm)) {
    for (const method of methods!.match(/[a-z_]+/g)!) table.set(method, type!)
  }
  assert.equal(Object.fromEntries(table), { ...STATEMENT_TYPES })
})

test("ast.md's positioned examples are exactly what the parser produces", () => {
  const source = /```ruby\n([\s\S]*?)```/.exec(markdown)![1]!
  const file = examples.find((example) => example.type === 'file')
  assert.equal(parseRoutes(source).ast, file)
  const get = examples.find((example) => example.type === 'match' && 'position' in example)
  assert.equal(parseRoutes("get 'photos/:id', to: 'photos#show', id: /\\d+/, format: 1\n").ast.children[0], get)
  const values = (parseRoutes("get 'x', format: true, as: nil, to: Sidekiq::Web").ast.children[0] as { options: Pair[] }).options.map((p) => p.value)
  for (const value of values) {
    assert.ok(examples.some((example) => canonical(example) === canonical(value)), value.type)
  }
  const conditional = examples.find((example) => example.type === 'if')
  assert.equal(canonical(parseRoutes('if Rails.env.production?\n  get :a\nelse\n  get :b\nend\n').ast.children[0]), canonical(conditional))
  const ruby = examples.find((example) => example.type === 'ruby')
  assert.equal(canonical(parseRoutes('while feature_on?\n  get :x\nend\n').ast.children[0]), canonical(ruby))
})

test.run()
