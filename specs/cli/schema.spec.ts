// `routecraft schema`: the JSON Schemas the package ships, found from src/ (tsx) as from dist/.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { modeline, schemaPath } from '../../src/cli/commands/schema.js'
import { runCli, tempDir } from './helpers.js'

const schema = suite('cli: schema command')
const root = new URL('../../', import.meta.url).pathname

schema('prints schema/ast.schema.json by default, and the others by name', async () => {
  const ast = await runCli(['schema'])
  assert.is(ast.code, 0)
  assert.is(ast.stderr, '')
  assert.is(ast.stdout.trimEnd(), readFileSync(`${root}schema/ast.schema.json`, 'utf8').trimEnd())
  assert.ok(ast.stdout.endsWith('\n'))
  assert.equal((await runCli(['schema', 'ast'])).stdout, ast.stdout)
  const table = await runCli(['schema', 'route-table'])
  assert.equal(JSON.parse(table.stdout), JSON.parse(readFileSync(`${root}schema/route-table.schema.json`, 'utf8')))
})

schema('--path prints where the file is', async () => {
  assert.equal(await runCli(['schema', 'route-table', '--path']), { code: 0, stdout: `${root}schema/route-table.schema.json\n`, stderr: '' })
  assert.is(schemaPath('x.json'), `${root}schema/x.json`)
})

schema('a schema this build does not ship: exit 2 with a clear message', async () => {
  const missing = await runCli(['schema', 'routes'], { deps: { exists: () => false } })
  assert.is(missing.code, 2)
  assert.is(missing.stdout, '')
  assert.is(missing.stderr, "routecraft: the 'routes' schema (schema/routes.schema.json) is not part of this routecraft build yet\n")
})

schema('unknown names and extra arguments are usage errors', async () => {
  const typo = await runCli(['schema', 'rotes'])
  assert.is(typo.code, 2)
  assert.ok(typo.stderr.startsWith("routecraft: unknown schema 'rotes'. Did you mean routes?"))
  assert.ok((await runCli(['schema', 'zzz'])).stderr.includes('(expected ast, routes, route-table, compiled-routes)'))
  assert.ok((await runCli(['schema', 'constructor'])).stderr.includes("unknown schema 'constructor'"))
  assert.is((await runCli(['schema', 'ast', 'routes'])).code, 2)
})
schema('-o writes a copy for editors and prints the modeline that points the project\'s routes.yaml at it', async () => {
  const dir = tempDir({ 'config/routes.yaml': 'routes: []\n' })
  const out = await runCli(['schema', 'routes', '-o', '.routecraft/routes.schema.json'], { cwd: dir })
  assert.equal(out, {
    code: 0,
    stdout: 'wrote .routecraft/routes.schema.json; the first line of config/routes.yaml to use it:\n# yaml-language-server: $schema=../.routecraft/routes.schema.json\n',
    stderr: '',
  })
  assert.is(readFileSync(join(dir, '.routecraft/routes.schema.json'), 'utf8').trimEnd(), readFileSync(`${root}schema/routes.schema.json`, 'utf8').trimEnd())
  // The path of the modeline, resolved from the YAML file as the language server does, is the copy.
  const path = /\$schema=(.*)/.exec(out.stdout)![1]!
  assert.ok(existsSync(resolve(dirname(join(dir, 'config/routes.yaml')), path)))
})

schema('-o: a routes.yaml at the top gets its own modeline; other schemas just say where they went', async () => {
  const dir = tempDir({ 'routes.yaml': 'routes: []\n' })
  const out = await runCli(['schema', 'routes', '--output', 'schemas/routes.json'], { cwd: dir })
  assert.match(out.stdout, /routes\.yaml to use it:\n# yaml-language-server: \$schema=\.\/schemas\/routes\.json\n$/)
  assert.equal(await runCli(['schema', 'ast', '-o', 'ast.json'], { cwd: dir }), { code: 0, stdout: 'wrote ast.json\n', stderr: '' })
  assert.ok(existsSync(join(dir, 'ast.json')))
  assert.is(modeline('/a/config/routes.yaml', '/a/config/routes.schema.json'), '# yaml-language-server: $schema=./routes.schema.json')
})

schema('-o into a place that cannot be written: exit 2, no stack trace', async () => {
  const dir = tempDir({ 'file': 'x' })
  const out = await runCli(['schema', 'routes', '-o', 'file/routes.schema.json'], { cwd: dir })
  assert.is(out.code, 2)
  assert.match(out.stderr, /^routecraft: cannot write file\/routes\.schema\.json: /)
})

schema.run()
