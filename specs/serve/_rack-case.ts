// A redirect oracle case line answered by a listener in-process (not a spec: no tests).
import type { RequestListener } from 'node:http'

/**
 * The listener's answer to a case line of tools/redirect-oracle.rb (`target|NAME=value...`, Rack
 * env entries), as [status, Location, body, Content-Type, Content-Length]: HTTP_* entries become
 * headers, HTTPS=on an encrypted connection, SCRIPT_NAME the mount path Express gives as
 * `req.baseUrl`.
 */
export function answerTo(listener: RequestListener, line: string): unknown[] {
  const [target, ...entries] = line.split('|')
  const headers: Record<string, string> = {}
  let encrypted = false
  let baseUrl: string | undefined
  for (const entry of entries) {
    const [name, value = ''] = entry.split(/=(.*)/s) as [string, string?]
    if (name === 'HTTPS') encrypted = value === 'on'
    else if (name === 'SCRIPT_NAME') baseUrl = value
    else headers[name.replace(/^HTTP_/, '').toLowerCase().replace(/_/g, '-')] = value
  }
  let answer: unknown[] = []
  const res = {
    writeHead: (status: number, sent: Record<string, unknown>) => (answer = [status, sent.location ?? null, sent['content-type'], String(sent['content-length'])]),
    end: (body = '') => answer.splice(2, 0, body),
  }
  listener({ method: 'GET', url: target, headers: { host: 'example.org', ...headers }, socket: { encrypted, remoteAddress: '127.0.0.1' }, ...(baseUrl === undefined ? {} : { baseUrl }) } as never, res as never)
  return answer
}
