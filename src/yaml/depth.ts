/**
 * The nesting limit of routes.yaml. The yaml library, the schema check and the decoder all recurse
 * per level of mappings and lists, and the library itself overflows from about 1,000 levels. A
 * document deeper than `MAX_YAML_NESTING` is refused with one clear error instead.
 */
import { CST, isMap, isPair, isSeq, Lexer } from 'yaml'
import type { Position } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { yamlError } from './diagnostics.js'
import type { NodeContext, YNode } from './nodes.js'

/**
 * At most this many levels of mappings and lists. A statement level takes two (its mapping and
 * its `routes:` list), so this allows the routes language's 100 levels of blocks and their values.
 */
export const MAX_YAML_NESTING = 256

/** The message of the nesting error, at a line when the offending node is known. */
export function nestingMessage(line?: number): string {
  const where = line === undefined ? '' : ` (line ${line} opens level ${MAX_YAML_NESTING + 1})`
  return `mappings and lists nest too deeply: at most ${MAX_YAML_NESTING} levels are allowed${where}`
}

/**
 * Brackets nested this deep are refused before the library parses. Beyond the limit and up to
 * here the library copes and `nestingProblem` names the exact level; much deeper its parser and
 * composer emit an error per bracket and overflow the stack, which took seconds per 100 KB.
 */
const MAX_FLOW_BRACKETS = 2 * MAX_YAML_NESTING

/**
 * A diagnostic when `[` and `{` nest more than `MAX_FLOW_BRACKETS` deep, at the bracket of that
 * nest that opened level `MAX_YAML_NESTING + 1`; absent otherwise. Counted on the library's own
 * tokens, so brackets in strings, comments and block scalars do not count. The scan stops at the
 * offending bracket and is skipped when the text holds too few brackets, so ordinary files pay
 * one character count.
 */
export function flowNestingProblem(text: string, ctx: { span(start: number, end: number): Position; file: string }): Diagnostic | undefined {
  if (!hasBrackets(text, MAX_FLOW_BRACKETS + 1)) return undefined
  let depth = 0
  let offset = 0
  let firstTooDeep = 0
  let scalarNext = false
  for (const lexeme of new Lexer().lex(text)) {
    // A scalar's text follows a marker token, and may be `[` itself (a block scalar's body).
    if (scalarNext) {
      scalarNext = false
      offset += lexeme.length
      continue
    }
    const type = CST.tokenType(lexeme)
    if (type === 'scalar') scalarNext = true
    // Markers take no room in the source; the lexer leaves flow context at a document start or
    // when a line ends a flow collection early (`flow-error-end`).
    if (type === 'scalar' || type === 'doc-mode' || type === 'flow-error-end') {
      if (type !== 'scalar') depth = 0
      continue
    }
    if (type === 'flow-seq-start' || type === 'flow-map-start') {
      if (++depth === MAX_YAML_NESTING + 1) firstTooDeep = offset
      if (depth > MAX_FLOW_BRACKETS) {
        const position = ctx.span(firstTooDeep, firstTooDeep + 1)
        const message = `mappings and lists nest too deeply: at most ${MAX_YAML_NESTING} levels are allowed (line ${position.start.line} opens bracket level ${MAX_YAML_NESTING + 1})`
        return yamlError('RC3025', message, position, ctx.file)
      }
    } else if (type === 'flow-seq-end' || type === 'flow-map-end') depth = Math.max(0, depth - 1)
    offset += lexeme.length
  }
  return undefined
}

/** True when `text` holds at least `count` of `[` and `{` (quoted or not). */
function hasBrackets(text: string, count: number): boolean {
  let found = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c === 91 || c === 123) && ++found >= count) return true
  }
  return false
}

/** The first collection nested beyond the limit, as a diagnostic; walked without recursion. */
export function nestingProblem(root: YNode, ctx: NodeContext & { file: string }): Diagnostic | undefined {
  const stack: Array<[unknown, number]> = [[root, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (isPair(node)) {
      stack.push([node.value, depth], [node.key, depth])
      continue
    }
    if (!isMap(node) && !isSeq(node)) continue
    if (depth > MAX_YAML_NESTING) {
      const start = node.range?.[0] ?? 0
      const position = ctx.span(start, start)
      return yamlError('RC3025', nestingMessage(position.start.line), position, ctx.file)
    }
    for (let i = node.items.length - 1; i >= 0; i--) stack.push([node.items[i], depth + 1])
  }
  return undefined
}

/** True for the error of a stack overflow, however it was reported. */
export function isStackOverflow(message: string): boolean {
  return /maximum call stack size exceeded/i.test(message)
}
