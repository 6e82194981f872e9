// `--max NAME=N`: the limits on the work of drawing a file (src/expand/budget.ts), raised or
// lowered from the command line, for `routes`, `check` and the lookup commands alike.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const LOOPS = '%w[a b c].each do |x|\n  %w[d e f].each do |y|\n    get "#{x}#{y}", to: "a#b"\n  end\nend\n'

test('crossing a limit: the statement, the limit and how to raise it; --max raises it', async () => {
  const cwd = tempDir({ 'config/routes.rb': LOOPS })
  const low = await runCli(['check', '--max', 'iterations=5'], { cwd })
  assert.is(low.code, 1)
  assert.match(low.stderr, /config\/routes\.rb:2:3: error RC2113: LimitExceeded: loops run more than 5 times \(limit iterations\)/)
  assert.match(low.stderr, /> 2 \|   %w\[d e f\]\.each do \|y\|/)
  assert.match(low.stderr, /raise it with --max iterations=N/)
  const raised = await runCli(['routes', '--max', 'iterations=12', '--max', 'routes=9'], { cwd })
  assert.is(raised.code, 0, raised.stderr)
  assert.is(raised.stdout.split('\n').filter((line) => line.includes('a#b')).length, 9)
  assert.is((await runCli(['recognize', 'config/routes.rb', 'GET', '/af', '--max', 'routes=8'], { cwd })).code, 1)
})

test('a --max that is not NAME=N with a known name and a positive N is a usage error', async () => {
  const cwd = tempDir({ 'config/routes.rb': LOOPS })
  for (const bad of ['iterations', 'iterations=0', 'iterations=-1', 'loops=5', 'routes=1e3']) {
    const { code, stderr } = await runCli(['routes', '--max', bad], { cwd })
    assert.is(code, 2, bad)
    assert.match(stderr, `invalid --max '${bad}' (expected NAME=N, N a positive integer, NAME one of steps, elements, characters, iterations, routes, depth, calls)`)
  }
})

test.run()
