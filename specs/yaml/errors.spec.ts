// Bad routes.yaml documents: `specs/yaml-errors/<case>/routes.yaml` gives exactly the diagnostics
// of its `expected.txt` (file:line:col, code, message, hint), and parsing never throws.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { validateAst } from '../../src/ast/index.js'
import type { Diagnostic } from '../../src/diagnostic.js'
import { parseRoutesYaml, YAML_CODES } from '../../src/yaml/index.js'

const base = fileURLToPath(new URL('../yaml-errors/', import.meta.url))
const names = readdirSync(base).sort()

/** The text form of diagnostics that expected.txt holds. */
function render(diagnostics: readonly Diagnostic[]): string {
  return diagnostics.map((d) => `${d.file}:${d.position.start.line}:${d.position.start.column}: ${d.code} ${d.message}${d.hint ? `\n  hint: ${d.hint}` : ''}`).join('\n') + '\n'
}

test('there are at least 30 bad documents', () => {
  assert.ok(names.length >= 30, String(names.length))
})

for (const name of names) {
  test(`yaml error ${name}`, () => {
    const source = readFileSync(join(base, name, 'routes.yaml'), 'utf8')
    const { ast, diagnostics } = parseRoutesYaml(source, { file: 'routes.yaml' })
    assert.ok(diagnostics.length > 0, 'reports an error')
    assert.fixture(render(diagnostics), readFileSync(join(base, name, 'expected.txt'), 'utf8'))
    for (const d of diagnostics) {
      assert.ok(Object.hasOwn(YAML_CODES, d.code), d.code)
      assert.is(d.severity, 'error')
      assert.ok(d.position.end.offset >= d.position.start.offset)
    }
    // Even a partial AST is a valid one.
    assert.equal(validateAst(ast), [])
  })
}

test.run()
