/**
 * Answers for the paths that routes spell without any segment (`/photos`, `/photos/new`), per
 * verb, filled on first use. Only those paths are ever kept, so the cache is bounded by the route
 * table, not by what clients send. The answer is still the full search's: an earlier dynamic
 * route (`/photos/:id` before `/photos/new`) wins as it would without the cache.
 */
import type { CompiledRoute } from './compile.js'
import { variants } from './pattern.js'
import { copyRecognition, type Recognition } from './recognize.js'

/** Per static path, the answer (or null for none) by verb bit; undefined until first asked. */
export type StaticCache = Map<string, Map<number, Recognition | null>>

/** An empty cache holding a slot for every segment-free path of the anchored routes. */
export function staticCache(routes: readonly CompiledRoute[]): StaticCache {
  const cache: StaticCache = new Map()
  for (const route of routes) {
    if (!route.route.anchored) continue
    for (const variant of variants(route.nodes) ?? []) {
      let path = ''
      for (const node of variant) {
        if (node.type === 'slash') path += '/'
        else if (node.type === 'dot') path += '.'
        else if (node.type === 'literal') path += node.text
        else path = '\0' // a segment: not a static path
      }
      if (path.startsWith('/') && !cache.has(path)) cache.set(path, new Map())
    }
  }
  return cache
}

/** The cached answer for a normalised path and verb bit, computing it once with `search`. */
export function cached(cache: StaticCache, path: string, bit: number, search: () => Recognition | null): Recognition | null | undefined {
  const answers = cache.get(path)
  if (answers === undefined) return undefined
  let found = answers.get(bit)
  if (found === undefined) answers.set(bit, (found = search()))
  return found === null ? null : copyRecognition(found)
}
