// A listener on a loopback port, for specs that make real requests (not a spec: no tests).
import { createServer, request, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Serves `listener` on 127.0.0.1; `get` answers the response body; `close` stops the server. */
export async function serve(listener: RequestListener): Promise<{ get(path: string, headers?: Record<string, string>): Promise<string>; close(): Promise<void> }> {
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    get: (path, headers = {}) => new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers, timeout: 2000 }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve(body))
      })
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', reject)
      req.end()
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
