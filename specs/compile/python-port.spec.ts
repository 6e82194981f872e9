// The Python reference port (examples/python) against the conformance vectors of every golden
// case: all answers agree, refusals only where the table marks a route unsupported. One Python
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
import { cases } from '../expand/cases.js'
import { caseVectors } from './_golden-vectors.js'

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
  test(`the Python port (python ${python.stdout.trim()}) agrees with every vector of every golden case`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'routecraft-python-'))
    try {
      const all = cases('golden').flatMap((c) => {
        const found = caseVectors(c)
        return found ? [{ name: c.name, ...found }] : []
      })
      let input = ''
      all.forEach(({ table, vectors }, i) => {
        writeFileSync(join(dir, `${i}.json`), serializeTable(table))
        input += `${JSON.stringify({ table: join(dir, `${i}.json`) })}\n${vectors.map((vector) => `${JSON.stringify(question(vector))}\n`).join('')}`
      })
      const run = spawnSync('python3', ['-c', DRIVER, port], { input, encoding: 'utf8', maxBuffer: 1 << 30 })
      assert.is(run.status, 0, run.stderr)
      const answers = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown)
      let at = 0
      let total = 0
      let refused = 0
      for (const { name, table, vectors } of all) {
        const report = compareAnswers(vectors, answers.slice(at, (at += vectors.length)), table, 3)
        assert.equal(report.disagreements, [], name)
        total += vectors.length
        refused += report.refused
      }
      assert.is(answers.length, total)
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

test.run()
