// An application's own directory: `routecraft` in a `rails new` app with devise prints what
// `bin/rails routes` prints there (specs/gems/framework/rails-new-devise, from the real gems), in
// development and in production; `--gems` and `--framework` choose what is added to the file's routes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const apps = new URL('../gems/framework/', import.meta.url).pathname
const app = join(apps, 'rails-new-devise')
const production = join(apps, 'rails-new-devise-production')
const golden = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')

const gems = suite('cli: an application with gems')

gems('`routecraft` in the app prints `bin/rails routes` byte for byte, and `-E` too, with no warning', async () => {
  assert.equal(await runCli([], { cwd: app }), { code: 0, stdout: golden(app, 'rails.txt'), stderr: '' })
  assert.equal(await runCli(['-E'], { cwd: app, columns: 80 }), { code: 0, stdout: golden(app, 'rails-expanded.txt'), stderr: '' })
})

gems('--env production: the same table; -E without source locations, as Rails prints it there', async () => {
  assert.equal(await runCli(['--env', 'production'], { cwd: production }), { code: 0, stdout: golden(production, 'rails.txt'), stderr: '' })
  const expanded = await runCli(['-E', '--env', 'production'], { cwd: production, columns: 80 })
  assert.equal(expanded, { code: 0, stdout: golden(production, 'rails-expanded.txt'), stderr: '' })
  const located = await runCli(['-E', '--env', 'production', '--source-locations'], { cwd: production, columns: 80 })
  assert.equal(located.stdout, golden(app, 'rails-expanded.txt'))
})

gems('--gems none leaves out devise_for with a warning; --framework none the engines', async () => {
  const none = await runCli(['--gems', 'none', '--no-color'], { cwd: app })
  assert.is(none.code, 0)
  assert.not.match(none.stdout, /user_session/)
  assert.match(none.stdout, /rails_direct_uploads/)
  assert.match(none.stderr, /^config\/routes\.rb:2:3: warning RC2932: `devise_for' of the devise gem was skipped/)
  const bare = await runCli(['--framework', 'none'], { cwd: app })
  assert.match(bare.stdout, /user_session/)
  assert.not.match(bare.stdout, /turbo|action_mailbox|active_storage/)
})

gems('--framework all appends every engine to a routes file without an application', async () => {
  const cwd = tempDir({ 'routes.rb': 'root "home#index"\n' })
  const auto = await runCli(['routes.rb'], { cwd })
  assert.is(auto.stdout.trim().split('\n').length, 2)
  const all = await runCli(['routes.rb', '--framework', 'all', '-g', 'turbo_recede|rails_direct_uploads|reroute'], { cwd })
  assert.is(all.stdout.trim().split('\n').length, 4)
})

gems('an unknown --gems or --framework is a usage error', async () => {
  const cwd = tempDir({ 'routes.rb': 'root "home#index"\n' })
  const gemsBad = await runCli(['routes.rb', '--gems', 'some'], { cwd })
  assert.equal([gemsBad.code, gemsBad.stderr.includes("unknown --gems 'some' (expected auto, none)")], [2, true])
  const frameworkBad = await runCli(['check', 'routes.rb', '--framework', 'yes'], { cwd })
  assert.equal([frameworkBad.code, frameworkBad.stderr.includes("unknown --framework 'yes' (expected auto, none, all)")], [2, true])
})

gems.run()
