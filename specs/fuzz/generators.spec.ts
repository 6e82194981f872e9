// A fixed-seed slice of the generator campaign (`node --import tsx tools/fuzz-generators.ts
// [--ruby]` runs a long one): routes files with hostile values in every place (Ruby
// interpolation, quotes and delimiters, YAML indicators, terminal controls) through the routes.rb
// and routes.yaml printers, `convert` both ways, `compile` and `vectors`, each output read back as
// exactly the values that went in. generators/ruby.jsonl is what real Ruby recorded running each
// printed routes.rb (tools/fuzz/record-calls.rb; `tools/fuzz-generators.ts --golden`), with the
// marker file every payload would create absent.
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { checkGenerators, hostileFile, rubyCalls, SLICE } from '../../tools/fuzz/hostile-values.js'
import { inputSeed, Rng } from '../../tools/fuzz/random.js'

const files = Array.from({ length: SLICE.files }, (_, index) => hostileFile(new Rng(inputSeed(SLICE.seed, index))))

test(`${SLICE.files} hostile files of seed ${SLICE.seed} read back exactly through every generator`, () => {
  let routes = 0
  for (const ast of files) routes += checkGenerators(ast).routes
  assert.ok(routes > 10, `only ${routes} routes compiled: compile and vectors went untested`)
})

test('Ruby ran each printed routes.rb and recorded exactly the calls and values written', () => {
  const recorded = readFileSync(new URL('generators/ruby.jsonl', import.meta.url), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { calls?: unknown })
  assert.is(recorded.length, files.length)
  files.forEach((ast, index) => assert.equal(recorded[index]!.calls, rubyCalls(ast), `input ${index}`))
})

test.run()
