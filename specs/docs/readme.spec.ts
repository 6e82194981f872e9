// The README's examples are true: its routes.rb and routes.yaml give the table it shows, and the
// commands it quotes print what it says they print.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { runCli, tempDir } from '../cli/helpers.js'

const readme = readFileSync('README.md', 'utf8')
const block = (opening: string): string => {
  const found = new RegExp(`\`\`\`${opening}\\n([\\s\\S]*?)\`\`\``).exec(readme)
  assert.ok(found, `README has a block opening ${opening}`)
  return found![1]!
}
const rb = block('ruby\\n# config/routes.rb')
const yaml = block('yaml\\n# config/routes.yaml')
const table = block('\\n\\$ routecraft')

test('the routes.rb and the routes.yaml of the README give the table it shows', async () => {
  for (const files of [{ 'config/routes.rb': rb }, { 'config/routes.yaml': yaml }] as Array<Record<string, string>>) {
    const run = await runCli(['--no-color'], { cwd: tempDir(files) })
    assert.equal([run.code, run.stderr, run.stdout], [0, '', table], Object.keys(files)[0])
  }
})

test('the commands the README quotes print what it says', async () => {
  const cwd = tempDir({ 'config/routes.rb': rb })
  assert.match(readme, '`config/routes.rb: 4 routes, 0 errors, 0 warnings`')
  assert.is((await runCli(['check'], { cwd })).stdout, 'config/routes.rb: 4 routes, 0 errors, 0 warnings\n')
  assert.match(readme, '`routecraft generate config/routes.rb post_comments 7` prints `/posts/7/comments`')
  assert.is((await runCli(['generate', 'config/routes.rb', 'post_comments', '7'], { cwd })).stdout, '/posts/7/comments\n')
  assert.match(readme, '`routecraft recognize config/routes.rb GET /posts/1` prints `post GET /posts/:id(.:format) posts#show`')
  assert.match((await runCli(['recognize', 'config/routes.rb', 'GET', '/posts/1'], { cwd })).stdout, /^post GET \/posts\/:id\(\.:format\) posts#show\n(.*\n)*  id: "1"\n/)
})

test('the README stays a newcomer\'s page: the two commands, short, the depth in docs/', () => {
  assert.match(readme, 'npm ci && npm start')
  assert.match(readme, 'npm test')
  assert.ok(readme.length < 12_000, `README.md is ${readme.length} characters`)
})

test.run()
