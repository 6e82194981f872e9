#!/usr/bin/env node
// Regenerates the Rails-side goldens of the CLI filters with the Rails oracle (tools/rails-oracle.rb):
// what `bin/rails routes -g PATTERN`, `-c NAME` and `--expanded` print for every case (Rails main;
// RAILS chooses another, see tools/oracle-run.mjs).
//
//   node tools/cli-goldens.mjs              # every case under specs/golden
//   node tools/cli-goldens.mjs CASE [...]   # only these cases (directory names)
//
// specs/golden/<case>/cli-args.json        the chosen {"grep", "controller"} (and "apiOnly")
//                    /rails-grep.txt       oracle `grep PATTERN`
//                    /rails-controller.txt oracle `controller NAME`
//                    /rails-expanded.txt   oracle `expanded` (console width 80)
// The arguments are chosen from the case's rails.json, deterministically (see chooseArgs), so a
// rerun writes the same files. Where Rails itself raises on the chosen pattern (an `x`-flag
// requirement with a `#` comment breaks Journey's path regexp, which `-g` now tries), the first
// route's controller is used instead, and the case is listed.
// Needs ruby8 (../shared/oracle/rails8/setup.sh); exits 1 when the oracle fails on a case.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { regenerateAll, runOracle, selectCases } from './oracle-run.mjs'

const root = new URL('..', import.meta.url).pathname
const goldenDir = join(root, 'specs', 'golden')

/** The case directories holding a routes.rb, sorted by name. */
function cases() {
  return readdirSync(goldenDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(goldenDir, d.name, 'routes.rb')))
    .map((d) => ({ name: d.name, dir: join(goldenDir, d.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** A small stable hash of the case name, so the choice of pattern form does not depend on the case list. */
function hash(text) {
  let h = 0
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)) >>> 0
  return h
}

/** `admin/user_photos` → `Admin::UserPhotosController` (exercises `String#underscore` in `-c`). */
function camelize(controller) {
  return (
    controller
      .split('/')
      .map((part) => part.replace(/(?:^|_)([a-z\d])/g, (_, c) => c.toUpperCase()))
      .join('::') + 'Controller'
  )
}

/** Escapes regexp metacharacters the same way for Ruby and JavaScript. */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\\/-]/g, '\\$&')

/** Static segments of a Journey path: no `:param`, `*glob` or optional part. */
function staticSegments(path) {
  return path
    .replace(/\(.*?\)/g, '')
    .split('/')
    .filter((s) => s !== '' && !/[:*()]/.test(s))
}

/** The controller argument: the first route's controller in one of three spellings, or a miss. */
function chooseController(routes, h) {
  const first = routes.find((r) => typeof r.controller === 'string' && r.controller !== '')
  // Every seventh case asks for a controller that does not exist, for Rails' "No routes" message.
  if (!first || h % 7 === 3) return 'NoSuchThingController'
  const forms = [first.controller, camelize(first.controller), camelize(first.controller).replace(/Controller$/, '')]
  return forms[h % forms.length]
}

/** A path the Journey pattern recognises: optional groups dropped, segments filled with `1`. */
function samplePath(path) {
  let out = path
  while (/\([^()]*\)/.test(out)) out = out.replace(/\([^()]*\)/g, '')
  return out.replace(/:\w+/g, '1').replace(/\*\w+/g, 'a/b')
}

/**
 * The grep argument: a static segment of the middle listed route, sometimes as a Ruby regexp,
 * sometimes a path that the route recognises (Rails lists the routes a path would reach).
 */
function chooseGrep(routes, h) {
  const listed = routes.filter((r) => !r.internal)
  const middle = listed[Math.floor(listed.length / 2)]
  const segments = middle ? staticSegments(middle.path) : []
  if (h % 5 === 1) return 'new|edit'
  if (h % 5 === 0 && middle) return samplePath(middle.path)
  if (segments.length === 0) return middle?.action ? escapeRegExp(middle.action) : 'photos'
  if (h % 5 === 2) return `^/${escapeRegExp(segments[0])}`
  if (h % 5 === 3) return `${escapeRegExp(segments.at(-1))}\\(`
  return escapeRegExp(segments.at(-1))
}

/** The arguments recorded in cli-args.json. */
function chooseArgs(c, apiOnly) {
  const routes = JSON.parse(readFileSync(join(c.dir, 'rails.json'), 'utf8'))
  const h = hash(c.name)
  const args = { grep: chooseGrep(routes, h), controller: chooseController(routes, h) }
  if (apiOnly) args.apiOnly = true
  return args
}

async function regenerate(c) {
  const apiOnly = existsSync(join(c.dir, 'api_only'))
  const args = chooseArgs(c, apiOnly)
  const outputs = {
    'rails-grep.txt': ['grep', args.grep],
    'rails-controller.txt': ['controller', args.controller],
    'rails-expanded.txt': ['expanded'],
  }
  const runs = await Promise.all(Object.values(outputs).map((argv) => runOracle(c.dir, argv, apiOnly)))
  if (runs[0].code !== 0 && /RegexpError/.test(runs[0].stderr)) {
    const routes = JSON.parse(readFileSync(join(c.dir, 'rails.json'), 'utf8'))
    args.grep = routes.find((r) => r.controller)?.controller ?? args.grep
    runs[0] = await runOracle(c.dir, ['grep', args.grep], apiOnly)
    console.log(`${c.name}: Rails raised a RegexpError on -g; grep ${args.grep} instead`)
  }
  const failure = runs.find((r) => r.code !== 0)
  if (failure) return { status: 'FAILED', why: `${failure.stdout}${failure.stderr}` }
  Object.keys(outputs).forEach((file, i) => writeFileSync(join(c.dir, file), runs[i].stdout))
  writeFileSync(join(c.dir, 'cli-args.json'), `${JSON.stringify(args, null, 2)}\n`)
  return { status: 'ok' }
}

const selected = selectCases(cases(), process.argv.slice(2))
// Each case starts three oracles at once, so fewer workers than goldens.mjs.
const results = await regenerateAll(selected, Math.max(1, Math.min(4, cpus().length)), regenerate)

const skipped = selected.filter((_, i) => results[i].status === 'skipped').map((c) => c.name)
const failed = selected.filter((_, i) => results[i].status === 'FAILED')
for (const c of failed) console.error(`!!! FAILED ${c.name}: ${results[selected.indexOf(c)].why}`)
if (skipped.length) console.log(`skipped (NOTE.md, hand-adjusted tables): ${skipped.join(', ')}`)
const ok = selected.length - skipped.length - failed.length
console.log(`cli goldens: ${ok} regenerated, ${skipped.length} skipped, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
