// One spelling of the schema modeline for an installed package, wherever the documents show it.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'

test('README and schema/routes.md point config/routes.yaml at the installed schema the same way', () => {
  const spellings = ['README.md', 'schema/routes.md'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/yaml-language-server: \$schema=(\S*node_modules\S*)/g)].map((m) => m[1]))
  assert.ok(spellings.length >= 2)
  assert.equal([...new Set(spellings)], ['../node_modules/routecraft/schema/routes.schema.json'])
})

test.run()
