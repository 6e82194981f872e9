/**
 * A pattern compiled for generation: literals, segment slots and optional groups. A group is
 * rendered only when every segment directly inside it has a value (Journey's `Format`).
 */
import { escapePath, escapeSegment } from './escape.js'
import type { PatternNode } from './pattern.js'

/** A compiled pattern level: text pieces, slots (segment index + escaper) and nested groups. */
export interface Format {
  items: Array<string | Slot | Format>
  /** Slots directly at this level: all must have a value for the level to render. */
  slots: number[]
}

interface Slot {
  index: number
  escape: (value: string) => string
}

/** Compiles pattern nodes, numbering segments by their position in `keys`. */
export function compileFormat(nodes: readonly PatternNode[], keys: readonly string[]): Format {
  const format: Format = { items: [], slots: [] }
  for (const node of nodes) {
    if (node.type === 'group') format.items.push(compileFormat(node.children, keys))
    else if (node.type === 'param' || node.type === 'glob') {
      const index = keys.indexOf(node.name)
      // Journey escapes globs and `:controller` (which may hold `admin/photos`) as paths.
      const escape = node.type === 'glob' || node.name === 'controller' ? escapePath : escapeSegment
      format.items.push({ index, escape })
      format.slots.push(index)
    } else appendText(format, node.type === 'slash' ? '/' : node.type === 'dot' ? '.' : node.text)
  }
  return format
}

function appendText(format: Format, text: string): void {
  const last = format.items.length - 1
  if (typeof format.items[last] === 'string') format.items[last] += text
  else format.items.push(text)
}

/** Renders a level with segment values (null = no value); "" when a direct segment lacks one. */
export function renderFormat(format: Format, values: ReadonlyArray<string | null>): string {
  for (const slot of format.slots) if (values[slot] === null) return ''
  let out = ''
  for (const item of format.items) {
    if (typeof item === 'string') out += item
    else if ('escape' in item) out += item.escape(values[item.index]!)
    else out += renderFormat(item, values)
  }
  return out
}
