// `-g`, `-c` and `-E` against what Rails prints for every golden case (tools/cli-goldens.mjs
// wrote rails-grep.txt, rails-controller.txt and rails-expanded.txt with the arguments in
// cli-args.json). Our CLI runs in-process with the real parser and expander. Rails' `-g` matches
// the name, verb, path, controller and action strings one by one, and lists the routes that
// recognise the pattern read as a path; `-E` lists each route's source location.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { caseEnvironment, cases as goldenCases } from '../expand/cases.js'
import { runCli } from './helpers.js'

const goldenDir = new URL('../golden/', import.meta.url).pathname

interface CliArgs {
  grep: string
  controller: string
  apiOnly?: boolean
}

/** The cases tools/cli-goldens.mjs generated (the ones with a NOTE.md are skipped there). */
function filterCases(): { name: string; dir: string; args: CliArgs }[] {
  return readdirSync(goldenDir)
    .filter((name) => existsSync(join(goldenDir, name, 'cli-args.json')))
    .sort()
    .map((name) => {
      const dir = join(goldenDir, name)
      return { name, dir, args: JSON.parse(readFileSync(join(dir, 'cli-args.json'), 'utf8')) as CliArgs }
    })
}

const golden = suite('cli: -g, -c and -E as Rails prints them')
const cases = filterCases()

golden('every golden case has its filter goldens', () => {
  assert.ok(cases.length >= 250, `only ${cases.length} cases`)
})

/** Runs the three filters on `routesFile` of a case and compares each output with Rails'. */
const environments = new Map(goldenCases('golden').map((c) => [c.dir, caseEnvironment(c)]))

/** The CLI flags for the environment the oracle drew the case in (its `environment` file). */
function environmentFlags(dir: string): string[] {
  const { name, variables = {} } = environments.get(dir) ?? {}
  return [...(name ? ['--env', name] : []), ...Object.entries(variables).flatMap(([key, value]) => ['--set', `${key}=${value}`])]
}

async function compareFilters(dir: string, routesFile: string, args: CliArgs): Promise<void> {
  const common = [routesFile, ...(args.apiOnly ? ['--api-only'] : []), ...environmentFlags(dir)]
  // The twin's routes come from other lines of another file: its blocks are compared without
  // their Source Location lines. So are the routes Rails locates outside the case's own files:
  // for a route drawn through `with_options`, Rails names the frame of ActiveSupport's
  // OptionMerger (`/…/active_support/option_merger.rb:28`), routecraft the line in the routes file.
  const elsewhere = /^Source Location {3}\| \//m.test(readFileSync(join(dir, 'rails-expanded.txt'), 'utf8'))
  // The oracle records source locations in every environment, Rails (and routecraft) in development only.
  const expanded = routesFile === 'routes.rb' && !elsewhere ? ['-E', '--source-locations'] : ['-E', '--no-source-locations']
  const runs: [string[], string][] = [
    [['-g', args.grep], 'rails-grep.txt'],
    [['-c', args.controller], 'rails-controller.txt'],
    [expanded, 'rails-expanded.txt'],
  ]
  for (const [flags, file] of runs) {
    const { code, stdout, stderr } = await runCli([...common, ...flags], { cwd: dir })
    assert.is(code, 0, `${routesFile} ${flags.join(' ')}: ${stderr}`)
    const expected = readFileSync(join(dir, file), 'utf8')
    assert.fixture(stdout, flags.includes('--no-source-locations') ? expected.replace(/^Source Location {3}\| .*\n/gm, '') : expected)
  }
}

for (const { name, dir, args } of cases) {
  golden(name, () => compareFilters(dir, 'routes.rb', args))
}
golden.run()

// The routes.yaml twin of each case draws the same routes, so Rails' output is its expected output too.
const yaml = suite('cli: -g, -c and -E on the routes.yaml twins')
for (const { name, dir, args } of cases.filter((c) => existsSync(join(c.dir, 'routes.yaml')))) {
  yaml(name, () => compareFilters(dir, 'routes.yaml', args))
}
yaml.run()
