/**
 * Rails main deprecates options given as a braced Hash argument (`namespace :users, { path: "u" }`)
 * rather than as keywords: each key is warned about once, the method's own keywords first (in the
 * order its signature takes them out of the Hash), then the other keys in the Hash's order.
 */
import type { Context } from './context.js'
import { isSymbol, toS, type RHash } from './values.js'

const ROUTE = ['as', 'to', 'controller', 'action', 'on', 'defaults', 'constraints', 'anchor', 'format', 'path', 'internal']

/** Per method, the keywords its signature takes out of a Hash argument first. */
const KEYWORDS: Record<string, readonly string[]> = {
  get: ROUTE, post: ROUTE, patch: ROUTE, put: ROUTE, delete: ROUTE, options: ROUTE, connect: ROUTE,
  match: ['as', 'via', 'to', 'controller', 'action', 'on', 'defaults', 'constraints', 'anchor', 'format', 'path', 'internal'],
  mount: ['as', 'via', 'at', 'defaults', 'constraints', 'anchor', 'format', 'path', 'internal'],
  namespace: ['as', 'path', 'shallow_path', 'shallow_prefix'],
  scope: ['only', 'except'],
  resources: ['concerns'],
  resource: ['concerns'],
}

/** Warns about each key of `hash`, the options `method` was given as a Hash argument. */
export function warnHashArgument(cx: Context, method: string, hash: RHash): void {
  const keywords = KEYWORDS[method]
  if (!keywords) return
  const named = (key: unknown) => isSymbol(key) && keywords.includes(key.symbol)
  const taken = keywords.filter((k) => hash.entries.some(([key]) => isSymbol(key) && key.symbol === k))
  const rest = hash.entries.map(([key]) => key).filter((key) => !named(key)).map(toS)
  for (const key of [...taken, ...rest]) {
    cx.warn(`${method} received a hash argument ${key}. Please use a keyword instead. Support to hash argument will be removed in Rails 8.2.`)
  }
}
