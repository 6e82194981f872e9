/**
 * The lenient-mode campaign: real routes files (the golden cases, and the real-world corpus when
 * given) mutated the way applications write them — calls on application objects inserted as
 * statements, methods named like Ruby keywords, values only the application knows in every
 * option position — to show that lenient mode draws every such file Ruby can parse: no error,
 * only warnings. Which inputs Ruby parses is Ruby's answer (`rubyParses`, through `ruby8`).
 */
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { checkRoutesInput } from './check.js'
import { inputSeed, Rng } from './random.js'

/** Method names an application object may have that Ruby otherwise reads as keywords. */
export const KEYWORD_METHODS = ['if', 'unless', 'while', 'until', 'case', 'when', 'then', 'else', 'elsif', 'do', 'end', 'class', 'def', 'module', 'in', 'for', 'begin', 'rescue', 'ensure', 'yield', 'return', 'not', 'and', 'or', 'self', 'super', 'true', 'false', 'nil', 'new']

/** Values only the application knows, as real files write them (`K` is a keyword-named method). */
const VALUES = [
  'Dashboards::ROOT', 'Settings.web.host', 'Site.call(:x)', 'Flags.enabled?(:beta) ? "a" : "b"', '/#{HOST}/', '/#{Site::DOMAIN}\\.com/',
  'Regexp.union(Site::PAGES)', 'Regexp.new(Site.pattern)', 'Config.new(1)', 'App.K', 'Feature.K(:x)', 'ENV.fetch("X")',
  'Rails.application.config.force_ssl ? "https://" : "http://"', 'SiteConfig.about_url', 'redirect(SiteConfig.K)', 'Tenant.current.K.slug',
  'Formats::SLUG', 'Admin.configuration.root_path', '::Api::VERSION', 'I18n.available_locales.map(&:to_s)',
]

/** Every option a routing method takes, and a few a route's segments and conditions use. */
const OPTION_KEYS = [
  'to', 'controller', 'action', 'as', 'path', 'module', 'via', 'on', 'only', 'except', 'constraints', 'defaults', 'format', 'anchor',
  'protocol', 'host', 'domain', 'port', 'subdomain', 'trailing_slash', 'script_name', 'shallow', 'shallow_path', 'shallow_prefix',
  'param', 'path_names', 'concerns', 'internal', 'id', 'slug', 'locale', 'status', 'at',
]

/** Statements inserted on a line of their own (unnamed: a loop may draw them many times). */
const STATEMENTS = [
  'Feature.K("statistics") do\n  get "stats", to: "stats#index"\nend',
  'Feature.K',
  'App.K(:x) { |config| config.value }',
  'Rails.application.config.x.K',
  'Flipper.K(:beta) do |flags|\n  get "beta", to: "beta#index"\nend',
  'flipper_app = Flipper::UI.app(Flipper.K) { |builder| builder.use Rack::Auth::Basic }\nmount flipper_app, at: "/flipper"',
  'mount Sidekiq::Web.K => "/jobs"',
  'constraints Admin.K do\n  get "admin", to: "admin#index", as: nil\nend',
  'get "/about", to: redirect(SiteConfig.K), as: nil',
  'root controller: Dashboards::ROOT, action: :index, as: nil',
]

/** Hashes a statement's keywords are taken from (`resources :a, **options`). */
const SPLATS = ['options', 'OPTIONS', '{ as: nil }', '{}', 'Settings.route_options', 'App.K(:x)', 'defaults.merge(only: [:index])']

/** An application-flavoured mutation of a routes file. */
type Mutation = (text: string, rng: Rng) => string

const keyword = (text: string, rng: Rng) => text.replace(/\bK\b/g, () => rng.pick(KEYWORD_METHODS))
// A redirect is an endpoint: under any other option Rails refuses it, whatever the application says.
const value = (rng: Rng, key: string) => keyword(rng.pick(key === 'to' ? VALUES : VALUES.filter((v) => !v.startsWith('redirect('))), rng)

