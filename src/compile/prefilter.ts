/**
 * The optional prefilter of a compiled route: the static first token every path it matches
 * begins with, so that a host can skip the routes whose token differs without running their
 * regexps.
 */
import { startsWithSeparator, type PatternNode } from '../match/pattern.js'

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
  return startsWithSeparator(nodes.slice(2)) ? second.text : null
}
