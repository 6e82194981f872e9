import type { RouteFile } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { railsInflector } from '../inflect/index.js'
import type { Route } from '../route.js'
import { Budget, limitsWith } from './budget.js'
import { codeFor } from './codes.js'
import { Context } from './context.js'
import { DrawnFileInvalid } from './draw.js'
import { Evaluator } from './evaluate/expression.js'
import { definedMethodValue } from './evaluate/methods.js'
import { RoutingError } from './errors.js'
import type { ExpandOptions } from './options.js'
import type { AppendedRoutes } from './gems/framework.js'
import { Scope } from './scope.js'
import { expandStatements } from './statements.js'
import { RHash } from './values.js'

export type { DrawLoader, ExpandOptions } from './options.js'
export type { AppFacts, AppFile } from './gems/app.js'
export { type AppendedRoutes, type ApplicationFiles, type FrameworkChoice, frameworkRoutes } from './gems/framework.js'
export type { RubyEnvironment } from './evaluate/environment.js'
export { EXPAND_CODES } from './codes.js'
export { DEFAULT_LIMITS, LIMIT_NAMES, type EvaluationLimits, type LimitName } from './budget.js'

export interface Expansion {
  /** The routes in Rails' order; empty when there are errors (Rails draws nothing then). */
  routes: Route[]
  diagnostics: Diagnostic[]
}

/**
 * Expands a routes AST into Rails' route table. Pure: files named by `draw` come through
 * `options.loadDrawFile`. The first error stops the expansion, as it stops Rails' `draw`.
 */
export function expand(ast: RouteFile, options: ExpandOptions = {}): Expansion {
  const file = options.file ?? 'routes.rb'
  const cx = new Context(options.apiOnly ?? false, options.inflector ?? railsInflector, options.loadDrawFile, options.drawPaths ?? [], options.strict ?? false, options.engineModule, expandStatements)
  cx.evaluator = new Evaluator(options.environment, cx.inflector, new Budget(limitsWith(options.limits)), !(options.strict ?? false))
  cx.evaluator.onNote = (message) => cx.note(message)
  cx.evaluator.definedMethod = (name) => definedMethodValue(cx, name)
  if (options.gemMacros === false) cx.gemMacros = false
  if (options.app) cx.app = options.app
  cx.drawing.push(file)
  // The route set's `resources_path_names`, shared by every scope that does not set its own.
  const root = new Scope({ pathNames: RHash.of({ new: 'new', edit: 'edit' }) })
  try {
    expandStatements(cx, root, ast.children, file)
    for (const appended of options.appended ?? []) expandAppended(cx, root, appended, options)
  } catch (error) {
    if (error instanceof DrawnFileInvalid) return { routes: [], diagnostics: cx.diagnostics }
    if (error instanceof RoutingError) return { routes: [], diagnostics: [...cx.diagnostics, toDiagnostic(error, file)] }
    if (error instanceof RangeError) {
      // A stack overflow: nesting far beyond any real routes file.
      const limit = new RoutingError('ArgumentError', 'routes nest too deeply to expand')
      return { routes: [], diagnostics: [...cx.diagnostics, toDiagnostic(limit, file)] }
    }
    throw error
  }
  return { routes: cx.withdrawn.size === 0 ? cx.routes : cx.routes.filter((route) => !cx.withdrawn.has(route)), diagnostics: cx.diagnostics }
}

/** An engine's routes file, drawn after the application's into the same table, its routes marked with the engine. */
function expandAppended(cx: Context, root: Scope, appended: AppendedRoutes, options: ExpandOptions): void {
  // What the caller says (`--value 'ActiveStorage.routes_prefix="/files"'`) wins over what was read.
  const values = new Map([...(appended.values ?? []), ...(options.environment?.values ?? [])])
  const evaluator = cx.evaluator
  cx.evaluator = new Evaluator({ ...options.environment, values }, cx.inflector)
  const start = cx.routes.length
  try {
    expandStatements(cx, root, appended.ast.children, appended.file)
  } finally {
    cx.evaluator = evaluator
  }
  for (let i = start; i < cx.routes.length; i++) cx.routes[i]!.origin = appended.origin
}

function toDiagnostic(error: RoutingError, file: string): Diagnostic {
  const position = error.position ?? { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } }
  const diagnostic: Diagnostic = { code: error.code ?? codeFor(error.message), name: error.rubyClass, severity: 'error', message: error.message, file: error.file ?? file, position }
  if (error.hint !== undefined) diagnostic.hint = error.hint
  return diagnostic
}
