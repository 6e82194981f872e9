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
