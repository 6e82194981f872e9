/**
 * Rails main deprecates options given as a braced Hash argument (`namespace :users, { path: "u" }`)
 * rather than as keywords: each key is warned about once, the method's own keywords first (in the
 * order its signature takes them out of the Hash), then the other keys in the Hash's order. Given
 * beside keywords, the Hash is merged into them (`mergeHashArgument`).
 */
import type { Context } from './context.js'
import { isSymbol, RHash, toS, truthy, type RValue } from './values.js'

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

/**
 * Per method, its own keywords that a Hash argument's value replaces (`as = … if hash.key?(:as)`).
 * Its other own keywords keep a value given as a keyword (`to ||= …`); Rails then passes the
 * Hash's value on as an extra option, which routecraft drops. The verb helpers pass every extra
 * option on to `match` after their keywords, so there the Hash's value always wins. Every other
 * key of the Hash replaces the keyword option of that name.
 */
const REPLACING: Record<string, readonly string[]> = {
  get: ROUTE, post: ROUTE, patch: ROUTE, put: ROUTE, delete: ROUTE, options: ROUTE, connect: ROUTE,
  match: ['as', 'anchor', 'format'], mount: ['as', 'anchor', 'format'],
  namespace: ['as', 'path', 'shallow_path', 'shallow_prefix'],
  scope: [], resources: ['concerns'], resource: ['concerns'],
}

/**
 * True when `method` takes `args`' last value, a Hash, as deprecated options beside keywords:
 * `namespace` and `mount` as their second argument, the others as their last.
 */
export function takesHashArgument(method: string, args: readonly RValue[]): boolean {
  if (!KEYWORDS[method]) return false
  return method === 'namespace' || method === 'mount' ? args.length === 2 : true
}

/** The options of a call given both keywords and a Hash argument, as Rails main merges them. */
export function mergeHashArgument(method: string, keywords: RHash, hash: RHash): RHash {
  const own = KEYWORDS[method] ?? []
  const replacing = REPLACING[method] ?? []
  const out = keywords.dup()
  const rest: Array<[RValue, RValue]> = []
  for (const [key, value] of hash.entries) {
    const name = isSymbol(key) && own.includes(key.symbol) ? key.symbol : null
    if (name === null || replacing.includes(name)) rest.push([key, value])
    else if (!truthy(keywords.get(name) ?? null)) out.set(name, value)
  }
  return out.merge(new RHash(rest))
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
