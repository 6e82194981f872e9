/**
 * `npm run fuzz`: the long fuzzing campaign (issue 7). Routes files of every input class
 * (`tools/fuzz/campaign.ts`), then hostile request paths against real route sets, spread over
 * worker threads. A watchdog reports any input that runs longer than `--timeout` as a hang, with
 * its seed, and goes on. Every failure is printed with its seed and saved under `fuzz-findings/`.
 *
 *   npm run fuzz -- [--seed N] [--files 100000] [--paths 1000000] [--timeout 10000] [--workers N] [--minutes 30]
 *   npm run fuzz -- --replay SEED --class mutated-spec-rb      # one input again, in this thread
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { INPUT_CLASSES, inputFromSeed, loadCorpus, makeInput, pathTargets, runInput, runPaths } from './fuzz/campaign.js'
import type { InputClass } from './fuzz/campaign.js'
import { inputSeed } from './fuzz/random.js'

const ROOT = new URL('..', import.meta.url).pathname
const PATH_BATCH = 1000
// Workers load this file through tsx, as the main thread was.
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
const REQUESTS_PER_INPUT = 40

/** A unit of work: one routes input, or one batch of request paths against one target. */
type Job = { kind: 'file'; index: number } | { kind: 'paths'; index: number }
type Message =
  | { type: 'start'; job: Job }
  | { type: 'done'; job: Job; klass: string; routes: number; errors: number; requests: number }
  | { type: 'failure'; job: Job; klass: string; message: string; input: string }

interface Options {
  seed: number
  files: number
  paths: number
  timeout: number
  workers: number
  minutes: number
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' }, files: { type: 'string' }, paths: { type: 'string' }, timeout: { type: 'string' },
      workers: { type: 'string' }, minutes: { type: 'string' }, replay: { type: 'string' }, class: { type: 'string' },
    },
  })
  if (values.replay !== undefined) return replay(Number(values.replay), (values.class ?? 'generated-rb') as InputClass)
  const options: Options = {
    seed: Number(values.seed ?? Math.floor(Math.random() * 2 ** 31)),
    files: Number(values.files ?? 100_000),
    paths: Number(values.paths ?? 1_000_000),
    timeout: Number(values.timeout ?? 10_000),
    workers: Number(values.workers ?? Math.max(1, Math.min(8, availableParallelism() - 1))),
    minutes: Number(values.minutes ?? 30),
  }
  console.log(`fuzz: seed ${options.seed}, ${options.files} files, ${options.paths} request paths, ${options.workers} workers, timeout ${options.timeout} ms per input`)
  console.log(`replay one input: npm run fuzz -- --replay <input seed> --class <class>  (input seed = seed·0x9e3779b1 + index)`)
  const jobs = interleave(
    Array.from({ length: options.files }, (_, index): Job => ({ kind: 'file', index })),
    Array.from({ length: Math.ceil(options.paths / PATH_BATCH) }, (_, index): Job => ({ kind: 'paths', index })),
  )
  const stats = new Stats()
  const started = Date.now()
  await runPool(options, jobs, stats, started)
  stats.print((Date.now() - started) / 1000)
  process.exit(stats.failures + stats.hangs > 0 ? 1 : 0)
}

/** Both lists, the second spread evenly through the first (so a time limit cuts both). */
function interleave(files: Job[], paths: Job[]): Job[] {
  const every = Math.max(1, Math.floor(files.length / Math.max(1, paths.length)))
  const out: Job[] = []
  files.forEach((job, i) => {
    out.push(job)
    if (i % every === every - 1 && paths.length > 0) out.push(paths.shift()!)
  })
  return [...out, ...paths]
}

/** Runs the jobs over worker threads; a worker stuck past the timeout is replaced. */
async function runPool(options: Options, jobs: Job[], stats: Stats, started: number): Promise<void> {
  let next = 0
  const deadline = started + options.minutes * 60_000
  const take = (n: number): Job[] => {
    if (Date.now() > deadline) return []
    const batch = jobs.slice(next, next + n)
    next += batch.length
    return batch
  }
  const spawn = (): Promise<void> =>
    new Promise((resolve) => {
      const batch = take(200)
      if (batch.length === 0) return resolve()
      const w = new Worker(BOOT, { eval: true, workerData: { options, jobs: batch } })
      const pending = new Map(batch.map((job) => [keyOf(job), job]))
      let current: { job: Job; since: number } | undefined
      const watchdog = setInterval(() => {
        if (!current || Date.now() - current.since < options.timeout) return
        stats.hang(current.job, options.seed)
        pending.delete(keyOf(current.job))
        current = undefined
        clearInterval(watchdog)
        jobs.push(...pending.values()) // the rest of the batch goes back to the queue
        void w.terminate()
      }, 250)
      w.on('message', (m: Message) => {
        if (m.type === 'start') return void (current = { job: m.job, since: Date.now() })
        pending.delete(keyOf(m.job))
        current = undefined
        if (m.type === 'done') stats.done(m)
        else stats.failure(m, options.seed)
      })
      w.on('error', (error) => console.error(`worker error: ${error instanceof Error ? error.stack : String(error)}`))
      w.on('exit', () => {
        clearInterval(watchdog)
        resolve(spawn())
      })
    })
  await Promise.all(Array.from({ length: options.workers }, spawn))
  if (next < jobs.length) console.log(`time limit reached: ${jobs.length - next} jobs not run`)
}

