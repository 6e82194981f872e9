// Rails' own routing tests as a differential corpus: every draw block of actionpack's routing
// tests, drawn by Rails (main, and 8.1.3 for the record) and by routecraft, compared table by
// table, route by route, error by error, request by request and helper call by helper call.
//
//   node --import tsx tools/rails-tests.ts [--rails-git DIR] [--scratch DIR] [--extract] [--only FILE:LINE...]
//
// --rails-git  a rails/rails git directory (default: the bare mirror /work/.mirror/rails+rails/repo)
// --scratch    where Rails' test files and the extracted blocks go (default /work/scratch/railstests);
//              never inside the repository: Rails' code is not committed
// --extract    extract again even when the scratch holds an extraction of the same revision
// --only       compare only these blocks (test file and line, as listed)
// --everywhere every actionpack test file that draws routes, not only the routing tests
// --write      write specs/rails-tests.json (the manifest: revisions, counts, every disagreement)
//
// Steps: `git archive HEAD actionpack/test` into the scratch; ../shared/oracle/extract_rails_tests.rb
// writes one routes file per draw block and says which blocks are declarative (only routing calls
// with literal arguments: the routes language); test-only `ActionDispatch.deprecator.silence` wrappers
// are looked through (blanked, so line numbers stay); tools/rails-oracle-batch.rb draws every
// declarative block in one Ruby process per Rails, then asks it the requests and helper calls
// tools/match-requests.mjs derives from its route list; routecraft answers the same in-process.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expand } from '../src/expand/index.js'
import { formatRoutesExpanded } from '../src/format/expanded.js'
import { routesToJson } from '../src/format/json.js'
import { formatRoutesTable } from '../src/format/table.js'
import { createMatcher, UrlGenerationError } from '../src/match/index.js'
import { requestFacts } from '../src/serve/index.js'
import type { Route } from '../src/route.js'
import { parseRoutes } from '../src/syntax/index.js'
import { comparableRoute } from '../specs/_support/rails-json.js'
import { asOracle } from '../specs/match/_oracle.js'
import { calls, requests, type RouteShape } from './match-requests.mjs'
import { oracleEnv, railsChoice, railsVersion } from './oracle-run.mjs'
import { knownLabel } from './rails-tests-known.js'

const root = join(fileURLToPath(import.meta.url), '..', '..')
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback)
const railsGit = option('--rails-git', '/work/.mirror/rails+rails/repo')
const scratch = option('--scratch', '/work/scratch/railstests')
const onlyAt = args.indexOf('--only')
const only = onlyAt >= 0 ? args.slice(onlyAt + 1).filter((a) => !a.startsWith('--')) : []
const everywhere = args.includes('--everywhere')
const ROUTING_TEST_FILES = ['dispatch/routing_test.rb', 'controller/routing_test.rb', 'controller/resources_test.rb', 'dispatch/routing',
  'dispatch/mapper_test.rb', 'dispatch/mount_test.rb', 'dispatch/prefix_generation_test.rb', 'dispatch/routing_assertions_test.rb',
  'dispatch/url_generation_test.rb', 'controller/url_for_test.rb', 'controller/url_for_integration_test.rb',
  'controller/route_helpers_test.rb', 'routing', 'journey']
const TEST_FILES = everywhere ? ['.'] : ROUTING_TEST_FILES

if (scratch.startsWith(root)) throw new Error(`--scratch ${scratch} lies inside the repository: Rails' code stays out of it`)

interface Entry { file: string; line: number; test: string | null; routes_file: string; declarative: boolean; non_declarative_reason: string | null }
interface RailsError { class: string; message: string; line: number | null }
type RailsRoute = Record<string, unknown> & RouteShape
interface OracleAnswer {
  id: string
  error?: RailsError
  table?: string
  expanded?: string
  warnings?: { message: string; line: number | null }[]
  routes?: RailsRoute[]
  recognize?: unknown[]
  paths?: ({ path: string } | { error: string; message: string })[]
  timeout?: boolean
  crash?: string
}

