/**
 * A `node:http` request listener (also Express/Connect middleware) that dispatches recognised
 * requests to handlers named like Rails targets (`photos#show`), performs redirect routes, and
 * answers what Rails would for the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Matcher, ParamValue } from '../match/index.js'
import type { Route } from '../route.js'
import { requestTarget, requestUrl, type RequestTarget } from './listener-request.js'
import { redirectLocation, routeRedirect, type Redirect } from './redirect.js'
import { incomingFacts } from './request-facts.js'
import { InvalidMimeTypeError } from './media-type.js'
import { BadRequestError } from './redirect-query.js'

/** A request handler: gets the recognised params. May return a promise. */
export type Handler = (req: IncomingMessage, res: ServerResponse, params: Record<string, ParamValue>) => unknown

/** Handlers by `controller#action`, by controller then action, or by endpoint (`Sidekiq::Web`). */
export type Handlers = Record<string, Handler | Record<string, Handler>>

/** Listener options. */
export interface ListenerOptions {
  /**
   * Called when a handler throws or rejects, or a redirect fails where Rails raises (a target
   * naming a missing `%{param}`, a Location that is no URI); the listener answers 500 either way.
   */
  onError?: (error: unknown, req: IncomingMessage) => void
  /**
   * More answers for route conditions and constraint objects, read from the request (a session's
   * user, say): asked once per request, the first time a route's conditions are checked; its
   * answers take precedence over those read from the URL and headers.
   */
  facts?: (req: IncomingMessage) => Readonly<Record<string, unknown>>
  /**
   * Rack::MethodOverride, opt in: a POST whose `_method` (in `req.body`, as a body parser such
   * as `express.urlencoded()` leaves it) or X-HTTP-Method-Override header names another method
   * (GET HEAD PUT POST DELETE OPTIONS PATCH LINK UNLINK) is served as that method; `req.method`
   * becomes it and `req.originalMethod` keeps POST. HTML forms send `_method=delete` this way.
   */
  methodOverride?: boolean
}

/**
 * `(req, res, next?)`. With `next` (Express, Connect) it is middleware: requests it does not
 * serve (no route, no handler, a malformed path) go on with `next()`, and errors (a handler's,
 * a redirect's) with `next(error)`; a client's error carries Rails' `status` (400, 406).
 */
export type RequestListener = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void

/** Creates the listener; it never throws, whatever the request. */
export function createRequestListener(matcher: Matcher, handlers: Handlers, options: ListenerOptions = {}): RequestListener {
  return (req, res, next) => {
    try {
      dispatch(matcher, handlers, options, req, res, next)
    } catch (error) {
      fail(options, req, res, error, next)
    }
  }
}

// Rack::MethodOverride::HTTP_METHODS.
const OVERRIDES = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'LINK', 'UNLINK'])

/** The method a POST asks to be served as (Rack::MethodOverride), or undefined. */
function overriddenMethod(req: IncomingMessage): string | undefined {
  const body = (req as { body?: unknown }).body
  const field = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)._method : undefined
  const header = req.headers?.['x-http-method-override']
  const wanted = (typeof field === 'string' ? field : typeof header === 'string' ? header : '').toUpperCase()
  return OVERRIDES.has(wanted) ? wanted : undefined
}

function dispatch(matcher: Matcher, handlers: Handlers, options: ListenerOptions, req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void {
  if (options.methodOverride && req.method === 'POST') {
    const method = overriddenMethod(req)
    if (method !== undefined) Object.assign(req, { originalMethod: req.method, method })
  }
  const method = req.method ?? 'GET'
  const target = requestTarget(req.url ?? '')
  if (target === null) return next ? next() : send(res, 400, 'Bad Request')
  const found = matcher.recognize(method, target.path, requestFactsOf(req, target, method, options.facts))
  if (!found) {
    if (next) return next()
    return send(res, 404, `No route matches [${method}] ${JSON.stringify(target.path)}`)
  }
  // As Express fills them for its own routes (and Rails' `request.path_parameters`).
  ;(req as { params?: unknown }).params = { ...found.params }
  const redirect = redirectOf(found.route)
  if (redirect) {
    const location = redirectLocation(redirect, found.params, requestUrl(req, target))
    // Redirect#build_response (routing/redirection.rb): these headers and an empty body.
    res.writeHead(redirect.status, { location, 'content-type': 'text/html; charset=utf-8', 'content-length': 0 })
    return void res.end()
  }
  const handler = findHandler(handlers, found.route.controller, found.route.action, found.route.endpoint)
  if (!handler) {
    if (next) return next()
    return send(res, 501, `No handler for ${found.route.endpoint ?? `${found.route.controller}#${found.route.action}`}`)
  }
  const result = handler(req, res, found.params)
  if (result instanceof Promise) result.catch((error: unknown) => fail(options, req, res, error, next))
}

// The request's answers to route conditions, read from it only when a condition asks.
function requestFactsOf(req: IncomingMessage, target: RequestTarget, method: string, more: ListenerOptions['facts']): (name: string) => unknown {
  let facts: ((name: string) => unknown) | null = null
  let extra: Readonly<Record<string, unknown>> | null = null
  return (name) => {
    extra ??= more?.(req) ?? {}
    if (Object.hasOwn(extra, name)) return extra[name]
    facts ??= incomingFacts(req, target, method)
    return facts(name)
  }
}

// Read once per route, not per request.
const redirects = new WeakMap<object, Redirect | null>()

function redirectOf(route: Route): Redirect | null {
  let redirect = redirects.get(route)
  if (redirect === undefined) redirects.set(route, (redirect = routeRedirect(route)))
  return redirect
}

function findHandler(handlers: Handlers, controller: string | null, action: string | null, endpoint?: string): Handler | null {
  const own = (object: object, key: string) => (Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined)
  const candidates = controller !== null && action !== null ? [own(handlers, `${controller}#${action}`)] : []
  const byController = controller !== null ? own(handlers, controller) : undefined
  if (action !== null && typeof byController === 'object' && byController !== null) candidates.push(own(byController, action))
  if (endpoint) candidates.push(own(handlers, endpoint))
  return (candidates.find((c) => typeof c === 'function') as Handler | undefined) ?? null
}

function fail(options: ListenerOptions, req: IncomingMessage, res: ServerResponse, error: unknown, next?: (error?: unknown) => void): void {
  // Middleware: the application's error handling decides (Express reads `status` for the answer).
  if (next) return next(error)
  // Rails answers these 400 (ActionController::BadRequest); they are the client's fault, not ours.
  if (error instanceof BadRequestError && !res.headersSent) return send(res, 400, 'Bad Request')
  // A media_type condition on an invalid Content-Type: Rails maps InvalidType to 406.
  if (error instanceof InvalidMimeTypeError && !res.headersSent) return send(res, 406, 'Not Acceptable')
  try {
    options.onError?.(error, req)
  } catch {
    // A failing error hook must not take the server down either.
  }
  if (!res.headersSent) send(res, 500, 'Internal Server Error')
  else res.end()
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}
