/**
 * Hostile values through every generator: seeded routes ASTs whose strings, symbols, keys and
 * regexps are made of what means something to Ruby (`#{…}`, `#@x`, `#$y`, quotes, backslashes,
 * `%r` delimiters, `__END__`), to YAML (`: `, `- `, `&a`, `*a`, `!tag`, `---`), to a terminal
 * (ESC, BEL, CR) and to other targets (`${`, a comment's end, `"""`, `</script>`, U+2028). `checkGenerators`
 * runs one through the routes.rb printer, the routes.yaml printer, `convert` both ways, `compile`
 * and `vectors`, and throws a `FuzzFailure` when what comes out does not read back as exactly the
 * values that went in. `rubyValues` is the same AST as tools/fuzz/record-calls.rb reports what
 * Ruby makes of the printed routes.rb, for the proof in real Ruby.
 */
import { array, bool, call, hash, int, keyword, nil, pair, regexp, routeFile, statement, str, sym } from '../../src/ast/index.js'
import { withoutPositions } from '../../src/ast/positions.js'
import type { Pair, RouteFile, Statement, TopLevel, Value } from '../../src/ast/index.js'
import { compileTable, serializeTable } from '../../src/compile/index.js'
import { deriveVectors } from '../../src/compile/vectors.js'
import { expand } from '../../src/expand/index.js'
import { rubyRegExpSource } from '../../src/inflect/ruby-regexp.js'
import { printRoutes } from '../../src/print/index.js'
import { regexpBody } from '../../src/print/regexp-body.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { convertRoutes } from '../../src/yaml/convert.js'
import { parseRoutesYaml } from '../../src/yaml/parse.js'
import { printRoutesYaml } from '../../src/yaml/print.js'
import { FuzzFailure } from './check.js'
import type { Rng } from './random.js'

/** The spec slice's seed and size (specs/fuzz/generators.spec.ts, specs/fuzz/generators/ruby.jsonl). */
export const SLICE = { seed: 20261128, files: 150 }

/** The file Ruby would create if anything a value holds ran (every payload touches it). */
export const MARKER = '/tmp/routecraft-fuzz-marker'

const RUN = [`#{system('touch ${MARKER}')}`, `#{\`touch ${MARKER}\`}`, `#{File.write('${MARKER}', 1)}`, '#@x', '#@@y', '#$0', '#$-w', '#$1', '#{', '#']
const RUBY = ["'", '"', '\\', '\\\\', '/', '%r{', '}', '{', '|', '!', '(', ')', '[', ']', '__END__', '\nend\n', '=begin\n', '?', ':', '@', '`']
const YAML = [': ', '- ', '? ', '&a', '*a', '!tag', '!!str', '---', '...', '#', ',', '{x}', '[x]', '%', '>', '|-', "''", '\ufeff', '\u0085']
const TERMINAL = ['\x1b]0;title\x07', '\x1b[2J', '\r', '\n', '\t', '\x00', '\x07', '\x7f', '\x9b']
const OTHER = ['${x}', '*/', '/*', '"""', '\\N{DASH}', '</script>', '<!--', '&amp;', '\u2028', '\u2029', 'é', '日本', '😀', 'a', 'photos', '1']
const FRAGMENTS = [...RUN, ...RUBY, ...YAML, ...TERMINAL, ...OTHER]

// Regexp pieces Onigmo and the translator both read, and the `#` forms around them.
const REGEXP_ATOMS = [`#{system('touch ${MARKER}')}`, `#{\`touch ${MARKER}\`}`, 'a', '\\d', '[a-z]', '[#{x}]', '#', '#{x}', '#{2}', '#$', '#@a', '\\#', '\\\\#{x}', '/', '\\/', '(?#{x})', '(?x: #{x}\n)', '(?-x:#{1})', '(b|c)', '{', '}', '|', '!', '~', '^', ';', ',', '@', '<', '>', ' ', "'", '"', '`', '%', '\\n']

