// Found by `npm run fuzz` (seeds 553269150, 553284332, 553333886): routes with adjacent dynamic
// segments, like `scope "(:locale)(:locale)"`, or several globs, `*a/*b/x`, made recognition
// quadratic in the path length (their path regexp can split a long run of text in every way, and
// a failing match tries them all): a 16 KB path took about 2 s. Such routes run on the linear
// machine (src/match/linear/), with no path-length limit; the request runs in a worker so the
// suite never hangs on a regression.
import { Worker } from 'node:worker_threads'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

// Reports the machine's steps for each request (work, not time: the worker's timeout only keeps a
// regression from hanging the suite).
const CASE = `
  const { createMatcher, expand, parseRoutes } = await import(${JSON.stringify(new URL('../../src/index.ts', import.meta.url).href)})
  const { work } = await import(${JSON.stringify(new URL('../../src/match/linear/index.ts', import.meta.url).href)})
  const routes = expand(parseRoutes('scope "(:locale)(:locale)" do\\n  get "about", to: "pages#about"\\nend\\nget "*a/*b/x", to: "a#b"\\n').ast).routes
  const matcher = createMatcher(routes)
  const steps = []
  for (const path of ['/' + '%zz'.repeat(200000), '/' + 'a/'.repeat(200000)]) {
    const before = work.steps
    matcher.recognize('GET', path)
    steps.push((work.steps - before) / path.length)
  }
  (await import('node:worker_threads')).parentPort.postMessage(steps);
`

function runBounded(code: string, ms: number): Promise<number[] | 'timeout'> {
  const boot = `import('tsx/esm/api').then(async ({ register }) => { register(); ${code} })`
  return new Promise((resolve) => {
    const worker = new Worker(boot, { eval: true })
    const timer = setTimeout(() => void worker.terminate().then(() => resolve('timeout')), ms)
    worker.on('message', (steps: number[]) => {
      clearTimeout(timer)
      void worker.terminate().then(() => resolve(steps))
    })
  })
}

test('recognize answers a 600 KB path against adjacent dynamic segments and globs at once, in linear work', async () => {
  const steps = await runBounded(CASE, 60_000)
  assert.ok(steps !== 'timeout', 'recognize took longer than 60 s (quadratic again?)')
  for (const perCharacter of steps) assert.ok(perCharacter <= 40, `${perCharacter} steps per path character`)
})

test('such routes match ordinary paths and paths of any length, as Rails does', async () => {
  const { createMatcher, expand, parseRoutes } = await import('../../src/index.js')
  const routes = expand(parseRoutes('get "*a/*b/x", to: "a#b"\n').ast).routes
  const matcher = createMatcher(routes)
  assert.equal({ ...matcher.recognize('GET', '/p/q/r/x')!.params }, { controller: 'a', action: 'b', a: 'p', b: 'q/r' })
  const long = `/${'a'.repeat(20_000)}/b/x`
  assert.equal({ ...matcher.recognize('GET', long)!.params }, { controller: 'a', action: 'b', a: 'a'.repeat(20_000), b: 'b' })
  assert.is(matcher.recognize("GET", `${long}y`), null)
})

test.run()
