// The compiled matcher's heap on each table, against the peers', and its growth under 200,000
// random unique request paths on the Rails table (what a client choosing paths can make it build;
// the automaton stops growing at its bound). Heap: `heapUsed` after two `gc()`s around several
// routers kept alive, divided by their count.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expand } from '../dist/expand/index.js'
import { createMatcher } from '../dist/match/index.js'
import type { Route } from '../dist/route.js'
import { parseRoutes } from '../dist/syntax/index.js'
import { buildPeers, PEER_NAMES } from './_peers.js'

const KEPT = 6
const PATHS = 200_000
const fixture = (name: string) => readFileSync(new URL(`../specs/fixtures/${name}`, import.meta.url), 'utf8')
const data = (name: string) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'))

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heap = () => (gc(), gc(), process.memoryUsage().heapUsed)

type Find = (verb: string, path: string) => unknown
const CONTENDERS = ['routecraft', 'routecraft eager', ...PEER_NAMES]

function make(name: string, routes: Route[]): Find {
  if (name.startsWith('routecraft')) {
    const matcher = createMatcher(routes, { eager: name === 'routecraft eager' })
    return (v, p) => matcher.recognize(v, p)
  }
  return buildPeers(routes.map((r) => ({ verbs: r.verb, path: r.path })), name)[0]!.find
}

function simpleRoutes(table: Array<[string, string]>): Route[] {
  return table.map(([verb, path]) => ({
    name: null, verb: [verb], path, controller: 'c', action: 'a', requirements: {}, defaults: {}, anchored: true,
    source: { file: 'table', line: 1, column: 1 },
  }))
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

/** Runs the memory benchmark. */
export default function memory(): void {
  const rails = expand(parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' }).ast).routes
  const tables: Array<[string, Route[]]> = [
    ['micro', simpleRoutes(data('micro-routes.json').routes)],
    ['GitHub', simpleRoutes(data('github-api.json').routes)],
    ['Rails', rails],
  ]
  const mix = (JSON.parse(fixture('workloads-rails.json')).workloads as Array<{ name: string; requests: Array<{ verb: string; path: string }> }>).find((w) => w.name === 'rails-mix')!.requests
  const paths = randomPaths(mix)
  const buffer = Buffer.from(paths.map((r) => r.path).join(''), 'latin1')
  console.log(`\n## memory (heap after GC, mean of ${KEPT} routers; load average ${loadavg().map((v) => v.toFixed(1)).join(', ')})`)
  console.log(`| contender | ${tables.map(([name, routes]) => `${name} (${routes.length} routes) KiB`).join(' | ')} | Rails: growth after ${PATHS.toLocaleString('en-US')} random unique paths, KiB |`)
  console.log(`|---|${tables.map(() => '---:').join('|')}|---:|`)
  for (const name of CONTENDERS) {
    const cells = tables.map(([, routes]) => {
      const before = heap()
      const kept = Array.from({ length: KEPT }, () => make(name, routes))
      const after = heap()
      kept.length = 0
      return ((after - before) / KEPT / 1024).toFixed(0)
    })
    const find = make(name, rails)
    find('GET', '/')
    const before = heap()
    let at = 0
    for (const r of paths) {
      find(r.verb, buffer.toString('latin1', at, at + r.path.length))
      at += r.path.length
    }
    const growth = (heap() - before) / 1024
    console.log(`| ${name} | ${cells.join(' | ')} | ${growth.toFixed(0)} |`)
  }
}
