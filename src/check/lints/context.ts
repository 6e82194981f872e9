/**
 * What every lint reads: the parsed files (the routes file and those it draws) and the route
 * table they expand to, and how a lint words its finding.
 */
import { optionPairs } from '../../ast/types.js'
import type { BlockStatement, Pair, Position, RouteFile, Statement, TopLevel, Value } from '../../ast/types.js'
import type { Diagnostic } from '../../diagnostic.js'
import type { Route } from '../../route.js'
import type { LintCode } from '../lint-codes.js'

/** One parsed file, by the name its routes' `source.file` gives it. */
export interface ParsedFile {
  file: string
  ast: RouteFile
}

/** What the lints read: the routes (Rails' order) and every file that made them. */
export interface LintInput {
  routes: readonly Route[]
  files: readonly ParsedFile[]
}

/** A lint: findings as warnings, never an error (Rails draws these files). */
export type Lint = (input: LintInput) => Diagnostic[]

/** A warning of `code` at `position` of `file`. */
export function lintWarning(code: LintCode, file: string, position: Position, message: string, hint?: string): Diagnostic {
  const diagnostic: Diagnostic = { code, name: 'Warning', severity: 'warning', message, file, position }
  if (hint !== undefined) diagnostic.hint = hint
  return diagnostic
}

/** A routing statement with the statements enclosing it, outermost first. */
export interface StatementVisit {
  file: string
  statement: Statement
  ancestors: readonly Statement[]
}

/** Every routing statement of every file, in source order, with its enclosing statements. */
export function statements(files: readonly ParsedFile[]): StatementVisit[] {
  const found: StatementVisit[] = []
  const visit = (file: string, nodes: readonly TopLevel[] | undefined, ancestors: readonly Statement[]): void => {
    for (const node of nodes ?? []) {
      if (isStatement(node)) {
        found.push({ file, statement: node, ancestors })
        visit(file, node.children, [...ancestors, node])
      } else {
        // Conditionals, loops and route-set wrappers hold statements in `children` (and `else`).
        const holder = node as { children?: BlockStatement[]; else?: BlockStatement[] }
        visit(file, holder.children, ancestors)
        visit(file, holder.else, ancestors)
      }
    }
  }
  for (const { file, ast } of files) visit(file, ast.children, [])
  return found
}

function isStatement(node: TopLevel): node is Statement {
  return 'method' in node && 'options' in node && Array.isArray((node as Statement).options) && (node as { type: string }).type !== 'ruby'
}

/** The name of an option's key (`only` for `only:`, `:only =>` or `'only' =>`), or undefined for other keys. */
export function keyName(pair: Pair): string | undefined {
  return pair.key.type === 'symbol' || pair.key.type === 'string' ? pair.key.value : undefined
}

/** The option named `name`, if given. */
export function option(statement: Statement, name: string): Pair | undefined {
  return optionPairs(statement.options).find((p) => keyName(p) === name)
}

/** The entries of a hash value, or none for any other value. */
export function hashEntries(value: Value): Pair[] {
  return value.type === 'hash' ? value.entries : []
}

/** `/photos/:id(.:format)` → `['id', 'format']`: the names of a Journey pattern's segments and globs. */
export function segmentNames(path: string): string[] {
  return [...path.matchAll(/[:*]([a-zA-Z_]\w*)/g)].map((m) => m[1]!)
}

/** True when `point` (line, column) lies inside `position` (whose end is exclusive). */
export function contains(position: Position, line: number, column: number): boolean {
  const { start, end } = position
  if (line < start.line || line > end.line) return false
  if (line === start.line && column < start.column) return false
  return !(line === end.line && column >= end.column)
}

/** The routes a statement made: those whose declaration lies inside it. */
export function routesOf(visit: StatementVisit, routes: readonly Route[]): Route[] {
  return routes.filter((r) => r.source.file === visit.file && contains(visit.statement.position, r.source.line, r.source.column))
}

// Every route of a lint's findings asks for its statement: the visits are indexed once, by where
// each statement starts (the first visit of a place wins, as a search from the front found it).
const indexes = new WeakMap<readonly StatementVisit[], Map<string, StatementVisit>>()

function byStart(visits: readonly StatementVisit[]): Map<string, StatementVisit> {
  let index = indexes.get(visits)
  if (index) return index
  index = new Map()
  for (const v of visits) {
    const key = `${v.statement.position.start.line}:${v.statement.position.start.column}:${v.file}`
    if (!index.has(key)) index.set(key, v)
  }
  indexes.set(visits, index)
  return index
}

/** The span of the statement that declared `route`, or the point its source names when none starts there. */
export function declarationPosition(visits: readonly StatementVisit[], route: Route): Position {
  const { file, line, column } = route.source
  const visit = byStart(visits).get(`${line}:${column}:${file}`)
  if (visit) return visit.statement.position
  const at = { line, column, offset: 0 }
  return { start: at, end: at }
}
