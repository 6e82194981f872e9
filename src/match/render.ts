/**
 * A pattern compiled for generation: literals, segment slots and optional groups. A group is
 * rendered only when every segment directly inside it has a value (Journey's `Format`).
 */
import { escapePath, escapeSegment } from './escape.js'
import type { PatternNode } from './pattern.js'

/**
 * A pattern as one flat list of operations, so that rendering reads one array (generation runs
 * through a thousand routes' plans, and each array is a cache miss of its own):
 *   TEXT text · SEGMENT index · PATH index (a segment escaped as a path) ·
 *   LEVEL end count slot… : when one of the `count` slots has no value, go on at `end`.
 * The whole pattern is a LEVEL too (its slots are the required segments), and so is each group.
 */
export type Plan = Array<string | number>

const TEXT = 0
const SEGMENT = 1
const PATH = 2
const LEVEL = 3

/** Compiles pattern nodes, numbering segments by their position in `keys`. */
export function compilePlan(nodes: readonly PatternNode[], keys: readonly string[]): Plan {
  const plan: Plan = []
  level(nodes, keys, plan)
  return plan
}

function level(nodes: readonly PatternNode[], keys: readonly string[], plan: Plan): void {
  const at = plan.length
  const slots = nodes.flatMap((node) => (node.type === 'param' || node.type === 'glob' ? [keys.indexOf(node.name)] : []))
  plan.push(LEVEL, 0, slots.length, ...slots)
  let text = -1 // where the text being extended is, or -1 after anything but text
  for (const node of nodes) {
    if (node.type === 'group') {
      level(node.children, keys, plan)
      text = -1
    } else if (node.type === 'param' || node.type === 'glob') {
      // Journey escapes globs and `:controller` (which may hold `admin/photos`) as paths.
      plan.push(node.type === 'glob' || node.name === 'controller' ? PATH : SEGMENT, keys.indexOf(node.name))
      text = -1
    } else {
      const literal = node.type === 'slash' ? '/' : node.type === 'dot' ? '.' : node.text
      if (text >= 0) plan[text] += literal
      else plan.push(TEXT, literal), (text = plan.length - 1)
    }
  }
  plan[at + 1] = plan.length
}

/** Renders a plan with segment values (null = no value); "" when a required segment lacks one. */
export function renderPlan(plan: Plan, values: ReadonlyArray<string | null>): string {
  let out = ''
  for (let i = 0; i < plan.length;) {
    const op = plan[i] as number
    if (op === TEXT) out += plan[i + 1] as string
    else if (op === SEGMENT) out += escapeSegment(values[plan[i + 1] as number]!)
    else if (op === PATH) out += escapePath(values[plan[i + 1] as number]!)
    else {
      const last = i + 3 + (plan[i + 2] as number)
      let j = i + 3
      while (j < last && values[plan[j] as number] !== null) j++
      i = j === last ? last : (plan[i + 1] as number)
      continue
    }
    i += 2
  }
  return out
}
