// The executable users install: package.json's `bin`, the bundle `npm run build` makes. The
// other CLI specs run the sources; this one checks that the bundle still finds what it reads at
// run time (package.json, schema/, chevrotain, yaml) from where it sits.
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
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
  assert.match(bad.stderr, /routes\.rb:\d+:\d+: \w+Error: /)
})

test.run()
