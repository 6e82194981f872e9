// The standalone executable (tools/build-sea.mjs, `npm run standalone`): built once into a temporary
// directory (about 5 s: a bundle, the SEA blob, a copy of this Node.js binary injected with it),
// then run where there is no node_modules and no package directory, as on a machine without
// Node.js tooling. It must list the example application exactly as `bin/rails routes` does, read
// routes.yaml (yaml and ajv inside it), know its version and write its schemas out.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'routecraft-sea-'))
const executable = join(work, 'bin', process.platform === 'win32' ? 'routecraft.exe' : 'routecraft')
const app = join(work, 'blog')

function run(file: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' }, timeout: 120000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    })
  })
}

/** Why this Node.js cannot make a single executable, or undefined when it can. */
function whyNot(): string | undefined {
  if (!readFileSync(process.execPath).includes('NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2')) {
    return `${process.execPath} was built without single-executable support (no SEA fuse)`
  }
  return undefined
}

const reason = whyNot()
if (reason) {
  console.log(`standalone executable specs skipped: ${reason}`)
  test.skip('the standalone executable lists the example application from a directory without node_modules')
} else {
  test.before(async () => {
    const built = await run(process.execPath, [join(root, 'tools/build-sea.mjs'), '--out', dirname(executable)], root)
    assert.is(built.code, 0, built.stderr)
    cpSync(join(root, 'examples/blog/config'), join(app, 'config'), { recursive: true })
  })

  test('the standalone executable lists the example application from a directory without node_modules', async () => {
    for (let dir = app; dirname(dir) !== dir; dir = dirname(dir)) assert.not.ok(existsSync(join(dir, 'node_modules')), `${dir} has a node_modules`)
    const table = await run(executable, [], app)
    assert.equal(table, { code: 0, stdout: readFileSync(join(root, 'examples/blog/rails-routes.txt'), 'utf8'), stderr: '' })
  })

  test('it reads routes.yaml, reports errors with exit 1, and uses the plain-English inflector on demand', async () => {
    const golden = join(root, 'specs/golden/a-projects-app')
    cpSync(join(golden, 'routes.yaml'), join(work, 'projects.yaml'))
    cpSync(join(root, 'specs/errors/missing-controller/routes.rb'), join(work, 'bad.rb'))
    const [yaml, bad, english] = await Promise.all([
      run(executable, ['projects.yaml'], work),
      run(executable, ['bad.rb'], work),
      run(executable, ['--inflector', 'english'], app),
    ])
    assert.equal(yaml, { code: 0, stdout: readFileSync(join(golden, 'rails.txt'), 'utf8'), stderr: '' })
    assert.is(bad.code, 1)
    assert.match(bad.stderr, /^bad\.rb:\d+:\d+: error RC\d+: \w+Error: /)
    assert.is(english.code, 0, english.stderr)
  })

  test('it knows its version and carries its schemas: -o writes one, --path says there is no file', async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
    const [version, written, path] = await Promise.all([
      run(executable, ['--version'], app),
      run(executable, ['schema', 'routes', '-o', '.routecraft/routes.schema.json'], app),
      run(executable, ['schema', 'routes', '--path'], app),
    ])
    assert.is(version.stdout, `${pkg.version}\n`)
    assert.is(written.code, 0, written.stderr)
    assert.equal(JSON.parse(readFileSync(join(app, '.routecraft/routes.schema.json'), 'utf8')), JSON.parse(readFileSync(join(root, 'schema/routes.schema.json'), 'utf8')))
    assert.is(path.code, 2)
    assert.match(path.stderr, /carries its schemas inside it: write one out with -o FILE/)
  })

  test('it carries the explorer page script: explore --static writes a page with it', async () => {
    const page = await run(executable, ['explore', '--static'], app)
    assert.is(page.code, 0, page.stderr)
    assert.ok(page.stdout.includes(readFileSync(join(root, 'dist/explore/page-script.js'), 'utf8')))
  })
}

test.run()
