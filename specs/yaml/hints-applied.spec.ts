// A hint is a fix: written into the file as it reads, the file passes.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Diagnostic } from '../../src/diagnostic.js'
import { check, parseRoutesYaml } from '../../src/index.js'
import { tempDir } from '../cli/helpers.js'

/** `text` with each diagnostic's span replaced by what `fix` reads out of its hint, last first. */
function applied(text: string, diagnostics: readonly Diagnostic[], fix: (hint: string) => string): string {
  let out = text
  for (const d of [...diagnostics].sort((a, b) => b.position.start.offset - a.position.start.offset)) {
    out = out.slice(0, d.position.start.offset) + fix(d.hint!) + out.slice(d.position.end.offset)
  }
  return out
}

test('RC3027: every brace of a line reported, each quoted as the hint says (commas inside braces kept)', () => {
  const text = 'routes:\n  - get: "a/:d/:e"\n    to: "a#b"\n    constraints: {d: !regexp /\\d{1,2}/, e: !regexp /[a-z]{2}/}\n  - get: "b/:id"\n    to: !call {redirect: /b/%{id}}\n'
  const { diagnostics } = parseRoutesYaml(text)
  assert.equal(diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column}`), ['RC3027 4:30', 'RC3027 4:52', 'RC3027 6:26'])
  const fixed = applied(text, diagnostics, (hint) => /^quote the value: ('(?:[^']|'')*'), or/.exec(hint)![1]!)
  assert.equal(parseRoutesYaml(fixed).diagnostics, [], fixed)
})

test('RC4050 in routes.yaml: the `!regexp` the hint writes is a regexp routes.yaml reads', () => {
  const app = tempDir({ 'routes.yaml': "routes:\n  - get: \"a/:id/:d\"\n    to: \"a#b\"\n    constraints: {id: /\\d+/, d: '/\\d{1,2}/'}\n" })
  const file = join(app, 'routes.yaml')
  const lints = check(file).diagnostics
  assert.equal(lints.map((d) => d.code), ['RC4050', 'RC4050'])
  writeFileSync(file, applied(readFileSync(file, 'utf8'), lints, (hint) => hint.replace(/^tag it as a regexp: \w+: /, '')))
  const after = check(file)
  assert.equal(after.diagnostics, [], readFileSync(file, 'utf8'))
  assert.equal(after.routes[0]!.requirements, { id: { regexp: '\\d+', flags: '' }, d: { regexp: '\\d{1,2}', flags: '' } })
})

test.run()
