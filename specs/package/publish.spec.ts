// The package as the registry would ship it: `npm pack` of the built tree, checked by publint
// (package.json fields, exports, files) and Are the Types Wrong (the types resolve for each
// entry point), then installed into a directory of its own and run from there, so a file missing
// from `files` or a deep import fails here and not on a user's machine. Offline: both checkers
// read the tarball, and `--no-definitely-typed` keeps attw from asking the registry for @types.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'routecraft-pack-'))

function run(file: string, args: string[], cwd = root): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined }, timeout: 60000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    })
  })
}

/** Packs the working tree as it is built (`--ignore-scripts`: `prepare` would rebuild it). */
let packed: Promise<{ tarball: string; files: string[] }> | undefined
function pack(): Promise<{ tarball: string; files: string[] }> {
  packed ??= run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work]).then((out) => {
    assert.is(out.code, 0, out.stderr)
    const [info] = JSON.parse(out.stdout) as { filename: string; files: { path: string }[] }[]
    return { tarball: join(work, info!.filename), files: info!.files.map((f) => f.path) }
  })
  return packed
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name)

test('the tarball holds the built library, the bin, the schemas and the README, and no sources or specs', async () => {
  const { files } = await pack()
  for (const file of ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/cli/routecraft.cjs', 'dist/cli/routecraft.js', 'schema/routes.schema.json', 'schema/ast.schema.json', 'schema/route-table.schema.json']) {
    assert.ok(files.includes(file), `${file} is not in the tarball`)
  }
  assert.equal(files.filter((f) => /^(src|specs|tools|bench|examples)\//.test(f)), [])
})

test('publint finds nothing to fix in the tarball', async () => {
  const { tarball } = await pack()
  const out = await run(bin('publint'), ['run', tarball, '--strict'])
  assert.is(out.code, 0, out.stdout + out.stderr)
  assert.match(out.stdout, /All good!/)
})

// `cjs-resolves-to-esm` is ignored on purpose: the package is ES modules only, and Node ≥ 20.19
// (package.json's `engines`) lets CommonJS `require` it (specs/package/commonjs.spec.ts proves
// it). TypeScript ≥ 5.8 under `module: nodenext` types that require; the README says so.
test('Are the Types Wrong finds the types of every entry point (ESM only, required from CJS on Node ≥ 20.19)', async () => {
  const { tarball } = await pack()
  const out = await run(bin('attw'), [tarball, '--no-definitely-typed', '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii', '--no-emoji'])
  assert.is(out.code, 0, out.stdout + out.stderr)
})

test('installed from the tarball, the bin lists a routes.yaml and the entry loads from ESM and CommonJS', async () => {
  const { tarball } = await pack()
  const app = join(work, 'app')
  const modules = join(app, 'node_modules')
  mkdirSync(join(modules, 'routecraft'), { recursive: true })
  const untar = await run('tar', ['-xzf', tarball, '-C', join(modules, 'routecraft'), '--strip-components=1'])
  assert.is(untar.code, 0, untar.stderr)
  // The dependencies, as `npm i` would have put them beside the package (this tree has them all).
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '.bin' && name !== 'routecraft' && !name.startsWith('.')) symlinkSync(join(root, 'node_modules', name), join(modules, name))
  }
  const golden = join(root, 'specs/golden/a-projects-app')
  writeFileSync(join(app, 'routes.yaml'), readFileSync(join(golden, 'routes.yaml')))
  const table = await run(process.execPath, [join(modules, 'routecraft', 'dist/cli/routecraft.cjs'), 'routes.yaml'], app)
  assert.equal([table.stdout, table.stderr], [readFileSync(join(golden, 'rails.txt'), 'utf8'), ''])
  const consumer = "const { parseRoutes } = require('routecraft'); console.log(parseRoutes('get \"a\", to: \"a#b\"').ast.children.length)"
  const [cjs, esm] = await Promise.all([
    run(process.execPath, ['--input-type=commonjs', '-e', consumer], app),
    run(process.execPath, ['--input-type=module', '-e', "import { validateAst, parseRoutesYaml } from 'routecraft'; console.log(validateAst(parseRoutesYaml('routes: []').ast).length)"], app),
  ])
  assert.equal([cjs.stdout, cjs.stderr], ['1\n', ''])
  assert.equal([esm.stdout, esm.stderr], ['0\n', ''])
})

test.run()
