#!/usr/bin/env node
// Regenerates the Rails-side golden data with the Rails oracle (tools/rails-oracle.rb).
//
//   npm run goldens                      # every case under specs/golden and specs/errors
//   npm run goldens -- CASE [CASE...]    # only these cases (directory names)
//   npm run goldens -- --force [CASE...] # also overwrite cases that carry a NOTE.md
//
// specs/golden/<case>/routes.rb  -> rails.txt  (table mode) and rails.json (json mode, 2-space JSON)
//                                   drawn with API_ONLY=1 when the case has an `api_only` file
// specs/errors/<case>/routes.rb  -> rails-error.json (error mode)
// Cases with a NOTE.md were adjusted by hand to the newest Rails behaviour; they are skipped
// unless --force is given (then re-apply the adjustment described in the NOTE.md).
// Exits 1 when a golden case fails to draw or an error case draws cleanly.
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { regenerateAll, runOracle, selectCases } from './oracle-run.mjs'
import { cpus } from 'node:os'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const force = args.includes('--force')

function casesIn(kind) {
  const dir = join(root, 'specs', kind)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'routes.rb')))
    .map((d) => ({ kind, name: d.name, dir: join(dir, d.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const pretty = (text) => JSON.stringify(JSON.parse(text), null, 2) + '\n'

async function regenerate(c) {
  if (existsSync(join(c.dir, 'NOTE.md')) && !force) return { status: 'skipped', why: 'NOTE.md (use --force)' }
  if (c.kind === 'golden') {
    const apiOnly = existsSync(join(c.dir, 'api_only'))
    const [table, json] = await Promise.all([runOracle(c.dir, ['table'], apiOnly), runOracle(c.dir, ['json'], apiOnly)])
    if (table.code !== 0 || json.code !== 0) {
      return { status: 'FAILED', why: `drawing raised unexpectedly:\n${table.stdout}${table.stderr}` }
    }
    writeFileSync(join(c.dir, 'rails.txt'), table.stdout)
    writeFileSync(join(c.dir, 'rails.json'), pretty(json.stdout))
    return { status: 'ok' }
  }
  const err = await runOracle(c.dir, ['error'], false)
  if (err.code === 0) return { status: 'FAILED', why: 'expected a draw error, but the routes drew cleanly' }
  let parsed
  try {
    parsed = pretty(err.stdout)
  } catch {
    return { status: 'FAILED', why: `oracle did not print error JSON:\n${err.stdout}${err.stderr}` }
  }
  writeFileSync(join(c.dir, 'rails-error.json'), parsed)
  return { status: 'ok' }
}

const selected = selectCases([...casesIn('golden'), ...casesIn('errors')], args.filter((a) => !a.startsWith('--')))
const results = await regenerateAll(selected, Math.max(2, Math.min(8, cpus().length * 2)), regenerate)

let ok = 0
let skipped = 0
const failed = []
selected.forEach((c, i) => {
  const r = results[i]
  if (r.status === 'ok') ok++
  else if (r.status === 'skipped') {
    skipped++
    console.log(`skip ${c.kind}/${c.name}: ${r.why}`)
  } else failed.push(`${c.kind}/${c.name}: ${r.why}`)
})
for (const f of failed) console.error(`\n!!! FAILED ${f}`)
console.log(`\ngoldens: ${ok} regenerated, ${skipped} skipped, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