// 1. Extraction (cached per Rails revision).
const revision = git('rev-parse', 'HEAD')
const draws = join(scratch, everywhere ? 'draws-everywhere' : 'draws')
const stamp = join(scratch, everywhere ? 'revision-everywhere' : 'revision')
if (args.includes('--extract') || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== revision) {
  const tests = join(scratch, 'rails')
  rmSync(tests, { recursive: true, force: true })
  mkdirSync(tests, { recursive: true })
  run('sh', ['-c', `git --git-dir="$0" archive HEAD actionpack/test | tar -x -C "$1"`, railsGit, tests])
  run('ruby', [join(root, '..', '..', 'shared', 'oracle', 'extract_rails_tests.rb'), '--jobs', '2', '--out', draws, ...TEST_FILES],
    join(tests, 'actionpack', 'test'))
  writeFileSync(stamp, revision)
}
const manifest = JSON.parse(readFileSync(join(draws, 'manifest.json'), 'utf8')) as Entry[]
const blockId = (e: Entry) => `${e.file}:${e.line}`
const selected = manifest.filter((e) => only.length === 0 || only.includes(blockId(e)))

// 2. The routes files both sides draw: the block with its silence wrappers blanked. Declarative
// blocks are the corpus; the others are compared too where routecraft's parser accepts them
// (`redirect(…)`, `mount`, `default_url_options`: "beyond"), and counted apart.
const blocks = selected.flatMap((e) => {
  const source = lookThroughSilence(readFileSync(e.routes_file, 'utf8'))
  const group = e.declarative ? 'declarative' : parses(source) ? 'beyond' : null
  if (group === null) return []
  const file = join(scratch, 'blocks', ...e.routes_file.split('/').slice(-2))
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, source)
  return [{ entry: e, id: blockId(e), file, source, group }]
})

function parses(source: string): boolean {
  return !parseRoutes(source, { file: 'routes.rb' }).diagnostics.some((d) => d.severity === 'error')
}

/** The block without `ActionDispatch.deprecator.silence do … end` / `{ … }`: it only silences warnings. */
function lookThroughSilence(source: string): string {
  const lines = source.split('\n')
  const out: string[] = []
  const closers: string[] = []
  for (const line of lines) {
    const inline = /^(\s*)ActionDispatch\.deprecator\.silence \{ (.*) \}\s*$/.exec(line)
    const opener = /^(\s*)ActionDispatch\.deprecator\.silence (do|\{)\s*$/.exec(line)
    if (inline) out.push(inline[1]! + inline[2]!)
    else if (opener) {
      closers.push(`${opener[1]}${opener[2] === 'do' ? 'end' : '}'}`)
      out.push('')
    } else if (closers.length && line.trimEnd() === closers[closers.length - 1]) {
      closers.pop()
      out.push('')
    } else out.push(line)
  }
  return out.join('\n')
}

// 3. Rails' answers: one batch to draw, one to ask the requests and calls derived from its routes.
function oracleBatch(railsName: string, jobs: object[]): Map<string, OracleAnswer> {
  const rails = railsChoice(railsName)
  const jobsFile = join(scratch, `jobs-${railsName}.json`)
  writeFileSync(jobsFile, JSON.stringify(jobs))
  const env = oracleEnv(false, rails) as Record<string, string>
  env.RAILS8_MOUNTS = [env.RAILS8_MOUNTS, scratch].filter(Boolean).join(' ')
  const out = spawnSync(rails.ruby, [join(root, 'tools', 'rails-oracle-batch.rb'), jobsFile], { cwd: scratch, env, encoding: 'utf8', maxBuffer: 1 << 30 })
  if (out.status !== 0) throw new Error(`oracle batch failed (${railsName}): ${out.stderr.slice(-2000)}`)
  const answers = out.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as OracleAnswer)
  return new Map(answers.map((a) => [a.id, a]))
}

