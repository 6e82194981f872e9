// The Python reference port (examples/python) against the conformance vectors of every golden
// case: all answers agree, refusals only where the table marks a route unsupported; and against
// Rails' own answers to the requests and helper calls of the goldens, directly. One Python
// process answers every case (the runner's own `answer`, a table switch between cases) so that
// the check stays fast; `routecraft conform` runs conform.py itself, one table per process.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compareAnswers, question, runConformance } from '../../src/compile/conform.js'
import { compileTable, serializeTable } from '../../src/compile/table.js'
import { deriveVectors } from '../../src/compile/vectors.js'
import { loadRoutes } from '../../src/load.js'
import { type Case, cases } from '../expand/cases.js'
import { caseVectors, type RailsAnswer } from './_golden-vectors.js'
import type { CompiledTable } from '../../src/compile/table.js'

const port = new URL('../../examples/python/', import.meta.url).pathname
const python = spawnSync('python3', ['-c', 'import sys; assert sys.version_info >= (3, 9); print(sys.version.split()[0])'], { encoding: 'utf8' })

// A table switch, then the questions of that table, answered by conform.py's `answer`.
const DRIVER = `
import json, sys
sys.path.insert(0, sys.argv[1])
from conform import answer
from routecraft_routes import Router
router = None
for line in sys.stdin:
    question = json.loads(line)
    if "table" in question:
        router = Router.load(question["table"])
    else:
        sys.stdout.write(json.dumps(answer(router, question)) + "\\n")
`

