// Rails' tables of the application-value cases (specs/ruby/app-values/<case>/rails.txt): routes
// files whose values only the application knows. Each file defines the application it stands for
// (modules routecraft skips), so Rails draws it; specs/ruby/app-values.spec.ts compares.
//
//   node tools/app-values-goldens.mjs [CASE...]        # RAILS=8.1.3 for the release
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runOracle, selectCases } from './oracle-run.mjs'

const base = new URL('../specs/ruby/app-values/', import.meta.url).pathname
const all = readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => ({ name: d.name, dir: join(base, d.name) }))
let failed = false
for (const c of selectCases(all, process.argv.slice(2))) {
  const { code, stdout, stderr } = await runOracle(c.dir, ['table'])
  if (code !== 0) {
    console.error(`!!! FAILED ${c.name}: ${stdout}${stderr}`)
    failed = true
    continue
  }
  writeFileSync(join(c.dir, 'rails.txt'), stdout)
  console.log(`wrote ${c.name}/rails.txt`)
}
process.exit(failed ? 1 : 0)
