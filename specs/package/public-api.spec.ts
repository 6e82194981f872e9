// The names the package gives its users (src/index.ts, the package's only code entry): moving a
// module between folders must not add, drop or rename one. Values are checked here; the types
// are imported below, so `npm run typecheck` fails when one of them goes missing.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as api from '../../src/index.js'
import type * as Api from '../../src/index.js'

// Every exported type, named once so that the compiler checks each one resolves.
export type PublicTypes = [
  Api.ConstantTag, Api.ConstraintCheck, Api.ConstraintChecks, Api.ConstraintRequest, Api.ConvertOptions,
  Api.ConvertResult, Api.Diagnostic, Api.DrawLoader, Api.ExpandOptions, Api.ExpandedOptions, Api.Expansion,
  Api.FrameOptions, Api.GenerateArg, Api.Handler, Api.Handlers, Api.Inflector, Api.InflectorName,
  Api.InflectorOptions, Api.ListenerOptions, Api.ListingOptions, Api.LoadOptions, Api.LoadResult,
  Api.Matcher, Api.MatcherOptions, Api.ParamValue, Api.ParseOptions, Api.ParseResult, Api.Recognition,
  Api.RegexpTag, Api.RequestFacts, Api.RequestListener, Api.Route, Api.RouteFilter, Api.RoutesFormat,
  Api.RubyValue, Api.RubyVersion, Api.Severity, Api.SourceLocation, Api.SymbolTag, Api.SyntaxCode,
  Api.YamlCode, Api.YamlParseOptions, Api.YamlParseResult, Api.YamlPrintOptions, Api.TextEdit, Api.InsertOptions,
  Api.StatementParent, Api.RouteDiff, Api.ChangedRoute, Api.HelperChange, Api.PrecedenceChange, Api.RouteField,
  Api.DiffOptions, Api.OpenApiOptions, Api.OpenApiResult, Api.HelpersLanguage, Api.HelpersOptions, Api.HelpersResult,
  Api.ExportCode, Api.CheckOptions, Api.CheckResult, Api.CompiledTable, Api.CompiledRoute, Api.CompiledRecognition,
  Api.CompiledGeneration, Api.CompiledSegment, Api.PatternPart, Api.Unsupported,
]

const VALUES = [
  'AST_VERSION', 'DEFAULT_LIMITS', 'DRAW_EXTENSIONS', 'EXPAND_CODES', 'LIMIT_NAMES', 'RUBY_NODE_TYPES', 'RedirectError', 'RoutesError', 'SKIP',
  'STATEMENT_TYPES', 'SYNTAX_CODES', 'UrlGenerationError', 'YAML_CODES', 'array', 'astSchema', 'astSchemaPath', 'bool',
  'call', 'codeFrame', 'constant', 'convertRoutes', 'createEnglishInflector', 'createInflector', 'createMatcher',
  'createRequestListener', 'drawPathsFor', 'englishInflector', 'expand', 'fileDrawLoader', 'filterRoutes',
  'formatDiagnostic', 'formatOf', 'formatRoutesExpanded', 'formatRoutesTable', 'hasErrors', 'hash', 'inflectorFor',
  'inspectRoutesFile', 'int', 'isNode', 'isRubyNode', 'keyword', 'loadRoutes', 'nil', 'optionPairs', 'pair', 'parseRoutes',
  'parseRoutesYaml', 'pointAt', 'pointLocator', 'positionOf', 'printRoutes', 'printRoutesYaml', 'printStatement',
  'printValue', 'railsInflector', 'regexp', 'requestFacts', 'routeFile', 'routeSet', 'routesSchema', 'routesSchemaPath',
  'routesToJson', 'rubyInspect', 'statement', 'statementType', 'str', 'sym', 'validateAst', 'walk', 'withoutPositions',
  'zeroPosition', 'applyEdits', 'insertStatement', 'setOption', 'removeOption', 'renameResource', 'findOption',
  'printPair', 'printExpression', 'diffRoutes', 'formatDiffText', 'formatDiffMarkdown', 'diffToJson', 'openapi', 'serializeOpenApi', 'helpers', 'EXPORT_CODES', 'frameworkRoutes',
  'check', 'CHECK_CODES', 'compile', 'serializeTable', 'COMPILED_FORMAT', 'COMPILED_VERSION', 'appLoadOptions',
]

test('the package exports exactly its documented values', () => {
  assert.equal(Object.keys(api).sort(), [...VALUES].sort())
})

test('the serving names are the ones the matcher works with', () => {
  // The listener takes a matcher from the same entry; request facts answer as a function of the method name.
  const listener = api.createRequestListener(api.createMatcher([]), {})
  assert.type(listener, 'function')
  assert.type(api.requestFacts('https://example.com/'), 'function')
})

test.run()
