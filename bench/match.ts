// The matcher against find-my-way and rou3 (each also compiled), @medley/router (bare, and wrapped to answer Rails' question),
// and memoirist on the shared workloads (../shared/bench-data, copied under specs/fixtures
// and bench/data), plus generation against path-to-regexp's compile, build time, memory and the
// table grown from 1,744 to 17,440 routes. See bench/README.md.
import { readFileSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { compile } from 'path-to-regexp'
import { expand } from '../dist/expand/index.js'
import { createMatcher } from '../dist/match/index.js'
import type { Route } from '../dist/route.js'
import { parseRoutes } from '../dist/syntax/index.js'
import { medleyRails } from './_medley-rails.js'
import { buildPeers, type PeerRoute } from './_peers.js'
import { simpleRoutes } from './_tables.js'
import { median, race, raceEach, WARM_MS, workload } from './_timing.js'

const ROUNDS = 25
const HARNESS = 'harness alone'
const fixture = (name: string) => readFileSync(new URL(`../specs/fixtures/${name}`, import.meta.url), 'utf8')
const data = (name: string) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'))

type Expected = { route: number; params: Record<string, string> } | null
type Request = { verb: string; path: string; expect?: Expected }
type Named = { name: string; requests: Request[] }
const requestsOf = (json: { workloads: Named[] }) => json.workloads

/** Share of requests answered as Rails does: the same route, and every param Rails gives with its value. */
function agreement(find: (v: string, p: string) => { index: number; params: Record<string, unknown> } | null, requests: Request[]): string {
  let same = 0
  for (const r of requests) {
    const got = find(r.verb, r.path)
    const want = r.expect
    if (want === undefined) return '—'
    if (want === null ? got === null : got !== null && got.index === want.route && Object.entries(want.params).every(([k, v]) => got.params[k] === v)) same++
  }
  return `${((100 * same) / requests.length).toFixed(1)} %`
}

type Contender = { name: string; find: (v: string, p: string) => unknown }

/** Ours, the wrapped @medley/router and the peers, each loaded with `routes`, and how many routes each skipped. */
function contendersFor(routes: Route[]): { contenders: Contender[]; skipped: string; ours: ReturnType<typeof createMatcher>; wrapped: ReturnType<typeof medleyRails> } {
  const ours = createMatcher(routes)
  const peers = buildPeers(routes.map((r): PeerRoute => ({ verbs: r.verb, path: r.path })))
  const wrapped = medleyRails(routes)
  const contenders = [{ name: 'routecraft', find: (v: string, p: string) => ours.recognize(v, p) }, { name: '@medley/router + Rails', find: wrapped.find }, ...peers]
  const skipped = [{ name: '@medley/router + Rails', skipped: wrapped.skipped }, ...peers].map((p) => `${p.name} ${p.skipped}`).join(', ')
  return { contenders, skipped, ours, wrapped }
}

// The loop and the fresh string alone: part of every contender's time.
const harness: Contender = { name: HARNESS, find: (_v: string, p: string) => (p.length < 0 ? p : null) }

function lookupTable(title: string, routes: Route[], workloads: Named[]): void {
  const { contenders: routers, skipped, ours, wrapped } = contendersFor(routes)
  const contenders = [...routers, harness]
  console.log(`\n## ${title} (${routes.length} routes; skipped by peers: ${skipped})`)
  console.log(`| workload | ${contenders.map((c) => c.name).join(' | ')} | agreement with Rails: routecraft, wrapped @medley/router |`)
  console.log(`|---|${contenders.map(() => '---:').join('|')}|---:|`)
  for (const w of workloads) {
    const times = race(workload(w.name, w.requests), contenders, ROUNDS)
    const mine = times.get('routecraft')!
    const cells = contenders.map((c, i) => {
      const t = times.get(c.name)!
      return i === 0 || c.name === HARNESS ? `${t.toFixed(0)} ns` : `${t.toFixed(0)} ns (${(t / mine).toFixed(2)}×)`
    })
    console.log(`| ${w.name} | ${cells.join(' | ')} | ${agreement((v, p) => ours.recognize(v, p), w.requests)}, ${agreement(wrapped.find, w.requests)} |`)
  }
}

function railsRoutes(): Route[] {
  return expand(parseRoutes(fixture('rails-routes.rb'), { file: 'rails-routes.rb' }).ast).routes
}

// Generation: our NAME_path against path-to-regexp's compiled functions for the same patterns.
function generation(routes: Route[]): void {
  const items = JSON.parse(fixture('generate-rails.json')).items as Array<{ name: string; params: Record<string, string> }>
  const matcher = createMatcher(routes)
  const compiled = new Map<string, (p: object) => string>()
  for (const r of routes) {
    if (r.name && !compiled.has(r.name)) compiled.set(r.name, compile(r.path.replace(/\(/g, '{').replace(/\)/g, '}').replace(/\./g, '\\.'), { encode: encodeURIComponent }))
  }
  // path-to-regexp wants a glob's value as an array of segments: prepared outside the timing.
  const globs = new Map(routes.filter((r) => r.name).map((r) => [r.name!, (r.path.match(/\*\w+/g) ?? []).map((g) => g.slice(1))]))
  const theirArgs = items.map((it) => {
    const args: Record<string, unknown> = { ...it.params }
    for (const g of globs.get(it.name) ?? []) if (typeof args[g] === 'string') args[g] = (args[g] as string).split('/')
    return args
  })
  const run = (fn: (item: (typeof items)[number], i: number) => string) => {
    const start = process.hrtime.bigint()
    let length = 0
    for (let i = 0; i < items.length; i++) length += fn(items[i]!, i).length
    return Number(process.hrtime.bigint() - start) / items.length + length * 0
  }
  const ours: number[] = []
  const theirs: number[] = []
  const until = performance.now() + 2 * WARM_MS
  for (let i = 0; i < 5 || performance.now() < until; i++) run((it) => matcher.generate(it.name, it.params)), run((it, i) => compiled.get(it.name)!(theirArgs[i]!))
  // One pass is only ~1,000 calls (well under a millisecond): three times the rounds.
  for (let i = 0; i < 3 * ROUNDS; i++) {
    ours.push(run((it) => matcher.generate(it.name, it.params)))
    theirs.push(run((it, i) => compiled.get(it.name)!(theirArgs[i]!)))
  }
  const a = median(ours)
  const b = median(theirs)
  console.log(`\n## generation (${items.length} NAME_path calls of generate-rails.json)`)
  console.log(`routecraft ${a.toFixed(0)} ns/call; path-to-regexp compile() ${b.toFixed(0)} ns/call (${(b / a).toFixed(2)}×; no query string, defaults or Rails escaping)`)
}

function buildAndMemory(routes: Route[]): void {
  const times: number[] = []
  for (let i = 0; i < 30; i++) {
    const start = performance.now()
    createMatcher(routes)
    times.push(performance.now() - start)
  }
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  // Twice: the 30 builds above leave garbage that one collection may not release entirely.
  gc()
  gc()
  // Several matchers kept and the delta averaged: around a single one, the delta read anywhere
  // from 0.7 to 3.7 MiB for the same build (collections of earlier garbage land in the window).
  const before = process.memoryUsage().heapUsed
  const kept = Array.from({ length: 8 }, () => createMatcher(routes))
  gc()
  gc()
  const after = process.memoryUsage().heapUsed
  console.log(`\n## build and memory (${routes.length} routes)`)
  console.log(`build: median ${median(times).toFixed(2)} ms (30 runs); compiled matcher: ${((after - before) / kept.length / 1024).toFixed(0)} KiB heap (after GC, mean of ${kept.length})`)
  for (const matcher of kept) matcher.recognize('GET', '/')
}

// Table growth: the mix workload under a `/tK` prefix (so paths keep one length) against the
// application once, under `/t0`, and ten times, under `/t0` to `/t9`. Against the big table, two
// workloads: the same requests (all under /t0), which measures the table's size alone, and the
// requests spread over the ten copies, which also spreads them over ten times the memory, as
// traffic over a bigger application would. All three in one race, so that the host's drift hits
// them alike. Rails' answers move with the copy: route k of copy K is K × 1,744 + k.
function scale(routes: Route[], mix: Request[]): void {
  const prefixed = (k: number) => routes.map((r) => ({ ...r, name: r.name && `t${k}_${r.name}`, path: `/t${k}${r.path === '/' ? '' : r.path}` }))
  const moved = (r: Request, k: number): Request => ({
    verb: r.verb,
    path: `/t${k}${r.path === '/' ? '' : r.path}`,
    expect: r.expect && { route: k * routes.length + r.expect.route, params: r.expect.params },
  })
  const same = mix.map((r) => moved(r, 0))
  const spread = mix.map((r, i) => moved(r, i % 10))
  const one = contendersFor(prefixed(0))
  const ten = contendersFor(Array.from({ length: 10 }, (_, k) => prefixed(k)).flat())
  const sameLoad = workload('same', same)
  const spreadLoad = workload('spread', spread)
  const times = raceEach(
    [
      ...one.contenders.map((c) => ({ ...c, name: `${c.name} 1`, workload: sameLoad })),
      ...ten.contenders.map((c) => ({ ...c, name: `${c.name} same`, workload: sameLoad })),
      ...ten.contenders.map((c) => ({ ...c, name: `${c.name} spread`, workload: spreadLoad })),
    ],
    ROUNDS,
  )
  console.log(`\n## table growth: rails-mix under /t0 against 1,744 routes, and against 17,440 (10 copies, /t0…/t9; skipped by peers: ${ten.skipped})`)
  console.log(`Agreement with Rails at 10 ×: routecraft ${agreement((v, p) => ten.ours.recognize(v, p), same)} (same requests), ${agreement((v, p) => ten.ours.recognize(v, p), spread)} (spread).`)
  console.log('Time per request, and ÷ the time at 1 × (1.00 is flat):')
  console.log('| contender | 1 × | 10 ×, the same requests | 10 ×, requests spread over the copies |')
  console.log('|---|---:|---:|---:|')
  for (const { name } of one.contenders) {
    const base = times.get(`${name} 1`)!
    const cell = (t: number) => `${t.toFixed(0)} ns (${(t / base).toFixed(2)}×)`
    console.log(`| ${name} | ${base.toFixed(0)} ns | ${cell(times.get(`${name} same`)!)} | ${cell(times.get(`${name} spread`)!)} |`)
  }
}

// MATCH_PARTS=micro,github (any of generation, build, rails, github, micro, growth) runs those
// parts only: a quicker comparison of two builds on the tables a change concerns.
const parts = process.env.MATCH_PARTS?.split(',')
const part = (name: string) => parts === undefined || parts.includes(name)

/** Runs the whole benchmark. */
export default function bench(): void {
  const routes = railsRoutes()
  const rails = requestsOf(JSON.parse(fixture('workloads-rails.json')))
  // Generation and build first: measured after the lookup races (with every peer's tables
  // alive), generation read 2-3x slower for both contenders than in a fresh process.
  if (part('generation')) generation(routes)
  if (part('build')) buildAndMemory(routes)
  if (part('rails')) lookupTable('Rails application', routes, rails)
  const github = data('github-api.json').routes as Array<[string, string]>
  if (part('github')) lookupTable('GitHub API', simpleRoutes(github), requestsOf(data('workloads-github.json')))
  const micro = data('micro-routes.json').routes as Array<[string, string]>
  if (part('micro')) lookupTable('micro (12 routes)', simpleRoutes(micro), requestsOf(data('workloads-micro.json')))
  if (part('growth')) scale(routes, rails.find((w) => w.name === 'rails-mix')!.requests)
}
