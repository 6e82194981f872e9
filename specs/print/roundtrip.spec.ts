// Project-wide checks on every `.rb` file under specs/ (goldens, syntax fixtures, ...):
// every AST the parser produces validates against schema/ast.schema.json, and printing it then
// parsing the text again gives the same AST, positions aside. Stored `ast.json` files validate too.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseRoutes } from '../../src/syntax/index.js'
import { validateAst, withoutPositions } from '../../src/ast/index.js'
import { printRoutes } from '../../src/print/index.js'

const specsDir = fileURLToPath(new URL('..', import.meta.url))

/** Every file under `dir` (recursively) whose name passes `wanted`. */
function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, wanted)
    return wanted(entry.name) ? [path] : []
  })
}

/** The JSON pointer of the first place where `a` and `b` differ, or undefined when they are equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | undefined {
  if (a === b) return undefined
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path || '/'} (${JSON.stringify(a)} became ${JSON.stringify(b)})`
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const found = firstDifference(left[key], right[key], `${path}/${key}`)
    if (found !== undefined) return found
  }
  return undefined
}

const hasError = (diagnostics: readonly { severity: string }[]): boolean => diagnostics.some((d) => d.severity === 'error')

test('every parsed .rb file under specs/ validates and survives print → parse', () => {
  let checked = 0
  let skipped = 0
  const failures: string[] = []
  for (const file of filesUnder(specsDir, (name) => name.endsWith('.rb'))) {
    const name = relative(specsDir, file)
    const first = parseRoutes(readFileSync(file, 'utf8'))
    // Error fixtures: their AST is partial by design, and printing it proves nothing.
    if (hasError(first.diagnostics)) {
      skipped++
      continue
    }
    checked++
    const errors = validateAst(first.ast)
    if (errors.length > 0) failures.push(`${name}: the parsed AST does not validate:\n  ${errors.join('\n  ')}`)
    const printed = printRoutes(first.ast)
    const second = parseRoutes(printed)
    if (hasError(second.diagnostics)) {
      failures.push(`${name}: the printed text does not parse:\n${printed}\n  ${second.diagnostics.map((d: unknown) => JSON.stringify(d)).join('\n  ')}`)
      continue
    }
    const difference = firstDifference(withoutPositions(first.ast), withoutPositions(second.ast), '')
    if (difference !== undefined) failures.push(`${name}: print → parse changed the AST at ${difference}; printed text:\n${printed}`)
  }
  console.log(`  roundtrip: ${checked} file(s) checked, ${skipped} error fixture(s) skipped`)
  assert.ok(checked >= 1, 'no parsable .rb file found under specs/')
  assert.equal(failures, [], failures.join('\n\n'))
})

test('every stored ast.json under specs/ validates against the schema', () => {
  const failures: string[] = []
  for (const file of filesUnder(specsDir, (name) => name === 'ast.json')) {
    const errors = validateAst(JSON.parse(readFileSync(file, 'utf8')))
    if (errors.length > 0) failures.push(`${relative(specsDir, file)}:\n  ${errors.join('\n  ')}`)
  }
  assert.equal(failures, [], failures.join('\n'))
})

test.run()
