#!/usr/bin/env node
// `npm run goldens`: regenerates every Rails-made expectation under specs/ and examples/ with one
// Rails (RAILS, default `main`: see tools/oracle-run.mjs), one generator after another:
//
//   tables, route lists and errors of the golden cases ........ tools/goldens.mjs
//   `-g`, `-c`, `-E` of the golden cases ....................... tools/cli-goldens.mjs
//   recognitions and NAME_path of the golden cases ............. tools/match-goldens.mjs
//   the formatter fixtures ..................................... specs/format/fixtures/generate.rb
//   request conditions and constraint objects (recognize) ...... below
//   the request facts Rails answers ............................ tools/rails-request.rb
//   the listener's redirect answers ............................ tools/redirect-oracle.rb
//   the differential corpus .................................... tools/random-routes.rb
//   the route-diff history's lists and recognitions ............ tools/diff-goldens.mjs
//   the example app's table .................................... tools/example-golden.sh
//   the routes gems and Rails' engines add (specs/gems/) ....... tools/gem-goldens.mjs
//   ActiveSupport's inflections, Ruby's inspect ................ tools/inflections-fixture.rb, specs/format/fixtures/ruby-inspect.rb
//
//   npm run goldens                   # everything
//   npm run goldens -- CASE [CASE...] # only these golden/error cases (the first three generators)
//   npm run goldens -- --compare 8.1.3  # tables, route lists and errors: list where that Rails differs
// Exits 1 at the first generator that fails. `git diff` then shows what the Rails moved.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { oracle, oracleEnv, railsChoice, rubyCommand } from './oracle-run.mjs'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const rails = railsChoice()
const ruby = rubyCommand(rails)

/** Runs a command from `cwd`, output passed through; exits on failure. */
function run(title, command, argv, { cwd = root, stdout } = {}) {
  console.log(`\n== ${title}`)
  const out = spawnSync(command, argv, { cwd, env: { ...oracleEnv(false, rails), RUBY: ruby }, stdio: ['ignore', stdout ? 'pipe' : 'inherit', 'inherit'], encoding: 'utf8', maxBuffer: 1 << 28 })
  if (out.status !== 0) {
    console.error(`!!! ${title}: ${command} exited with ${out.status}`)
    process.exit(1)
  }
  if (stdout) writeFileSync(join(root, stdout), out.stdout)
}

/** The oracle's `recognize` answers for the requests listed one per line in `requests`. */
function recognize(dir, routes, requests, out) {
  const list = readFileSync(join(root, dir, requests), 'utf8').split(/\s+/).filter(Boolean)
  run(`recognize ${dir}/${requests}`, ruby, [oracle, routes, 'recognize', ...list], { cwd: join(root, dir), stdout: join(dir, out) })
}

run('tables, route lists and errors', 'node', ['tools/goldens.mjs', ...args])
if (args.includes('--compare')) process.exit(0)
const cases = args.filter((a) => !a.startsWith('--'))
run('-g, -c and -E', 'node', ['tools/cli-goldens.mjs', ...cases])
run('recognitions and paths', 'node', ['tools/match-goldens.mjs', ...cases])
if (cases.length > 0) process.exit(0)

run('formatter fixtures', ruby, ['specs/format/fixtures/generate.rb'])
recognize('specs/match/conditions', 'routes.rb', 'requests.txt', 'recognize.txt')
recognize('specs/match/conditions', 'routes.rb', 'random-requests.txt', 'random-recognize.txt')
recognize('specs/match/conditions', 'verbs.rb', 'verbs-requests.txt', 'verbs-recognize.txt')
recognize('specs/match/constraint-objects', '../../golden/m-constraint-objects/routes.rb', 'requests.txt', 'recognize.txt')
console.log('\n== request facts')
const facts = spawnSync(ruby, ['tools/rails-request.rb'], {
  cwd: root, env: oracleEnv(false, rails), input: readFileSync(join(root, 'specs/match/conditions/facts-requests.jsonl')), encoding: 'utf8',
})
if (facts.status !== 0) (console.error(facts.stderr), process.exit(1))
writeFileSync(join(root, 'specs/match/conditions/facts.jsonl'), facts.stdout)
run('redirect answers', ruby, ['tools/redirect-oracle.rb', 'specs/serve/listener-redirect/routes.rb', 'specs/serve/listener-redirect/cases.txt'], { stdout: 'specs/serve/listener-redirect/rails.jsonl' })
run('differential corpus', ruby, ['tools/random-routes.rb'])
run('route-diff history', 'node', ['tools/diff-goldens.mjs'])
run('example app', 'bash', ['tools/example-golden.sh'])
run('the routes gems and engines add', 'node', ['tools/gem-goldens.mjs'])
run('inflections', ruby, ['tools/inflections-fixture.rb'])
run('Ruby inspect', ruby, ['specs/format/fixtures/ruby-inspect.rb'])
console.log('\nall goldens regenerated: review `git diff`')
