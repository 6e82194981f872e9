// routes.yaml against routes.rb as users run them: `routecraft config/routes.yaml` and
// `routecraft config/routes.rb` on the example blog (the same 45 routes in both formats), each a
// whole process, interleaved so that a busy machine slows both alike; 20 rounds after 2 warm-up
// rounds, medians and ranges of wall time and of the process's CPU time (user + system, from
// bash's `time`, which a busy machine moves far less). Target: the YAML listing within 20 ms of
// the routes.rb one.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROUNDS = 20
const WARM = 2
const app = fileURLToPath(new URL('../examples/blog/', import.meta.url))
// ROUTECRAFT_BIN runs another build's CLI (another checkout's dist/cli/routecraft.js), to compare.
const bin = process.env['ROUTECRAFT_BIN'] ?? fileURLToPath(new URL('../dist/cli/routecraft.cjs', import.meta.url))

const commands: Array<[label: string, args: string[]]> = [
  ['routecraft config/routes.rb', [bin, 'config/routes.rb']],
  ['routecraft config/routes.yaml', [bin, 'config/routes.yaml']],
]

/** One run: its wall time and its CPU time, in ms. */
function run(args: string[]): [wall: number, cpu: number] {
  const start = performance.now()
  const script = 'TIMEFORMAT="%3U %3S"; time "$@" >/dev/null 2>/dev/null'
  const result = spawnSync('bash', ['-c', script, 'bash', process.execPath, ...args], { cwd: app, encoding: 'utf8' })
  const wall = performance.now() - start
  const [user, system] = result.stderr.trim().split(/\s+/).map(Number)
  if (result.status !== 0 || user === undefined || system === undefined) throw new Error(`node ${args.join(' ')} failed: ${result.stderr}`)
  return [wall, (user + system) * 1000]
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!

const figure = (values: readonly number[]): string => {
  const sorted = [...values].sort((a, b) => a - b)
  return `${median(sorted).toFixed(1).padStart(7)} ms [${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)}]`
}

/** Prints each command's median wall and CPU time [range], and the differences of the medians. */
export default function bench(): void {
  const wall = commands.map(() => [] as number[])
  const cpu = commands.map(() => [] as number[])
  for (let round = 0; round < ROUNDS + WARM; round++) {
    commands.forEach(([, args], i) => {
      const [w, c] = run(args)
      if (round >= WARM) {
        wall[i]!.push(w)
        cpu[i]!.push(c)
      }
    })
  }
  console.log(`median [range] of ${ROUNDS} interleaved runs each`)
  console.log(`${''.padEnd(32)} ${'wall'.padStart(7)}${' '.repeat(14)}${'CPU'.padStart(7)}`)
  commands.forEach(([label], i) => console.log(`${label.padEnd(32)} ${figure(wall[i]!)}  ${figure(cpu[i]!)}`))
  const difference = (times: number[][]): string => (median(times[1]!) - median(times[0]!)).toFixed(1)
  console.log(`routes.yaml − routes.rb: ${difference(wall)} ms wall, ${difference(cpu)} ms CPU (target: under 20 ms)`)
}
