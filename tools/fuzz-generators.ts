/**
 * Hostile values through every generator (tools/fuzz/hostile-values.ts): seeded routes files
 * printed as routes.rb and routes.yaml, converted both ways, compiled and turned into vectors,
 * each output read back and compared with the values that went in. With `--ruby`, real Ruby runs
 * every printed routes.rb (tools/fuzz/record-calls.rb, through ruby8) and must record exactly the
 * calls and values of the file, and the marker file that every payload would create must never
 * appear. `--golden` writes what Ruby recorded for the spec slice (specs/fuzz/generators.spec.ts).
 *
 *   node --import tsx tools/fuzz-generators.ts [--seed N] [--files 2000] [--ruby] [--golden]
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { printRoutes } from '../src/print/index.js'
import { FuzzFailure } from './fuzz/check.js'
import { checkGenerators, hostileFile, MARKER, rubyCalls, SLICE } from './fuzz/hostile-values.js'
import { inputSeed, Rng } from './fuzz/random.js'

const ROOT = new URL('..', import.meta.url).pathname
const GOLDEN = join(ROOT, 'specs/fuzz/generators/ruby.jsonl')

const { values } = parseArgs({ options: { seed: { type: 'string' }, files: { type: 'string' }, ruby: { type: 'boolean' }, golden: { type: 'boolean' } } })
const seed = values.golden ? SLICE.seed : Number(values.seed ?? Math.floor(Math.random() * 2 ** 31))
const count = values.golden ? SLICE.files : Number(values.files ?? 2000)

const files = Array.from({ length: count }, (_, index) => hostileFile(new Rng(inputSeed(seed, index))))
const totals = { files: 0, statements: 0, routes: 0, vectors: 0, failures: 0 }
files.forEach((ast, index) => {
  try {
    const counts = checkGenerators(ast)
    totals.files++
    totals.statements += counts.statements
    totals.routes += counts.routes
    totals.vectors += counts.vectors
  } catch (error) {
    totals.failures++
    if (!(error instanceof FuzzFailure)) throw error
    console.log(`FAIL input ${index} (seed ${inputSeed(seed, index)}): ${error.message}\n${error.input.slice(0, 600)}`)
  }
})
console.log(`generators, seed ${seed}: ${totals.files} files, ${totals.statements} statements, ${totals.routes} routes compiled, ${totals.vectors} vectors; ${totals.failures} failures`)

if (values.ruby || values.golden) {
  const dir = mkdtempSync('/tmp/routecraft-generators-')
  files.forEach((ast, index) => writeFileSync(join(dir, `${index}.rb`), printRoutes(ast)))
  rmSync(MARKER, { force: true })
  const out = spawnSync('ruby8', [join(ROOT, 'tools/fuzz/record-calls.rb'), dir], { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, RAILS8_MOUNTS: ROOT } })
  rmSync(dir, { recursive: true })
  if (out.status !== 0) throw new Error(`record-calls.rb failed: ${out.stderr}`)
  const ran = existsSync(MARKER)
  const lines = out.stdout.trimEnd().split('\n')
  let differ = 0
  lines.forEach((line, index) => {
    const recorded = JSON.parse(line) as { calls?: unknown; error?: string }
    if (JSON.stringify(recorded.calls) === JSON.stringify(rubyCalls(files[index]!))) return
    differ++
    console.log(`RUBY input ${index}: ${recorded.error ?? 'recorded other values'}\n${printRoutes(files[index]!).slice(0, 600)}`)
  })
  console.log(`ruby: ${lines.length} routes.rb files run, ${lines.length - differ} with exactly the values written, ${differ} differ; marker ${ran ? 'APPEARED' : 'absent'}`)
  if (ran) rmSync(MARKER)
  if (values.golden) {
    if (ran || differ > 0) throw new Error('not writing the golden: Ruby disagrees')
    writeFileSync(GOLDEN, `${lines.join('\n')}\n`)
    console.log(`wrote ${GOLDEN}`)
  }
}
