// Runs named benchmarks: `npm run bench -- parse` runs bench/parse.ts; no name runs them all.
// Benchmarks run the compiled package (dist/), as users do; `npm run bench` builds it first.
// A benchmark is a module in this directory whose default export is `() => void | Promise<void>`.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))

/** The benchmarks present: every `bench/<name>.ts` except this runner and helpers (`_*.ts`). */
function available(): string[] {
  return readdirSync(here)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('_'))
    .map((file) => file.slice(0, -3))
    .sort()
}

const names = process.argv.slice(2)
const known = available()
const unknown = names.filter((name) => !known.includes(name))
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (available: ${known.join(', ')})`)
  process.exit(2)
}
for (const name of names.length > 0 ? names : known) {
  const module = (await import(`./${name}.ts`)) as { default: () => void | Promise<void> }
  console.log(`# ${name}`)
  await module.default()
}
