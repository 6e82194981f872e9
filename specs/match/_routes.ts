// Helpers for the matcher specs (not a spec: it registers no tests).
import { expand } from '../../src/expand/index.js'
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

/** The seeded generator the AST specs use (mulberry32). */
export { random } from '../_support/random-ast.js'

/** A prefix, then fewer than `most` pieces, each drawn by `next`. */
export function randomPath(next: () => number, prefixes: readonly string[], pieces: readonly string[], most: number): string {
  let path = prefixes[Math.floor(next() * prefixes.length)]!
  const n = Math.floor(next() * most)
  for (let k = 0; k < n; k++) path += pieces[Math.floor(next() * pieces.length)]!
  return path
}
