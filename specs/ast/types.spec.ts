import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { statementType, AST_VERSION } from '../../src/index.js'

test('verb helpers are match statements; unknown methods are calls', () => {
  assert.is(statementType('get'), 'match')
  assert.is(statementType('resources'), 'resources')
  assert.is(statementType('devise_for'), 'call')
  assert.is(statementType('constructor'), 'call')
  assert.is(statementType('__proto__'), 'call')
})

test('the AST version is MAJOR.MINOR', () => {
  assert.match(AST_VERSION, /^\d+\.\d+$/)
})

test.run()
