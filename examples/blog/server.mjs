// Serves the example blog's routes with node:http, dispatching Rails-style `controller#action`
// targets to the handlers below. It imports the package's public entry only (`routecraft`, which
// Node resolves to this package itself). Build first (`npm run build`), then: node examples/blog/server.mjs
// and try http://127.0.0.1:3000/posts/1, /posts/1.json, /old-posts/7 (a 301 to http://127.0.0.1:3000/posts/7), /nope.
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createMatcher, createRequestListener, loadRoutes } from 'routecraft'

const routes = loadRoutes(fileURLToPath(new URL('./config/routes.rb', import.meta.url)))
const matcher = createMatcher(routes)

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Handlers by controller and action; each gets (req, res, params). */
export const handlers = {
  posts: {
    index: (req, res) => json(res, 200, { posts: [{ id: 1, url: matcher.generate('post', 1) }] }),
    show: (req, res, params) => json(res, 200, { id: params.id, format: params.format ?? 'html', edit: matcher.generate('edit_post', params.id) }),
    search: (req, res) => json(res, 200, { results: [] }),
  },
  'pages#about': (req, res) => json(res, 200, { about: 'a small blog' }),
  'pages#not_found': (req, res, params) => json(res, 404, { notFound: params.path }),
  'archives#show': (req, res, params) => json(res, 200, { year: params.year, month: params.month ?? null, locale: params.locale ?? null }),
}

/** Starts the server; resolves with it once it listens. */
export function start(port = Number(process.env.PORT ?? 3000), host = '127.0.0.1') {
  const server = createServer(createRequestListener(matcher, handlers, { onError: (error) => console.error(error) }))
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await start()
  const { address, port } = server.address()
  console.log(`blog listening on http://${address}:${port} (${routes.length} routes)`)
}
