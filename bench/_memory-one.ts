// One contender of bench/memory.ts, in a process of its own (run with --expose-gc): its heap on
// each table and its growth under 200,000 random unique paths on the Rails table. Prints one
// JSON line.
import { readFileSync } from 'node:fs'
import { expand } from '../dist/expand/index.js'
import { createMatcher } from '../dist/match/index.js'
import type { Route } from '../dist/route.js'
import { parseRoutes } from '../dist/syntax/index.js'
import { buildPeers } from './_peers.js'
import { simpleRoutes } from './_tables.js'

const KEPT = 6
const PATHS = 200_000
const fixture = (name: string) => readFileSync(new URL(`../specs/fixtures/${name}`, import.meta.url), 'utf8')
const data = (name: string) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'))

const gc = (globalThis as unknown as { gc: () => void }).gc
const heap = () => (gc(), gc(), process.memoryUsage().heapUsed)

type Find = (verb: string, path: string) => unknown

function make(name: string, routes: Route[]): Find {
  if (name.startsWith('routecraft')) {
    const matcher = createMatcher(routes, { eager: name === 'routecraft eager' })
    return (v, p) => matcher.recognize(v, p)
  }
  return buildPeers(routes.map((r) => ({ verbs: r.verb, path: r.path })), name)[0]!.find
}

// Paths of rails-mix with tokens swapped for random text or for other requests' tokens (a
// seeded generator, so every run asks the same paths), each path once.
function randomPaths(mix: Array<{ verb: string; path: string }>): Array<{ verb: string; path: string }> {
  let seed = 42
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32)
  const tokens = mix.flatMap((r) => r.path.split('/').filter(Boolean))
  const seen = new Set<string>()
  const out: Array<{ verb: string; path: string }> = []
  while (out.length < PATHS) {
    const base = mix[Math.floor(random() * mix.length)]!
    const path = base.path.split('/').map((t, i) => {
      if (i === 0) return t
      const r = random()
      return r < 0.3 ? random().toString(36).slice(2, 8) : r < 0.5 ? tokens[Math.floor(random() * tokens.length)]! : t
    }).join('/')
    if (!seen.has(path)) seen.add(path), out.push({ verb: base.verb, path })
  }
  return out
}

const name = process.argv[2]!
const rails = expand(parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' }).ast).routes
const tables = [simpleRoutes(data('micro-routes.json').routes), simpleRoutes(data('github-api.json').routes), rails]
const mix = (JSON.parse(fixture('workloads-rails.json')).workloads as Array<{ name: string; requests: Array<{ verb: string; path: string }> }>).find((w) => w.name === 'rails-mix')!.requests
const paths = randomPaths(mix)
const buffer = Buffer.from(paths.map((r) => r.path).join(''), 'latin1')
const heaps = tables.map((routes) => {
  const before = heap()
  const kept = Array.from({ length: KEPT }, () => make(name, routes))
  const after = heap()
  kept.length = 0
  return (after - before) / KEPT / 1024
})
function ask(find: Find): void {
  let at = 0
  for (const r of paths) {
    find(r.verb, buffer.toString('latin1', at, at + r.path.length))
    at += r.path.length
  }
}
// A pass with no router first: what the heap sheds on its own after the set-up (tens of MiB of
// the generator's garbage and lazily freed data) is shed before the measured pass.
ask((_v, p) => p)
const find = make(name, rails)
find('GET', '/')
const before = heap()
ask(find)
const growth = (heap() - before) / 1024
console.log(JSON.stringify({ heaps, growth }))
