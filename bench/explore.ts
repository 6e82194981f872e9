// The route explorer in headless Chromium on the 1,744-route application
// (specs/fixtures/rails-routes.rb): the page served by `routecraft explore`, its first
// contentful paint, the time until its script has answered (the table searchable), and the
// time one search takes to filter the table, as medians over rounds. Needs Debian's Chromium.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { browserSkipReason, launchBrowser } from '../specs/explore/_browser.js'

const ROUNDS = 7
const root = fileURLToPath(new URL('..', import.meta.url))

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1]!
}

/** Starts `routecraft explore` on the big file; resolves with its URL and a way to stop it. */
async function serve(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['dist/cli/routecraft.js', 'explore', 'specs/fixtures/rails-routes.rb'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(chunk))
      if (found) resolve(found[0])
    })
    child.on('exit', (code) => reject(new Error(`routecraft explore exited with ${code}`)))
  })
  return { url, stop: () => child.kill('SIGINT') }
}

export default async function bench(): Promise<void> {
  if (browserSkipReason) {
    console.log(`skipped: ${browserSkipReason}`)
    return
  }
  const server = await serve()
  const browser = await launchBrowser()
  const paint: number[] = []
  const ready: number[] = []
  const search: number[] = []
  let rows = 0
  try {
    for (let round = 0; round < ROUNDS + 1; round++) {
      const page = await (await browser.newContext()).newPage()
      await page.goto(server.url, { waitUntil: 'load' })
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        ready: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
        rows: document.querySelectorAll('#routes tr[data-index]').length,
      }))
      const took = await page.evaluate(() => {
        const q = document.getElementById('q') as HTMLInputElement
        q.value = 'admin users'
        const start = performance.now()
        q.dispatchEvent(new Event('input'))
        document.body.getBoundingClientRect() // the layout the filter caused
        return performance.now() - start
      })
      await page.context().close()
      if (round === 0) continue // the first round warms the server and the browser
      paint.push(timing.paint)
      ready.push(timing.ready)
      search.push(took)
      rows = timing.rows
    }
  } finally {
    await browser.close()
    server.stop()
  }
  console.log(`explorer on rails-routes.rb (${rows} rows), median of ${ROUNDS} page loads`)
  console.log(`first contentful paint     ${median(paint).toFixed(0).padStart(6)} ms`)
  console.log(`searchable (load event)    ${median(ready).toFixed(0).padStart(6)} ms`)
  console.log(`one search, with layout    ${median(search).toFixed(1).padStart(6)} ms`)
  console.log('target: loaded and searchable in under a second')
}
