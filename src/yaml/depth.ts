/**
 * The nesting limit of routes.yaml. The yaml library, the schema check and the decoder all recurse
 * per level of mappings and lists, and the library itself overflows from about 1,000 levels. A
 * document deeper than `MAX_YAML_NESTING` is refused with one clear error instead.
 */
import { isMap, isPair, isSeq } from 'yaml'
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
