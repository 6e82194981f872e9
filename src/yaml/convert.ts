/**
 * Conversion between the two routes file formats, for the CLI's `convert` command: parse with
 * the source format's front end, print with the target format's printer.
 */
import type { Diagnostic } from '../diagnostic.js'
import { hasErrors } from '../diagnostic.js'
import type { Expression, RouteFile, TopLevel } from '../ast/types.js'
import { routeFile } from '../ast/builders.js'
import { isRubyNode, STATEMENT_TYPES } from '../ast/types.js'
import type { Position, Statement } from '../ast/types.js'
import { refusedCall, refusedStatement } from './ruby-calls.js'
import { CALL_HINT } from './values.js'
import { SKIP, walk } from '../ast/visit.js'
import { yamlError } from './diagnostics.js'
import { printExpression, printRoutes } from '../print/index.js'
import { parseRoutes } from '../syntax/index.js'
import { parseRoutesYaml } from './parse.js'
import { printRoutesYaml } from './print.js'

/** A routes file format: the routes language (`rb`) or routes.yaml (`yaml`). */
export type RoutesFormat = 'rb' | 'yaml'

/** Options of `convertRoutes`. */
export interface ConvertOptions {
  from: RoutesFormat
  to: RoutesFormat
  /** The file name diagnostics refer to; `routes.rb` or `routes.yaml` by `from` when absent. */
  file?: string
  /** For `to: 'yaml'`: a schema path or URL written as a yaml-language-server modeline. */
  schema?: string
}

/** The converted text (empty when the source has errors) and the source's diagnostics. */
export interface ConvertResult {
  text: string
  diagnostics: Diagnostic[]
}

/** Converts routes text from one format to the other (or re-prints it in canonical form). Never throws. */
export function convertRoutes(source: string, options: ConvertOptions): ConvertResult {
  const file = options.file ?? (options.from === 'rb' ? 'routes.rb' : 'routes.yaml')
  const { ast, diagnostics } = options.from === 'rb' ? parseRoutes(source, { file }) : parseRoutesYaml(source, { file })
  if (hasErrors(diagnostics)) return { text: '', diagnostics }
  const untranslatable = options.to === 'yaml' ? rubyOnly(ast, file) : []
  if (untranslatable.length > 0) return { text: '', diagnostics: [...diagnostics, ...untranslatable] }
  const printOptions = options.schema === undefined ? {} : { schema: options.schema }
  const text = options.to === 'rb' ? printRoutes(ast) : printRoutesYaml(ast, printOptions)
  return { text, diagnostics }
}

/**
 * routes.yaml is declarative: it has no spelling for the Ruby a routes.rb may hold (conditionals,
 * loops, assignments, Ruby kept as written). Each such node is named rather than dropped.
 */
function rubyOnly(ast: RouteFile, file: string): Diagnostic[] {
  const found: Diagnostic[] = []
  // Statements are the nodes of blocks; a `call` node anywhere else is a value.
  const statements = new Set<unknown>(ast.children)
  walk(ast, (node) => {
    for (const child of (node as { children?: unknown }).children instanceof Array ? (node as { children: unknown[] }).children : []) statements.add(child)
    const refused = refusedTarget(node, statements.has(node))
    if (refused) found.push(yamlError('RC3040', `routes.yaml does not call ${refused.target}: ${refused.reason}, so the file was not converted`, (node as { position: Position }).position, file, CALL_HINT))
    if (!isRubyNode(node)) return undefined
    // A statement (with_options' `o.get` is a statement too) prints as one; an expression as itself.
    const statement = statements.has(node) || node.type === 'ruby' || node.type === 'if' || node.type === 'assign' || node.type === 'loop' || node.type === 'case' || 'children' in node || typeof (node as { receiver?: unknown }).receiver === 'string'
    const text = statement ? printRoutes(routeFile([node as TopLevel])).split('\n', 1)[0]!.trim() : printExpression(node as Expression)
    const message = `routes.yaml cannot express Ruby code: \`${text}\` (${node.type}) has no YAML spelling, so the file was not converted`
    found.push(yamlError('RC3026', message, node.position, file))
    return SKIP
  })
  return found
}

/** The call a node makes that routes.yaml refuses to spell (a `call:` statement or a `!call` value). */
function refusedTarget(node: unknown, isStatement: boolean): { target: string; reason: string } | undefined {
  const value = node as { type?: string; method?: string; receiver?: unknown; options?: unknown }
  if (!isStatement && value.type === 'call' && typeof value.method === 'string') {
    const receiver = (value.receiver as { name?: string } | undefined)?.name
    const reason = refusedCall(receiver, value.method)
    return reason === undefined ? undefined : { target: receiver === undefined ? value.method : `${receiver}.${value.method}`, reason }
  }
  // A statement of no kind of its own is written `call: method`; `o.get` (with_options) is Ruby already.
  if (!isStatement || typeof value.method !== 'string' || value.receiver !== undefined || Object.hasOwn(STATEMENT_TYPES, value.method)) return undefined
  const reason = refusedStatement(value.method, (node as Statement).arguments)
  return reason === undefined ? undefined : { target: value.method, reason }
}

/** The format of a file name by its extension: `.yaml`/`.yml` are YAML, anything else the routes language. */
export function formatOf(file: string): RoutesFormat {
  return /\.ya?ml$/i.test(file) ? 'yaml' : 'rb'
}
