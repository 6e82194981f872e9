import type { RouteFile } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { Inflector } from '../inflect/index.js'
import type { EvaluationLimits } from './budget.js'
import type { RubyEnvironment } from './evaluate/environment.js'
import type { AppFacts } from './gems/app.js'
import type { AppendedRoutes } from './gems/framework.js'

/** Reads a file for `draw`: the parsed file, or null when no draw directory has it. */
export type DrawLoader = (name: string) => { ast: RouteFile; diagnostics: Diagnostic[]; file: string } | null

export interface ExpandOptions {
  /** The file the AST came from, used in diagnostics and route sources. */
  file?: string
  /** Draws no `new`/`edit` routes, as Rails' API-only applications. */
  apiOnly?: boolean
  /** Singularises and pluralises resource names; Rails' rules by default. */
  inflector?: Inflector
  /** Finds files for `draw(name)`; without it every `draw` fails (RC2016: no loader was given). */
  loadDrawFile?: DrawLoader
  /** The directories searched by `draw`, for its not-found message. */
  drawPaths?: string[]
  /**
   * Refuses `ruby` statements (Ruby routecraft does not evaluate) as errors; by default each is
   * skipped with a warning and the rest of the file is drawn.
   */
  strict?: boolean
  /** What conditions may ask: `Rails.env` (`development` by default) and the values `ENV` reads. */
  environment?: RubyEnvironment
  /**
   * The module an engine's routes (a file wrapped in `X::…::Engine.routes.draw do`) are drawn in,
   * Rails' route-set default scope. By default `underscore(X)`, as an engine that calls
   * `isolate_namespace X` draws them; '' for an engine that is not isolated.
   */
  engineModule?: string
  /**
   * Draws gem macros (`devise_for`, `use_doorkeeper`) as the gems draw them (the default); false
   * skips each with a warning, so that the table has the file's own routes only.
   */
  gemMacros?: boolean
  /** What gem macros read of the application: its models, initializers and Gemfile.lock. */
  app?: AppFacts
  /** Routes files drawn after this one into the same table: Rails' engines' (see `frameworkRoutes`). */
  appended?: readonly AppendedRoutes[]
  /**
   * Raises (or lowers) the limits on the work of one expansion (`DEFAULT_LIMITS`): evaluation
   * steps, elements and characters built, loop iterations, routes, and calls of methods,
   * concerns and drawn files. Crossing one is an error at the statement that crossed it.
   */
  limits?: Partial<EvaluationLimits>
}
