/**
 * A `node:http` request listener (also Express/Connect middleware) that dispatches recognised
 * requests to handlers named like Rails targets (`photos#show`), performs redirect routes, and
 * answers what Rails would for the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ParamValue } from './compile.js'
import type { Matcher } from './matcher.js'
import { parseRedirect, redirectLocation } from './redirect.js'

/** A request handler: gets the recognised params. May return a promise. */
export type Handler = (req: IncomingMessage, res: ServerResponse, params: Record<string, ParamValue>) => unknown

/** Handlers by `controller#action`, by controller then action, or by endpoint (`Sidekiq::Web`). */
export type Handlers = Record<string, Handler | Record<string, Handler>>

/** Listener options. */
export interface ListenerOptions {
  /** Called when a handler throws or rejects; the listener answers 500 either way. */
  onError?: (error: unknown, req: IncomingMessage) => void
}

/** `(req, res, next?)`: with `next`, unmatched requests are passed on instead of answered 404. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void

/** Creates the listener; it never throws, whatever the request. */
export function createRequestListener(matcher: Matcher, handlers: Handlers, options: ListenerOptions = {}): RequestListener {
  return (req, res, next) => {
    try {
      dispatch(matcher, handlers, options, req, res, next)
    } catch (error) {
      fail(options, req, res, error)
    }
  }
}

function dispatch(matcher: Matcher, handlers: Handlers, options: ListenerOptions, req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void {
  const method = req.method ?? 'GET'
  const path = requestPath(req.url ?? '')
  if (path === null) return send(res, 400, 'Bad Request')
  const found = matcher.recognize(method, path)
  if (!found) {
    if (next) return next()
    return send(res, 404, `No route matches [${method}] ${JSON.stringify(path)}`)
  }
  const redirect = parseRedirect(found.route.endpoint)
  if (redirect) {
    const location = redirectLocation(redirect, found.params)
    res.writeHead(redirect.status, { location, 'content-type': 'text/html; charset=utf-8' })
    return void res.end(`<html><body>You are being <a href="${escapeHtml(location)}">redirected</a>.</body></html>`)
  }
  const handler = findHandler(handlers, found.route.controller, found.route.action, found.route.endpoint)
  if (!handler) return send(res, 501, `No handler for ${found.route.endpoint ?? `${found.route.controller}#${found.route.action}`}`)
  const result = handler(req, res, found.params)
  if (result instanceof Promise) result.catch((error: unknown) => fail(options, req, res, error))
}

// The path of a request target: origin-form (`/x?y`) or absolute-form (`http://h/x`); null when
// it is neither or holds a malformed percent-escape or a NUL.
function requestPath(target: string): string | null {
  let path = target
  if (!path.startsWith('/')) {
    if (!/^https?:\/\//i.test(path)) return null
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  const query = path.indexOf('?')
  if (query >= 0) path = path.slice(0, query)
  if (/%(?![0-9a-fA-F]{2})|\0|%00/.test(path)) return null
  return path
}

function findHandler(handlers: Handlers, controller: string | null, action: string | null, endpoint?: string): Handler | null {
  const own = (object: object, key: string) => (Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined)
  const candidates = controller !== null && action !== null ? [own(handlers, `${controller}#${action}`)] : []
  const byController = controller !== null ? own(handlers, controller) : undefined
  if (action !== null && typeof byController === 'object' && byController !== null) candidates.push(own(byController, action))
  if (endpoint) candidates.push(own(handlers, endpoint))
  return (candidates.find((c) => typeof c === 'function') as Handler | undefined) ?? null
}

function fail(options: ListenerOptions, req: IncomingMessage, res: ServerResponse, error: unknown): void {
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
