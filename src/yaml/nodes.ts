/**
 * Helpers over yaml's node tree: alias resolution, source spans, the plain JSON view the schema
 * validates, and finding the node a JSON pointer names.
 */
import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml'
import type { Document, Node, Pair, Scalar } from 'yaml'
import type { Position } from '../ast/types.js'

/** A yaml node, or null where YAML has nothing (`key:` without a value). */
export type YNode = Node | null | undefined

/** What decoding needs from the document: aliases to resolve, offsets to turn into points. */
export interface NodeContext {
  doc: Document
  span(start: number, end: number): Position
}

/** The node an alias refers to (the node itself when it is not an alias). */
export function resolved(node: YNode, ctx: NodeContext): YNode {
  return isAlias(node) ? (node.resolve(ctx.doc) as YNode) : node
}

/**
 * The source span of a node's value (its tag and trailing comment excluded). A block collection
 * ends where its last entry does: yaml counts the line break after it as part of the collection.
 */
export function spanOf(node: YNode, ctx: NodeContext, fallback = 0): Position {
  const range = node?.range
  if (!range) return ctx.span(fallback, fallback)
  return ctx.span(range[0], Math.max(range[0], contentEnd(node!) ?? range[1]))
}

function contentEnd(node: Node): number | undefined {
  if (!(isMap(node) || isSeq(node)) || node.flow || node.items.length === 0) return node.range?.[1]
  const last = node.items[node.items.length - 1] as unknown
  const tail = (isPair(last) ? (last.value ?? last.key) : last) as Node | null
  return tail ? contentEnd(tail) : undefined
}

/** The span of a pair, from its key to the end of its value. */
export function pairSpan(pair: Pair, ctx: NodeContext): Position {
  const key = pair.key as YNode
  const value = pair.value as YNode
  const start = key?.range?.[0] ?? 0
  const end = value ? contentEnd(value) : key?.range?.[1]
  return ctx.span(start, Math.max(start, end ?? start))
}

/** True for a scalar without a tag, or with a YAML core tag (`!!str 5`). */
export function isPlainScalar(node: YNode): node is Scalar {
  return isScalar(node) && (node.tag === undefined || node.tag.startsWith('tag:yaml.org,2002:'))
}

/** True for a YAML null written as such (`~`, `null`, or nothing), untagged. */
export function isNull(node: YNode): boolean {
  return node === null || node === undefined || (isPlainScalar(node) && node.value === null)
}

/** A key's text as JSON sees it (`String` of the scalar; collections as their JSON). */
export function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value)
  return JSON.stringify(key)
}

/**
 * The JSON value the schema checks: tags dropped (`!sym a` is "a", `!call {...}` an object),
 * `routes:` lists kept as lists of nulls, since each statement is validated on its own.
 */
export function plain(node: YNode, ctx: NodeContext, shallowKey?: string): unknown {
  const target = resolved(node, ctx)
  if (isScalar(target)) return target.value ?? null
  if (isSeq(target)) return target.items.map((item) => plain(item as YNode, ctx))
  if (isMap(target)) {
    const object: Record<string, unknown> = {}
    for (const pair of target.items) {
      const key = keyText(resolved(pair.key as YNode, ctx))
      const value = pair.value as YNode
      object[key] = key === shallowKey && isSeq(resolved(value, ctx)) ? [] : plain(value, ctx)
    }
    return object
  }
  return null
}

/**
 * The node at a JSON pointer below `root`, and the key node when the last step is a mapping
 * key. Pointers come from Ajv (`/only/2`), so segments are `~1`/`~0`-escaped.
 */
export function nodeAtPointer(root: YNode, pointer: string, ctx: NodeContext): { node: YNode; key?: YNode } {
  let node = resolved(root, ctx)
  let key: YNode
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  for (const segment of segments) {
    if (isSeq(node)) {
      key = undefined
      node = resolved(node.items[Number(segment)] as YNode, ctx)
    } else if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(resolved(p.key as YNode, ctx)) === segment)
      if (!pair) break
      key = pair.key as YNode
      node = resolved(pair.value as YNode, ctx)
    } else break
  }
  return key === undefined ? { node } : { node, key }
}
