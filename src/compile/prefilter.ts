/**
 * The optional prefilter of a compiled route: the static first token every path it matches
 * begins with, so that a host can skip the routes whose token differs without running their
 * regexps.
 */
import type { PatternNode } from '../match/pattern.js'

/**
 * The route's first token (the text after the leading `/` up to the next `/`, `.` or the end),
 * when every path the route matches has that first token; null when it depends on the path
 * (a segment, an optional group or a glued literal there) or the route is a prefix route.
 */
export function firstToken(nodes: readonly PatternNode[], anchored: boolean): string | null {
  if (!anchored || nodes[0]?.type !== 'slash') return null
  const second = nodes[1]
  if (second === undefined) return ''
  if (second.type !== 'literal' || /[/.]/.test(second.text)) return null
  return separated(nodes.slice(2)) ? second.text : null
}

// True when every reading of `nodes` starts with a separator or is empty (a group may be left
// out, and what follows it is then read): the token before them ends where they start.
function separated(nodes: readonly PatternNode[]): boolean {
  for (const node of nodes) {
    if (node.type === 'slash' || node.type === 'dot') return true
    if (node.type !== 'group' || !separated(node.children)) return false
  }
  return true
}
