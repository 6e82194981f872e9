import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const blog = join(process.cwd(), 'examples/blog/config/routes.rb')
const explore = suite('cli: explore')

explore('usage errors exit 2', async () => {
  const bad = await runCli(['explore', blog, '--port', 'http'])
  assert.is(bad.code, 2)
  assert.match(bad.stderr, "invalid --port 'http' (expected a number from 0 to 65535)")
  assert.match((await runCli(['explore', blog, '-o', 'x.html'])).stderr, '-o/--output writes the static page: add --static')
  assert.match((await runCli(['explore', join(tempDir(), 'missing.rb'), '--static'])).stderr, 'cannot read')
})

explore('--static prints one self-contained page listing every route', async () => {
  const { code, stdout } = await runCli(['explore', blog, '--static'])
  assert.is(code, 0)
  assert.ok(stdout.startsWith('<!doctype html>'))
  // Rails' own table of the blog (examples/blog/rails-routes.txt): its URI Pattern column.
  const paths = readFileSync(join(process.cwd(), 'examples/blog/rails-routes.txt'), 'utf8').split('\n').slice(1).filter(Boolean).map((line) => / ([/(]\S*)/.exec(line)![1]!)
  assert.is(paths.length, 45)
  for (const path of paths) assert.ok(stdout.includes(`<td>${path.replace(/&/g, '&amp;')}</td>`), path)
  // Nothing is fetched: no external script, style sheet, image or frame, and no absolute URL in an attribute.
  assert.not.match(stdout, /<script[^>]+src=|<link|<img|<iframe|(?:src|href|action)="(?:https?:)?\/\//)
})

/** GET `path` from the server with a Host header. */
function get(url: string, path: string, host = new URL(url).host, method = 'GET'): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, url), { method, headers: { host } }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

explore('the server answers the URL of a request in #answer, and only requests addressed to it', async () => {
  const stop = new AbortController()
  let announce: (url: string) => void
  const announced = new Promise<string>((resolve) => (announce = resolve))
  const done = runCli(['explore', blog, '--port', '0'], { signal: stop.signal, onStdout: (text) => announce(/http:\S+\//.exec(text)![0]) })
  const url = await announced
  try {
    const hit = await get(url, '/?verb=GET&path=/posts/7.json')
    assert.is(hit.status, 200)
    assert.match(String(hit.headers['content-security-policy']), "default-src 'none'")
    assert.match(hit.body, /<div id="answer" aria-live="polite"><p class="hit" data-route="\d+"><code>GET \/posts\/7.json<\/code> → <strong>posts#show<\/strong>, route <strong>post<\/strong>/)
    const miss = await get(url, '/?verb=DELETE&path=/nowhere')
    assert.match(miss.body, '<p class="miss">No route matches [DELETE] &quot;/nowhere&quot;</p>')
    assert.is((await get(url, '/', 'evil.example:80')).status, 403)
    assert.is((await get(url, '/', undefined, 'POST')).status, 405)
    assert.is((await get(url, '/routes.json')).status, 404)
  } finally {
    stop.abort()
  }
  assert.is((await done).code, 0)
})

explore.run()
