// How the peer routers are fed. None of them can express Rails' semantics (optional groups,
// `(.:format)`, requirements, first-declared-wins order), so each gets an easier table:
//  - `(.:format)` is dropped; other optional groups are expanded into one route per variant;
//  - requirements are dropped (plain params); globs become the peer's wildcard;
//  - a route whose (verb, converted path) was already added is skipped (first declaration kept);
//  - @medley/router requires one param name per position, so params are renamed p1, p2, ...;
//  - a route a peer refuses (conflicting wildcard, ...) is skipped and counted.
// They answer "which handler has this shape", not Rails' question; the workloads are the same.
import { createRequire } from 'node:module'
import { Memoirist } from 'memoirist'
import { addRoute, createRouter, findRoute } from 'rou3'
import { compileRouter } from 'rou3/compiler'

const require = createRequire(import.meta.url)
const FindMyWay = require('find-my-way') as (options?: object) => {
  on(method: string, path: string, handler: () => void, store?: unknown): void
  find(method: string, path: string): unknown
  compile(): unknown
}
const MedleyRouter = require('@medley/router') as new () => { register(path: string): Record<string, unknown>; find(path: string): unknown }

/** A route as peers get it: verbs and a Rails pattern. */
export interface PeerRoute {
  verbs: string[]
  path: string
}

/** A peer router ready for lookups. */
export interface Peer {
  name: string
  skipped: number
  find(verb: string, path: string): unknown
}

const ANY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

/** The variants of a Rails pattern without `(.:format)`, optional groups taken or not. */
export function peerPaths(pattern: string): string[] {
  const stripped = pattern.replace(/\(\.:format\)/g, '').replace(/\.:format$/, '')
  const out = new Set<string>()
  const expand = (text: string): void => {
    const open = text.lastIndexOf('(')
    if (open < 0) return void out.add(text === '' ? '/' : text.replace(/\/+/g, '/'))
    const close = text.indexOf(')', open)
    expand(text.slice(0, open) + text.slice(open + 1, close) + text.slice(close + 1))
    expand(text.slice(0, open) + text.slice(close + 1))
  }
  expand(stripped)
  return [...out]
}

function renamed(path: string): string {
  let n = 0
  return path.replace(/:\w+/g, () => `:p${++n}`)
}

function feed(routes: readonly PeerRoute[], add: (verb: string, path: string) => void, convert: (p: string) => string): number {
  const seen = new Set<string>()
  let skipped = 0
  for (const route of routes) {
    for (const verb of route.verbs.length > 0 ? route.verbs : ANY) {
      for (const raw of peerPaths(route.path)) {
        const path = convert(raw)
        const key = `${verb} ${path}`
        if (seen.has(key)) continue
        seen.add(key)
        try {
          add(verb, path)
        } catch {
          skipped++
        }
      }
    }
  }
  return skipped
}

/**
 * The four peers (or the one named `only`), each fed the table, and the compiled modes of find-my-way (`compile()`: one
 * generated function per verb) and rou3 (`compileRouter`, from `rou3/compiler`).
 */
export function buildPeers(routes: readonly PeerRoute[], only?: string): Peer[] {
  const glob = (to: string) => (p: string) => p.replace(/\*\w+.*$/, to)
  const fmw = (compiled: boolean): Peer => {
    const router = FindMyWay({ ignoreTrailingSlash: true })
    const skipped = feed(routes, (v, p) => router.on(v, p, () => {}), glob('*'))
    if (compiled) router.compile()
    return { name: compiled ? 'find-my-way compiled' : 'find-my-way', skipped, find: (v, p) => router.find(v, p) }
  }
  const rou = (compiled: boolean): Peer => {
    const router = createRouter<boolean>()
    const skipped = feed(routes, (v, p) => addRoute(router, v, p, true), glob('**:glob'))
    return compiled ? { name: 'rou3 compiled', skipped, find: compileRouter(router) } : { name: 'rou3', skipped, find: (v, p) => findRoute(router, v, p) }
  }
  const makers: Record<string, () => Peer> = {
    'find-my-way': () => fmw(false),
    'find-my-way compiled': () => fmw(true),
    '@medley/router': () => {
      const medley = new MedleyRouter()
      const skipped = feed(routes, (v, p) => void (medley.register(p)[v] = true), (p) => glob('*')(renamed(p)))
      return { name: '@medley/router', skipped, find: (v, p) => { const r = medley.find(p) as { store: Record<string, unknown> } | null; return r && r.store[v] ? r : null } }
    },
    memoirist: () => {
      const memo = new Memoirist<boolean>()
      const skipped = feed(routes, (v, p) => void memo.add(v, p, true), glob('*'))
      return { name: 'memoirist', skipped, find: (v, p) => memo.find(v, p) }
    },
    rou3: () => rou(false),
    'rou3 compiled': () => rou(true),
  }
  return Object.entries(makers).filter(([name]) => only === undefined || name === only).map(([, make]) => make())
}

/** The names of the peers `buildPeers` makes, in its order. */
export const PEER_NAMES = ['find-my-way', 'find-my-way compiled', '@medley/router', 'memoirist', 'rou3', 'rou3 compiled']
