/**
 * A pattern compiled for generation: literals, segment slots and optional groups. A group is
 * rendered only when every segment directly inside it has a value (Journey's `Format`).
 */
import { escapePath, escapeSegment } from './escape.js'
import type { PatternNode } from './pattern.js'

/**
 * A compiled pattern level as parallel arrays (monomorphic to render): per item its kind, its
 * text (literals), and its argument (the segment index of a slot, the index of a nested group).
 */
export interface Format {
  kinds: number[]
  texts: string[]
  args: number[]
  groups: Format[]
  /** Slots directly at this level: all must have a value for the level to render. */
  slots: number[]
}

const TEXT = 0
const SEGMENT = 1
const PATH = 2
const GROUP = 3

/** Compiles pattern nodes, numbering segments by their position in `keys`. */
export function compileFormat(nodes: readonly PatternNode[], keys: readonly string[]): Format {
  const format: Format = { kinds: [], texts: [], args: [], groups: [], slots: [] }
  const push = (kind: number, text: string, arg: number) => {
    format.kinds.push(kind)
    format.texts.push(text)
    format.args.push(arg)
  }
  for (const node of nodes) {
    if (node.type === 'group') {
      format.groups.push(compileFormat(node.children, keys))
      push(GROUP, '', format.groups.length - 1)
    } else if (node.type === 'param' || node.type === 'glob') {
      const index = keys.indexOf(node.name)
      // Journey escapes globs and `:controller` (which may hold `admin/photos`) as paths.
      push(node.type === 'glob' || node.name === 'controller' ? PATH : SEGMENT, '', index)
      format.slots.push(index)
    } else {
      const text = node.type === 'slash' ? '/' : node.type === 'dot' ? '.' : node.text
      const last = format.kinds.length - 1
      if (format.kinds[last] === TEXT) format.texts[last] += text
      else push(TEXT, text, -1)
    }
  }
  return format
}

/** Renders a level with segment values (null = no value); "" when a direct segment lacks one. */
export function renderFormat(format: Format, values: ReadonlyArray<string | null>): string {
  const slots = format.slots
  for (let i = 0; i < slots.length; i++) if (values[slots[i]!] === null) return ''
  const { kinds, texts, args } = format
  let out = ''
  for (let i = 0; i < kinds.length; i++) {
    const kind = kinds[i]!
    if (kind === TEXT) out += texts[i]!
    else if (kind === SEGMENT) out += escapeSegment(values[args[i]!]!)
    else if (kind === PATH) out += escapePath(values[args[i]!]!)
    else {
      const group = format.groups[args[i]!]!
      // Most groups (`(.:format)`) are left out: check their slots before the call.
      const slots = group.slots
      let filled = true
      for (let k = 0; k < slots.length; k++) if (values[slots[k]!] === null) filled = false
      if (filled) out += renderFormat(group, values)
    }
  }
  return out
}
