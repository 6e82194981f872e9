/**
 * `parseRoutesYaml`: routes.yaml text → the same AST the routes language gives. Brackets nested
 * far too deep are refused first; then the yaml library parses (YAML 1.2 core schema, so `on:`
 * stays a string); its errors are gated before anything is read, `toJS` is run once under
 * `maxAliasCount` to refuse alias bombs and unknown aliases; then the document is checked against
 * the schema and decoded node by node, keeping positions.
 */
import { isAlias, isMap, isScalar, parseDocument, YAMLParseError } from 'yaml'
import type { Document } from 'yaml'
import { positionOf, pointLocator } from '../ast/positions.js'
import { AST_VERSION } from '../ast/types.js'
import type { Position, RouteFile } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { sourceTooLong } from '../source-limit.js'
import { aliasExpansionProblem, MAX_ALIAS_NODES } from './alias-size.js'
import { flowNestingProblem, isStackOverflow, nestingMessage, nestingProblem } from './depth.js'
import { libraryErrors, sortDiagnostics, yamlError } from './diagnostics.js'
import { duplicateKeys, sameKey } from './duplicates.js'
import { bracesInFlowValues } from './flow-braces.js'
import type { YNode } from './nodes.js'
import { keyText, plain, resolved } from './nodes.js'
import { schemaErrors } from './schema.js'
import { schemaDiagnostics } from './schema-messages.js'
import { decodeStatements } from './statements.js'
import type { DecodeContext } from './values.js'

/** Options of `parseRoutesYaml`. */
export interface YamlParseOptions {
  /** The file name diagnostics refer to; `routes.yaml` when absent. */
  file?: string
}

/** The AST (the statements that decoded) and every problem found, sorted by position. */
export interface YamlParseResult {
  ast: RouteFile
  diagnostics: Diagnostic[]
}

/** At most this many aliases are expanded: enough for sharing options, too few for a bomb. */
const MAX_ALIAS_COUNT = 100

/** Parses routes.yaml text. Never throws: problems come back as diagnostics. */
export function parseRoutesYaml(source: string, options: YamlParseOptions = {}): YamlParseResult {
  const file = options.file ?? 'routes.yaml'
  const text = typeof source === 'string' ? source : String(source)
  const locate = pointLocator(text)
  const span = (start: number, end: number): Position => ({ start: locate(start), end: locate(end) })
  const ast: RouteFile = { type: 'file', position: positionOf(text, 0, text.length), astVersion: AST_VERSION, children: [] }
  const tooLong = sourceTooLong(text)
  if (tooLong) return { ast, diagnostics: [yamlError('RC3028', tooLong, span(0, 0), file)] }
  try {
    return { ast, diagnostics: sortDiagnostics(parse(text, file, span, ast)) }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    // The library can overflow before the nesting check sees the document.
    if (isStackOverflow(text)) return { ast, diagnostics: [yamlError('RC3025', nestingMessage(), span(0, 0), file)] }
    /* c8 ignore next 2 */
    return { ast, diagnostics: [yamlError('RC3000', `internal YAML front-end error: ${text}`, span(0, 0), file)] }
  }
}

function parse(text: string, file: string, span: DecodeContext['span'], ast: RouteFile): Diagnostic[] {
  const deepBrackets = flowNestingProblem(text, { span, file })
  if (deepBrackets) return [deepBrackets]
  const doc = parseYaml(text)
  const diagnostics = libraryErrors(doc.errors, file, span)
  if (diagnostics.length > 0) return braceProblems(text, file, span) ?? diagnostics
  const tooDeep = nestingProblem(doc.contents as YNode, { doc, span, file })
  if (tooDeep) return [tooDeep]
  const aliasProblem = checkAliases(doc, file, span)
  if (aliasProblem) return [aliasProblem]
  const ctx: DecodeContext = { doc, span, file, diagnostics: [] }
  const root = doc.contents as YNode
  if (!shapeIsRight(root, text, ctx)) return ctx.diagnostics
  const errors = schemaErrors('', plain(root, ctx, 'routes'))
  if (errors.length > 0) return schemaDiagnostics(errors, { root, file }, ctx)
  const routes = (resolved(root, ctx) as { items: { key: unknown; value: unknown }[] }).items.find((p) => keyText(p.key) === 'routes')!
  ast.children = decodeStatements(routes.value as YNode, ctx, true)
  return ctx.diagnostics
}

/**
 * Beyond this many key comparisons the library's duplicate check would take more than a few
 * milliseconds, and ours reports instead.
 */
const LIBRARY_KEY_CHECK_LIMIT = 1_000_000

/**
 * The document, parsed with the library's quadratic duplicate-key check off. When ours finds
 * duplicates in a document small enough, the library parses again with its check on, so that its
 * errors (and their exact places) are what they always were; otherwise ours are added.
 */
