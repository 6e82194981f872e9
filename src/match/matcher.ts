/**
 * `createMatcher`: a route list compiled for recognition and generation.
 */
import type { Route } from '../route.js'
import { compileRoute, type CompiledRoute } from './compile.js'
import { compileGenerators, generatePath, type Generator, type GenerateArg } from './generate.js'
import { normalizePath } from './normalize.js'
import { search, type Recognition } from './recognize.js'
import { cached, staticCache } from './static-cache.js'
import { buildTrie, type TrieNode } from './trie.js'
import { VerbBits } from './verbs.js'

/** A compiled route table. */
export interface Matcher {
  /** The route list, in declaration order. */
  readonly routes: readonly Route[]
  /**
   * The first route that matches `verb` and `path` (a query string is ignored), or null.
   * Request conditions (`route.conditions`: subdomain, host, ...) are not checked: such routes
   * match on verb and path alone.
   */
  recognize(verb: string, path: string): Recognition | null
  /**
   * `NAME_path(*args)`: positional values fill the route's segments in order, a trailing plain
   * object gives named params (extra ones become the query string). Throws UrlGenerationError.
   */
  generate(name: string, ...args: GenerateArg[]): string
  /** True when a route has this helper name. */
  has(name: string): boolean
}

/** Compiles a route list (the expander's output) into a matcher; throws on an unparsable pattern. */
export function createMatcher(routes: readonly Route[]): Matcher {
  const verbs = new VerbBits()
  const compiled: CompiledRoute[] = routes.map((route, index) => compileRoute(route, index, verbs))
  const root: TrieNode = buildTrie(compiled)
  const generators: Map<string, Generator> = compileGenerators(compiled)
  const headBit = 1
  const getBit = verbs.bit('GET')
  const explicitHead = compiled.some((route) => (route.mask & headBit) !== 0)
  const cache = staticCache(compiled)
  const lookup = (normalized: string, bit: number): Recognition | null => {
    if (bit !== headBit) return search(root, normalized, bit)
    // HEAD: routes that name HEAD win; otherwise HEAD is matched as GET.
    return (explicitHead ? search(root, normalized, headBit) : null) ?? search(root, normalized, getBit)
  }
  return {
    routes,
    recognize(verb, path) {
      const normalized = normalizePath(path)
      const bit = verbs.bit(verb)
      const hit = cached(cache, normalized, bit, () => lookup(normalized, bit))
      return hit !== undefined ? hit : lookup(normalized, bit)
    },
    generate: (name, ...args) => generatePath(generators, name, args),
    has: (name) => generators.has(name),
  }
}