function railsAnswers(railsName: string) {
  const drawn = oracleBatch(railsName, blocks.map((b) => ({ id: b.id, file: b.file })))
  const asked = blocks.filter((b) => drawn.get(b.id)?.routes).map((b) => {
    const routes = drawn.get(b.id)!.routes!
    return { id: b.id, file: b.file, requests: requests(routes).map((r) => [r.verb, r.path] as const), calls: calls(routes) }
  })
  const matched = oracleBatch(railsName, asked)
  return { drawn, matched, asked: new Map(asked.map((a) => [a.id, a])) }
}

// 4. routecraft's answers and the comparison.
type Kind = 'table' | 'expanded' | 'routes' | 'recognize' | 'paths' | 'error' | 'warnings'
const KINDS: Kind[] = ['table', 'expanded', 'routes', 'error', 'warnings', 'recognize', 'paths']
interface Verdict { kinds: Partial<Record<Kind, boolean>>; reasons: string[] }

function compare(block: (typeof blocks)[number], answers: ReturnType<typeof railsAnswers>): Verdict {
  const verdict: Verdict = { kinds: {}, reasons: [] }
  const rails = answers.drawn.get(block.id)
  if (!rails || rails.timeout || rails.crash) {
    verdict.reasons.push(`Rails oracle: ${rails?.crash ?? 'timeout'}`)
    return verdict
  }
  const parsed = parseRoutes(block.source, { file: 'routes.rb' })
  const expansion = parsed.diagnostics.some((d) => d.severity === 'error') ? { routes: [], diagnostics: parsed.diagnostics } : expand(parsed.ast, { file: 'routes.rb' })
  const ours = expansion.diagnostics.find((d) => d.severity === 'error')
  const say = (kind: Kind, ok: boolean, reason: () => string) => {
    verdict.kinds[kind] = ok
    if (!ok) verdict.reasons.push(reason())
  }
  const warnings = expansion.diagnostics.filter((d) => d.name === 'DeprecationWarning').map((d) => ({ message: d.message, line: d.position.start.line }))
  say('warnings', JSON.stringify(warnings) === JSON.stringify(rails.warnings), () => `deprecation warnings: we ${JSON.stringify(warnings)}, Rails ${JSON.stringify(rails.warnings)}`)
  if (rails.error) {
    const theirs = `${rails.error.class}: ${oneLine(rails.error.message)}`
    if (!ours) say('error', false, () => `Rails raises ${theirs}; we draw ${expansion.routes.length} routes`)
    else {
      const same = ours.name === rails.error.class && ours.message === rails.error.message
      say('error', same, () => `Rails raises ${theirs}; we say ${ours.code} ${ours.name}: ${oneLine(ours.message)}`)
      if (same && rails.error.line !== null && ours.position.start.line !== rails.error.line) {
        verdict.reasons.push(`(error on line ${ours.position.start.line}, Rails line ${rails.error.line})`)
      }
    }
    return verdict
  }
  if (ours) {
    for (const kind of ['table', 'expanded', 'routes', 'recognize', 'paths'] as const) verdict.kinds[kind] = false
    verdict.reasons.push(`Rails draws ${rails.routes!.length} routes; we say ${ours.code} ${ours.name}: ${oneLine(ours.message)} (line ${ours.position.start.line})`)
    return verdict
  }
  const routes = expansion.routes
  const table = formatRoutesTable(routes)
  say('table', table === rails.table, () => `table: ${firstDifference(table, rails.table!)}`)
  const expanded = formatRoutesExpanded(routes)
  say('expanded', expanded === rails.expanded, () => `--expanded: ${firstDifference(expanded, rails.expanded!)}`)
  const mine = (JSON.parse(routesToJson(routes)) as Route[]).map(comparableRoute) // what `routecraft --json` prints
  const theirs = rails.routes!.map(comparableRoute)
  say('routes', JSON.stringify(mine) === JSON.stringify(theirs), () => `route list: ${routeDifference(mine, theirs)}`)
  const matched = answers.matched.get(block.id)
  const asked = answers.asked.get(block.id)
  if (!matched?.recognize || !matched.paths || !asked) {
    verdict.reasons.push(`Rails oracle (requests): ${matched?.crash ?? matched?.error?.message ?? 'timeout'}`)
    return verdict
  }
  const matcher = createMatcher(routes)
  const facts = requestFacts('http://example.org/')
  const recognized = ([verb, path]: readonly [string, string]) => {
    try {
      return asOracle(matcher.recognize(verb, path, facts))
    } catch (error) {
      return `raises ${(error as Error).message}`
    }
  }
  const wrongRequest = asked.requests.findIndex((request, i) => JSON.stringify(recognized(request)) !== JSON.stringify(matched.recognize![i]))
  const [wv, wp] = asked.requests[wrongRequest] ?? []
  say('recognize', wrongRequest < 0, () => `${wv} ${wp}: Rails ${JSON.stringify(matched.recognize![wrongRequest])}, we ${JSON.stringify(recognized([wv!, wp!]))}`)
  const railsPaths = matched.paths.map(railsPath)
  const wrongCall = asked.calls.findIndex(([name, callArgs], i) => JSON.stringify(generate(matcher, name, callArgs)) !== JSON.stringify(railsPaths[i]))
  const [name, callArgs] = asked.calls[wrongCall] ?? ['', []]
  say('paths', wrongCall < 0, () => `${name}_path(${JSON.stringify(callArgs).slice(1, -1)}): Rails ${JSON.stringify(railsPaths[wrongCall])}, we ${JSON.stringify(generate(matcher, name, callArgs))}`)
  return verdict
}

