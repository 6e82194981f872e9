// Params objects (params.ts): one generated constructor per table, with a case per key list, and
// a loop for the key lists past its cases and where code generation is disallowed.
import { execFileSync } from 'node:child_process'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import { smallOf } from '../../src/match/matcher.js'
import { recognizer, routesOf } from './_routes.js'

// 600 routes, each with a key list of its own (its segment's name): more than the constructor's
// 512 cases. Odd routes add a default, so base keys differ too.
const routes = routesOf(
  Array.from({ length: 600 }, (_, i) => `get "r${i}/:p${i}", to: "c#a${i}"${i % 2 ? `, defaults: { d${i}: "v" }` : ''}`).join('\n'),
)
const expected = (i: number, value: string) => ({ controller: 'c', action: `a${i}`, ...(i % 2 ? { [`d${i}`]: 'v' } : {}), [`p${i}`]: value })

test('more key lists than the constructor has cases: every route has its params, by the automaton and by the walk', () => {
  const matcher = createMatcher(routes)
  const walk = recognizer(routes)
  for (const i of [0, 1, 510, 511, 512, 513, 598, 599]) {
    assert.equal({ ...matcher.recognize('GET', `/r${i}/x%20y`)?.params }, expected(i, 'x y'), `automaton, route ${i}`)
    assert.equal({ ...walk('GET', `/r${i}/x%20y`)?.params }, expected(i, 'x y'), `walk, route ${i}`)
  }
  // Past the cases too, the keys are in order, and `__proto__` is a key like any other.
  assert.equal(Object.keys(matcher.recognize('GET', '/r599/1')!.params), ['d599', 'controller', 'action', 'p599'])
  const hostile = createMatcher(routesOf('get ":__proto__/:constructor", to: "h#h"'))
  const params = hostile.recognize('GET', '/a/b')!.params
  assert.ok(Object.hasOwn(params, '__proto__'))
  assert.equal({ ...params }, { controller: 'h', action: 'h', ['__proto__']: 'a', constructor: 'b' })
})

test('a small table with more key lists than the constructor has cases: its recognizer slices every value', () => {
  // 400 routes (a small table): 200 with two key lists of their own, 200 globs: 600 lists.
  const small = routesOf(Array.from({ length: 200 }, (_, i) => `get "r${i}/:p${i}(/:q${i})", to: "c#a${i}"\nget "g${i}/*rest${i}", to: "c#g${i}", format: false`).join('\n'))
  const matcher = createMatcher(small)
  const own = smallOf(matcher)
  assert.ok(own !== null)
  for (let i = 0; i < 200; i++) {
    const answers = [own('GET', `/r${i}/x`), own('GET', `/r${i}/x/y`), own('GET', `/g${i}/a/b.c`)]
    assert.equal(answers.map((found) => ({ ...found?.params })), [
      { controller: 'c', action: `a${i}`, [`p${i}`]: 'x' },
      { controller: 'c', action: `a${i}`, [`p${i}`]: 'x', [`q${i}`]: 'y' },
      { controller: 'c', action: `g${i}`, [`rest${i}`]: 'a/b.c' },
    ], `route ${i}`)
  }
})

test('with code generation disallowed, params are the same', () => {
  // A child process: the flag applies to a whole process.
  const script = `
    import { createMatcher } from ${JSON.stringify(new URL('../../src/match/index.js', import.meta.url).href)}
    import { routesOf } from ${JSON.stringify(new URL('./_routes.js', import.meta.url).href)}
    const m = createMatcher(routesOf('get "photos/:id", to: "photos#show", defaults: { x: "1" }\\nget "a/*rest", to: "a#b"'))
    const plain = (path) => ({ ...m.recognize('GET', path).params })
    console.log(JSON.stringify([plain('/photos/7'), plain('/a/b/c.txt'), plain('/photos/8')]))
  `
  const output = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
  assert.equal(JSON.parse(output), [
    { controller: 'photos', action: 'show', x: '1', id: '7' },
    { controller: 'a', action: 'b', rest: 'b/c', format: 'txt' },
    { controller: 'photos', action: 'show', x: '1', id: '8' },
  ])
})

test.run()
