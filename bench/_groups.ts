// One Rails workload split by the route Rails answers (misses together), each group raced alone
// against one peer with the harness (fresh strings, interleaved rounds, medians): which kinds of
// request cost us most against that peer. Not the benchmark's figures (bench/README.md).
//   node --import tsx bench/_groups.ts rails-special '@medley/router' 2
import { readFileSync } from 'node:fs'
import { expand } from '../dist/expand/index.js'
import { createMatcher } from '../dist/match/index.js'
import { parseRoutes } from '../dist/syntax/index.js'
import { buildPeers, type PeerRoute } from './_peers.js'
import { race, workload } from './_timing.js'

type Request = { verb: string; path: string; expect: { route: number } | null }
const name = process.argv[2] ?? 'rails-special'
const peerName = process.argv[3] ?? '@medley/router'
const rounds = Math.max(5, Number(process.argv[4] ?? 2) * 10)
const routes = expand(parseRoutes(readFileSync(new URL('../specs/fixtures/rails-routes.rb', import.meta.url), 'utf8'), { file: 'rails-routes.rb' }).ast).routes
const requests = (JSON.parse(readFileSync(new URL('../specs/fixtures/workloads-rails.json', import.meta.url), 'utf8')).workloads as Array<{ name: string; requests: Request[] }>).find((w) => w.name === name)!.requests
const matcher = createMatcher(routes)
const peer = buildPeers(routes.map((r): PeerRoute => ({ verbs: r.verb, path: r.path })), peerName)[0]!
const groups = new Map<number, Request[]>()
for (const r of requests) {
  const k = process.env.GROUPS === 'one' ? 0 : (r.expect?.route ?? -1)
  groups.set(k, [...(groups.get(k) ?? []), r])
}
const harness = (_verb: string, path: string) => (path.length < 0 ? path : null)
// With `thrash`, a contender between the others reads 4 MiB per pass (the L2 cache's size on the
// development host), as the other routers of the race do, so each pass starts from a cold cache.
const big = new Int32Array(1 << 20)
const thrash = (_verb: string, path: string) => {
  let n = 0
  for (let i = 0; i < big.length; i += 16) n += big[i]!
  return n === 1 ? path : null
}
const contenders = [
  { name: 'ours', find: (verb: string, path: string) => matcher.recognize(verb, path) },
  { name: 'peer', find: peer.find },
  { name: 'harness', find: harness },
  ...(process.argv[5] === 'thrash' ? [{ name: 'thrash', find: thrash }] : []),
]
const rows: Array<[string, number, number, number, number]> = []
for (const [k, list] of [...groups].sort((a, b) => a[0] - b[0])) {
  const t = race(workload(String(k), list), contenders, rounds)
  const h = t.get('harness')!
  const label = k < 0 ? 'no match' : `${routes[k]!.verb.join('|')} ${routes[k]!.path}`
  rows.push([label, list.length, t.get('ours')! - h, t.get('peer')! - h, h])
}
console.log(`${name} by route, own time (harness subtracted), ours against ${peerName}`)
let [ours, theirs, n] = [0, 0, 0]
for (const [label, count, a, b] of rows) {
  console.log(`${count.toString().padStart(4)}  ${a.toFixed(0).padStart(5)} ${b.toFixed(0).padStart(5)}  ${(a / b).toFixed(2)}  ${label}`)
  ours += a * count
  theirs += b * count
  n += count
}
console.log(`mean own time: ours ${(ours / n).toFixed(0)} ns, ${peerName} ${(theirs / n).toFixed(0)} ns`)
