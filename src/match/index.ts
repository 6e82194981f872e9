/**
 * The matcher: a route list compiled for recognition (`recognize`) and generation (`generate`).
 * Serving HTTP on top of it lives in `src/serve/`, which reaches the matcher through this file only.
 */
export { createMatcher } from './matcher.js'
export type { Matcher, MatcherOptions } from './matcher.js'
export type { Recognition } from './recognition.js'
export type { ParamValue } from './params.js'
export type { GenerateArg } from './generate.js'
export { UrlGenerationError } from './errors.js'
export type { ConstraintCheck, ConstraintChecks, ConstraintRequest, RequestFacts } from './conditions.js'

// Generation's escaping and Rails' `to_param`/`to_query`, which redirect targets reuse
// (not part of the package's public API).
export { escapeFragment, escapePath, escapeSegment, wwwFormEscape } from './escape.js'
export { toParam, toQuery } from './query.js'

// Journey's path normalisation, for tools that test a path against a route's pattern themselves
// (the explorer's "passed over" list).
export { normalizePath } from './normalize.js'
// Journey's pattern language read as a tree, which consumers that sample requests or compare
// helper signatures reuse (not part of the package's public API).
export { parsePattern, requiredKeys, segmentKeys, variants } from './pattern.js'
export type { PatternNode } from './pattern.js'
