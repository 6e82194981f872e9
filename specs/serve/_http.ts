// A listener on a loopback port, for specs that make real requests (not a spec: no tests).
import { createServer, request as send, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

interface Served {
  /** The response body of a GET. */
  get(path: string, headers?: Record<string, string>): Promise<string>
  /** The status and body of a request with any method. */
  request(method: string, path: string, headers?: Record<string, string>): Promise<{ status: number; body: string }>
  close(): Promise<void>
}

/** Serves `listener` on 127.0.0.1 until `close`. */
export async function serve(listener: RequestListener): Promise<Served> {
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const request: Served['request'] = (method, path, headers = {}) => new Promise((resolve, reject) => {
    const req = send({ host: '127.0.0.1', port, method, path, headers, timeout: 2000 }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
  return {
    get: async (path, headers) => (await request('GET', path, headers)).body,
    request,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
