// Regenerates the routes.yaml twin of every golden routes file with the YAML printer:
//
//   node --import tsx tools/yaml-twins.ts           # write every twin
//   node --import tsx tools/yaml-twins.ts --check   # exit 1 when a twin is missing or stale
//
// specs/golden/<case>/routes.rb         -> routes.yaml
// specs/golden/<case>/routes/**/<n>.rb  -> routes/**/<n>.yaml
// A file holding Ruby (conditionals, loops, variables) has no twin: routes.yaml is declarative.
// Each twin starts with a line saying it is generated, then a yaml-language-server modeline that
// points at schema/routes.schema.json, so that editors check the twins too.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walk } from '../src/ast/index.js'
import { isRubyNode, type RouteFile } from '../src/ast/types.js'
import { parseRoutes } from '../src/syntax/index.js'
import { printRoutesYaml } from '../src/yaml/index.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const goldens = join(root, 'specs', 'golden')

/** The header of a twin: how it was made, and the schema for editors. */
export function twinHeader(twin: string): string {
  const schema = relative(dirname(twin), join(root, 'schema', 'routes.schema.json'))
  return `# Generated from the .rb file beside it: node --import tsx tools/yaml-twins.ts\n# yaml-language-server: $schema=${schema}\n`
}

/** Every .rb file of the golden cases: each case's routes.rb and its drawn files. */
function rbFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return rbFiles(path)
    return entry.name.endsWith('.rb') ? [path] : []
  })
}

function holdsRuby(ast: RouteFile): boolean {
  let found = false
  walk(ast, (node) => void (found ||= isRubyNode(node)))
  return found
}

const check = process.argv.includes('--check')
let stale = 0
for (const file of rbFiles(goldens).sort()) {
  const { ast, diagnostics } = parseRoutes(readFileSync(file, 'utf8'), { file })
  if (diagnostics.some((d) => d.severity === 'error')) throw new Error(`${file} does not parse`)
  if (holdsRuby(ast)) continue
  const twin = file.replace(/\.rb$/, '.yaml')
  const text = twinHeader(twin) + printRoutesYaml(ast)
  if (existsSync(twin) && readFileSync(twin, 'utf8') === text) continue
  stale++
  if (check) console.log(`stale: ${relative(root, twin)}`)
  else writeFileSync(twin, text)
}
console.log(`${stale} twin(s) ${check ? 'stale' : 'written'}`)
if (check && stale > 0) process.exit(1)
