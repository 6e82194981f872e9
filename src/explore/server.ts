/**
 * The explorer's local server: one page on 127.0.0.1, its answers rendered from the URL's query,
 * and a stream of reload events for the page when the routes change. Node only (the page itself
 * is not).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ExplorerLookup } from './lookup.js'
import type { ExplorerModel } from './model.js'
import { renderPage } from './render.js'
import { stateFromQuery } from './state.js'

/** The page's current content: replaced when the routes change. */
export interface ExplorerContent {
  model: ExplorerModel
  lookup: ExplorerLookup
}

/** A running explorer. */
export interface ExplorerServer {
  /** `http://127.0.0.1:PORT/` */
  url: string
  /** Shows new content: pages already open reload. */
  update(content: ExplorerContent): void
  close(): Promise<void>
}

/** What the server needs: the content, the page's script and its policy. */
export interface ExplorerServerOptions {
  port?: number
  content: ExplorerContent
  script: string
  /** The Content-Security-Policy sent with the page (hashes of its inline script and style). */
  csp: string
}

const HOST = '127.0.0.1'

/**
 * Only requests addressed to this server by loopback name: a page of another site that resolves
 * its own name to 127.0.0.1 (DNS rebinding) sends its own Host and is refused.
 */
function addressedHere(req: IncomingMessage, port: number): boolean {
  return req.headers.host === `${HOST}:${port}` || req.headers.host === `localhost:${port}`
}

/** Starts the server; resolves once it listens. */
export async function startExplorerServer(options: ExplorerServerOptions): Promise<ExplorerServer> {
  let content = options.content
  const streams = new Set<ServerResponse>()
  let port = 0
  const server = createServer((req, res) => {
    if (!addressedHere(req, port)) return plain(res, 403, 'This server answers only http://127.0.0.1 and http://localhost.')
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Only GET and HEAD.')
    const url = new URL(req.url ?? '/', `http://${HOST}`)
    if (url.pathname === '/events') return openStream(res, streams)
    if (url.pathname !== '/') return plain(res, 404, 'Not found: the explorer is at /.')
    const page = renderPage(content.model, content.lookup, stateFromQuery(url.searchParams), { script: options.script, live: true, csp: options.csp })
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': options.csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : page)
  })
  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, HOST, () => ready())
  })
  port = (server.address() as AddressInfo).port
  return {
    url: `http://${HOST}:${port}/`,
    update(next) {
      content = next
      for (const stream of streams) stream.write('event: reload\ndata: routes changed\n\n')
    },
    close: () =>
      new Promise<void>((done) => {
        for (const stream of streams) stream.end()
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' })
  res.end(`${text}\n`)
}

/** A server-sent events stream; the page reloads on its `reload` event. */
function openStream(res: ServerResponse, streams: Set<ServerResponse>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
  res.write(': routecraft explorer\n\n')
  streams.add(res)
  res.on('close', () => streams.delete(res))
}
