// Parse + expand of the 1,744-route application (specs/fixtures/rails-routes.rb).
// Target: median ≤ 15 ms warm. Rails 6.1 draws the same file in ~290 ms.
import { readFileSync } from 'node:fs'
import { expand } from '../dist/expand/index.js'
import { parseRoutes } from '../dist/syntax/index.js'

const FIXTURE = new URL('../specs/fixtures/rails-routes.rb', import.meta.url)
const WARMUP = 30
const RUNS = 60

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
}

function time(fn: () => void): number[] {
  for (let i = 0; i < WARMUP; i++) fn()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)
}

/** Times expansion alone and parse + expand; prints medians and p90s. */
export default function bench(): void {
  const source = readFileSync(FIXTURE, 'utf8')
  const { ast } = parseRoutes(source, { file: 'rails-routes.rb' })
  const count = expand(ast).routes.length
  const expandOnly = time(() => expand(ast))
  const both = time(() => expand(parseRoutes(source, { file: 'rails-routes.rb' }).ast))
  const line = (label: string, t: number[]) =>
    `${label}: median ${percentile(t, 0.5).toFixed(2)} ms, p90 ${percentile(t, 0.9).toFixed(2)} ms`
  console.log(`${count} routes (${RUNS} runs after ${WARMUP} warm-up)`)
  console.log(line('expand', expandOnly))
  console.log(`${line('parse + expand', both)}  (target ≤ 15 ms; Rails draws it in ~290 ms)`)
}