/** A hostile text of up to four fragments. */
export function hostileText(rng: Rng): string {
  let text = ''
  for (let i = rng.int(4) + 1; i > 0; i--) text += rng.pick(FRAGMENTS)
  return text
}

/** A regexp source both Ruby and the translator accept, with flags. */
function hostileRegexp(rng: Rng): Value {
  for (;;) {
    let source = ''
    for (let i = rng.int(5) + 1; i > 0; i--) source += rng.pick(REGEXP_ATOMS)
    const flags = rng.pick(['', '', 'x', 'i', 'mx'])
    try {
      rubyRegExpSource(source, flags)
      return regexp(source, flags)
    } catch {
      // not a regexp: draw again
    }
  }
}

function hostileValue(rng: Rng, depth = 0): Value {
  const roll = rng.int(depth > 1 ? 6 : 10)
  if (roll < 3) return str(hostileText(rng))
  if (roll < 5) return sym(hostileText(rng))
  if (roll === 5) return rng.pick<Value>([int(rng.int(1000) - 500), bool(rng.chance(0.5)), nil()])
  if (roll === 6) return hostileRegexp(rng)
  if (roll === 7) return array(rng.many(3, () => hostileValue(rng, depth + 1)))
  if (roll === 8) return hash(distinct(rng.many(3, () => pair(hostileKey(rng), hostileValue(rng, depth + 1)))))
  return call('redirect', [str(`/${hostileText(rng)}`)], rng.chance(0.5) ? [keyword('status', int(302))] : [])
}

// Ruby keeps the last of repeated keys (with a warning): the generator repeats none.
function distinct(pairs: Pair[]): Pair[] {
  const seen = new Set<string>()
  return pairs.filter((p) => {
    const key = JSON.stringify(withoutPositions(p.key))
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

function hostileKey(rng: Rng): Value {
  return rng.chance(0.7) ? sym(hostileText(rng)) : str(hostileText(rng))
}

function hostileOptions(rng: Rng): Pair[] {
  const options = rng.many(3, () => pair(hostileKey(rng), hostileValue(rng)))
  if (rng.chance(0.5)) options.push(keyword('constraints', hash([pair(sym('id'), hostileRegexp(rng))])))
  if (rng.chance(0.5)) options.push(keyword('defaults', hash([pair(hostileKey(rng), str(hostileText(rng)))])))
  return distinct(options)
}

function hostileStatement(rng: Rng, depth: number): Statement {
  const roll = rng.int(depth < 2 ? 5 : 3)
  if (roll < 2) return statement(rng.pick(['get', 'post', 'match']), [str(hostileText(rng))], distinct([keyword('to', str(`c#${hostileText(rng)}`)), ...hostileOptions(rng)]))
  if (roll === 2) return statement('resources', [sym(hostileText(rng))], [keyword('path', str(hostileText(rng))), keyword('only', array([sym('index')]))])
  const method = rng.pick(['scope', 'namespace', 'constraints', 'defaults'])
  const args = method === 'scope' ? [str(hostileText(rng))] : method === 'namespace' ? [sym(hostileText(rng))] : []
  return statement(method, args, hostileOptions(rng), rng.many(3, () => hostileStatement(rng, depth + 1)))
}

/** A routes file of up to `size` statements with hostile values everywhere. */
export function hostileFile(rng: Rng, size = 5): RouteFile {
  return routeFile(Array.from({ length: rng.int(size) + 1 }, () => hostileStatement(rng, 0)))
}

/** `node` with each regexp's source as the routes.rb printer writes it (a backslash before an interpolating `#`). */
export function printedSources<T>(node: T): T {
  if (Array.isArray(node)) return node.map(printedSources) as T
  if (typeof node !== 'object' || node === null) return node
  const value = node as unknown as Value
  if (value.type === 'regexp') return { ...value, source: regexpBody(value.source, value.flags) } as T
  return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, printedSources(inner)])) as T
}

