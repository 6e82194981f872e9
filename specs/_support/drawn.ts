import type { RubyEnvironment } from '../../src/expand/index.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

/** The names of the routes `source` draws in `environment`, and the codes of its parse and expansion diagnostics. */
export function drawn(source: string, environment: RubyEnvironment = {}, strict = false): { names: string[]; codes: string[] } {
  const { ast, diagnostics } = parseRoutes(source, { strict })
  const expansion = expand(ast, { environment, strict })
  return { names: expansion.routes.map((r) => String(r.name ?? '')), codes: [...diagnostics, ...expansion.diagnostics].map((d) => d.code) }
}