/**
 * When YAML refuses the file: one error for each unquoted value holding a brace in a flow
 * collection, instead of the cascade the library reports from the first of them; none found,
 * undefined (the library's errors stand).
 */
function braceProblems(text: string, file: string, span: DecodeContext['span']): Diagnostic[] | undefined {
  const found: Diagnostic[] = []
  let start = 0
  for (const line of text.split('\n')) {
    for (const brace of bracesInFlowValues(line)) {
      const at = start + brace.at
      const message = `\`${brace.value}\` holds a brace inside a flow mapping or list (\`{...}\`, \`[...]\`), where YAML reads \`{\` and \`}\` as brackets`
      found.push(yamlError('RC3027', message, span(at, at + brace.value.length), file, `quote the value: '${brace.value.replace(/'/g, "''")}', or write the mapping on indented lines`))
    }
    start += line.length + 1
  }
  return found.length > 0 ? found : undefined
}

function parseYaml(text: string): Document {
  const parse = (uniqueKeys: false | typeof sameKey): Document =>
    withoutStackTraces(() => parseDocument(text, { prettyErrors: false, version: '1.2', schema: 'core', uniqueKeys }))
  const doc = parse(false)
  const duplicates = duplicateKeys(doc)
  if (duplicates.problems.length === 0) return doc
  if (duplicates.comparisons <= LIBRARY_KEY_CHECK_LIMIT) return parse(sameKey)
  withoutStackTraces(() => {
    for (const { pos, code, message } of duplicates.problems) doc.errors.push(new YAMLParseError(pos, code, message))
  })
  return doc
}

/**
 * Runs `work` with V8's stack traces off. The library makes an `Error` for each problem it finds,
 * one per bad escape or stray token, and capturing their stacks was most of the time (and memory)
 * on hostile input: 1 MB of `\d` escapes in one string took 3 s, 0.5 s without. Nothing reads
 * those stacks. Where `Error.stackTraceLimit` is frozen, errors just cost more.
 */
function withoutStackTraces<T>(work: () => T): T {
  const saved = Error.stackTraceLimit
  const settable = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')?.writable === true
  if (settable) Error.stackTraceLimit = 0
  try {
    return work()
  } finally {
    if (settable) Error.stackTraceLimit = saved
  }
}

/** Unknown aliases make `toJS` throw and alias bombs trip `maxAliasCount`: both become errors. */
function checkAliases(doc: Document, file: string, span: DecodeContext['span']): Diagnostic | undefined {
  const big = aliasExpansionProblem(doc)
  if (big) {
    const message = `aliases expand to too much: *${big.name} takes the document past ${MAX_ALIAS_NODES.toLocaleString('en')} nodes added by aliases (a possible alias bomb)`
    return yamlError('RC3005', message, span(big.offset, big.offset + big.name.length + 1), file, 'routes.yaml refuses documents whose aliases expand without bound')
  }
  try {
    // mapAsMap: collection keys (`? [a, b]`) are legal here and must not trigger a warning.
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT, mapAsMap: true })
    return undefined
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const unknown = /^Unresolved alias[^:]*: (.*)$/.exec(message)
    if (unknown) {
      const at = findAlias(doc, unknown[1]!)
      return yamlError('RC3004', `unknown alias *${unknown[1]}: no anchor &${unknown[1]} before it`, span(at, at + unknown[1]!.length + 1), file)
    }
    return yamlError('RC3005', `too many aliases: more than ${MAX_ALIAS_COUNT} expanded (a possible alias bomb)`, span(0, 0), file, 'routes.yaml refuses documents whose aliases expand without bound')
  }
}

/** The offset of the first `*name` alias in the document, for the unknown-alias error. */
function findAlias(doc: Document, name: string): number {
  let found = 0
  const visit = (node: unknown): void => {
    if (found || node === null || typeof node !== 'object') return
    const n = node as { source?: string; range?: number[]; items?: unknown[]; key?: unknown; value?: unknown }
    if (isAlias(node) && node.source === name) found = node.range![0]
    for (const child of [n.key, n.value, ...(n.items ?? [])]) visit(child)
  }
  visit(doc.contents)
  return found
}

/** An empty file or a document that is not a mapping is reported once, plainly. */
function shapeIsRight(root: YNode, text: string, ctx: DecodeContext): boolean {
  const target = resolved(root, ctx)
  if (target === null || target === undefined || (isScalar(target) && target.value === null && !/\S/.test(text.replace(/#.*$/gm, '')))) {
    ctx.diagnostics.push(yamlError('RC3008', 'empty document: expected a mapping with a `routes:` list', ctx.span(0, text.length), ctx.file, 'an empty routes file is `routes: []`'))
    return false
  }
  if (!isMap(target)) {
    ctx.diagnostics.push(yamlError('RC3009', 'the document must be a mapping with a `routes:` list', ctx.span(target.range?.[0] ?? 0, target.range?.[1] ?? 0), ctx.file, 'start the file with `routes:` and list the statements under it'))
    return false
  }
  return true
}