if (python.status !== 0) {
  console.log(`\nSKIPPED: the Python port's conformance (python3 >= 3.9 not found: ${python.error?.message ?? python.stderr.trim()})`)
} else {
  test(`the Python port (python ${python.stdout.trim()}) agrees with every vector of every golden case, and with Rails' own answers`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'routecraft-python-'))
    try {
      const all = cases('golden').flatMap((c) => {
        const found = caseVectors(c)
        return found ? [{ name: c.name, comparable: comparableWithRails(c, found.table), ...found }] : []
      })
      let input = ''
      all.forEach(({ table, vectors, rails }, i) => {
        writeFileSync(join(dir, `${i}.json`), serializeTable(table))
        const questions = [...vectors.map(question), ...rails.map(({ expect: _, ...asked }) => asked)]
        input += `${JSON.stringify({ table: join(dir, `${i}.json`) })}\n${questions.map((q) => `${JSON.stringify(q)}\n`).join('')}`
      })
      const run = spawnSync('python3', ['-c', DRIVER, port], { input, encoding: 'utf8', maxBuffer: 1 << 30 })
      assert.is(run.status, 0, run.stderr)
      const answers = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown)
      let at = 0
      let total = 0
      let refused = 0
      let railsCompared = 0
      for (const { name, comparable, table, vectors, rails } of all) {
        const report = compareAnswers(vectors, answers.slice(at, (at += vectors.length)), table, 3)
        assert.equal(report.disagreements, [], name)
        total += vectors.length + rails.length
        refused += report.refused
        const railsAnswers = answers.slice(at, (at += rails.length))
        // Rails answered with a request's host and port: compared where no route has conditions.
        if (!comparable) continue
        rails.forEach((answer, i) => assert.equal(asRails(table, answer, railsAnswers[i]), answer.expect, `${name}: ${JSON.stringify(answer)}`))
        railsCompared += rails.length
      }
      assert.is(answers.length, total)
      assert.ok(railsCompared > 15_000, `${railsCompared} of Rails' own answers compared`)
      // Only the cases with unsupported routes (m-requirement-onigmo and a few others) refuse.
      assert.ok(refused < total / 20, `${refused} refusals`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('conform.py, run as the protocol says, agrees with every vector of the 1,744-route application', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'routecraft-python-'))
    try {
      const routes = loadRoutes(new URL('../fixtures/rails-routes.rb', import.meta.url).pathname)
      const table = compileTable(routes)
      const vectors = deriveVectors(routes)
      writeFileSync(join(dir, 'routes.json'), serializeTable(table))
      const report = await runConformance('python3 conform.py', port, join(dir, 'routes.json'), table, vectors, 3)
      assert.equal([report.failure, report.disagreements, report.refused], [undefined, [], 0])
      assert.equal([report.recognitions.agreed + report.generations.agreed, vectors.length], [21823, 21823])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

// Cases whose answers the matcher does not compare with Rails' (their NOTE.md says why), and
// tables with request conditions or constraint objects, which Rails answered for its own request.
function comparableWithRails(c: Case, table: CompiledTable): boolean {
  if (c.has('NOTE.md') && c.read('NOTE.md').startsWith('# routecraft differs')) return false
  return table.routes.every((route) => !route.conditions && !route.constraints && !route.unsupported)
}

// The port's answer in the shape of Rails' (the route's pattern and name for its index).
function asRails(table: CompiledTable, asked: RailsAnswer, answer: unknown): unknown {
  const got = answer as { route?: number | null; params?: Record<string, unknown>; path?: string; error?: string }
  // An error agrees with Rails' error, whatever its message.
  if ('generate' in asked) return got.path ?? (got.error !== undefined && typeof asked.expect === 'object' ? asked.expect : got)
  if (got.route === null || got.route === undefined) return null
  const route = table.routes[got.route]!
  const name = (asked.expect as { name: unknown } | null)?.name === false && route.name === null ? false : route.name
  return { route: route.path, name, params: got.params }
}

test('a runner that answers wrongly or refuses without cause disagrees', () => {
  const table = { format: 'routecraft-compiled-routes' as const, version: '1.0', routes: [] }
  const vectors = [
    { recognize: { verb: 'GET', path: '/' }, expect: { route: 0, params: { controller: 'a', action: 'b' } } },
    { recognize: { verb: 'GET', path: '/x' }, expect: { route: null } },
    { generate: { name: 'r', params: {} }, expect: { path: '/r' } },
    { generate: { name: 'r', params: { id: 'x' } }, expect: { error: 'missing' } },
  ]
  const right = [{ route: 0, params: { action: 'b', controller: 'a' } }, { route: null }, { path: '/r' }, { error: 'other words' }]
  assert.equal(compareAnswers(vectors, right, table).disagreements, [])
  const wrong = [{ route: 0, params: { controller: 'a' } }, { refused: 'no reason' }, { path: '/r/' }, { path: '/r' }]
  const report = compareAnswers(vectors, wrong, table)
  assert.equal([report.recognitions, report.generations, report.refused, report.disagreements.length], [{ agreed: 0, total: 2 }, { agreed: 0, total: 2 }, 0, 4])
})

if (python.status === 0) {
  test("the Python port words a failed generation as Rails does: keys not given are missing, keys given that fail their requirement are unmatched constraints", () => {
    const dir = mkdtempSync(join(tmpdir(), 'routecraft-python-'))
    try {
      writeFileSync(join(dir, 'routes.rb'), 'get "p/:id/:slug", to: "p#show", id: /\\d+/, as: :p\n')
      writeFileSync(join(dir, 'table.json'), serializeTable(compileTable(loadRoutes(join(dir, 'routes.rb')))))
      const questions = [{ generate: { name: 'p', params: { slug: 'x' } } }, { generate: { name: 'p', params: { id: 'a', slug: 'x' } } }]
      const run = spawnSync('python3', [join(port, 'conform.py'), join(dir, 'table.json')], { input: questions.map((q) => `${JSON.stringify(q)}\n`).join(''), encoding: 'utf8' })
      assert.equal(run.stdout.trim().split('\n').map((line) => JSON.parse(line) as unknown), [
        { error: 'No route matches p, missing required keys: [:id]' },
        { error: 'No route matches p, possible unmatched constraints: [:id]' },
      ], run.stderr)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

test.run()
