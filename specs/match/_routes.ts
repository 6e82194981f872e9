// Helpers for the matcher specs (not a spec: it registers no tests).
import { expand } from '../../src/expand/index.js'
import { compileRoute } from '../../src/match/compile.js'
import { Automaton } from '../../src/match/dfa.js'
import { pack } from '../../src/match/packed.js'
import type { Recognition } from '../../src/match/recognition.js'
import { automatonAnswers, prepare, recognizePath, search } from '../../src/match/recognize.js'
import { buildTrie } from '../../src/match/trie.js'
import { VerbBits } from '../../src/match/verbs.js'
import type { Route } from '../../src/route.js'
import { parseRoutes } from '../../src/syntax/index.js'

/** Expands routes-language text into a route list (throws on diagnostics). */
export function routesOf(source: string): Route[] {
  const { ast, diagnostics } = parseRoutes(source, { file: 'routes.rb' })
  if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => d.message).join('\n'))
  const result = expand(ast, { file: 'routes.rb' })
  if (result.diagnostics.some((d) => d.severity === 'error')) throw new Error(result.diagnostics.map((d) => d.message).join('\n'))
  return result.routes
}

export type Recognizer = (verb: string, path: string) => Recognition | null

// The packed trie of a route list, with the verb bits it was compiled with.
function packed(routes: readonly Route[]) {
  const verbs = new VerbBits()
  return { verbs, trie: pack(buildTrie(routes.map((route, index) => compileRoute(route, index, verbs)))) }
}

/** Recognition by the walk alone (no automaton), or by an automaton of at most `maxCells` integers. */
export function recognizer(routes: readonly Route[], maxCells?: number): Recognizer {
  const { verbs, trie } = packed(routes)
  const automaton = maxCells === undefined ? null : new Automaton(trie, routes, maxCells)
  const explicitHead = routes.some((route) => route.verb.includes('HEAD'))
  return (verb, path) => {
    prepare(path)
    if (verb !== 'HEAD') return search(trie, automaton, verbs.bit(verb))
    return (explicitHead ? search(trie, automaton, verbs.bit('HEAD')) : null) ?? search(trie, automaton, verbs.bit('GET'))
  }
}

/**
 * Recognition as a matcher without request facts does it: the automaton reads the raw path in
 * place (dfa.ts `read`), leaving what it cannot decide to the scan and the walk; HEAD as
 * `recognizer` (routes that name HEAD, then HEAD as GET).
 */
export function reader(routes: readonly Route[], maxCells?: number): Recognizer {
  const { verbs, trie } = packed(routes)
  const automaton = new Automaton(trie, routes, maxCells)
  const explicitHead = routes.some((route) => route.verb.includes('HEAD'))
  return (verb, path) => {
    if (verb !== 'HEAD') return recognizePath(trie, automaton, path, verbs.bit(verb))
    return (explicitHead ? recognizePath(trie, automaton, path, verbs.bit('HEAD')) : null) ?? recognizePath(trie, automaton, path, verbs.bit('GET'))
  }
}

/** The requests that the automaton leaves to the walk. */
export function leftToWalk(routes: readonly Route[], requests: ReadonlyArray<{ verb: string; path: string }>): string[] {
  const { verbs, trie } = packed(routes)
  const automaton = new Automaton(trie, routes)
  return requests.filter(({ verb, path }) => (prepare(path), !automatonAnswers(automaton, verbs.bit(verb)))).map(({ verb, path }) => `${verb} ${path}`)
}

/** The seeded generator the AST specs use (mulberry32). */
export { random } from '../_support/random-ast.js'

/** A prefix, then fewer than `most` pieces, each drawn by `next`. */
export function randomPath(next: () => number, prefixes: readonly string[], pieces: readonly string[], most: number): string {
  let path = prefixes[Math.floor(next() * prefixes.length)]!
  const n = Math.floor(next() * most)
  for (let k = 0; k < n; k++) path += pieces[Math.floor(next() * pieces.length)]!
  return path
}
