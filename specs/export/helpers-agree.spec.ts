// The path helpers against the matcher: for every golden case and the 1,744-route application,
// the TypeScript module (imported) and the Python module (run by python3, when present) give
// exactly the path `generate(name, params)` gives, or fail with the same missing keys, for every
// params object of specs/export/_calls.ts. Only routes whose requirement Python's re cannot
// read lack a Python helper, each reported (RC5003).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { helpers } from '../../src/export/index.js'
import { createMatcher } from '../../src/match/index.js'
import { loadRoutes } from '../../src/load.js'
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'
import { answer, type Call, callsFor, tsHelperName } from './_calls.js'

interface Table {
  name: string
  routes: readonly Route[]
  calls: Call[]
}

const tables: Table[] = [
  ...cases('golden').map((c) => ({ name: c.name, routes: expandCase(c).routes })),
  { name: 'the 1,744-route application', routes: loadRoutes(new URL('../fixtures/rails-routes.rb', import.meta.url).pathname) },
  { name: 'specs/fixtures/generation-corners.rb', routes: loadRoutes(new URL('../fixtures/generation-corners.rb', import.meta.url).pathname) },
].filter((t) => t.routes.some((route) => typeof route.name === 'string'))
  .map((t) => ({ ...t, calls: callsFor(t.routes, createMatcher(t.routes)) }))

const dir = mkdtempSync(join(tmpdir(), 'routecraft-helpers-'))
const python = spawnSync('python3', ['-c', 'import sys; assert sys.version_info >= (3, 9)'], { encoding: 'utf8' })

test('the 1,744-route application is among the tables, and every table has calls that fail as well as calls that succeed', () => {
  const big = tables.find((t) => t.name.startsWith('the 1,744'))!
  assert.is(big.routes.length, 1744)
  const all = tables.flatMap((t) => t.calls)
  assert.ok(all.some((c) => 'missing' in c.expect) && all.some((c) => 'path' in c.expect && c.expect.path.includes('?')))
})

test('TypeScript helpers give generate()\'s path or its missing keys for every call', async () => {
  let calls = 0
  let helpersCount = 0
  for (const [i, table] of tables.entries()) {
    const file = join(dir, `helpers-${i}.ts`)
    writeFileSync(file, helpers(table.routes, { lang: 'ts', source: table.name }).value)
    const module = (await import(pathToFileURL(file).href)) as Record<string, (params: unknown) => string>
    helpersCount += new Set(table.calls.map((c) => c.name)).size
    for (const call of table.calls) {
      const helper = module[tsHelperName(call.name)]
      assert.type(helper, 'function', `${table.name}: no ${tsHelperName(call.name)}`)
      const got = answer(() => helper!(structuredClone(call.params)))
      assert.equal(got, call.expect, `${table.name}: ${call.name} ${JSON.stringify(call.params)}`)
      calls++
    }
  }
  const big = tables.find((t) => t.name.startsWith('the 1,744'))!
  console.log(`  TypeScript: ${calls} calls of ${helpersCount} helpers in ${tables.length} tables agree with generate() (the 1,744-route application: ${big.calls.length} calls of ${new Set(big.calls.map((c) => c.name)).size} helpers, ${big.calls.filter((c) => 'missing' in c.expect).length} of them errors)`)
})

// One Python process loads each module in turn and answers its calls, one JSON line each.
const DRIVER = `
import importlib.util, json, sys
module = None
for line in sys.stdin:
    question = json.loads(line)
    if "module" in question:
        spec = importlib.util.spec_from_file_location("helpers_%d" % question["index"], question["module"])
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        continue
    helper = getattr(module, question["helper"], None)
    if helper is None:
        answer = {"absent": True}
    else:
        try:
            answer = {"path": helper(**question["params"])}
        except module.UrlGenerationError as error:
            answer = {"missing": error.missing_keys}
    sys.stdout.write(json.dumps(answer) + "\\n")
`

if (python.status !== 0) {
  console.log('\nSKIPPED: the Python helpers (python3 >= 3.9 not found)')
} else {
  test('Python helpers give generate()\'s path or its missing keys for every call; only non-portable requirements lack one', () => {
    let input = ''
    const asked: Array<{ table: string; call: Call; portable: boolean }> = []
    const refusedNames = new Set<string>()
    tables.forEach((table, i) => {
      const file = join(dir, `helpers_${i}.py`)
      const { value, diagnostics } = helpers(table.routes, { lang: 'py', source: table.name })
      writeFileSync(file, value)
      const refused = new Set(diagnostics.filter((d) => d.code === 'RC5003').map((d) => /no Python helper for (.*)_path:/.exec(d.message)![1]!))
      for (const name of refused) refusedNames.add(`${table.name}: ${name}`)
      input += `${JSON.stringify({ module: file, index: i })}\n`
      for (const call of table.calls) {
        input += `${JSON.stringify({ helper: `${call.name}_path`, params: call.params })}\n`
        asked.push({ table: table.name, call, portable: !refused.has(call.name) })
      }
    })
    const run = spawnSync('python3', ['-c', DRIVER], { input, encoding: 'utf8', maxBuffer: 1 << 30 })
    assert.is(run.status, 0, run.stderr)
    const answers = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown)
    assert.is(answers.length, asked.length)
    let agreed = 0
    asked.forEach(({ table, call, portable }, i) => {
      if (!portable) return assert.equal(answers[i], { absent: true })
      assert.equal(answers[i], call.expect, `${table}: ${call.name}_path(**${JSON.stringify(call.params)})`)
      agreed++
    })
    // The refusals are the routes of the cases that test Onigmo constructs without a portable form.
    for (const name of refusedNames) assert.match(name, /^(m-requirement-onigmo|m-regexp-escapes-ignorecase|y-ruby-interpolated-regexp): /)
    console.log(`  Python: ${agreed} calls agree with generate(); ${asked.length - agreed} calls of ${refusedNames.size} helpers refused (RC5003)`)
  })
}

test.after(() => rmSync(dir, { recursive: true, force: true }))

test.run()
