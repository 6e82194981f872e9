// Generated code cannot be injected into: with every name, path, default, requirement and
// target hostile (specs/export/_hostile.ts), the TypeScript module loads, the Python module
// imports, no payload runs, and each helper gives exactly the matcher's path; the OpenAPI
// document validates and its JSON and YAML read back to the same values.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Validator } from '@seriousme/openapi-schema-validator'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parse as parseYaml } from 'yaml'
import type { Diagnostic } from '../../src/diagnostic.js'
import { helpers, openapi, serializeOpenApi, type JsonObject } from '../../src/export/index.js'
import { createMatcher } from '../../src/match/index.js'
import { answer, tsHelperName } from './_calls.js'
import { HOSTILE, HOSTILE_CALLS, PAYLOAD } from './_hostile.js'

const matcher = createMatcher(HOSTILE)
const expected = HOSTILE_CALLS.map((call) => answer(() => matcher.generate(call.name, call.params)))
const dir = mkdtempSync(join(tmpdir(), 'routecraft-hostile-'))

// The identifier a name's helper has: the plain rule, or the one its RC5001 diagnostic names.
function identifier(name: string, diagnostics: Diagnostic[], plain: (name: string) => string): string {
  const mangled = diagnostics.find((d) => d.code === 'RC5001' && d.message.startsWith(`the route name ${JSON.stringify(name)} `))
  return mangled ? /its helper is (\S+)$/.exec(mangled.message)![1]! : plain(name)
}

test('the hostile calls both succeed and fail, and the name is mangled (RC5001), not refused', () => {
  assert.ok(expected.some((e) => 'path' in e && e.path.includes('%22')) && expected.some((e) => 'missing' in e))
  const { diagnostics } = helpers(HOSTILE, { lang: 'ts' })
  assert.equal(diagnostics.map((d) => d.code), ['RC5001'])
  assert.match(diagnostics[0]!.message, /its helper is evil[A-Za-z0-9_]+Path$/)
})

test('TypeScript: the module loads, nothing runs, every helper gives the matcher\'s answer', async () => {
  const { value, diagnostics } = helpers(HOSTILE, { lang: 'ts', source: `routes${PAYLOAD}.rb` })
  assert.not.match(value, /[\u2028\u2029]/)
  const file = join(dir, 'hostile.ts')
  writeFileSync(file, value)
  const module = (await import(pathToFileURL(file).href)) as Record<string, (params: unknown) => string>
  HOSTILE_CALLS.forEach((call, i) => {
    const helper = module[identifier(call.name, diagnostics, tsHelperName)]!
    assert.equal(answer(() => helper(call.params)), expected[i], `${call.name} ${JSON.stringify(call.params)}`)
  })
  assert.is((globalThis as { PWNED?: unknown }).PWNED, undefined)
})

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' })
if (python.status !== 0) console.log('\nSKIPPED: the hostile Python module (no python3)')
else test('Python: the module imports, nothing runs, every helper gives the matcher\'s answer', () => {
  const { value, diagnostics } = helpers(HOSTILE, { lang: 'py', source: `routes${PAYLOAD}.rb` })
  const file = join(dir, 'hostile_helpers.py')
  writeFileSync(file, value)
  const calls = HOSTILE_CALLS.map((call) => ({ helper: identifier(call.name, diagnostics, (n) => `${n}_path`), params: call.params }))
  const script = `
import importlib.util, json, os, sys
spec = importlib.util.spec_from_file_location("hostile", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
out = []
for call in json.loads(sys.stdin.read()):
    try:
        out.append({"path": getattr(module, call["helper"])(**call["params"])})
    except module.UrlGenerationError as error:
        out.append({"missing": error.missing_keys})
print(json.dumps({"answers": out, "pwned": os.environ.get("PWNED")}))
`
  const run = spawnSync('python3', ['-c', script, file], { input: JSON.stringify(calls), encoding: 'utf8', env: { ...process.env, PWNED: undefined } })
  assert.is(run.status, 0, run.stderr)
  const { answers, pwned } = JSON.parse(run.stdout) as { answers: unknown[]; pwned: unknown }
  assert.is(pwned, null)
  assert.equal(answers, expected)
})

test('OpenAPI: the document validates and reads back, as JSON and as YAML, to the same values', async () => {
  const { value } = openapi(HOSTILE, { source: `routes${PAYLOAD}.rb`, title: PAYLOAD })
  assert.ok((await new Validator().validate(structuredClone(value))).valid)
  const evil = (value.paths as Record<string, JsonObject>)['/evil/{id}']!.get as JsonObject
  assert.is((evil['x-routecraft'] as JsonObject).controller, PAYLOAD)
  assert.is(evil.operationId, `evil${PAYLOAD}`)
  assert.equal(JSON.parse(serializeOpenApi(value, 'json', PAYLOAD)), value)
  const yaml = serializeOpenApi(value, 'yaml', PAYLOAD)
  assert.is(yaml.split('\n')[0]!.startsWith('#'), true)
  assert.not.match(yaml.split('\n')[1]!, /PWNED/)
  assert.equal(parseYaml(yaml), value)
})

test.after(() => rmSync(dir, { recursive: true, force: true }))

test.run()
