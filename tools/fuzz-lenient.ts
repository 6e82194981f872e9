/**
 * `npm run fuzz:lenient`: lenient mode never refuses a file Ruby can parse. Mutates the golden
 * routes files (and the real-world corpus with `--corpus DIR`) the way applications write them
 * (tools/fuzz/lenient.ts), asks Ruby (`ruby8`) which mutated files it parses, and checks that
 * lenient mode draws each of those without an error. Failures are printed with their origin and
 * mutations and saved under fuzz-findings/.
 *
 *   npm run fuzz:lenient -- [--seed N] [--count 2000] [--corpus DIR] [--ruby ruby8]
 *   npm run fuzz:lenient -- --seed 20261128 --count 300 --write   # the spec's fixture
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { lenientCorpus, lenientErrors, lenientInput, rubyParses } from './fuzz/lenient.js'

const ROOT = new URL('..', import.meta.url).pathname
const { values } = parseArgs({
  options: { seed: { type: 'string' }, count: { type: 'string' }, corpus: { type: 'string', multiple: true }, ruby: { type: 'string' }, write: { type: 'boolean' } },
})
const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31))
const count = Number(values.count ?? 2000)
if (values.write && values.corpus) {
  console.error('--write makes the spec fixture from the golden cases only: drop --corpus')
  process.exit(2)
}
const corpus = lenientCorpus(ROOT, values.corpus ?? [])
const inputs = Array.from({ length: count }, (_, index) => lenientInput(seed, index, corpus))
const parses = rubyParses(inputs.map((input) => input.text), values.ruby ?? 'ruby8')
let failures = 0
const byMutation = new Map<string, number>()
for (const input of inputs) {
  if (!parses[input.index]) continue
  for (const name of input.applied) byMutation.set(name, (byMutation.get(name) ?? 0) + 1)
  const errors = lenientErrors(input.text)
  if (errors.length === 0) continue
  failures++
  console.log(`FAILURE #${input.index} ${input.origin} + ${input.applied.join(', ')}: ${errors[0]}`)
  mkdirSync(`${ROOT}fuzz-findings`, { recursive: true })
  writeFileSync(`${ROOT}fuzz-findings/lenient-${seed}-${input.index}.rb`, `# ${input.origin} + ${input.applied.join(', ')}\n# ${errors.join('\n# ')}\n${input.text}`)
}
const parsed = parses.filter(Boolean).length
console.log(`seed ${seed}: ${count} mutated files of ${corpus.length}, ${parsed} parsed by Ruby, ${failures} refused by lenient mode`)
console.log(`mutations in parsed files: ${[...byMutation].map(([k, v]) => `${k} ${v}`).join(', ')}`)
if (values.write) {
  // The files are named so that golden cases added later do not change the inputs.
  const fixture = { seed, count, files: corpus.map(([path]) => path), inputs: inputs.map((input) => [input.digest, parses[input.index]]) }
  writeFileSync(`${ROOT}specs/fuzz/lenient-${seed}.json`, `${JSON.stringify(fixture)}\n`)
  console.log(`wrote specs/fuzz/lenient-${seed}.json`)
}
process.exit(failures > 0 ? 1 : 0)
