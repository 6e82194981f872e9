import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { compileRoute } from '../../src/match/compile.js'
import { Automaton, buildAll } from '../../src/match/dfa.js'
import { createMatcher } from '../../src/match/index.js'
import { pack } from '../../src/match/packed.js'
import { prepare, search } from '../../src/match/recognize.js'
import { buildTrie } from '../../src/match/trie.js'
import { VerbBits } from '../../src/match/verbs.js'
import { parseRoutes } from '../../src/syntax/index.js'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
const routes = expand(parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' }).ast).routes
const workloads = JSON.parse(fixture('workloads-rails.json')).workloads as Array<{ name: string; requests: Array<{ verb: string; path: string }> }>

test('an eager matcher answers every Rails workload request as the lazy one does', () => {
  const eager = createMatcher(routes, { eager: true })
  const lazy = createMatcher(routes)
  const answer = (found: { index: number; params: object } | null) => JSON.stringify(found && { index: found.index, params: found.params })
  const wrong = workloads.flatMap((w) => w.requests.filter((r) => answer(eager.recognize(r.verb, r.path)) !== answer(lazy.recognize(r.verb, r.path))))
  assert.equal(wrong, [])
})

test('after buildAll, the Rails workloads find every transition on keys and segments made', () => {
  const verbs = new VerbBits()
  const trie = pack(buildTrie(routes.map((route, index) => compileRoute(route, index, verbs))))
  const automaton = new Automaton(trie, routes)
  assert.ok(buildAll(automaton))
  const built = automaton.used
  const lazy = new Automaton(trie, routes)
  const before = lazy.used
  for (const a of [automaton, lazy]) {
    for (const w of workloads) {
      for (const r of w.requests) {
        prepare(r.path)
        search(trie, a, r.verb === 'HEAD' ? verbs.bit('GET') : verbs.bit(r.verb))
      }
    }
  }
  // What the requests still build is the states behind requirement tests: a few per cent of
  // what the lazy automaton builds for them.
  const lazyGrowth = lazy.used - before
  assert.ok(automaton.used - built < lazyGrowth / 20, `${automaton.used - built} cells built after buildAll, ${lazyGrowth} lazily`)
})

test.run()
