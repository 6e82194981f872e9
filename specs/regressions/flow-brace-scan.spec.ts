// A mutated routes.yaml (one token of a golden file deleted) whose line ends a flow value with
// `}` after a space made the brace scan of RC3027 return to the same brace forever, growing its
// list until the process ran out of memory. The scan must always move on.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { bracesInFlowValues } from '../../src/yaml/flow-braces.js'
import { parseRoutesYaml } from '../../src/yaml/index.js'

test('a value whose closing brace follows a space is named once, whole', () => {
  assert.equal(bracesInFlowValues('  x: {code: !regexp /\\u{62 63}/i}'), [{ value: '/\\u{62 63}/i', at: 20 }])
})

test('the mutated golden file gives diagnostics, not an endless scan', () => {
  const text = [
    'routes:',
    '  - get: y/:year',
    '    to: x#y',
    '      year: !regexp /(?<year>\\d+)/i',
    '  - get: c/:code',
    '    with:',
    '      to: x#c',
    '      code: !regexp /[\\u0041-\\u005a]\\x2d\\u{62 63}/i',
    '',
  ].join('\n')
  const { diagnostics } = parseRoutesYaml(text, { file: 'routes.yaml' })
  assert.ok(diagnostics.length > 0 && diagnostics.length < 20, String(diagnostics.length))
})

test.run()
