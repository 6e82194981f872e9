/**
 * What a hostile request can cost: the worst paths for the requirements and globs that make a
 * backtracking engine slow, recognised by routecraft (steps of the linear machine, and time), and
 * the compiled table's regexps run by Python's `re` (a backtracking host) up to and beyond the
 * `max_path_length` the table gives them. In-process, from source, well under a minute:
 *
 *   node --import tsx bench/regexp-cost.ts
 */
import { spawnSync } from 'node:child_process'
import { compileTable } from '../src/compile/table.js'
import { createMatcher, expand, parseRoutes } from '../src/index.js'
import { work } from '../src/match/linear/index.js'

interface Case {
  name: string
  routes: string
  /** The worst failing path of about `n` characters. */
  path(n: number): string
}

const CASES: Case[] = [
  { name: 'addr: /(\\d{1,3}\\.?)+/', routes: 'get "hosts/:addr", to: "hosts#show", addr: /(\\d{1,3}\\.?)+/\n', path: (n) => `/hosts/${'1'.repeat(n)}!` },
  { name: 'id: /(aa?)+/', routes: 'get "x/:id", to: "a#b", id: /(aa?)+/\n', path: (n) => `/x/${'a'.repeat(n)}!` },
  { name: 'id: /(a{1,9}){1,9}/', routes: 'get "x/:id", to: "a#b", id: /(a{1,9}){1,9}/\n', path: (n) => `/x/${'a'.repeat(n)}!` },
  { name: 'id: /(a|A)*/i', routes: 'get "x/:id", to: "a#b", id: /(a|A)*/i\n', path: (n) => `/x/${'a'.repeat(n)}!` },
  { name: 'id: /\\d*\\d*\\d*\\d*\\d*\\d*/', routes: 'get "x/:id", to: "a#b", id: /\\d*\\d*\\d*\\d*\\d*\\d*/\n', path: (n) => `/x/${'1'.repeat(n)}!` },
  { name: '*a/*b/*c/*d/*e/end', routes: 'get "*a/*b/*c/*d/*e/end", to: "a#b"\n', path: (n) => `${'/a'.repeat(n >> 1)}!` },
  { name: ':a-:b', routes: 'get "d/:a-:b", to: "a#b"\n', path: (n) => `/d/${'a-'.repeat(n >> 1)}.` },
]

const SIZES = [100, 1_000, 10_000]

/** The case's worst path of at most `n` characters, as long as it can be. */
function fit(c: Case, n: number): string {
  let m = n
  while (c.path(m).length > n) m--
  return c.path(m)
}

function median(run: () => unknown, budgetMs = 200): number {
  const times: number[] = []
  const start = performance.now()
  while (times.length < 5 || (performance.now() - start < budgetMs && times.length < 200)) {
    const t = performance.now()
    run()
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!
}

console.log('routecraft: the worst failing path of n characters (steps of the linear machine; median time)')
console.log(`${'route'.padEnd(30)}${SIZES.map((n) => `n=${n}`.padStart(24)).join('')}   steps/char`)
const worst: number[] = []
for (const c of CASES) {
  const matcher = createMatcher(expand(parseRoutes(c.routes).ast).routes)
  const cells: string[] = []
  let perChar = 0
  for (const n of SIZES) {
    const path = c.path(n)
    const before = work.steps
    if (matcher.recognize('GET', path) !== null) throw new Error(`${c.name}: ${path.slice(0, 20)}… matched`)
    const steps = work.steps - before
    perChar = Math.max(perChar, steps / path.length)
    const ms = median(() => matcher.recognize('GET', path))
    cells.push(`${steps.toLocaleString('en')} / ${ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(1)} ms`}`.padStart(24))
  }
  worst.push(perChar)
  console.log(`${c.name.padEnd(30)}${cells.join('')}   ${perChar.toFixed(1)}`)
}
console.log(`worst: ${Math.max(...worst).toFixed(1)} steps per path character`)

// Python's `re` on the compiled table's regexps: at the table's max_path_length, and at twice it.
const python = spawnSync('python3', ['-c', 'print(1)'], { encoding: 'utf8' })
if (python.status !== 0) process.exit(0)
console.log('\nPython re (a backtracking host) on the compiled table, the worst failing path (median of 3)')
const script = `
import re, sys, json, time
for name, regex, paths in json.load(sys.stdin):
    r = re.compile(regex)
    cells = []
    for path in paths:
        times = []
        for _ in range(3):
            t = time.perf_counter(); r.match(path); times.append(time.perf_counter() - t)
            if times[-1] > 2: break
        times.sort(); cells.append('%d chars: %.2f ms' % (len(path), times[len(times) // 2] * 1000))
    print('%-30s %s' % (name, '   '.join(cells)))
`
const jobs: Array<[string, string, string[]]> = []
for (const c of CASES) {
  const [route] = compileTable(expand(parseRoutes(c.routes).ast).routes).routes
  if (!route?.recognize) {
    console.log(`${c.name.padEnd(30)} unsupported: ${route?.unsupported?.reason.slice(0, 60)}…`)
    continue
  }
  const limit = route.recognize.max_path_length
  const lengths = limit === undefined ? [1_000, 10_000] : [limit, Math.min(2 * limit, 600)]
  jobs.push([`${c.name} (max ${limit ?? '-'})`, route.recognize.regex, lengths.map((n) => fit(c, n))])
}
const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(jobs), encoding: 'utf8', timeout: 50_000 })
process.stdout.write(run.stdout)
if (run.status !== 0) console.log(run.error ? `python stopped: ${run.error.message}` : run.stderr)
