// The packed trie: the layout recognition reads agrees with the one packing writes, and static
// tokens found by their hash are always checked against the key (FNV-1a collides).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import * as packed from '../../src/match/packed.js'
import { READ_LAYOUT } from '../../src/match/recognize.js'
import { HASH_BASIS, HASH_PRIME, NONE, tokenHash } from '../../src/match/trie.js'
import { routesOf } from './_routes.js'

test('recognize.ts reads the layout packed.ts writes', () => {
  const { MIN, LENGTHS, TABLE, SLASH, DOT, EXTRA, TERMS, FLAGS, SLOT, RECORD, CONDITIONAL } = packed
  assert.equal(READ_LAYOUT, { MIN, LENGTHS, TABLE, SLASH, DOT, EXTRA, TERMS, FLAGS, SLOT, CONDITIONAL, HASH_BASIS, HASH_PRIME, NONE })
  assert.is(Math.max(MIN, LENGTHS, TABLE, SLASH, DOT, EXTRA, TERMS, FLAGS) + 1, RECORD)
})

// Two pairs of keys with equal hashes (found by a birthday search).
const PAIRS = [['/ybyzueiv', '/hlsdqwkc'], ['/jzobwaqv', '/kemmplom']] as const

test('the collisions used below are real', () => {
  for (const [a, b] of PAIRS) assert.is(tokenHash(a), tokenHash(b))
})

test('a token whose hash and length match a key is not taken for it', () => {
  const [[a, b], [c, d]] = PAIRS
  const m = createMatcher(routesOf(`get "${a}", to: "s#a"\nget "${c}/x", to: "s#c"\nget ":id", to: "s#id"\nget ":id/x", to: "s#idx"`))
  const action = (path: string) => m.recognize('GET', path)?.params.action
  assert.is(action(a), 'a')
  assert.is(action(b), 'id')
  assert.is(action(b), 'id') // asked again, once the automaton's states exist
  assert.is(action(`${c}/x`), 'c')
  assert.is(action(`${d}/x`), 'idx')
  assert.is(action(`${d}/x.json`), 'idx')
})

test('keys with equal hashes in one table are both found', () => {
  const [[a, b]] = PAIRS
  const m = createMatcher(routesOf(`get "${a}", to: "s#a"\nget "${b}", to: "s#b"\nget "p${a}", to: "s#pa"\nget "p${b}/:id", to: "s#pb"`))
  const action = (path: string) => m.recognize('GET', path)?.params.action
  assert.is(action(a), 'a')
  assert.is(action(b), 'b')
  assert.is(action(`/p${a}`), 'pa')
  assert.is(action(`/p${b}/1`), 'pb')
  assert.is(action(`/p${b}`), undefined)
})

test.run()
