/**
 * Runs a piece of code against the library in a worker with a small heap, so that an input that
 * would exhaust memory or never end fails its spec instead of killing or hanging the suite.
 */
import { Worker } from 'node:worker_threads'

const INDEX = JSON.stringify(new URL('../../src/index.ts', import.meta.url).href)

export type WorkerOutcome = { value: unknown } | { failed: string }

/**
 * The JSON value `body` returns (an async function body that sees `lib`, the library's exports),
 * or why it gave none: `out of memory` past `heapMb`, `no answer` when it runs past the watchdog
 * (a guard against hanging the suite, not a measure of speed).
 */
export function inWorker(body: string, { heapMb = 256, watchdogMs = 120_000 } = {}): Promise<WorkerOutcome> {
  const code = `
    const lib = await import(${INDEX})
    const value = await (async () => { ${body} })()
    ;(await import('node:worker_threads')).parentPort.postMessage(JSON.stringify(value ?? null))
  `
  const boot = `import('tsx/esm/api').then(async ({ register }) => { register(); ${code} })`
  return new Promise((resolve) => {
    const worker = new Worker(boot, { eval: true, resourceLimits: { maxOldGenerationSizeMb: heapMb } })
    const finish = (outcome: WorkerOutcome) => {
      clearTimeout(timer)
      void worker.terminate().then(() => resolve(outcome))
    }
    const timer = setTimeout(() => finish({ failed: 'no answer' }), watchdogMs)
    worker.on('message', (json: string) => finish({ value: JSON.parse(json) }))
    worker.on('error', (error: Error & { code?: string }) => finish({ failed: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : String(error) }))
  })
}
