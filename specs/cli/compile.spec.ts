// `routecraft compile`, `vectors` and `conform`: the compiled table on stdout or in a file, the
// vectors as JSON lines, and a runner's agreement with exit codes a CI can read.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const cli = suite('cli: compile, vectors, conform')
const ROUTES = 'resources :photos, only: [:index, :show], constraints: { id: /\\d+/ }\nget "t/:token", to: "t#show", token: /\\p{Alnum}+/\n'

cli('compile prints the table, or writes it with -o; unsupported routes are named on stderr', async () => {
  const cwd = tempDir({ 'routes.rb': ROUTES })
  const printed = await runCli(['compile', 'routes.rb'], { cwd })
  assert.is(printed.code, 0)
  const table = JSON.parse(printed.stdout)
  assert.equal([table.format, table.version, table.routes.length], ['routecraft-compiled-routes', '1.0', 3])
  assert.is(table.routes[1].recognize.regex, '^/photos/([0-9]+)(?:\\.([^./?]+))?$')
  assert.is(printed.stderr, 'routecraft: warning: route 2 (GET /t/:token(.:format)) is marked unsupported: the requirement of :token uses a Unicode property (`\\p{…}`)\n')
  const written = await runCli(['compile', 'routes.rb', '-o', 'out.json'], { cwd })
  assert.equal([written.code, written.stdout], [0, ''])
  assert.is(readFileSync(join(cwd, 'out.json'), 'utf8'), printed.stdout)
  const unwritable = await runCli(['compile', 'routes.rb', '-o', 'missing/dir/out.json'], { cwd })
  assert.equal([unwritable.code, unwritable.stderr.endsWith('routecraft: cannot write missing/dir/out.json: ENOENT\n')], [2, true])
})

cli('vectors prints one JSON object a line with the matcher\'s answers', async () => {
  const cwd = tempDir({ 'routes.rb': ROUTES })
  const { code, stdout } = await runCli(['vectors', 'routes.rb'], { cwd })
  assert.is(code, 0)
  const vectors = stdout.trimEnd().split('\n').map((line) => JSON.parse(line))
  assert.ok(vectors.some((v) => v.recognize?.path === '/photos/1.json' && v.expect.route === 1 && v.expect.params.format === 'json'))
  assert.ok(vectors.some((v) => v.recognize?.path === '/photos/abc.json' && v.expect.route === null))
  assert.ok(vectors.some((v) => v.generate?.name === 'photo' && v.expect.error?.includes('missing required keys: [:id]')))
})

cli('conform: agreement and exit 0, or the first disagreements and exit 1; runner failures are said', async () => {
  const cwd = tempDir({ 'routes.rb': 'get "a/:id", to: "a#show", as: :a\n' })
  // A runner that answers every question right: the vectors' own answers, looked up by question.
  const vectors = (await runCli(['vectors', 'routes.rb'], { cwd })).stdout
  writeFileSync(join(cwd, 'vectors.jsonl'), vectors)
  writeFileSync(join(cwd, 'oracle.mjs'), `
    import { readFileSync } from 'node:fs'
    import { createInterface } from 'node:readline'
    const known = new Map(readFileSync(${JSON.stringify(join(cwd, 'vectors.jsonl'))}, 'utf8').trim().split('\\n').map((line) => {
      const { expect, ...question } = JSON.parse(line)
      return [JSON.stringify(question), expect]
    }))
    for await (const line of createInterface({ input: process.stdin })) console.log(JSON.stringify(known.get(line) ?? { route: null }))
  `)
  const node = JSON.stringify(process.execPath)
  const agreeing = await runCli(['conform', '--runner', `${node} oracle.mjs`, 'routes.rb'], { cwd })
  assert.is(agreeing.code, 0, agreeing.stderr)
  assert.match(agreeing.stdout, /agreement: {4}(\d+)\/\1 \(100\.00 %\)/)
  writeFileSync(join(cwd, 'none.mjs'), `process.stdin.on('data', (d) => { for (const _ of String(d).trim().split('\\n')) console.log('{"route":null}') })`)
  const wrong = await runCli(['conform', '--runner', `${node} none.mjs`, 'routes.rb', '--limit', '1'], { cwd })
  assert.is(wrong.code, 1)
  assert.match(wrong.stdout, /disagreement 1: \{"recognize":\{"verb":"GET","path":"\/a\/1[^"]*"\}\}\n {2}expected: \{"route":0,/)
  assert.not.match(wrong.stdout, /disagreement 2/)
  const crashing = await runCli(['conform', '--runner', `${node} -e "process.exit(3)"`, 'routes.rb'], { cwd })
  assert.is(crashing.code, 1)
  assert.match(crashing.stderr, /the runner exited with status 3 after 0 of \d+ answers/)
  assert.is((await runCli(['conform', 'routes.rb'], { cwd })).code, 2)
  assert.is((await runCli(['conform', '--runner', 'x', 'routes.rb', '--limit', '-1'], { cwd })).code, 2)
})

cli.run()
