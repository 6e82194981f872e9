#!/usr/bin/env node
// Regenerates the goldens of the routes gems and Rails' engines add (specs/gems/<gem>/<case>/)
// with tools/gems-oracle.rb: the real Devise, Doorkeeper, OmniAuth (and Warden, Hashie) libraries
// and the engines' routes files of the Rails in the case's Gemfile.lock, drawn by Rails main
// (RAILS chooses another: see tools/oracle-run.mjs).
//
//   node tools/gem-goldens.mjs [CASE...]     # CASE: a directory name under specs/gems/<gem>/
//
// Each case is a small application: config/routes.rb, app/models/*.rb, config/initializers/*.rb,
// and, for the engines' routes, config/application.rb, Gemfile and Gemfile.lock. It gets
//   rails.txt           `bin/rails routes`
//   rails-expanded.txt  `bin/rails routes --expanded` (80 columns; Source Location lines in development,
//                       the application's own without its directory, which Rails prints)
//   rails.json          the route list (tools/rails-oracle.rb's format) and the warnings Ruby printed
//   rails-error.json    instead of the three, when drawing raised: { class, message }
// An `environment` file (RAILS_ENV=production) is the environment Rails runs in.
//
// The gems' sources come from bare git mirrors (GEM_MIRRORS, default /work/.mirror, one
// `<owner>+<name>/repo` each, as the project's `fetch` tool makes them), at the tags below (Devise
// at the version the case's Gemfile.lock names, when it names one); they
// are extracted under the system's temporary directory and never enter the repository.
//
// Which engines' routes files are drawn, and in which order, is railties' doing, which is not run:
// the oracle runs config/application.rb and decides as railties would (its header says how).
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE, engineFiles, gemLibs, locked, UNBUNDLED } from './gem-sources.mjs'
import { oracleEnv, railsChoice, regenerateAll, rubyArgs, rubyCommand, selectCases } from './oracle-run.mjs'

const root = new URL('..', import.meta.url).pathname
const rails = railsChoice()

function cases() {
  const base = join(root, 'specs', 'gems')
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((gem) => readdirSync(join(base, gem.name), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => ({ name: d.name, dir: join(base, gem.name, d.name) })))
    .filter((c) => existsSync(join(c.dir, 'config', 'routes.rb')))
    .sort((a, b) => a.name.localeCompare(b.name))
}

function environmentOf(dir) {
  const file = join(dir, 'environment')
  if (!existsSync(file)) return {}
  return Object.fromEntries(readFileSync(file, 'utf8').split('\n').filter((l) => l.includes('=')).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]))
}

function runCase(c) {
  const lock = join(c.dir, 'Gemfile.lock')
  const libs = gemLibs(existsSync(lock) ? locked(readFileSync(lock, 'utf8')) : undefined)
  const env = { ...oracleEnv(false, rails), ...environmentOf(c.dir), GEM_LIBS: libs, GEM_BUNDLE: BUNDLE, GEM_UNBUNDLED: UNBUNDLED }
  const argv = [...rubyArgs(rails), join(root, 'tools', 'gems-oracle.rb'), c.dir, ...engineFiles(c.dir)]
  return new Promise((resolve) => {
    const child = spawn(rubyCommand(rails), argv, { cwd: root, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** What Ruby's `puts` prints, as `bin/rails routes` prints the inspector's text: a newline unless it ends in one. */
const puts = (text) => (text.endsWith('\n') ? text : `${text}\n`)

const selected = selectCases(cases(), process.argv.slice(2))
const failures = []
await regenerateAll(selected, 2, async (c) => {
  const out = await runCase(c)
  if (out.code !== 0) return failures.push(`${c.name}: the oracle failed\n${out.stderr}`)
  const result = JSON.parse(out.stdout)
  for (const name of ['rails.txt', 'rails-expanded.txt', 'rails.json', 'rails-error.json']) rmSync(join(c.dir, name), { force: true })
  if (result.error) {
    writeFileSync(join(c.dir, 'rails-error.json'), `${JSON.stringify({ ...result.error, warnings: result.warnings }, null, 2)}\n`)
  } else {
    writeFileSync(join(c.dir, 'rails.txt'), puts(result.table))
    writeFileSync(join(c.dir, 'rails-expanded.txt'), puts(result.expanded))
    writeFileSync(join(c.dir, 'rails.json'), `${JSON.stringify({ warnings: result.warnings, routes: result.routes }, null, 2)}\n`)
  }
  console.log(`${c.name}: ${result.error ? `${result.error.class}` : `${result.routes.length} routes`}`)
})
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
