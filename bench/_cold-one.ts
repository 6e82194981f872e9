// One contender of bench/cold.ts, in a process of its own: loads the Rails table, builds the
// router (timed), then times each of the first 10,000 requests of rails-mix (the workload's
// 2,000 requests five times over, each a fresh string), then the same 10,000 again, warm.
// Prints one JSON line.
import { readFileSync } from 'node:fs'
import { expand } from '../dist/expand/index.js'
import { createMatcher } from '../dist/match/index.js'
import { parseRoutes } from '../dist/syntax/index.js'
import { buildPeers } from './_peers.js'

const REQUESTS = 10_000
const name = process.argv[2]!
const fixture = (file: string) => readFileSync(new URL(`../specs/fixtures/${file}`, import.meta.url), 'utf8')
const routes = expand(parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' }).ast).routes
const mix = (JSON.parse(fixture('workloads-rails.json')).workloads as Array<{ name: string; requests: Array<{ verb: string; path: string }> }>).find((w) => w.name === 'rails-mix')!.requests
const buffer = Buffer.from(mix.map((r) => r.path).join(''), 'latin1')
const offsets = [0]
for (const r of mix) offsets.push(offsets.at(-1)! + r.path.length)

const start = process.hrtime.bigint()
let find: (verb: string, path: string) => unknown
if (name === 'routecraft' || name === 'routecraft eager') {
  const matcher = createMatcher(routes, { eager: name === 'routecraft eager' })
  find = (v, p) => matcher.recognize(v, p)
} else if (name === 'harness alone') {
  find = (_v, p) => (p.length < 0 ? p : null)
} else {
  find = buildPeers(routes.map((r) => ({ verbs: r.verb, path: r.path })), name)[0]!.find
}
const build = Number(process.hrtime.bigint() - start) / 1e6

function pass(): Float64Array {
  const times = new Float64Array(REQUESTS)
  let hits = 0
  for (let i = 0; i < REQUESTS; i++) {
    const k = i % mix.length
    const path = buffer.toString('latin1', offsets[k]!, offsets[k + 1]!)
    const t0 = process.hrtime.bigint()
    if (find(mix[k]!.verb, path) != null) hits++
    times[i] = Number(process.hrtime.bigint() - t0)
  }
  if (hits < 0) console.log(hits)
  return times
}
const cold = pass()
const warm = pass()
const sum = (t: Float64Array) => t.reduce((a, b) => a + b, 0)
const at = (t: Float64Array, q: number) => Float64Array.from(t).sort()[Math.min(t.length - 1, Math.floor(q * t.length))]!
console.log(JSON.stringify({ name, build, p50: at(cold, 0.5), p99: at(cold, 0.99), max: at(cold, 1), total: sum(cold) / 1e6, warmTotal: sum(warm) / 1e6, warmP99: at(warm, 0.99) }))
