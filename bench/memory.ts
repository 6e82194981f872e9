// The compiled matcher's heap on each table, against the peers', and its growth under 200,000
// random unique request paths on the Rails table (what a client choosing paths can make it
// build; the automaton stops at its bound). Each contender in a process of its own
// (bench/_memory-one.ts): `heapUsed` after two `gc()`s around six routers kept alive, divided by
// six; growth: `heapUsed` after GC before and after the paths. Three runs, median [range].
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { PEER_NAMES } from './_peers.js'

const RUNS = 3
const CONTENDERS = ['routecraft', 'routecraft eager', ...PEER_NAMES]
const one = fileURLToPath(new URL('./_memory-one.ts', import.meta.url))

function cell(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  const f = (v: number) => v.toFixed(0)
  return sorted[0] === sorted.at(-1) ? f(sorted[0]!) : `${f(sorted[sorted.length >> 1]!)} [${f(sorted[0]!)}–${f(sorted.at(-1)!)}]`
}

/** Runs the memory benchmark. */
export default function memory(): void {
  const rows = new Map<string, Array<{ heaps: number[]; growth: number }>>(CONTENDERS.map((c) => [c, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const name of CONTENDERS) {
      const child = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, one, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      if (child.status !== 0) throw new Error(`${name}: exit ${child.status}`)
      rows.get(name)!.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!))
    }
  }
  console.log(`\n## memory: heap after GC, KiB (${RUNS} runs, median [range]; load average ${loadavg().map((v) => v.toFixed(1)).join(', ')})`)
  console.log('| contender | micro (12 routes) | GitHub (203 routes) | Rails (1,744 routes) | Rails: growth after 200,000 random unique paths |')
  console.log('|---|---:|---:|---:|---:|')
  for (const [name, runs] of rows) {
    console.log(`| ${name} | ${[0, 1, 2].map((t) => cell(runs.map((r) => r.heaps[t]!))).join(' | ')} | ${cell(runs.map((r) => r.growth))} |`)
  }
}
