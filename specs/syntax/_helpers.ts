// Shared helpers of the syntax specs (the leading `_` keeps uvu from running this as a spec).
import * as assert from 'uvu/assert'
import type { Statement, TopLevel } from '../../src/ast/types.js'
import { parseRoutes } from '../../src/syntax/index.js'

/** A deep copy without `position` keys, for comparing shapes. */
export function strip<T>(node: T): T {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value))) as T
}

/** The top-level nodes of source that must parse without diagnostics. */
export function parseClean(source: string): TopLevel[] {
  const { ast, diagnostics } = parseRoutes(source)
  assert.equal(diagnostics, [], `unexpected diagnostics for:\n${source}`)
  return ast.children
}

/** The only statement of a clean source, without positions. */
export function statementOf(source: string): Statement {
  const children = parseClean(source)
  assert.is(children.length, 1)
  return strip(children[0] as Statement)
}

/** The value of `foo(<source>)`, without positions (parens: a paren-less `{` would open a block). */
export function valueOf(source: string): Shape {
  const statement = statementOf(`foo(${source})`)
  assert.is(statement.arguments.length, 1, `one argument in ${source}`)
  return statement.arguments[0]!
}

/** Diagnostics of a strict parse as `code line:column message`, the form the error specs compare. */
export function errorsOf(source: string): string[] {
  return parseRoutes(source, { strict: true }).diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column} ${d.message}`)
}

/** A node without its positions: what `strip` returns, typed loosely so expectations stay short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Shape = any

/** `{ type: 'symbol', value }` and friends, without positions. */
export const sym = (value: string): Shape => ({ type: 'symbol', value })
export const str = (value: string): Shape => ({ type: 'string', value })
export const int = (value: number): Shape => ({ type: 'integer', value })
export const pair = (key: Shape, value: Shape): Shape => ({ type: 'pair', key, value })
