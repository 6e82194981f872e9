// Lenient mode never refuses a file Ruby can parse: a fixed-seed slice of `npm run fuzz:lenient`
// (the golden routes files with application calls, keyword-named methods and values only the
// application knows inserted). Which inputs Ruby parses is Ruby's answer, recorded in the
// fixture by `npm run fuzz:lenient -- --seed 20261128 --count 300 --write`.
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LENIENT_MUTATIONS, lenientCorpus, lenientErrors, lenientInput } from '../../tools/fuzz/lenient.js'

const root = new URL('../../', import.meta.url).pathname
const SEED = 20261128
const fixture = JSON.parse(readFileSync(new URL(`lenient-${SEED}.json`, import.meta.url), 'utf8')) as { seed: number; count: number; files: string[]; inputs: Array<[string, boolean]> }
// The golden files the fixture was made from (cases added since do not change its inputs).
const corpus = lenientCorpus(root).filter(([path]) => fixture.files.includes(path))
const inputs = Array.from({ length: fixture.count }, (_, index) => lenientInput(SEED, index, corpus))

test('the inputs are the ones Ruby was asked about (regenerate the fixture after changing the mutations or those golden files)', () => {
  assert.equal(corpus.map(([path]) => path), fixture.files)
  assert.equal(inputs.map((input) => input.digest), fixture.inputs.map(([digest]) => digest))
})

test('most inputs parse as Ruby, and every mutation is among them', () => {
  const parsed = inputs.filter((input) => fixture.inputs[input.index]![1])
  assert.ok(parsed.length >= fixture.count * 0.9, `${parsed.length} of ${fixture.count}`)
  assert.equal([...new Set(parsed.flatMap((input) => input.applied))].sort(), Object.keys(LENIENT_MUTATIONS).sort())
})

test(`every input Ruby parses is drawn by lenient mode without an error (seed ${SEED})`, () => {
  const refused = inputs
    .filter((input) => fixture.inputs[input.index]![1])
    .map((input) => ({ input, errors: lenientErrors(input.text) }))
    .filter(({ errors }) => errors.length > 0)
    .map(({ input, errors }) => `#${input.index} ${input.origin} + ${input.applied.join(', ')}: ${errors[0]}`)
  assert.equal(refused, [])
})

test.run()
