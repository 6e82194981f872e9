#!/usr/bin/env node
// Regenerates the Rails-side golden data with the Rails oracle (tools/rails-oracle.rb) and
// Rails main, the reference (RAILS chooses another: see tools/oracle-run.mjs).
//
//   npm run goldens                      # every case under specs/golden and specs/errors
//   npm run goldens -- CASE [CASE...]    # only these cases (directory names)
//   npm run goldens -- --force [CASE...] # also overwrite cases whose NOTE.md says routecraft differs
//   npm run goldens -- --compare 8.1.3   # write nothing: list where that Rails differs from the goldens
//
// specs/golden/<case>/routes.rb  -> rails.txt  (table mode) and rails.json (json mode, 2-space JSON)
//                                   drawn with API_ONLY=1 when the case has an `api_only` file
// specs/errors/<case>/routes.rb  -> rails-error.json (error mode)
// specs/rails-revision.json      -> the Rails version and rails/rails commit the goldens come from
// A case whose NOTE.md begins "# routecraft differs" is one where SPEC.md deliberately departs
// from Rails; it is skipped unless --force is given.
// Exits 1 when a golden case fails to draw or an error case draws cleanly.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { railsChoice, railsVersion, regenerateAll, runOracle, selectCases } from './oracle-run.mjs'
import { cpus } from 'node:os'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const force = args.includes('--force')
const compareAt = args.indexOf('--compare')
const compare = compareAt >= 0 ? railsChoice(args[compareAt + 1]) : null
const names = args.filter((a, i) => !a.startsWith('--') && !(compareAt >= 0 && i === compareAt + 1))
const rails = compare ?? railsChoice()

function casesIn(kind) {
  const dir = join(root, 'specs', kind)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'routes.rb')))
    .map((d) => ({ kind, name: d.name, dir: join(dir, d.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const pretty = (text) => JSON.stringify(JSON.parse(text), null, 2) + '\n'

/** True when the case's NOTE.md records a deliberate difference from Rails (its goldens are kept). */
function deliberate(c) {
  const note = join(c.dir, 'NOTE.md')
  return existsSync(note) && readFileSync(note, 'utf8').startsWith('# routecraft differs')
}

/** The case's Rails-made files, `{ file: text }`, or `{ error }` when Rails did not draw as expected. */
async function oracleFiles(c) {
  if (c.kind === 'golden') {
    const apiOnly = existsSync(join(c.dir, 'api_only'))
    const [table, json] = await Promise.all([runOracle(c.dir, ['table'], apiOnly, rails), runOracle(c.dir, ['json'], apiOnly, rails)])
    if (table.code !== 0 || json.code !== 0) return { error: `drawing raised unexpectedly:\n${table.stdout}${table.stderr}` }
    return { files: { 'rails.txt': table.stdout, 'rails.json': pretty(json.stdout) } }
  }
  const err = await runOracle(c.dir, ['error'], false, rails)
  if (err.code === 0) return { error: 'expected a draw error, but the routes drew cleanly' }
  try {
    return { files: { 'rails-error.json': pretty(err.stdout) } }
  } catch {
    return { error: `oracle did not print error JSON:\n${err.stdout}${err.stderr}` }
  }
}

async function regenerate(c) {
  if (deliberate(c) && !force && !compare) return { status: 'skipped', why: 'NOTE.md: routecraft differs (use --force)' }
  const made = await oracleFiles(c)
  if (made.error) return { status: 'FAILED', why: made.error }
  const differing = Object.keys(made.files).filter((f) => !existsSync(join(c.dir, f)) || readFileSync(join(c.dir, f), 'utf8') !== made.files[f])
  if (compare) return { status: differing.length ? 'differs' : 'ok', why: differing.join(', ') }
  for (const f of Object.keys(made.files)) writeFileSync(join(c.dir, f), made.files[f])
  return { status: 'ok' }
}

const selected = selectCases([...casesIn('golden'), ...casesIn('errors')], names)
const { version, revision } = railsVersion(rails)
if (!compare && names.length === 0) {
  writeFileSync(join(root, 'specs', 'rails-revision.json'), `${JSON.stringify({ rails: version, revision }, null, 2)}\n`)
}
const results = await regenerateAll(selected, Math.max(2, Math.min(8, cpus().length * 2)), regenerate)

let ok = 0
let skipped = 0
const failed = []
const differs = []
selected.forEach((c, i) => {
  const r = results[i]
  if (r.status === 'ok') ok++
  else if (r.status === 'skipped') {
    skipped++
    console.log(`skip ${c.kind}/${c.name}: ${r.why}`)
  } else if (r.status === 'differs') differs.push(`${c.kind}/${c.name}: ${r.why}`)
  else failed.push(`${c.kind}/${c.name}: ${r.why}`)
})
for (const f of failed) console.error(`\n!!! FAILED ${f}`)
if (compare) {
  for (const d of differs) console.log(`differs ${d}`)
  console.log(`\nRails ${version} (${revision ?? 'Debian'}) against the goldens: ${ok} agree, ${differs.length} differ, ${failed.length} failed`)
} else console.log(`\ngoldens from Rails ${version} (${revision ?? 'Debian'}): ${ok} regenerated, ${skipped} skipped, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
