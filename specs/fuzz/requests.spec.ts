// Hostile request paths against real route sets: recognize never throws, the listener answers
// 400, 404, 501 or a redirect, and nothing reaches Object.prototype. A fixed-seed slice of the
// campaign's path stage, plus the named hostile inputs of issue 7.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pathTargets, runPaths } from '../../tools/fuzz/campaign.js'
import { checkListener, checkRecognize } from '../../tools/fuzz/check.js'
import { longPath, manySegments } from '../../tools/fuzz/paths.js'
import { Rng } from '../../tools/fuzz/random.js'

const targets = pathTargets(new URL('../../', import.meta.url).pathname)

const HOSTILE = [
  '/%', '/%zz', '/%E0%A4%A', '/photos/%', '/photos/%zz', '/photos/%E0%A4%A', '/photos/%C0%AF', '/photos/%E0%80%AF', '/photos/%ED%A0%80',
  '/photos/a%00b', '/photos/a\0b', '/photos/\0', '//', '/photos//1', '/./photos', '/photos/./1', '/../photos', '/photos/../1',
  '/__proto__', '/__proto__/constructor', '/constructor/prototype', '/prototype', '/photos/__proto__', '/__proto__/__proto__/prototype/x/constructor',
  '/photos/1.__proto__', '/photos/1?__proto__[x]=1', '', 'photos', '*', 'http://x/photos/1', 'http://[::1', '/\ud800', '/\u{1f600}', '/photos/1.json.json',
]

test('the named hostile paths: recognize answers, the listener answers 400 or 404 (or 501/3xx for a route)', () => {
  for (const target of targets) {
    for (const path of HOSTILE) {
      for (const verb of ['GET', 'POST', 'HEAD', '__proto__']) checkRecognize(target.matcher, verb, path, target.name)
      const status = checkListener(target.matcher, 'GET', path, target.name)
      if (/%(?![0-9a-fA-F]{2})|\0|%00/.test(path) && path.startsWith('/')) assert.is(status, 400, `${target.name} ${JSON.stringify(path)}`)
    }
  }
})

test('a 1 MB path and a 100,000-segment path are answered', () => {
  const rng = new Rng(7)
  for (const target of targets) {
    for (const path of [longPath(rng), manySegments(rng), '/' + 'a/'.repeat(100_000), '/photos/' + '%'.repeat(1 << 20)]) {
      checkRecognize(target.matcher, 'GET', path, target.name)
      checkListener(target.matcher, 'GET', path, target.name)
    }
  }
})

test('6,000 seeded hostile requests per route set', () => {
  for (const target of targets) runPaths(target, 20260907, 6000)
})

test('params named like Object.prototype members are own properties, and Object.prototype is untouched', () => {
  const target = targets.find((t) => t.name === 'prototype-names')!
  const found = target.matcher.recognize('GET', '/__proto__/1/prototype/a/b.c')
  assert.ok(found)
  assert.is.not(Object.getPrototypeOf(found.params), Object.prototype)
  for (const key of ['constructor', '__proto__', 'hasOwnProperty', 'toString']) assert.ok(Object.hasOwn(found.params, key), key)
  assert.is(found.params.__proto__, 'a')
  assert.is(({} as Record<string, unknown>).constructor, Object)
})

test.run()
