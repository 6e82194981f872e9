// The first requests after a start: each contender in a fresh process (bench/_cold-one.ts),
// the 1,744-route table built, then the first 10,000 requests of rails-mix timed one by one.
// Runs alternate between contenders; every figure is the median of the runs [lowest–highest].
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { PEER_NAMES } from './_peers.js'

const RUNS = 5
const CONTENDERS = ['routecraft', 'routecraft eager', ...PEER_NAMES, 'harness alone']
const one = fileURLToPath(new URL('./_cold-one.ts', import.meta.url))

type Row = { name: string; build: number; p50: number; p99: number; max: number; total: number; warmTotal: number; warmP99: number }

function cell(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b)
  const f = (v: number) => v.toFixed(digits)
  return `${f(sorted[sorted.length >> 1]!)} [${f(sorted[0]!)}–${f(sorted.at(-1)!)}]`
}

/** Runs the cold-path benchmark. */
export default function cold(): void {
  const rows = new Map<string, Row[]>(CONTENDERS.map((c) => [c, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const name of CONTENDERS) {
      const child = spawnSync(process.execPath, [...process.execArgv, one, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      if (child.status !== 0) throw new Error(`${name}: exit ${child.status}`)
      rows.get(name)!.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Row)
    }
  }
  console.log(`\n## cold path: the first 10,000 requests of rails-mix in a fresh process (1,744 routes; ${RUNS} runs, median [range]; load average ${loadavg().map((v) => v.toFixed(1)).join(', ')})`)
  console.log('| contender | build ms | p50 ns | p99 ns | max µs | total ms | warm total ms | total ÷ warm |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const [name, runs] of rows) {
    const of = (key: keyof Omit<Row, 'name'>) => runs.map((r) => r[key])
    console.log(`| ${name} | ${cell(of('build'), 1)} | ${cell(of('p50'), 0)} | ${cell(of('p99'), 0)} | ${cell(of('max').map((v) => v / 1000), 0)} | ${cell(of('total'), 1)} | ${cell(of('warmTotal'), 1)} | ${cell(runs.map((r) => r.total / r.warmTotal), 2)} |`)
  }
}

