// Where a small table's request goes: one workload (micro-* or github-*), routecraft's parts timed
// alone in a loop with the harness's fresh strings, each net of the harness. Not a race with the
// peers (bench/README.md, "Comparing two builds"): the parts' shares, not the benchmark's figures.
//   node --import tsx bench/_small-parts.ts micro-param 3
import { readFileSync } from 'node:fs'
import { createMatcher } from '../dist/match/index.js'
import { readPath } from '../dist/match/small/recognize.js'
import { buildPeers } from './_peers.js'
import { smallRecognizerOf, tableRoutes } from './_tables.js'
import { median, pass, workload } from './_timing.js'

type Request = { verb: string; path: string }
const name = process.argv[2] ?? 'micro-param'
const seconds = Number(process.argv[3] ?? 3)
const table = name.split('-')[0]!
const json = (url: URL) => JSON.parse(readFileSync(url, 'utf8'))
const routes = tableRoutes(table as 'micro' | 'github')
const requests = (json(new URL(`./data/workloads-${table}.json`, import.meta.url)).workloads as Array<{ name: string; requests: Request[] }>).find((w) => w.name === name)!.requests

const matcher = createMatcher(routes)
const { recognizer: rec, bits } = smallRecognizerOf(() => {
  for (const r of requests) matcher.recognize(r.verb, r.path)
}, routes)

// The first request's params maker call, caught as the recognizer makes it (its seps copied).
const internals = rec as unknown as { params: (...args: unknown[]) => Record<string, unknown> }
const build = internals.params
let args: unknown[] = []
internals.params = function (...given: unknown[]) {
  args = given.map((arg) => (arg instanceof Int32Array ? arg.slice() : arg))
  return build(...given)
} as unknown as typeof build
// The first request the recognizer matches (none on github-miss: no answer parts then).
let sample = requests[0]!
let first: { params: Record<string, unknown> } | null | undefined = null
for (const r of requests) {
  first = rec.recognize(r.path, bits.get(r.verb) ?? 0)
  if (first) {
    sample = r
    break
  }
}
internals.params = build
const bounds: number[] = []
for (const value of first === null || first === undefined ? [] : Object.values(first.params).slice(2)) {
  const at = sample.path.indexOf(`/${value}`) + 1
  bounds.push(at, at + String(value).length)
}
const w = workload(name, requests)
const parts: Array<[string, (verb: string, path: string) => unknown]> = [
  ['harness', (_verb, path) => (path.length < 0 ? path : null)],
  ['matcher.recognize', (verb, path) => matcher.recognize(verb, path)],
  ['small.recognize', (verb, path) => rec.recognize(path, bits.get(verb) ?? 0)],
  ['read only', (_verb, path) => (readPath(rec, path) === -3 ? path : null)],
  ['charCodeAt loop', (_verb, path) => {
    let h = 0
    for (let i = 0; i < path.length; i++) h = (h + path.charCodeAt(i)) | 0
    return h === -1 ? path : null
  }],
  ['indexOf loop', (_verb, path) => {
    let n = 0
    for (let i = path.indexOf('/', 1); i >= 0; i = path.indexOf('/', i + 1)) n++
    return n === -1 ? path : null
  }],
  // What building the first request's answer costs: its params object from values at hand, and
  // its values sliced from the path at its first request's token bounds.
  ['params only', (_verb, path) => (build(args[0], args[1], args[2], args[3], path, args[5]) === null ? path : null)],
  ['slices only', (_verb, path) => {
    let n = 0
    for (let k = 0; k < bounds.length; k += 2) n += path.slice(bounds[k], bounds[k + 1]).length
    return n === -1 ? path : null
  }],
  ['bits lookup', (verb, path) => ((bits.get(verb) ?? 0) === -1 ? path : null)],
  // The peers alone in the same loop, for scale.
  ...buildPeers(routes.map((r) => ({ verbs: r.verb, path: r.path }))).map((peer): [string, (verb: string, path: string) => unknown] => [peer.name, (verb, path) => peer.find(verb, path)]),
]
if (!first) parts.splice(0, parts.length, ...parts.filter(([part]) => part !== 'params only' && part !== 'slices only'))
// A fourth argument keeps the harness and that part only (for --cpu-prof).
if (process.argv[4] !== undefined) parts.splice(1, parts.length, ...parts.filter(([part]) => part === process.argv[4]))
const times = parts.map(() => [] as number[])
const until = performance.now() + seconds * 1000
while (performance.now() < until) parts.forEach(([, find], i) => times[i]!.push(pass(w, find)))
const base = median(times[0]!)
console.log(`${name} (${requests.length} requests), ns per request net of the harness (${base.toFixed(0)} ns):`)
parts.forEach(([part], i) => i > 0 && console.log(`  ${part.padEnd(20)} ${(median(times[i]!) - base).toFixed(0).padStart(5)}`))
