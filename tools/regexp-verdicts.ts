// The backtracking analysis's verdict on every regexp of the golden cases and, with --corpus DIR
// (a corpus restored by tools/realworld/corpus.mjs), of the real-world apps: each distinct
// requirement as the matcher runs it (`^(?:…)$`, translated from Ruby), each route's path regexp,
// each request-condition regexp, and each regexp of the compiled table as a backtracking host runs
// it; how many run on the linear machine, how many the expander refuses (RC2033) and what the
// compiled table limits. `--list` prints every regexp that is not linear.
//   node --import tsx tools/regexp-verdicts.ts [--corpus DIR] [--list]
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { applicationValues } from '../src/cli/app-values.js'
import { compileTable } from '../src/compile/table.js'
import { inspectRoutesFile } from '../src/load.js'
import { backtrackingCost, runsLinearly, type Verdict } from '../src/match/linear/index.js'
import { pathRegExp } from '../src/match/path-regexp.js'
import { parsePattern } from '../src/match/pattern.js'
import { compileRequirement, type Requirement } from '../src/match/requirement.js'
import type { Route, RubyValue } from '../src/route.js'

const args = process.argv.slice(2)
const corpus = args.includes('--corpus') ? args[args.indexOf('--corpus') + 1] : undefined
const list = args.includes('--list')
const root = new URL('../', import.meta.url).pathname

interface Input {
  name: string
  file: string
  values?: string[]
  apiOnly?: boolean
}

function inputs(): Input[] {
  const out: Input[] = []
  const golden = join(root, 'specs/golden')
  for (const name of readdirSync(golden).sort()) {
    const file = join(golden, name, 'routes.rb')
    if (existsSync(file)) out.push({ name: `golden/${name}`, file, apiOnly: existsSync(join(golden, name, 'api_only')) })
  }
  if (corpus) {
    const manifest = JSON.parse(readFileSync(join(root, 'tools/realworld/manifest.json'), 'utf8')) as { apps: Array<{ repo: string; values?: string[]; files: Array<{ as: string }> }> }
    for (const app of manifest.apps) {
      const file = join(corpus, app.repo.replace('/', '+'), app.files[0]!.as)
      if (existsSync(file)) out.push({ name: `app/${app.repo}`, file, values: app.values ?? [] })
      else console.log(`(missing: ${app.repo})`)
    }
  }
  return out
}

const label = (v: Verdict) => (v.kind === 'polynomial' ? `polynomial, degree ${v.degree}` : v.kind)

class Tally {
  readonly counts = new Map<string, number>()
  readonly seen = new Set<string>()
  onMachine = 0
  constructor(private readonly ours = true) {}
  add(key: string, source: string, where: string): void {
    if (this.seen.has(key)) return
    this.seen.add(key)
    const verdict = backtrackingCost(source)
    this.counts.set(label(verdict), (this.counts.get(label(verdict)) ?? 0) + 1)
    if (verdict.kind !== 'linear' && runsLinearly(source)) this.onMachine++
    if (list && verdict.kind !== 'linear') console.log(`  ${label(verdict).padEnd(24)} ${where}: ${source}`)
  }
  toString(): string {
    const counts = `${this.seen.size} distinct: ${[...this.counts].map(([k, n]) => `${n} ${k}`).join(', ')}`
    return this.ours ? `${counts}; ${this.onMachine} run on the linear machine` : counts
  }
}

const requirements = new Tally()
const paths = new Tally()
const conditions = new Tally()
const hosts = new Tally(false)
let refused = 0
let routeCount = 0
let files = 0
const limits = new Map<string, number>()

for (const input of inputs()) {
  const environment = input.values && input.values.length > 0 ? { values: applicationValues(input.values) } : undefined
  const { routes, diagnostics } = inspectRoutesFile(input.file, { apiOnly: input.apiOnly ?? false, ...(environment && { environment }) })
  files++
  for (const d of diagnostics) if (d.code === 'RC2033') refused++, list && console.log(`  refused (RC2033) ${input.name}: ${d.message}`)
  routeCount += routes.length
  for (const route of routes) visit(route, input.name)
  for (const compiled of compileTable(routes).routes) {
    if (compiled.recognize) hosts.add(compiled.recognize.regex, compiled.recognize.regex, `${input.name} ${compiled.path}`)
    const limit = compiled.recognize?.max_path_length
    if (limit !== undefined) limits.set(`max_path_length ${limit}`, (limits.get(`max_path_length ${limit}`) ?? 0) + 1)
    if (compiled.unsupported?.reason.includes('backtracking engine')) limits.set('unsupported (backtracking)', (limits.get('unsupported (backtracking)') ?? 0) + 1)
  }
}

function visit(route: Route, where: string): void {
  const compiled = new Map<string, Requirement>()
  for (const [name, value] of Object.entries(route.requirements)) {
    const requirement = compileRequirement(value)
    if (!requirement) continue
    compiled.set(name, requirement)
    if (isRegexp(value)) requirements.add(`${value.flags}/${value.regexp}`, requirement.whole.source, `${where} :${name}`)
  }
  const { source } = pathRegExp(parsePattern(route.path), compiled, route.anchored)
  paths.add(source, source, `${where} ${route.path}`)
  for (const value of Object.values(route.conditions ?? {})) {
    const requirement = isRegexp(value) ? compileRequirement(value) : null
    if (requirement) conditions.add(requirement.source, requirement.source, `${where} condition`)
  }
}

function isRegexp(value: RubyValue): value is { regexp: string; flags: string } {
  return value !== null && typeof value === 'object' && 'regexp' in value
}

console.log(`${files} files, ${routeCount} routes`)
console.log(`requirements (^(?:r)$): ${requirements}; refused (RC2033): ${refused}`)
console.log(`path regexps: ${paths}`)
console.log(`condition regexps: ${conditions}`)
console.log(`compiled table regexps (backtracking hosts): ${hosts}; ${[...limits].map(([k, n]) => `${n} ${k}`).join(', ') || 'no limits'}`)
