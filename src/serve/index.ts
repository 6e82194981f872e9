/**
 * Serving HTTP with a matcher: a `node:http` request listener that recognises the request,
 * answers redirect routes and calls the application's handlers, and the request facts
 * (host, subdomain, client address, media type...) that route conditions are checked against.
 */
export { createRequestListener } from './listener.js'
export type { Handler, Handlers, ListenerOptions, RequestListener } from './listener.js'
export { requestFacts } from './request-facts.js'
export { RedirectError } from './redirect-query.js'
