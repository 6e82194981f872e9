// Found by `npm run fuzz` (seeds 553269150, 553284332, 553333886): routes with adjacent dynamic
// segments, like `scope "(:locale)(:locale)"`, or several globs, `*a/*b/x`, made recognition
// quadratic in the path length (their path regexp can split a long run of text in every way, and
// a failing match tries them all): a 16 KB path took about 2 s. Such routes run on the linear
// machine (src/match/linear/), with no path-length limit; the request runs in a worker so the
// suite never hangs on a regression.
import { Worker } from 'node:worker_threads'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const CASE = `
  const { createMatcher, expand, parseRoutes } = await import(${JSON.stringify(new URL('../../src/index.ts', import.meta.url).href)})
  const routes = expand(parseRoutes('scope "(:locale)(:locale)" do\\n  get "about", to: "pages#about"\\nend\\nget "*a/*b/x", to: "a#b"\\n').ast).routes
  const matcher = createMatcher(routes)
  matcher.recognize('GET', '/' + '%zz'.repeat(200000));
  matcher.recognize('GET', '/' + 'a/'.repeat(200000));
  (await import('node:worker_threads')).parentPort.postMessage('done');
`

function runBounded(code: string, ms: number): Promise<'done' | 'timeout'> {
  const boot = `import('tsx/esm/api').then(async ({ register }) => { register(); ${code} })`
  return new Promise((resolve) => {
    const worker = new Worker(boot, { eval: true })
    const timer = setTimeout(() => void worker.terminate().then(() => resolve('timeout')), ms)
    worker.on('message', () => {
      clearTimeout(timer)
      void worker.terminate().then(() => resolve('done'))
    })
  })
}

test('recognize answers a 600 KB path against adjacent dynamic segments and globs at once', async () => {
  assert.is(await runBounded(CASE, 3000), 'done', 'recognize took longer than 3 s (quadratic again?)')
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
