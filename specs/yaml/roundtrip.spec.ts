// Both directions round trip: every parsable .rb under specs/ survives rb → yaml → rb (same AST,
// positions aside), and every YAML twin survives yaml → rb → yaml (the same text).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { validateAst, withoutPositions } from '../../src/ast/index.js'
import { holdsRuby } from '../_support/ruby-nodes.js'
import { printRoutes } from '../../src/print/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { parseRoutesYaml, printRoutesYaml } from '../../src/yaml/index.js'

const specsDir = fileURLToPath(new URL('..', import.meta.url))

function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, wanted)
    return wanted(entry.name) ? [path] : []
  })
}

const hasError = (diagnostics: readonly { severity: string }[]): boolean => diagnostics.some((d) => d.severity === 'error')

/** The text of a generated twin without its leading comment lines (comments are not in the AST). */
function withoutHeader(text: string): string {
  return text.replace(/^(#.*\n)+/, '')
}

// A file holding Ruby (conditionals, Ruby kept as written) has no YAML spelling: convert names
// each such statement instead (specs/ruby/lenient.spec.ts, specs/yaml/golden.spec.ts).
test('rb → yaml → rb keeps the AST, for every strictly parsable .rb under specs/', () => {
  const failures: string[] = []
  let checked = 0
  for (const file of filesUnder(specsDir, (name) => name.endsWith('.rb'))) {
    const rb = parseRoutes(readFileSync(file, 'utf8'), { strict: true })
    if (hasError(rb.diagnostics) || holdsRuby(rb.ast)) continue
    checked++
    const yaml = printRoutesYaml(rb.ast)
    const back = parseRoutesYaml(yaml)
    const name = relative(specsDir, file)
    if (back.diagnostics.length > 0) failures.push(`${name}: ${back.diagnostics.map((d) => d.message).join('; ')}\n${yaml}`)
    else if (JSON.stringify(withoutPositions(back.ast)) !== JSON.stringify(withoutPositions(rb.ast))) failures.push(`${name}: AST changed\n${yaml}`)
    else if (validateAst(back.ast).length > 0) failures.push(`${name}: ${validateAst(back.ast).join('; ')}`)
  }
  console.log(`  rb → yaml → rb: ${checked} file(s)`)
  assert.ok(checked > 300)
  assert.equal(failures, [], failures.join('\n\n'))
})

test('yaml → rb → yaml gives the same text, for every YAML twin', () => {
  const failures: string[] = []
  const twins = filesUnder(join(specsDir, 'golden'), (name) => name.endsWith('.yaml'))
  for (const file of twins) {
    const text = readFileSync(file, 'utf8')
    const rb = printRoutes(parseRoutesYaml(text).ast)
    const again = printRoutesYaml(parseRoutes(rb).ast)
    if (again !== withoutHeader(text)) failures.push(`${relative(specsDir, file)}:\n${again}`)
  }
  console.log(`  yaml → rb → yaml: ${twins.length} twin(s)`)
  assert.ok(twins.length > 280)
  assert.equal(failures, [], failures.join('\n\n'))
})

test.run()
