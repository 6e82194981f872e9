// Parse speed of the routes language on a realistic 600-line routes file. Target: median < 10 ms warm.
import { readFileSync } from 'node:fs'
import { parseRoutes } from '../dist/syntax/index.js'

// The benchmark application with its one loop unrolled (see specs/fixtures/README.md).
const FIXTURE = new URL('../specs/fixtures/rails-routes.rb', import.meta.url)
const WARMUP = 50
const RUNS = 100

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
}

/** Parses the fixture WARMUP times untimed, then RUNS times timed; prints median, p90 and lines/s. */
export default function bench(): void {
  const source = readFileSync(FIXTURE, 'utf8')
  const lines = source.split('\n').length
  for (let i = 0; i < WARMUP; i++) parseRoutes(source)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    parseRoutes(source)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = percentile(times, 0.5)
  console.log(`parse ${lines} lines: median ${median.toFixed(2)} ms, p90 ${percentile(times, 0.9).toFixed(2)} ms, ${Math.round((lines / median) * 1000).toLocaleString('en-US')} lines/s (${RUNS} runs after ${WARMUP} warm-up)`)
}
