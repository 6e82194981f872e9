// The routes.yaml validators are compiled ahead of time (tools/schema-code.ts): the committed
// module must be what the schema gives today, and reading a routes.yaml must compile nothing.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { OUTPUT, schemaCode } from '../../tools/schema-code.js'

test('src/yaml/schema-validators.generated.ts is up to date with schema/routes.schema.json (npm run schema-code)', () => {
  assert.ok(readFileSync(OUTPUT, 'utf8') === schemaCode(), `${OUTPUT} is stale: run npm run schema-code`)
})

test('the validators come with no AJV compiler: the yaml front end does not import ajv', () => {
  for (const file of ['src/yaml/schema.ts', 'src/yaml/parse.ts', 'src/yaml/statements.ts', 'src/yaml/print.ts', OUTPUT]) {
    assert.not.match(readFileSync(file, 'utf8'), /^import (?!type )[^\n]*from 'ajv'/m, file)
  }
})

test.run()