const keyOf = (job: Job): string => `${job.kind}:${job.index}`

function worker({ options, jobs }: { options: Options; jobs: Job[] }): void {
  const corpus = loadCorpus(ROOT)
  const targets = jobs.some((j) => j.kind === 'paths') ? pathTargets(ROOT) : []
  const post = (m: Message): void => parentPort!.postMessage(m)
  for (const job of jobs) {
    post({ type: 'start', job })
    if (job.kind === 'file') {
      const input = makeInput(options.seed, job.index, corpus)
      try {
        const report = runInput(input, REQUESTS_PER_INPUT)
        post({ type: 'done', job, klass: input.klass, ...report })
      } catch (error) {
        post({ type: 'failure', job, klass: input.klass, message: String(error instanceof Error ? error.message : error), input: input.text })
      }
    } else {
      const target = targets[job.index % targets.length]!
      const seed = inputSeed(options.seed ^ 0x7a3, job.index)
      try {
        runPaths(target, seed, PATH_BATCH)
        post({ type: 'done', job, klass: `paths:${target.name}`, routes: target.routes.length, errors: 0, requests: PATH_BATCH })
      } catch (error) {
        post({ type: 'failure', job, klass: `paths:${target.name}`, message: String(error instanceof Error ? error.message : error), input: '' })
      }
    }
  }
}

/** Counts per input class, and the failures and hangs found. */
class Stats {
  private readonly rows = new Map<string, { inputs: number; withRoutes: number; withErrors: number; requests: number; failures: number; hangs: number }>()
  failures = 0
  hangs = 0

  private row(klass: string) {
    let row = this.rows.get(klass)
    if (!row) this.rows.set(klass, (row = { inputs: 0, withRoutes: 0, withErrors: 0, requests: 0, failures: 0, hangs: 0 }))
    return row
  }

  done(m: Extract<Message, { type: 'done' }>): void {
    const row = this.row(m.klass)
    row.inputs++
    if (m.routes > 0) row.withRoutes++
    if (m.errors > 0) row.withErrors++
    row.requests += m.requests
  }

  failure(m: Extract<Message, { type: 'failure' }>, seed: number): void {
    this.failures++
    const row = this.row(m.klass)
    row.inputs++
    row.failures++
    console.log(`FAILURE ${m.message.split('\n')[0]}`)
    save(`failure-${seed}-${m.job.kind}-${m.job.index}.txt`, `${m.message}\n\n${m.input}`)
  }

  hang(job: Job, seed: number): void {
    this.hangs++
    const klass = job.kind === 'file' ? INPUT_CLASSES[job.index % INPUT_CLASSES.length]! : 'paths'
    const row = this.row(klass)
    row.inputs++
    row.hangs++
    const at = job.kind === 'file' ? `input seed ${inputSeed(seed, job.index)} (${klass})` : `path batch ${job.index} seed ${inputSeed(seed ^ 0x7a3, job.index)}`
    console.log(`HANG ${at}: no answer within the timeout`)
    if (job.kind === 'file') save(`hang-${inputSeed(seed, job.index)}.txt`, `# ${klass}\n${makeInput(seed, job.index, loadCorpus(ROOT)).text}`)
  }

  print(seconds: number): void {
    console.log(`\n${'class'.padEnd(24)} ${'inputs'.padStart(9)} ${'w/ routes'.padStart(9)} ${'w/ errors'.padStart(9)} ${'requests'.padStart(10)} ${'failures'.padStart(8)} ${'hangs'.padStart(5)}`)
    let inputs = 0
    let requests = 0
    for (const [klass, r] of [...this.rows].sort()) {
      inputs += klass.startsWith('paths') ? 0 : r.inputs
      requests += r.requests
      console.log(`${klass.padEnd(24)} ${String(r.inputs).padStart(9)} ${String(r.withRoutes).padStart(9)} ${String(r.withErrors).padStart(9)} ${String(r.requests).padStart(10)} ${String(r.failures).padStart(8)} ${String(r.hangs).padStart(5)}`)
    }
    console.log(`\n${inputs} routes files, ${requests} request paths, ${this.failures} failures, ${this.hangs} hangs, ${seconds.toFixed(0)} s`)
  }
}

function save(name: string, text: string): void {
  mkdirSync(`${ROOT}fuzz-findings`, { recursive: true })
  writeFileSync(`${ROOT}fuzz-findings/${name}`, text)
}

function replay(seed: number, klass: InputClass): void {
  const input = inputFromSeed(seed, klass, loadCorpus(ROOT))
  console.log(`# ${klass} seed ${seed} from ${input.origin}\n${input.text.length > 4000 ? `${input.text.slice(0, 4000)}…` : input.text}`)
  const started = performance.now()
  const report = runInput(input, REQUESTS_PER_INPUT)
  console.log(`ok in ${(performance.now() - started).toFixed(0)} ms: ${JSON.stringify(report)}`)
}

// Last, so every declaration above is initialised when either side starts.
if (isMainThread) await main()
else worker(workerData as { options: Options; jobs: Job[] })
