/**
 * The request `recognize` is asked about, from its PATH (a path, or a full URL) and the
 * `--header 'Name: value'` and `--fact name=value` options: the path to match, the facts request
 * conditions are checked against (none when the request was not described beyond its path), and
 * the URL a redirect's Location is made from.
 */
import type { RequestUrl } from '../serve/listener-request.js'
import type { ParsedArgs } from './args.js'
import { UsageError } from './io.js'

/** The options that describe the request. */
export const REQUEST_OPTIONS = {
  header: { type: 'string', multiple: true },
  fact: { type: 'string', multiple: true },
} as const

/** Rack::MockRequest's host, for a request given as a bare path. */
export const DEFAULT_HOST = 'example.org'

export interface DescribedRequest {
  /** What the matcher gets: PATH as given, or a URL's path. */
  path: string
  /** The request's answers, or undefined when only a path was given (conditions are then not checked). */
  facts: ((method: string) => unknown) | undefined
  /** Scheme, host, port, path and query, for a redirect's Location. */
  url: RequestUrl
  /** True when the host is DEFAULT_HOST because neither a URL nor a Host header gave one. */
  hostAssumed: boolean
}

/** `--header 'X-Api: 1'` → `{ 'x-api': '1' }`; a header without a colon is a usage error. */
export function parseHeaders(given: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const text of given) {
    const colon = text.indexOf(':')
    if (colon <= 0) throw new UsageError(`invalid --header '${text}' (expected 'Name: value')`)
    headers[text.slice(0, colon).trim().toLowerCase()] = text.slice(colon + 1).trim()
  }
  return headers
}

/** `--fact subdomain=api`, `--fact port=8080`, `--fact xhr?=true`: Ruby-ish literals (true, false, nil, integers), else strings. */
export function parseFacts(given: readonly string[]): Record<string, unknown> {
  const facts: Record<string, unknown> = {}
  for (const text of given) {
    const eq = text.indexOf('=')
    if (eq <= 0) throw new UsageError(`invalid --fact '${text}' (expected name=value, like subdomain=api)`)
    facts[text.slice(0, eq)] = literal(text.slice(eq + 1))
  }
  return facts
}

function literal(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true'
  if (text === 'nil') return null
  return /^-?\d+$/.test(text) ? Number(text) : text
}

const list = (value: ParsedArgs['values'][string]): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])

/** The request PATH and the options describe; a URL that is not one is a usage error. */
export async function describedRequest(path: string, values: ParsedArgs['values']): Promise<DescribedRequest> {
  const headers = parseHeaders(list(values.header))
  const extra = parseFacts(list(values.fact))
  const absolute = /^https?:\/\//i.test(path)
  const described = absolute || Object.keys(headers).length > 0 || Object.keys(extra).length > 0
  const { requestFacts } = await import('../serve/request-facts.js')
  const url = absolute ? path : `http://${headers.host ?? DEFAULT_HOST}${path.startsWith('/') ? '' : '/'}${path}`
  let facts: (method: string) => unknown
  try {
    facts = requestFacts(url, extra, headers)
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  return {
    path: absolute ? String(facts('path')) : path,
    facts: described ? facts : undefined,
    url: { scheme: String(facts('scheme')), host: String(facts('host')), port: Number(facts('port')), path: String(facts('path')), query: String(facts('query_string')) },
    hostAssumed: !absolute && headers.host === undefined,
  }
}
