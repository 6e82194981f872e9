// The micro and GitHub tables as the benchmarks give them to routecraft, and the small recognizer
// a matcher builds for one (for the helpers that time its parts).
import { readFileSync } from 'node:fs'
import { SmallRecognizer } from '../dist/match/small/recognize.js'
import type { Route } from '../dist/route.js'

/** Routes of a `[verb, path]` table (GitHub, micro) as the expander would give them. */
export function simpleRoutes(table: Array<[string, string]>): Route[] {
  return table.map(([verb, path]) => ({
    name: null, verb: [verb], path, controller: 'c', action: 'a', requirements: {}, defaults: {}, anchored: true,
    source: { file: 'table', line: 1, column: 1 },
  }))
}

/** The routes of bench/data's micro or GitHub table. */
export function tableRoutes(table: 'micro' | 'github'): Route[] {
  const file = table === 'micro' ? 'micro-routes.json' : 'github-api.json'
  return simpleRoutes(JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')).routes)
}

/** The small recognizer `build` makes a matcher call (caught on its first call), and the verb bits it is given. */
export function smallRecognizerOf(build: () => void, routes: readonly Route[]): { recognizer: SmallRecognizer; bits: Map<string, number> } {
  let caught: SmallRecognizer | null = null
  const recognize = SmallRecognizer.prototype.recognize
  SmallRecognizer.prototype.recognize = function (this: SmallRecognizer, path: string, bit: number) {
    caught = this
    return recognize.call(this, path, bit)
  }
  try {
    build()
  } finally {
    SmallRecognizer.prototype.recognize = recognize
  }
  if (caught === null) throw new Error('no small recognizer was called')
  // Verb bits as the matcher numbers them: HEAD 1, GET 2, then the table's verbs in order of first use.
  const bits = new Map([['HEAD', 1], ['GET', 2]])
  for (const route of routes) if (!bits.has(route.verb[0]!)) bits.set(route.verb[0]!, 1 << bits.size)
  return { recognizer: caught, bits }
}
