/**
 * routecraft's public API, grouped by stage: text → AST → routes → table / matcher.
 */
export * from './ast/types.js'
export type { Diagnostic, Severity } from './diagnostic.js'
export { hasErrors } from './diagnostic.js'
export type { Route, RubyValue, SymbolTag, RegexpTag, ConstantTag, SourceLocation } from './route.js'
