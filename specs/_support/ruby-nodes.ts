import { walk } from '../../src/ast/index.js'
import { isRubyNode, type RouteFile } from '../../src/ast/types.js'

/** Whether an AST holds Ruby (conditionals, Ruby kept as written), which routes.yaml cannot express. */
export function holdsRuby(ast: RouteFile): boolean {
  let found = false
  walk(ast, (node) => void (found ||= isRubyNode(node)))
  return found
}
