// Runs named benchmarks: `npm run bench -- parse` runs bench/parse.ts; no name runs them all.
// `--runs N` runs them N times, each in a process of its own, and prints every figure as the
// median of the runs with their range (bench/_summary.ts).
// Benchmarks run the compiled package (dist/), as users do; `npm run bench` builds it first.
// A benchmark is a module in this directory whose default export is `() => void | Promise<void>`.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { summarise } from './_summary.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/** The benchmarks present: every `bench/<name>.ts` except this runner and helpers (`_*.ts`). */
function available(): string[] {
  return readdirSync(here)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('_'))
    .map((file) => file.slice(0, -3))
    .sort()
}

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt < 0 ? 1 : Number(args[runsAt + 1])
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs wants a whole number of runs, at least 1 (got ${args[runsAt + 1] ?? 'nothing'})`)
  process.exit(2)
}
const names = runsAt < 0 ? args : [...args.slice(0, runsAt), ...args.slice(runsAt + 2)]
const known = available()
const unknown = names.filter((name) => !known.includes(name))
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (available: ${known.join(', ')})`)
  process.exit(2)
}
if (runs > 1) {
  const outputs: string[] = []
  for (let run = 1; run <= runs; run++) {
    console.error(`run ${run} of ${runs}`)
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...names], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 })
    if (child.status !== 0) {
      process.stdout.write(child.stdout ?? '')
      process.exit(child.status ?? 1)
    }
    outputs.push(child.stdout)
  }
  console.log(`(${runs} runs, each in a process of its own: every figure is their median [lowest–highest])`)
  console.log(summarise(outputs))
} else {
  for (const name of names.length > 0 ? names : known) {
    const module = (await import(`./${name}.ts`)) as { default: () => void | Promise<void> }
    console.log(`# ${name}`)
    await module.default()
  }
}
