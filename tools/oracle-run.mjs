// Runs tools/rails-oracle.rb on a case directory's routes.rb, as every golden generator does:
// from inside the directory (so drawn files and draw-path messages read `routes`), with
// API_ONLY only when asked and no inherited DRAW_PATHS; and what the generators share around it:
// choosing the Rails, the cases asked for, and regenerating them a few at a time.
//
// RAILS chooses the Rails that answers: `main` (default: Rails main through `ruby8`, the
// reference every golden comes from), `8.1.3` (the release, through `RAILS_SRC=v8.1.3 ruby8`),
// `7.2` (Debian's ActionPack 7.2.4 inside ruby8's chroot: RAILS_SRC names no source tree, so
// Ruby finds the installed gem) or `6.1` (Debian's ActionPack through `ruby`). `ruby8` comes from
// ../shared/oracle/rails8/setup.sh. A case whose `oracle-rails` file names one of these is always
// drawn by that Rails: the few cases where lenient routecraft draws as Rails 7 did (its NOTE.md
// says why).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const oracle = join(root, 'tools', 'rails-oracle.rb')

const RAILS = {
  main: { ruby: 'ruby8' },
  '8.1.3': { ruby: 'ruby8', src: 'v8.1.3' },
  // Debian packages no ActiveModel 7.2: it borrows 8.1.3's (its Type::Boolean is unchanged).
  '7.2': { ruby: 'ruby8', src: '/opt/no-rails-source', args: ['-I/opt/rails-v8.1.3/activemodel/lib'] },
  '6.1': { ruby: 'ruby' },
}

/** The Rails asked for by the RAILS variable; exits on an unknown one. */
export function railsChoice(name = process.env.RAILS || 'main') {
  const choice = RAILS[name]
  if (!choice) {
    console.error(`RAILS=${name}: expected one of ${Object.keys(RAILS).join(', ')}`)
    process.exit(1)
  }
  return { name, ...choice }
}

/** The Ruby command that runs the chosen Rails. */
export const rubyCommand = (rails = railsChoice()) => rails.ruby

/** The arguments Ruby takes before the script, for the chosen Rails. */
export const rubyArgs = (rails = railsChoice()) => rails.args ?? []

/** The oracle's environment for one case. */
export function oracleEnv(apiOnly, rails = railsChoice()) {
  const env = { ...process.env }
  delete env.API_ONLY
  delete env.DEFAULT_SCOPE_MODULE
  delete env.DRAW_PATHS
  delete env.RAILS_SRC
  delete env.RAILS_ENV
  if (apiOnly) env.API_ONLY = '1'
  if (rails.src) env.RAILS_SRC = rails.src
  // ruby8 runs in a chroot that sees the working directory's parent and /tmp; the oracle
  // script lives at the project's root.
  if (rails.ruby === 'ruby8') env.RAILS8_MOUNTS = [root.replace(/\/$/, ''), env.RAILS8_MOUNTS].filter(Boolean).join(' ')
  return env
}

/**
 * A case's `environment` file, when it has one: `NAME=VALUE` lines the oracle runs with
 * (`RAILS_ENV=production` for `Rails.env`, any other name for `ENV[...]`); routecraft draws the
 * case with the same values (`--env`, `--set`). Blank lines and `#` comments are ignored.
 */
export function caseEnvironment(dir) {
  const file = join(dir, 'environment')
  if (!existsSync(file)) return {}
  const entries = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#'))
  return Object.fromEntries(entries.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
}

/** `{ version, revision }` of the chosen Rails (revision: the rails/rails commit, null for 6.1). */
export function railsVersion(rails = railsChoice()) {
  const script = 'require "action_dispatch"; print ActionPack::VERSION::STRING; ' +
    'd = $LOAD_PATH.find { |p| p.end_with?("actionpack/lib") }; ' +
    'r = d && File.join(File.dirname(d, 2), "REVISION"); print " ", (r && File.exist?(r) ? File.read(r).strip : "-")'
  const out = spawnSync(rails.ruby, ['-e', script], { cwd: '/tmp', env: oracleEnv(false, rails), encoding: 'utf8' })
  if (out.status !== 0) throw new Error(`${rails.ruby} could not load Rails ${rails.name}: ${out.stderr}`)
  const [version, revision] = out.stdout.trim().split(' ')
  return { version, revision: revision === '-' ? null : revision }
}

/** The Rails that draws a case: the one its `oracle-rails` file names, else `chosen`. */
export function caseRails(dir, chosen = railsChoice()) {
  const pinned = join(dir, 'oracle-rails')
  return existsSync(pinned) ? railsChoice(readFileSync(pinned, 'utf8').trim()) : chosen
}

/** `ruby tools/rails-oracle.rb routes.rb ...argv` in `dir`, with the chosen Rails → `{ code, stdout, stderr }`. */
export function runOracle(dir, argv, apiOnly = false, chosen = railsChoice()) {
  const rails = caseRails(dir, chosen)
  return new Promise((resolve) => {
    const env = { ...oracleEnv(apiOnly, rails), ...caseEnvironment(dir) }
    const child = spawn(rubyCommand(rails), [...rubyArgs(rails), oracle, 'routes.rb', ...argv], { cwd: dir, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

export { oracle }

/** The cases a generator was asked for (all when `names` is empty); exits on an unknown name. */
export function selectCases(all, names) {
  const wanted = new Set(names)
  const unknown = [...wanted].filter((name) => !all.some((c) => c.name === name))
  if (unknown.length) {
    console.error(`unknown case(s): ${unknown.join(', ')}`)
    process.exit(1)
  }
  return wanted.size ? all.filter((c) => wanted.has(c.name)) : all
}

/** `regenerate` over every case, `workers` at a time; the results in case order. */
export async function regenerateAll(cases, workers, regenerate) {
  const results = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const i = next++
      results[i] = await regenerate(cases[i])
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  return results
}