function generate(matcher: ReturnType<typeof createMatcher>, name: string, callArgs: unknown[]) {
  try {
    return matcher.generate(name, ...(callArgs as Parameters<typeof matcher.generate> extends [string, ...infer A] ? A : never))
  } catch (error) {
    if (error instanceof UrlGenerationError) return { error: 'ActionController::UrlGenerationError', message: error.message }
    return { error: (error as Error).name, message: (error as Error).message }
  }
}

/** Rails' answer as routecraft words it: did_you_mean's suggestions dropped from a message. */
function railsPath(answer: { path: string } | { error: string; message: string }) {
  return 'path' in answer ? answer.path : { error: answer.error, message: answer.message.split('\n')[0] }
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ⏎ ').slice(0, 200)

function firstDifference(ours: string, theirs: string): string {
  const a = ours.split('\n')
  const b = theirs.split('\n')
  const i = a.findIndex((line, j) => line !== b[j])
  const at = i < 0 ? a.length : i
  return `line ${at + 1}: we ${JSON.stringify((a[at] ?? '(end)').trim())}, Rails ${JSON.stringify((b[at] ?? '(end)').trim())}`
}

function routeDifference(ours: object[], theirs: object[]): string {
  if (ours.length !== theirs.length) return `we list ${ours.length} routes, Rails ${theirs.length}`
  const i = ours.findIndex((r, j) => JSON.stringify(r) !== JSON.stringify(theirs[j]))
  const a = ours[i] as Record<string, unknown>
  const b = theirs[i] as Record<string, unknown>
  const field = Object.keys(b).find((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))!
  return `route ${i + 1} ${field}: we ${JSON.stringify(a[field])}, Rails ${JSON.stringify(b[field])}`
}

function git(...gitArgs: string[]): string {
  return run('git', [`--git-dir=${railsGit}`, ...gitArgs]).trim()
}

function run(command: string, commandArgs: string[], cwd = scratch): string {
  mkdirSync(cwd, { recursive: true })
  const out = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 })
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`)
  return out.stdout
}

// 5. The figures and every disagreement.
type Group = 'declarative' | 'beyond'
type Figures = Record<Kind, { agree: number; compared: number }> & { blocks: number; drawing: number; raising: number; notComparable: number; errorLineDiffers: number }
const report = { railsRevision: revision, testFiles: everywhere ? 'every actionpack test' : 'the routing tests', extracted: manifest.length, declarative: manifest.filter((e) => e.declarative).length, rails: {} as Record<string, { version: string } & Record<Group, Figures>> }
const disagreements: { block: string; test: string | null; group: Group; rails: string; kinds: Kind[]; reason: string; label: string | null }[] = []
const agreesWithMain = new Set<string>()
for (const railsName of ['main', '8.1.3']) {
  const started = Date.now()
  const answers = railsAnswers(railsName)
  const empty = (): Figures => ({ ...Object.fromEntries(KINDS.map((k) => [k, { agree: 0, compared: 0 }])), blocks: 0, drawing: 0, raising: 0, notComparable: 0, errorLineDiffers: 0 }) as Figures
  const figures: Record<Group, Figures> = { declarative: empty(), beyond: empty() }
  for (const block of blocks) {
    const group = figures[block.group as Group]
    const rails = answers.drawn.get(block.id)
    // Beyond the routes language, a test's own constants (SimpleApp, BlogEngine) are unknown here.
    if (block.group === 'beyond' && rails?.error?.class === 'NameError') {
      group.notComparable++
      continue
    }
    group.blocks++
    if (rails?.error) group.raising++
    else group.drawing++
    const verdict = compare(block, answers)
    // The warnings say least about a block: their reason goes last.
    verdict.reasons.sort((a, b) => Number(a.startsWith('deprecation')) - Number(b.startsWith('deprecation')))
    for (const [kind, ok] of Object.entries(verdict.kinds) as [Kind, boolean][]) {
      group[kind].compared++
      if (ok) group[kind].agree++
    }
    if (verdict.reasons.some((r) => r.startsWith('(error on line'))) group.errorLineDiffers++
    const failed = KINDS.filter((k) => verdict.kinds[k] === false)
    if (railsName === 'main' && failed.length === 0) agreesWithMain.add(block.id)
    if (failed.length || verdict.reasons.some((r) => !r.startsWith('('))) {
      const label = knownLabel(block.source) ?? (railsName !== 'main' && agreesWithMain.has(block.id) ? 'Rails 8.1.3 differs from main (we follow main)' : null)
      disagreements.push({ block: block.id, test: block.entry.test, group: block.group as Group, rails: railsName, kinds: failed, reason: verdict.reasons.join('; '), label })
    }
  }
  const { version } = railsVersion(railsChoice(railsName))
  report.rails[railsName] = { version, ...figures }
  console.log(`Rails ${railsName} (${version}, ${((Date.now() - started) / 1000).toFixed(0)} s)`)
  for (const [name, f] of Object.entries(figures)) {
    console.log(`  ${name}: ${f.blocks} blocks, ${f.drawing} draw, ${f.raising} raise${f.notComparable ? ` (${f.notComparable} more need the test's constants)` : ''}${f.errorLineDiffers ? `; ${f.errorLineDiffers} errors on another line` : ''}`)
    console.log(`    ${KINDS.map((k) => `${k} ${f[k].agree}/${f[k].compared}`).join(', ')}`)
  }
}
console.log(`\nRails ${revision.slice(0, 12)}: ${manifest.length} blocks extracted, ${report.declarative} declarative\n`)
console.log(`disagreements (${disagreements.length}):`)
for (const d of disagreements) console.log(`  [${d.rails}${d.group === 'beyond' ? ', beyond' : ''}] ${d.block} ${d.kinds.join(',') || '-'}${d.label ? ` {${d.label}}` : ''}: ${d.reason}`)
if (args.includes('--write')) {
  // Figures as "agree/compared", one disagreement a line: a manifest to read and to diff.
  const compact = (f: Figures) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'number' ? v : `${v.agree}/${v.compared}`]))
  const rails = Object.fromEntries(Object.entries(report.rails).map(([name, r]) => [name, { version: r.version, declarative: compact(r.declarative), beyond: compact(r.beyond) }]))
  const head = JSON.stringify({ note: 'written by node --import tsx tools/rails-tests.ts --write; regenerate, never edit', ...report, rails }, null, 2).replace(/\n\}$/, '')
  const list = disagreements.map((d) => `    ${JSON.stringify({ ...d, reason: d.reason.slice(0, 400) })}`).join(',\n')
  writeFileSync(join(root, 'specs', 'rails-tests.json'), `${head},\n  "disagreements": [\n${list}\n  ]\n}\n`)
}
