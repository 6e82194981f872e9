// The executable users install: package.json's `bin`, the bundle `npm run build` makes. The
// other CLI specs run the sources; this one checks that the bundle still finds what it reads at
// run time (package.json, schema/, chevrotain, yaml) from where it sits, and its code cache.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string> }
const bin = join(root, pkg.bin.routecraft!)

function routecraft(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' }, timeout: 20000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr })
    })
  })
}

test('the bin is built (npm run build)', () => {
  assert.ok(existsSync(bin), `${pkg.bin.routecraft} is missing: run \`npm run build\``)
  assert.ok(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n'))
})

test('the bin prints Rails\' table for the example app, and its version and schemas', async () => {
  const [table, version, schema] = await Promise.all([
    routecraft('examples/blog/config/routes.rb'),
    routecraft('--version'),
    routecraft('schema', 'route-table', '--path'),
  ])
  assert.equal(table, { code: 0, stdout: readFileSync(join(root, 'examples/blog/rails-routes.txt'), 'utf8'), stderr: '' })
  assert.is(version.stdout.trim(), pkg.version)
  assert.is(schema.stdout, `${join(root, 'schema/route-table.schema.json')}\n`)
})

test('the bin reads routes.yaml (yaml and ajv loaded on demand) and reports errors with exit 1', async () => {
  const golden = join(root, 'specs/golden/a-projects-app')
  const [yaml, bad] = await Promise.all([
    routecraft(join(golden, 'routes.yaml')),
    routecraft('specs/errors/missing-controller/routes.rb'),
  ])
  assert.equal(yaml, { code: 0, stdout: readFileSync(join(golden, 'rails.txt'), 'utf8'), stderr: '' })
  assert.is(bad.code, 1)
  assert.match(bad.stderr, /routes\.rb:\d+:\d+: error RC\d+: \w+Error: /)
})

test('a listing larger than a pipe holds (300 KB) reaches the reader whole before the bin exits', async () => {
  const { formatRoutesTable } = await import('../../src/format/index.js')
  const { inspectRoutesFile } = await import('../../src/load.js')
  const file = join(root, 'specs/fixtures/rails-routes.rb')
  const expected = formatRoutesTable(inspectRoutesFile(file).routes)
  assert.ok(expected.length > 200_000)
  assert.equal(await routecraft('specs/fixtures/rails-routes.rb'), { code: 0, stdout: expected, stderr: '' })
})

/** The bundle the bin runs and the code cache beside it. */
function bundleFiles(): { bundle: string; cache: string } {
  const dir = join(root, 'dist/cli')
  const bundles = readdirSync(dir).filter((file) => /^routecraft-\w+\.cjs$/.test(file))
  assert.is(bundles.length, 1, `one bundle in dist/cli, found ${bundles.join(', ')}`)
  return { bundle: join(dir, bundles[0]!), cache: join(dir, bundles[0]!.replace(/\.cjs$/, '.code-cache')) }
}

const blogTable = (): string => readFileSync(join(root, 'examples/blog/rails-routes.txt'), 'utf8')

// The specs below damage and remake dist's own code cache; the build's (made by its warm-up, which
// covers more of the CLI than one listing) is put back after them, so that running the specs does
// not leave later runs a cache that makes a large app's listing some 8 % slower.
let built: Buffer | undefined
test.before(() => {
  built = readFileSync(bundleFiles().cache)
})
test.after(() => {
  if (built) writeFileSync(bundleFiles().cache, built)
})

test('the build leaves a code cache named after the bundle, and a run with it keeps it as it is', async () => {
  const { bundle, cache } = bundleFiles()
  assert.ok(readFileSync(bin, 'utf8').includes(bundle.split('/').pop()!), 'the bin names its bundle')
  assert.ok(existsSync(cache), 'npm run build makes the code cache')
  const before = readFileSync(cache)
  assert.equal(await routecraft('examples/blog/config/routes.rb'), { code: 0, stdout: blogTable(), stderr: '' })
  assert.ok(readFileSync(cache).equals(before), 'an accepted cache is not rewritten')
})

test('a damaged cache is refused by V8 and replaced; the output stays right', async () => {
  const { cache } = bundleFiles()
  writeFileSync(cache, Buffer.alloc(4096, 7))
  assert.equal(await routecraft('examples/blog/config/routes.rb'), { code: 0, stdout: blogTable(), stderr: '' })
  const rewritten = readFileSync(cache)
  assert.ok(rewritten.length > 100_000 && !rewritten.equals(Buffer.alloc(4096, 7)), 'the run wrote a new cache')
  assert.equal(await routecraft('examples/blog/config/routes.rb'), { code: 0, stdout: blogTable(), stderr: '' })
})

test('a run that only prints the version or help leaves a rejected cache for a listing to remake', async () => {
  const { cache } = bundleFiles()
  const damaged = Buffer.alloc(4096, 7)
  writeFileSync(cache, damaged)
  for (const args of [['--version'], ['--help'], ['help']]) {
    assert.is((await routecraft(...args)).code, 0)
    assert.ok(readFileSync(cache).equals(damaged), `${args.join(' ')} wrote no cache`)
  }
  assert.equal(await routecraft('examples/blog/config/routes.rb'), { code: 0, stdout: blogTable(), stderr: '' })
  assert.ok(readFileSync(cache).length > 100_000, 'the listing made the cache')
})

test('where no cache can be written the bin still runs, and leaves nothing behind', async () => {
  const { cache } = bundleFiles()
  const saved = readFileSync(cache)
  rmSync(cache)
  mkdirSync(cache) // a directory where the cache would go: reading and renaming onto it both fail
  try {
    assert.equal(await routecraft('examples/blog/config/routes.rb'), { code: 0, stdout: blogTable(), stderr: '' })
    assert.equal(readdirSync(join(root, 'dist/cli')).filter((file) => file.includes('.code-cache.')), [])
  } finally {
    rmSync(cache, { recursive: true })
    writeFileSync(cache, saved)
  }
})

test.run()