/** What went through the generators for one file. */
export interface GeneratorCounts {
  statements: number
  routes: number
  vectors: number
}

/**
 * Prints `ast` with every generator and reads each output back; throws FuzzFailure where a value
 * changed, a printed file held interpolation or other Ruby (strict mode refuses it), or an output
 * did not parse.
 */
export function checkGenerators(ast: RouteFile): GeneratorCounts {
  const plain = withoutPositions(ast)
  const rb = printRoutes(ast)
  const expected = printedSources(plain)
  same('routes.rb printer', parseRoutes(rb, { strict: true }), expected, rb)
  const yaml = printRoutesYaml(ast)
  same('routes.yaml printer', parseRoutesYaml(yaml), plain, yaml)
  const toRb = convertRoutes(yaml, { from: 'yaml', to: 'rb' })
  if (toRb.text !== rb) throw new FuzzFailure('convert --to rb', 'differs from the routes.rb printer', yaml)
  const toYaml = convertRoutes(rb, { from: 'rb', to: 'yaml' })
  same('convert --to yaml', parseRoutesYaml(toYaml.text), expected, rb)
  const { routes } = expand(ast)
  const table = compileTable(routes)
  if (JSON.stringify(JSON.parse(serializeTable(table))) !== JSON.stringify(table)) throw new FuzzFailure('compile', 'the serialized table reads back differently', rb)
  const vectors = deriveVectors(routes)
  const lines = vectors.map((vector) => `${JSON.stringify(vector)}\n`).join('').split('\n')
  if (lines.length !== vectors.length + 1 || lines.slice(0, -1).some((line, i) => line !== JSON.stringify(vectors[i]))) throw new FuzzFailure('vectors', 'a vector is not one JSON line', rb)
  return { statements: countStatements(ast.children), routes: routes.length, vectors: vectors.length }
}

function same(stage: string, parsed: { ast: RouteFile; diagnostics: { severity: string; message: string }[] }, expected: unknown, text: string): void {
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error')
  if (errors.length > 0) throw new FuzzFailure(stage, `its output does not read back: ${errors[0]!.message}`, text)
  if (JSON.stringify(withoutPositions(parsed.ast)) !== JSON.stringify(expected)) throw new FuzzFailure(stage, 'its output reads back as other values', text)
}

function countStatements(nodes: readonly TopLevel[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countStatements((node as Statement).children ?? []), 0)
}

/** A value as tools/fuzz/record-calls.rb writes what Ruby holds. */
type RubyJson = unknown

function rubyValue(value: Value): RubyJson {
  switch (value.type) {
    case 'string':
      return { str: value.value }
    case 'symbol':
      return { sym: value.value }
    case 'regexp':
      return { re: regexpBody(value.source, value.flags), flags: [...value.flags].sort().join('') }
    case 'integer':
    case 'boolean':
      return value.value
    case 'nil':
      return null
    case 'array':
      return value.elements.map(rubyValue)
    case 'hash':
      return { hash: value.entries.map((entry) => [rubyValue(entry.key), rubyValue(entry.value)]) }
    case 'call':
      return { call: value.method, args: value.arguments.map(rubyValue), options: value.options.map((o) => [rubyValue(o.key), rubyValue(o.value)]) }
    default:
      throw new Error(`no Ruby value for a ${value.type}`)
  }
}

/** The calls Ruby makes running the routes.rb of `ast`, in order, as record-calls.rb reports them. */
export function rubyCalls(ast: RouteFile): RubyJson[] {
  const calls: RubyJson[] = []
  const visit = (nodes: readonly TopLevel[]): void => {
    for (const node of nodes as Statement[]) {
      calls.push([node.method, node.arguments.map(rubyValue), node.options.map((o) => (o.type === 'pair' ? [rubyValue(o.key), rubyValue(o.value)] : ['**', rubyValue(o.value)]))])
      if (node.children) visit(node.children)
    }
  }
  visit(ast.children)
  return calls
}
