// A short fixed-seed slice of the fuzzing campaign (`npm run fuzz` runs the long one): generated,
// mutated-generated and mutated spec inputs, routes.rb and routes.yaml, through parse, expand,
// the matcher and the request listener, and crafted slow-regexp and many-glob routes whose worst
// paths must cost linear work. Every input ends in routes or diagnostics.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { INPUT_CLASSES, loadCorpus, makeInput, runInput } from '../../tools/fuzz/campaign.js'
import { MUTATIONS } from '../../tools/fuzz/mutate.js'
import { Rng } from '../../tools/fuzz/random.js'
import { checkRoutesInput } from '../../tools/fuzz/check.js'

const root = new URL('../../', import.meta.url).pathname
const corpus = loadCorpus(root)
const SEED = 20260907

test('the corpus holds every spec input', () => {
  assert.ok(corpus.rb.length > 300, String(corpus.rb.length))
  assert.ok(corpus.yaml.length > 300, String(corpus.yaml.length))
})

test(`${40 * INPUT_CLASSES.length} inputs of seed ${SEED}, 40 per class, end in routes or diagnostics (crafted ones in linear work)`, () => {
  const seen = new Map<string, number>()
  let withRoutes = 0
  for (let index = 0; index < 40 * INPUT_CLASSES.length; index++) {
    const input = makeInput(SEED, index, corpus)
    seen.set(input.klass, (seen.get(input.klass) ?? 0) + 1)
    if (runInput(input, 20).routes > 0) withRoutes++
  }
  assert.equal([...seen.keys()].sort(), [...INPUT_CLASSES].sort())
  assert.ok(withRoutes > 20, `only ${withRoutes} inputs drew routes: the matcher went untested`)
})

test('every mutation, applied to every kind of spec input, is survived', () => {
  const rng = new Rng(SEED)
  for (const [name, mutation] of Object.entries(MUTATIONS)) {
    for (const kind of ['rb', 'yaml'] as const) {
      const [, text] = rng.pick(corpus[kind])
      const outcome = checkRoutesInput(mutation(text, rng), kind)
      assert.ok(outcome.routes.length > 0 || outcome.diagnostics.length > 0 || text.trim() === '', `${name} on ${kind}`)
    }
  }
})

test('the same seed gives the same input (failures replay)', () => {
  assert.equal(makeInput(SEED, 17, corpus), makeInput(SEED, 17, corpus))
  assert.is.not(makeInput(SEED, 17, corpus).text, makeInput(SEED + 1, 17, corpus).text)
})

test.run()
