#!/usr/bin/env node
// Proves with Rails that the routes.rb printer runs nothing a routes.yaml holds: converts
// specs/regressions/generator-injection/routes.yaml to routes.rb with routecraft (`convert --to
// rb`), has Rails draw that file (tools/rails-oracle.rb json) and writes what Rails drew to
// rails.json beside it. The YAML's strings hold `#{system('touch MARKER')}` and friends: the
// script fails, writing nothing, if the marker file appears or Rails cannot draw the file.
// Usage: node tools/injection-oracle.mjs   (needs ruby8 and `npm run build`; CI does not)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { oracle, oracleEnv, railsChoice, rubyArgs, rubyCommand } from './oracle-run.mjs'

const root = new URL('..', import.meta.url).pathname
const dir = join(root, 'specs/regressions/generator-injection')
const MARKER = '/tmp/routecraft-injection-marker'

const { convertRoutes } = await import(join(root, 'dist/index.js'))
const converted = convertRoutes(readFileSync(join(dir, 'routes.yaml'), 'utf8'), { from: 'yaml', to: 'rb' })
if (converted.text === '') throw new Error(`routes.yaml did not convert: ${JSON.stringify(converted.diagnostics)}`)

rmSync(MARKER, { force: true })
writeFileSync(join(dir, 'routes.rb'), converted.text)
const rails = railsChoice()
const out = spawnSync(rubyCommand(rails), [...rubyArgs(rails), oracle, 'routes.rb', 'json'], { cwd: dir, env: oracleEnv(false, rails), encoding: 'utf8' })
if (existsSync(MARKER)) {
  rmSync(MARKER)
  throw new Error(`Rails ran code from the converted routes.rb: ${MARKER} appeared`)
}
if (out.status !== 0) throw new Error(`Rails could not draw the converted routes.rb: ${out.stdout}${out.stderr}`)
writeFileSync(join(dir, 'rails.json'), `${JSON.stringify(JSON.parse(out.stdout), null, 2)}\n`)
console.log(`rails.json: ${JSON.parse(out.stdout).length} routes drawn, ${MARKER} absent`)
