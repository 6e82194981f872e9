/**
 * The matcher: a route list compiled for recognition (`recognize`) and generation (`generate`),
 * and a `node:http` request listener on top of it.
 */
export { createMatcher } from './matcher.js'
export type { Matcher, MatcherOptions } from './matcher.js'
export type { Recognition } from './recognize.js'
export type { ParamValue } from './compile.js'
export type { GenerateArg } from './generate.js'
export { UrlGenerationError } from './errors.js'
export { createRequestListener } from './listener.js'
export { requestFacts } from './request-facts.js'
export type { ConstraintCheck, ConstraintChecks, ConstraintRequest, RequestFacts } from './conditions.js'
export { RedirectError } from './redirect-query.js'
export type { Handler, Handlers, ListenerOptions, RequestListener } from './listener.js'
