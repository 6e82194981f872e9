// Every error case of the specs (the routes.yaml mistakes of specs/yaml-errors/, Rails' draw
// errors of specs/errors/): each line `routecraft check` reports an error on is a line the
// editor gets a diagnostic of the same code on; and the golden cases, which Rails draws, get no
// error in the editor.
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from '../cli/helpers.js'
import { RoutesLanguageClient } from './_client.js'

const specs = fileURLToPath(new URL('../', import.meta.url))
let client: RoutesLanguageClient
test.before(async () => {
  client = await RoutesLanguageClient.start()
})
test.after(async () => client.stop())

/** `code@file:line` of each error `routecraft check --json` reports for a routes file (files relative to its app). */
async function cliErrors(file: string): Promise<string[]> {
  const app = join(file, '../..')
  const { stdout } = await runCli(['check', relative(app, file), '--json'], { cwd: app })
  return (JSON.parse(stdout).diagnostics as Array<{ code: string; file: string; severity: string; position: { start: { line: number } } }>)
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.code}@${d.file}:${d.position.start.line}`)
    .sort()
}

/** The same, of the diagnostics the editor was last given for every file of the app. */
function editorErrors(app: string): string[] {
  return [...client.latest()]
    .filter(([path]) => path.startsWith(app + sep))
    .flatMap(([path, diagnostics]) => diagnostics.filter((d) => d.severity === 1).map((d) => `${d.code}@${relative(app, path)}:${d.range.start.line + 1}`))
    .sort()
}

/** A case's routes file copied into a fresh app as config/routes.<ext> (with its drawn files). */
function asApp(dir: string, file: string): string {
  const app = tempDir()
  mkdirSync(join(app, 'config'))
  const target = join(app, 'config', file === 'routes.yaml' ? 'routes.yaml' : 'routes.rb')
  cpSync(join(dir, file), target)
  if (readdirSync(dir).includes('routes')) cpSync(join(dir, 'routes'), join(app, 'config/routes'), { recursive: true })
  return target
}

for (const [group, file] of [['yaml-errors', 'routes.yaml'], ['errors', 'routes.rb']] as const) {
  test(`${group}: every error the CLI reports is an editor diagnostic on the same line`, async () => {
    let mistakes = 0
    for (const name of readdirSync(join(specs, group)).sort()) {
      const dir = join(specs, group, name)
      if (!readdirSync(dir).includes(file)) continue
      const path = asApp(dir, file)
      const expected = await cliErrors(path)
      await client.open(path, readFileSync(path, 'utf8'))
      const shown = editorErrors(join(path, '../..'))
      await client.close(path)
      // A Rails 8 error that lenient drawing forgives (an unknown action in only:) is a warning for both.
      assert.equal(shown, expected, `${group}/${name}`)
      if (expected.length > 0) mistakes++
    }
    assert.ok(mistakes >= (group === 'errors' ? 35 : 50), `${mistakes} cases with errors`)
  })
}

test('golden cases Rails draws get no error in the editor', async () => {
  const golden = join(specs, 'golden')
  const names = readdirSync(golden).sort().filter((_, i) => i % 7 === 0)
  for (const name of names) {
    const dir = join(golden, name)
    if (readdirSync(dir).includes('environment')) continue
    const path = asApp(dir, 'routes.rb')
    const errors = (await client.open(path, readFileSync(path, 'utf8'))).filter((d) => d.severity === 1)
    await client.close(path)
    assert.equal(errors.map((d) => d.message), [], name)
  }
})

test.run()
