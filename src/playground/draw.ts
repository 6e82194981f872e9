/**
 * The whole pipeline on pasted text, as the playground runs it in the browser: parse (either
 * front end), expand, check, and the table as `rails routes` prints it. No file system: a `draw`
 * names a file the playground does not have, and says so.
 */
import type { RouteFile } from '../ast/types.js'
import { checkRoutes } from '../check/index.js'
import type { Diagnostic } from '../diagnostic.js'
import { expand } from '../expand/index.js'
import { formatDiagnostic, formatRoutesTable } from '../format/index.js'
import type { Route } from '../route.js'
import { parseRoutes } from '../syntax/index.js'
import { parseRoutesYaml } from '../yaml/index.js'

/** What the playground shows for a text. */
export interface PlaygroundResult {
  format: 'rb' | 'yaml'
  ast: RouteFile
  routes: Route[]
  diagnostics: Diagnostic[]
  /** The `rails routes` table. */
  table: string
  /** Each diagnostic as the CLI prints it, with its code frame. */
  messages: string[]
}

/** routes.yaml when the text reads like YAML (a top-level `routes:` key), routes.rb otherwise. */
export function guessFormat(text: string): 'rb' | 'yaml' {
  return /^(?:#.*\n|\s*\n)*(?:routes|version|\$schema)\s*:/m.test(text) && !/\broutes\.draw\b/.test(text) ? 'yaml' : 'rb'
}

/** Draws a pasted routes file. */
export function drawText(text: string, format: 'rb' | 'yaml' = guessFormat(text)): PlaygroundResult {
  const file = format === 'yaml' ? 'routes.yaml' : 'routes.rb'
  const parsed = format === 'yaml' ? parseRoutesYaml(text, { file }) : parseRoutes(text, { file })
  const expansion = expand(parsed.ast, { file })
  const diagnostics = [...parsed.diagnostics, ...expansion.diagnostics, ...checkRoutes(expansion.routes, new Map([[file, text]]))]
  return {
    format,
    ast: parsed.ast,
    routes: expansion.routes,
    diagnostics,
    table: formatRoutesTable(expansion.routes),
    messages: diagnostics.map((d) => formatDiagnostic(d, text, { color: false })),
  }
}
