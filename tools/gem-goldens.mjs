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
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { oracleEnv, railsChoice, regenerateAll, rubyArgs, rubyCommand, selectCases } from './oracle-run.mjs'

const root = new URL('..', import.meta.url).pathname
const mirrors = process.env.GEM_MIRRORS || '/work/.mirror'
const scratch = join(tmpdir(), 'routecraft-gem-goldens')
const BUNDLE = join(scratch, 'bundle')
const UNBUNDLED = join(scratch, 'unbundled')
const rails = railsChoice()

/** The gems' sources, at the releases the goldens are drawn with. */
const GEMS = [
  { name: 'devise', repo: 'heartcombo+devise', ref: 'v5.0.3' },
  { name: 'warden', repo: 'wardencommunity+warden', ref: 'v1.2.9' },
  { name: 'doorkeeper', repo: 'doorkeeper-gem+doorkeeper', ref: 'v.5.9.0' },
  { name: 'omniauth', repo: 'omniauth+omniauth', ref: 'v2.1.4' },
  { name: 'hashie', repo: 'hashie+hashie', ref: 'v5.1.0' },
]
const RAILS_GIT = join(mirrors, 'rails+rails', 'repo')
const TURBO_GIT = join(mirrors, 'hotwired+turbo-rails', 'repo')
const TURBO_RELEASE = 'v2.0.21'

function git(gitDir, ...args) {
  const out = spawnSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 })
  if (out.status !== 0) throw new Error(`git ${args.join(' ')} in ${gitDir}: ${out.stderr}`)
  return out.stdout
}

/**
 * Extracts each gem's lib/ once; returns the load path. A gem the case's Gemfile.lock names at
 * another version (`devise (4.9.4)`) is drawn by that release (its tag `v<version>`). A gem the
 * lock names goes where an installed bundle keeps it (BUNDLE/gems/NAME-VERSION), so Rails'
 * cleaner shows its frames as `name (version) path`; the others go to UNBUNDLED.
 */
function gemLibs(versions = new Map()) {
  return GEMS.map((release) => {
    const gem = versions.has(release.name) && release.name === 'devise' ? { ...release, ref: `v${versions.get(release.name)}` } : release
    const dir = versions.has(gem.name) ? join(BUNDLE, 'gems', `${gem.name}-${gem.ref.replace(/^v\.?/, '')}`) : join(UNBUNDLED, `${gem.name}-${gem.ref}`)
    if (!existsSync(join(dir, 'lib'))) {
      mkdirSync(dir, { recursive: true })
      const tar = spawnSync('sh', ['-c', `git --git-dir="$0" archive "$1" lib | tar -x -C "$2"`, join(mirrors, gem.repo, 'repo'), gem.ref, dir])
      if (tar.status !== 0) throw new Error(`cannot extract ${gem.name} ${gem.ref}: ${tar.stderr}`)
    }
    return join(dir, 'lib')
  }).join(':')
}

/** `name (version)` lines of a Gemfile.lock's specs. */
function locked(lock) {
  return new Map([...lock.matchAll(/^ {4}([A-Za-z0-9_.-]+) \(([^)\s]+)\)$/gm)].map((m) => [m[1], m[2]]))
}

/** A file of a git directory at `ref`, written once to `file`. */
function gitFile(gitDir, ref, path, file) {
  if (!existsSync(file)) {
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, git(gitDir, 'show', `${ref}:${path}`))
  }
  return file
}

/**
 * An engine's routes file (`actionmailbox/config/routes.rb`) of the case's Rails: the release
 * Gemfile.lock names, laid out as that bundled gem; else Rails main, outside the bundle.
 */
function railsFile(version, path) {
  const [engine, ...rest] = path.split('/')
  if (!version) return gitFile(RAILS_GIT, 'HEAD', path, join(UNBUNDLED, 'rails-HEAD', path))
  return gitFile(RAILS_GIT, `v${version}`, path, join(BUNDLE, 'gems', `${engine}-${version}`, ...rest))
}

function turboFile(version) {
  if (!version) return gitFile(TURBO_GIT, TURBO_RELEASE, 'config/routes.rb', join(UNBUNDLED, `turbo-rails-${TURBO_RELEASE}`, 'config/routes.rb'))
  return gitFile(TURBO_GIT, `v${version}`, 'config/routes.rb', join(BUNDLE, 'gems', `turbo-rails-${version}`, 'config/routes.rb'))
}

/**
 * The engines' routes files of the versions the case's application bundles, as ENGINE=FILE
 * arguments of the oracle, which decides which of them the application loads. turbo-rails only
 * when the Gemfile names it: Bundler.require loads it.
 */
function engineFiles(dir) {
  const read = (name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '')
  const versions = locked(read('Gemfile.lock'))
  const turbo = /^\s*gem\s*\(?\s*["']turbo-rails["']/m.test(read('Gemfile'))
  const version = versions.get('rails') ?? versions.get('railties')
  return [
    ...(turbo ? [`turbo-rails=${turboFile(versions.get('turbo-rails'))}`] : []),
    `actionmailbox=${railsFile(version, 'actionmailbox/config/routes.rb')}`,
    `activestorage=${railsFile(version, 'activestorage/config/routes.rb')}`,
  ]
}

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
