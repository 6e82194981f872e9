// The README's screenshots of the explorer: the example blog with a request answered, and the
// 1,744-route application searched. Run after `npm run build`: node --import tsx tools/explorer-screenshots.ts
import { spawn } from 'node:child_process'
import { launchBrowser } from '../specs/explore/_browser.js'

async function serve(file: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['dist/cli/routecraft.js', 'explore', file], { stdio: ['ignore', 'pipe', 'ignore'] })
  const url = await new Promise<string>((resolve) => child.stdout.on('data', (chunk: Buffer) => {
    const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(chunk))
    if (found) resolve(found[0])
  }))
  return { url, stop: () => child.kill('SIGINT') }
}

const shots: Array<[file: string, query: string, out: string]> = [
  ['examples/blog/config/routes.rb', '?verb=PATCH&path=/posts/7&helper=post_comment&post_id=7&id=3', 'docs/images/explorer-blog.png'],
  ['specs/fixtures/rails-routes.rb', '?q=admin%20users&verb=GET&path=/admin/users/7/edit.json', 'docs/images/explorer-rails.png'],
]
const browser = await launchBrowser()
for (const [file, query, out] of shots) {
  const server = await serve(file)
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' })).newPage()
  await page.goto(`${server.url}${query}`)
  await page.screenshot({ path: out })
  await page.context().close()
  server.stop()
  console.log(`wrote ${out}`)
}
await browser.close()
