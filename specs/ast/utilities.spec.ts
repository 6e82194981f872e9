import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  array, call, constant, hash, keyword, pair, pointAt, pointLocator, positionOf, routeFile, routeSet, statement,
  str, sym, walk, SKIP, zeroPosition,
} from '../../src/ast/index.js'
import type { Node } from '../../src/ast/index.js'

test('pointAt: 1-based line and column, 0-based offset, \\n, \\r\\n and \\r breaks', () => {
  const source = 'ab\ncd\r\nef\rg'
  assert.equal(pointAt(source, 0), { line: 1, column: 1, offset: 0 })
  assert.equal(pointAt(source, 2), { line: 1, column: 3, offset: 2 })
  assert.equal(pointAt(source, 3), { line: 2, column: 1, offset: 3 })
  assert.equal(pointAt(source, 6), { line: 2, column: 4, offset: 6 })
  assert.equal(pointAt(source, 7), { line: 3, column: 1, offset: 7 })
  assert.equal(pointAt(source, 10), { line: 4, column: 1, offset: 10 })
  assert.equal(pointAt(source, 99), { line: 4, column: 2, offset: 11 })
  assert.equal(pointAt('', 0), { line: 1, column: 1, offset: 0 })
  const locate = pointLocator(source)
  assert.equal(locate(4), pointAt(source, 4))
  assert.equal(positionOf(source, 3, 5), { start: { line: 2, column: 1, offset: 3 }, end: { line: 2, column: 3, offset: 5 } })
})

test('builders give fresh zero positions and decide statement types', () => {
  const a = str('x')
  const b = str('x')
  a.position.start.line = 9
  assert.equal(b.position, zeroPosition())
  assert.is(statement('get', [str('/x')]).type, 'match')
  assert.is(statement('devise_for').type, 'call')
  assert.not.ok('children' in statement('resources', [sym('photos')]))
  assert.equal(statement('member', [], [], []).children, [])
  assert.not.ok('receiver' in call('redirect'))
  assert.is(call('server', [], [], constant('ActionCable')).receiver?.name, 'ActionCable')
  assert.is(routeFile([]).astVersion, '1.4')
})

test('walk visits every node in source order, parents first, and can skip', () => {
  const ast = routeFile([
    routeSet('Rails.application.routes', [
      statement('resources', [sym('photos')], [keyword('only', array([sym('index')]))], [
        statement('get', [str('x')], [pair(str('a'), hash([keyword('b', call('new', [], [], constant('C')))]))]),
      ]),
    ]),
  ])
  const seen: string[] = []
  walk(ast, (node: Node) => {
    seen.push(node.type)
  })
  assert.equal(seen, [
    'file', 'routeSet', 'resources', 'symbol', 'pair', 'symbol', 'array', 'symbol',
    'match', 'string', 'pair', 'string', 'hash', 'pair', 'symbol', 'call', 'constant',
  ])
  const shallow: string[] = []
  const left: string[] = []
  walk(ast, (node) => (shallow.push(node.type), node.type === 'resources' ? SKIP : undefined), (node) => void left.push(node.type))
  assert.equal(shallow, ['file', 'routeSet', 'resources'])
  assert.equal(left, ['resources', 'routeSet', 'file'])
})

test('walk gives each node the path to where it started, parents and leaves alike', () => {
  const ast = routeFile([routeSet('Rails.application.routes', [statement('resources', [sym('photos')], [keyword('only', array([sym('index')]))])])])
  const entered: string[] = []
  const left: string[] = []
  const path = (ancestors: readonly Node[]): string => ancestors.map((a) => a.type).join('>')
  walk(ast, (node, parent, ancestors) => {
    assert.is(parent, ancestors.at(-1))
    entered.push(`${node.type}@${path(ancestors)}`)
  }, (node, _parent, ancestors) => void left.push(`${node.type}@${path(ancestors)}`))
  assert.equal(entered, ['file@', 'routeSet@file', 'resources@file>routeSet', 'symbol@file>routeSet>resources', 'pair@file>routeSet>resources',
    'symbol@file>routeSet>resources>pair', 'array@file>routeSet>resources>pair', 'symbol@file>routeSet>resources>pair>array'])
  assert.equal(left.at(-1), 'file@')
  assert.equal(left[0], 'symbol@file>routeSet>resources')
})

test('walk reaches nodes under fields it does not know (a later minor version)', () => {
  const future = { type: 'file', position: zeroPosition(), astVersion: '1.1', children: [], extra: { type: 'future', position: zeroPosition(), items: [str('x')] } }
  const seen: string[] = []
  walk(future as unknown as Node, (node) => void seen.push(node.type))
  assert.equal(seen, ['file', 'future', 'string'])
})

test.run()