// Lines that end a routing call without opening a block: an option can be appended to them.
const CALL_LINE = /^(\s*)(get|post|put|patch|delete|match|resources?|root|mount|concerns|direct)\b[^#\n]*[^,\s({[|\\]$/
const OPTION_VALUE = /\b([a-z_]+): ("[^"\n]*"|'[^'\n]*'|:[a-z_]\w*|\/(?:[^/\\\n]|\\.)*\/[imx]*|\[[^\][\n]*\]|true|false|nil|\d+)/g

/** `text` with one routing call (a line that ends one without opening a block) given one more argument. */
function appendToCall(text: string, rng: Rng, argument: (line: string) => string): string {
  const lines = text.split('\n')
  const candidates = lines.map((line, i) => (CALL_LINE.test(line) && !/\b(do|end)$/.test(line) ? i : -1)).filter((i) => i >= 0)
  if (candidates.length === 0) return text
  const at = rng.pick(candidates)
  lines[at] = `${lines[at]}, ${argument(lines[at]!)}`
  return lines.join('\n')
}

export const LENIENT_MUTATIONS: Record<string, Mutation> = {
  /** A statement on an application object, between two lines. */
  insertStatement(text, rng) {
    const lines = text.split('\n')
    const at = rng.int(lines.length + 1)
    const indent = /^\s*/.exec(lines[at] ?? '')![0]
    const statement = keyword(rng.pick(STATEMENTS), rng).split('\n').map((line) => indent + line)
    lines.splice(at, 0, ...statement)
    return lines.join('\n')
  },
  /** An option's literal value replaced by one only the application knows. */
  replaceValue(text, rng) {
    const found = [...text.matchAll(OPTION_VALUE)]
    if (found.length === 0) return text
    const match = rng.pick(found)
    const start = match.index! + match[1]!.length + 2
    return text.slice(0, start) + value(rng, match[1]!) + text.slice(start + match[2]!.length)
  },
  /** An option of any name appended to a routing call, its value only the application knows. */
  appendOption(text, rng) {
    return appendToCall(text, rng, (line) => {
      // `anchor:` is an error outside `match` and the verbs, whatever its value (Rails' own check).
      const keys = /^\s*(resources?|root|mount|concerns|direct)\b/.test(line) ? OPTION_KEYS.filter((k) => k !== 'anchor') : OPTION_KEYS
      const key = rng.pick(keys)
      return `${key}: ${value(rng, key)}`
    })
  },
  /** Keywords from a hash appended to a routing call (`**options`), a literal one or the application's. */
  appendSplat(text, rng) {
    return appendToCall(text, rng, () => `**${keyword(rng.pick(SPLATS), rng)}`)
  },
}

const NAMES = Object.keys(LENIENT_MUTATIONS)

/** One input: the file it came from, the mutations applied, the text. */
export interface LenientInput {
  index: number
  origin: string
  applied: string[]
  text: string
  /** The text's sha-256, first 16 hex digits: a fixture names its inputs by it. */
  digest: string
}

/**
 * The routes files mutated: every golden case's routes.rb, then each corpus directory's
 * config/routes.rb files; only those lenient mode draws without an error as they are (a golden
 * case that draws other files needs them).
 */
export function lenientCorpus(root: string, corpusDirs: readonly string[] = []): Array<[string, string]> {
  return readCorpus(root, corpusDirs).filter(([, text]) => lenientErrors(text).length === 0)
}

function readCorpus(root: string, corpusDirs: readonly string[]): Array<[string, string]> {
  const files: Array<[string, string]> = []
  const golden = join(root, 'specs/golden')
  for (const name of readdirSync(golden).sort()) {
    const file = join(golden, name, 'routes.rb')
    if (existsSync(file)) files.push([relative(root, file), readFileSync(file, 'utf8')])
  }
  for (const dir of corpusDirs) {
    for (const app of readdirSync(dir).sort()) {
      const file = join(dir, app, 'config/routes.rb')
      if (existsSync(file)) files.push([`${app}/config/routes.rb`, readFileSync(file, 'utf8')])
    }
  }
  return files
}

/** The input `index` of the campaign `seed`: one file, 1–3 mutations. */
export function lenientInput(seed: number, index: number, corpus: ReadonlyArray<[string, string]>): LenientInput {
  const rng = new Rng(inputSeed(seed, index))
  const [origin, source] = rng.pick(corpus)
  let text = source
  const applied: string[] = []
  for (let n = 1 + rng.int(3); n > 0; n--) {
    const name = rng.pick(NAMES)
    applied.push(name)
    text = LENIENT_MUTATIONS[name]!(text, rng)
  }
  return { index, origin, applied, text, digest: createHash('sha256').update(text).digest('hex').slice(0, 16) }
}

/** The error diagnostics lenient mode gives for an input (none is the claim), as `CODE line: message`. */
export function lenientErrors(text: string): string[] {
  return checkRoutesInput(text, 'rb')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.position.start.line}: ${d.message.split('\n')[0]}`)
}

/** Whether Ruby parses each text (one `ruby8` process for all); throws when Ruby cannot be run. */
export function rubyParses(texts: readonly string[], ruby = 'ruby8'): boolean[] {
  const script = 'require "json"; $VERBOSE = nil; puts JSON.parse($stdin.read).map { |s| begin; RubyVM::InstructionSequence.compile(s); true; rescue SyntaxError; false; end }.to_json'
  const out = spawnSync(ruby, ['-e', script], { input: JSON.stringify(texts), encoding: 'utf8', cwd: '/tmp', maxBuffer: 64 << 20 })
  if (out.status !== 0) throw new Error(`${ruby} could not check the inputs: ${out.stderr || out.error?.message}`)
  return JSON.parse(out.stdout) as boolean[]
}
