/**
 * Cost stays linear in input size. Each row is one input family at sizes ×1, ×10 and
 * ×100; the last columns are the time per unit at ×10 and ×100 relative to ×1 (about 1 means
 * linear; 10 would mean quadratic). Medians of a few runs, in-process, from source:
 *
 *   node --import tsx bench/limits.ts [WORD]   (only the families whose name holds WORD)
 */
import { checkRoutes } from '../src/check/index.js'
import { createMatcher, type Diagnostic, expand, formatDiagnostic, parseRoutes, parseRoutesYaml } from '../src/index.js'

interface Family {
  name: string
  unit: string
  base: number
  /** Prepares an input of `n` units (untimed) and returns the timed work. */
  make(n: number): () => unknown
}

const blog = createMatcher(expand(parseRoutes('resources :posts do\n  resources :comments\nend\nget "*path", to: "pages#show"\n').ast).routes)

const FAMILIES: Family[] = [
  { name: 'parse routes.rb', unit: 'routes', base: 1_000, make: (n) => { const s = 'get "/p/:id", to: "p#s"\n'.repeat(n); return () => parseRoutes(s) } },
  { name: 'parse + expand routes.rb (resources)', unit: 'resources', base: 100, make: (n) => { const s = Array.from({ length: n }, (_, i) => `resources :r${i}, only: [:index, :show]\n`).join(''); return () => expand(parseRoutes(s).ast) } },
  { name: 'parse routes.yaml', unit: 'routes', base: 500, make: (n) => { const s = `routes:\n${'  - get: /p/:id\n    to: p#s\n'.repeat(n)}`; return () => parseRoutesYaml(s) } },
  { name: 'string literal (routes.rb)', unit: 'KB', base: 10, make: (n) => { const s = `get "x", to: "a#b", note: "${'a'.repeat(n * 1024)}"\n`; return () => parseRoutes(s) } },
  { name: 'unterminated string (routes.rb)', unit: 'KB', base: 10, make: (n) => { const s = `get "x", to: "a#b", note: "${'a'.repeat(n * 1024)}\n`; return () => parseRoutes(s) } },
  { name: 'nesting (RC1020 beyond 100), routes.rb', unit: 'levels', base: 100, make: (n) => { const s = 'scope "a" do\n'.repeat(n) + 'end\n'.repeat(n); return () => parseRoutes(s) } },
  { name: 'nesting (RC3025 beyond 256), yaml flow', unit: 'levels', base: 100, make: (n) => { const s = `routes: ${'['.repeat(n)}${']'.repeat(n)}\n`; return () => parseRoutesYaml(s) } },
  { name: 'yaml flow lines 10,000 deep (RC3025)', unit: 'lines', base: 1, make: (n) => { const s = `routes: ${`${'['.repeat(10_000)}${']'.repeat(10_000)}\n`.repeat(n)}`; return () => parseRoutesYaml(s) } },
  { name: 'yaml string of bad escapes', unit: 'KB', base: 10, make: (n) => { const s = `routes:\n"${'\\d'.repeat(n * 512)}"\n`; return () => parseRoutesYaml(s) } },
  { name: 'yaml mapping keys (duplicate check)', unit: 'keys', base: 1_000, make: (n) => { const s = `routes:\n  - get: /p\n    to: a#b\n    defaults: {${Array.from({ length: n }, (_, i) => `k${i}: 1`).join(', ')}}\n`; return () => parseRoutesYaml(s) } },
  { name: 'unclosed %r{ literals (routes.rb)', unit: 'lines', base: 200, make: (n) => { const s = 'get "x", to: "a#b", id: %r{a\n'.repeat(n); return () => parseRoutes(s) } },
  { name: 'stray characters + refused statements (routes.rb)', unit: 'lines', base: 500, make: (n) => { const s = '`\n@x\n'.repeat(n); return () => parseRoutes(s) } },
  { name: 'unreadable characters (routes.rb, `%` runs)', unit: 'KB', base: 100, make: (n) => { const s = `get ""${'%'.repeat(n * 1024)}"draft", on: :new\n`; return () => parseRoutes(s) } },
  // Many diagnostics, each printed with its code frame, as `routecraft check` prints them.
  { name: 'diagnostics: routes.rb stray characters, framed', unit: 'lines', base: 500, make: (n) => { const s = '`\n'.repeat(n); return () => framed(s, parseRoutes(s).diagnostics) } },
  { name: 'diagnostics: routes.rb duplicate routes, checked and framed', unit: 'routes', base: 200, make: (n) => { const s = 'get "/p", to: "a#b"\n'.repeat(n); return () => framed(s, checkRoutes(expand(parseRoutes(s).ast).routes, new Map([['routes.rb', s]]))) } },
  { name: 'diagnostics: routes.yaml duplicate keys, framed', unit: 'keys', base: 500, make: (n) => { const s = `routes:\n  - get: /p\n    to: a#b\n    defaults:\n${'      k: 1\n'.repeat(n)}`; return () => framed(s, parseRoutesYaml(s).diagnostics) } },
  { name: 'diagnostics: routes.yaml bad escapes, framed', unit: 'KB', base: 2, make: (n) => { const s = `routes:\n${'  - get: "/\\d"\n    to: a#b\n'.repeat(Math.round((n * 1024) / 28))}`; return () => framed(s, parseRoutesYaml(s).diagnostics) } },
  { name: 'recognize, glob route, long path', unit: 'KB', base: 1, make: (n) => { const p = '/x'.repeat(n * 512); return () => blog.recognize('GET', p) } },
  { name: 'recognize, malformed escapes', unit: 'KB', base: 1, make: (n) => { const p = '/%zz'.repeat(n * 256); return () => blog.recognize('GET', p) } },
]

/** Every diagnostic as the CLI prints it, with its code frame; the number printed. */
function framed(source: string, diagnostics: readonly Diagnostic[]): number {
  let length = 0
  for (const d of diagnostics) length += formatDiagnostic(d, source).length
  return length
}

function median(run: () => unknown, budgetMs = 300): number {
  const times: number[] = []
  const start = performance.now()
  while (times.length < 3 || (times.length < 15 && performance.now() - start < budgetMs)) {
    const t = performance.now()
    run()
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!
}

const rows = [['input', 'unit', '×1', '×10', '×100', 'per unit ×10/×1', 'per unit ×100/×1']]
// `node --import tsx bench/limits.ts diagnostics` runs the families whose name holds the word.
const only = process.argv[2]
for (const family of FAMILIES.filter((f) => only === undefined || f.name.includes(only))) {
  median(family.make(family.base)) // warm-up: the first runs measure the JIT, not the input
  const ms = [1, 10, 100].map((k) => median(family.make(family.base * k)))
  const perUnit = ms.map((t, i) => t / (family.base * 10 ** i))
  rows.push([
    family.name,
    family.unit,
    ...ms.map((t, i) => `${(family.base * 10 ** i).toLocaleString('en')}: ${t.toFixed(2)} ms`),
    (perUnit[1]! / perUnit[0]!).toFixed(2),
    (perUnit[2]! / perUnit[0]!).toFixed(2),
  ])
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
for (const row of rows) console.log(row.map((cell, c) => (c === 0 || c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '))
