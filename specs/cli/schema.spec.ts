// `routecraft schema`: the JSON Schemas the package ships, found from src/ (tsx) as from dist/.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { schemaPath } from '../../src/cli/commands/schema.js'
import { runCli } from './helpers.js'

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
schema.run()
