/**
 * A generic visitor over every node of an AST, values included. It knows the child fields of the
 * 1.0 node types and, for types it does not know, walks any field holding nodes, so that a newer
 * minor version's nodes are still reached.
 */
import type { Node } from './types.js'

/** Return this from `enter` to skip the node's descendants. */
export const SKIP = false

/**
 * Called for each node, parent first; `parent` is absent for the node `walk` started at.
 * `ancestors` is the path from that node down to `parent` (empty at the start): read it during
 * the call, copy it to keep it (it changes as the walk goes on).
 */
export type Visitor = (node: Node, parent: Node | undefined, ancestors: readonly Node[]) => boolean | void

// Child fields in source order: a call's receiver comes before its arguments, a pair's key
// before its value, arguments before options before the block.
// A condition comes before the statements it guards, and those before its `else` (1.1).
// A `case`'s subject comes before its `when` branches, a branch's values before its statements (1.2).
const CHILD_FIELDS = ['receiver', 'collection', 'key', 'value', 'elements', 'entries', 'parts', 'left', 'operand', 'right', 'condition', 'subject', 'branches', 'values', 'arguments', 'options', 'children', 'else']
const NOT_CHILDREN = new Set(['type', 'position', ...CHILD_FIELDS])

/**
 * Calls `enter` on `node` and every node below it (depth first, in source order), and `leave`
 * after a node's descendants. When `enter` returns `SKIP` (false) the descendants are skipped.
 */
export function walk(node: Node, enter: Visitor, leave?: Visitor): void {
  visit(node, [], enter, leave)
}

function visit(node: Node, ancestors: Node[], enter: Visitor, leave?: Visitor): void {
  const parent = ancestors.at(-1)
  if (enter(node, parent, ancestors) !== SKIP) {
    ancestors.push(node)
    const record = node as unknown as Record<string, unknown>
    for (const field of CHILD_FIELDS) visitField(record[field], ancestors, enter, leave)
    for (const field of Object.keys(record)) {
      if (!NOT_CHILDREN.has(field)) visitField(record[field], ancestors, enter, leave)
    }
    ancestors.pop()
  }
  leave?.(node, parent, ancestors)
}

function visitField(field: unknown, ancestors: Node[], enter: Visitor, leave?: Visitor): void {
  if (Array.isArray(field)) {
    for (const item of field) if (isNode(item)) visit(item, ancestors, enter, leave)
  } else if (isNode(field)) visit(field, ancestors, enter, leave)
}

/** True for an object that looks like a node: it has a string `type`. */
export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}
