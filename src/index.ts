/**
 * routecraft's public API, grouped by stage: text → AST → routes → table.
 * Everything here is described in docs/api.md (a runnable example each); the AST contract is `schema/ast.md`.
 */

// The AST (contract 1.4, schema/ast.md): types, builders, positions, visitor, validation against the schema.
export * from './ast/index.js'

// Front end: the routes language (Rails' config/routes.rb syntax) and its printer.
export { parseRoutes, SYNTAX_CODES } from './syntax/index.js'
export type { ParseOptions, ParseResult, SyntaxCode } from './syntax/index.js'
export { printRoutes, printStatement, printValue, printPair, printExpression } from './print/index.js'

// Edits that keep comments and layout: text edits against the source an AST was parsed from.
export { applyEdits, insertStatement, setOption, removeOption, renameResource, findOption } from './edit/index.js'
export type { TextEdit, InsertOptions, StatementParent } from './edit/index.js'

// Front end: routes.yaml (the same AST), and conversion between the two formats.
export { parseRoutesYaml, printRoutesYaml, convertRoutes, formatOf, routesSchema, routesSchemaPath, YAML_CODES } from './yaml/index.js'
export type { YamlParseOptions, YamlParseResult, YamlPrintOptions, ConvertOptions, ConvertResult, RoutesFormat, YamlCode } from './yaml/index.js'

// Expansion: AST → Rails' route list.
export { expand, EXPAND_CODES, DEFAULT_LIMITS, LIMIT_NAMES } from './expand/index.js'
export type { DrawLoader, EvaluationLimits, ExpandOptions, Expansion, LimitName } from './expand/index.js'
export type { Route, RubyValue, SymbolTag, RegexpTag, ConstantTag, SourceLocation } from './route.js'
// The routes gems and Rails' engines add.
export { frameworkRoutes } from './expand/index.js'
export type { AppFacts, AppFile, AppendedRoutes, ApplicationFiles, FrameworkChoice } from './expand/index.js'
export type { RouteOrigin } from './route.js'
export type { GemsChoice } from './load-app.js'

// Files: read, parse and expand a routes file and what it draws.
export { loadRoutes, inspectRoutesFile, fileDrawLoader, drawPathsFor, RoutesError, DRAW_EXTENSIONS } from './load.js'
export { appLoadOptions } from './app-options.js'
export type { LoadOptions, LoadResult } from './load.js'

// Checking: what `routecraft check` reports (shadowed and duplicate routes, lints, unused routes),
// for a routes file or a route list.
export { check } from './check/api.js'
export { CHECK_CODES } from './check/index.js'
export type { CheckOptions, CheckResult } from './check/api.js'

// Compiling: the route list as a table routers in other languages run (schema/compiled-routes.md).
export { compile, serializeTable, COMPILED_FORMAT, COMPILED_VERSION } from './compile/index.js'
export type { CompiledTable, CompiledRoute, CompiledRecognition, CompiledGeneration, CompiledSegment, PatternPart, Unsupported } from './compile/index.js'

// Matching: recognise requests and generate paths with Rails' rules.
export { createMatcher, UrlGenerationError } from './match/index.js'
export type { Matcher, Recognition, ParamValue, GenerateArg, RequestFacts, MatcherOptions, ConstraintCheck, ConstraintChecks, ConstraintRequest } from './match/index.js'

// Serving: the matcher behind a node:http request listener.
export { createRequestListener, requestFacts, RedirectError } from './serve/index.js'
export type { Handler, Handlers, ListenerOptions, RequestListener } from './serve/index.js'

// Output: the `rails routes` table, the expanded view, JSON, diagnostics with code frames.
export {
  formatRoutesTable,
  formatRoutesExpanded,
  routesToJson,
  filterRoutes,
  rubyInspect,
  codeFrame,
  formatDiagnostic,
} from './format/index.js'
export type { ExpandedOptions, ListingOptions, RouteFilter, RubyVersion, FrameOptions } from './format/index.js'

// Diff: what a change to the routes does for clients (added, removed, changed, precedence), and its reports.
export { diffRoutes, formatDiffText, formatDiffMarkdown, diffToJson } from './diff/index.js'
export type { RouteDiff, ChangedRoute, HelperChange, PrecedenceChange, RouteField, DiffOptions } from './diff/index.js'
// Exports: an OpenAPI 3.1 document of the routes, and typed path helpers for TypeScript and Python.
export { openapi, serializeOpenApi, helpers, EXPORT_CODES } from './export/index.js'
export type { OpenApiOptions, OpenApiResult, HelpersLanguage, HelpersOptions, HelpersResult, ExportCode } from './export/index.js'

// Inflection: Rails' rules (the default) or plain English, with user additions.
export { createInflector, createEnglishInflector, railsInflector, englishInflector, inflectorFor } from './inflect/index.js'
export type { Inflector, InflectorOptions, InflectorName } from './inflect/index.js'

// Diagnostics.
export type { Diagnostic, Severity } from './diagnostic.js'
export { hasErrors } from './diagnostic.js'
