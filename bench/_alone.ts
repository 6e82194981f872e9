// One workload of the match benchmark, routecraft alone in a loop with the harness (fresh strings,
// as in the race), for profiling and for quick comparisons of two builds: not a race with the
// peers, so its figures are not the benchmark's (bench/README.md, "Comparing two builds").
//   node --import tsx bench/_alone.ts rails-deep 3            # seconds of passes; prints medians
//   node --cpu-prof --import tsx bench/_alone.ts rails-special 4 '^/users/'   # only those paths
import { readFileSync } from 'node:fs'
import { expand } from '../dist/expand/index.js'
import { createMatcher } from '../dist/match/index.js'
import type { Route } from '../dist/route.js'
import { parseRoutes } from '../dist/syntax/index.js'
import { tableRoutes } from './_tables.js'
import { median, pass, workload } from './_timing.js'

type Request = { verb: string; path: string }
const name = process.argv[2] ?? 'rails-mix'
const seconds = Number(process.argv[3] ?? 3)
const only = process.argv[4] === undefined ? null : new RegExp(process.argv[4])
const table = name.split('-')[0]!
const json = (url: URL) => JSON.parse(readFileSync(url, 'utf8'))
const named = (file: URL) => (json(file).workloads as Array<{ name: string; requests: Request[] }>).find((w) => w.name === name)

let routes: Route[]
let found: { requests: Request[] } | undefined
if (table === 'rails') {
  routes = expand(parseRoutes(readFileSync(new URL('../specs/fixtures/rails-routes.rb', import.meta.url), 'utf8'), { file: 'rails-routes.rb' }).ast).routes
  found = named(new URL('../specs/fixtures/workloads-rails.json', import.meta.url))
} else {
  routes = tableRoutes(table as 'micro' | 'github')
  found = named(new URL(`./data/workloads-${table}.json`, import.meta.url))
}
if (found === undefined) throw new Error(`no workload ${name}`)
const requests = found.requests.filter((r) => only === null || only.test(r.path))
const matcher = createMatcher(routes)
const w = workload(name, requests)
const ours = (verb: string, path: string) => matcher.recognize(verb, path)
const harness = (_verb: string, path: string) => (path.length < 0 ? path : null)
const times: number[] = []
const alone: number[] = []
const until = performance.now() + seconds * 1000
while (performance.now() < until) times.push(pass(w, ours)), alone.push(pass(w, harness))
const [a, b] = [median(times), median(alone)]
console.log(`${name} (${requests.length} requests): routecraft ${a.toFixed(0)} ns, harness ${b.toFixed(0)} ns, own ${(a - b).toFixed(0)} ns`)
