import * as assert from 'uvu/assert'
import { withoutPositions } from '../../src/ast/index.js'
import { printRoutes } from '../../src/print/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

/** Asserts that `source` parses cleanly and that printing its AST and parsing that gives the same AST. */
export function assertPrintsBack(source: string): void {
  const first = parseRoutes(source)
  assert.equal(first.diagnostics, [])
  const printed = printRoutes(first.ast)
  assert.equal(withoutPositions(parseRoutes(printed).ast), withoutPositions(first.ast), printed)
}
