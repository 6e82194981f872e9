/**
 * `printRoutesYaml`: an AST → routes.yaml text. Each statement is printed in its readable form
 * (arguments as the kind's value, options as sibling keys) when that form passes the kind's
 * schema; the arguments fall back to `args:` and the options to `with:` when it does not, so
 * every AST has a spelling and parsing the text gives the AST back.
 */
import { Document, Pair as YPair, YAMLMap, YAMLSeq } from 'yaml'
import type { Node } from 'yaml'
import { zeroPosition } from '../ast/positions.js'
import { optionPairs, RUBY_NODE_TYPES, STATEMENT_TYPES } from '../ast/types.js'
import type { RouteFile, Statement, TopLevel } from '../ast/types.js'
import { BLOCK_KINDS, KIND_OPTIONS, RESERVED_KEYS, argumentDefault, optionDefault } from './kinds.js'
import type { NodeContext } from './nodes.js'
import { plain } from './nodes.js'
import { encodeArguments, encodePairs, encodeValue, nothing, scalar } from './print-values.js'
import { schemaErrors } from './schema.js'
import { optionValueDefault } from './values.js'

/** Options of `printRoutesYaml`. */
export interface YamlPrintOptions {
  /** A path or URL of routes.schema.json, written as a yaml-language-server modeline. */
  schema?: string
}

/** The routes.yaml text of `ast`, ending with a newline. Parsing it gives `ast` back, positions aside. */
export function printRoutesYaml(ast: RouteFile, options: YamlPrintOptions = {}): string {
  const doc = new Document()
  const root = new YAMLMap()
  root.items.push(new YPair(scalar('routes'), statementList(ast.children)))
  doc.contents = root
  const text = doc.toString({ lineWidth: 0, indentSeq: true, flowCollectionPadding: false, singleQuote: true })
  if (options.schema === undefined) return text
  // A line break would end the comment and let the rest be read as YAML: percent-encoded, as in a URL.
  const schema = options.schema.replace(/[\r\n\u0085\u2028\u2029]/g, (c) => encodeURIComponent(c))
  return `# yaml-language-server: $schema=${schema}\n${text}`
}

/** A list of statements; a statement with a block is set off by blank lines, as in the rb printer. */
function statementList(nodes: readonly TopLevel[]): YAMLSeq {
  const list = new YAMLSeq()
  nodes.forEach((node, index) => {
    // convertRoutes refuses Ruby nodes before printing; any that get here are left out of the YAML.
    if (RUBY_NODE_TYPES.has(node.type)) return
    const item = node.type === 'routeSet' ? routeSetNode(node.receiver, node.children) : statementNode(node as Statement)
    const previous = nodes[index - 1]
    if (previous && (hasBlock(previous) || hasBlock(node))) item.spaceBefore = true
    list.items.push(item)
  })
  return list
}

function hasBlock(node: TopLevel): boolean {
  return node.type === 'routeSet' || ('options' in node && node.children !== undefined)
}

function routeSetNode(receiver: string, children: readonly TopLevel[]): YAMLMap {
  const map = new YAMLMap()
  map.items.push(new YPair(scalar('routeSet'), scalar(receiver)), new YPair(scalar('routes'), statementList(children)))
  return map
}

const checkContext: NodeContext = { doc: new Document(), span: () => zeroPosition() }

/** The mapping of one statement, in the most readable form its schema accepts. */
function statementNode(node: Statement): YAMLMap {
  const kind = Object.hasOwn(STATEMENT_TYPES, node.method) ? node.method : 'call'
  const readable = buildStatement(node, kind, { rawArgs: false, rawOptions: !canSugar(node, kind) })
  const errors = schemaErrors(`kind.${kind}`, plain(readable, checkContext, BLOCK_KINDS.has(kind) ? kind : 'routes'))
  if (errors.length === 0) return readable
  const argsFailed = errors.some((e) => e.instancePath === `/${kind}` || e.instancePath.startsWith(`/${kind}/`))
  const optionsFailed = errors.some((e) => !(e.instancePath === `/${kind}` || e.instancePath.startsWith(`/${kind}/`)))
  return buildStatement(node, kind, { rawArgs: argsFailed, rawOptions: optionsFailed || !canSugar(node, kind) })
}

/** Options can be sibling keys when all are symbol keys, distinct, and not reserved words. */
function canSugar(node: Statement, kind: string): boolean {
  const names = optionPairs(node.options).map((p) => (p.key.type === 'symbol' ? p.key.value : undefined))
  if (names.some((name) => name === undefined || name === kind || RESERVED_KEYS.has(name))) return false
  if (KIND_OPTIONS[kind] !== null && names.some((name) => !KIND_OPTIONS[kind]!.includes(name!))) return false
  return new Set(names).size === names.length
}

interface Form {
  rawArgs: boolean
  rawOptions: boolean
}

function buildStatement(node: Statement, kind: string, form: Form): YAMLMap {
  const map = new YAMLMap()
  const add = (key: string, value: Node): void => void map.items.push(new YPair(scalar(key), value))
  const argsInValue = kind !== 'call' && !BLOCK_KINDS.has(kind)
  const fallback = argumentDefault(kind)
  if (kind === 'call') add('call', scalar(node.method))
  else if (BLOCK_KINDS.has(kind)) add(kind, node.children === undefined ? nothing() : statementList(node.children))
  else add(kind, form.rawArgs ? nothing() : encodeArguments(node.arguments, fallback))
  if ((!argsInValue || form.rawArgs) && node.arguments.length > 0) add('args', encodeArguments(node.arguments, fallback))
  if (form.rawOptions && node.options.length > 0) add('with', encodePairs(optionPairs(node.options), optionValueDefault, undefined, '', false))
  if (!form.rawOptions) for (const p of optionPairs(node.options)) add((p.key as { value: string }).value, encodeValue(p.value, optionDefault((p.key as { value: string }).value)))
  if (node.children !== undefined && !BLOCK_KINDS.has(kind)) add('routes', statementList(node.children))
  return map
}


