/**
 * A route's recognition regexp in the portable dialect: Journey's path regexp (RAILS.md 13.3),
 * with every requirement rewritten portably and every group but the segments' own made
 * non-capturing, so that capture group i is the i-th segment of `captures`.
 */
import type { PatternNode } from '../match/pattern.js'
import { literal, literalText, writeAlternation } from './portable-regex.js'
import { NotPortable, type RegexNode } from './regex-tree.js'

// Journey's `[^/.?]+` for a segment, and its `.+` for a glob, where Ruby's `.` is all but `\n`.
const SEGMENT = '[^./?]+'
const GLOB = '[^\\x0A]+'
// The characters Onigmo counts as word characters, as far as the dialect can spell them: ASCII
// word characters, and every non-ASCII character (see "Prefix routes" in compiled-routes.md).
const WORD_CLASS = `0-9A-Z_a-z\u0080-\u{10FFFF}`
const UNICODE_WORD = /^[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]$/u

/** A route's portable recognition regexp and the segment names its groups capture, in order. */
export interface RouteRegex {
  regex: string
  captures: string[]
}

/**
 * Builds the regexp of a parsed pattern, with its requirements read into trees. A prefix route
 * (`anchored` false) is followed by Journey's boundary: the path ends, or a `/`, or a change
 * between word and non-word characters. Throws NotPortable when the boundary cannot be
 * written (a prefix route ending in a segment or an optional group).
 */
export function routeRegex(nodes: readonly PatternNode[], requirements: ReadonlyMap<string, RegexNode[][]>, anchored: boolean): RouteRegex {
  const captures: string[] = []
  const visit = (list: readonly PatternNode[]): string =>
    list
      .map((node) => {
        if (node.type === 'group') return `(?:${visit(node.children)})?`
        if (node.type === 'slash') return '/'
        if (node.type === 'dot') return literal(0x2e)
        if (node.type === 'literal') return literalText(node.text)
        captures.push(node.name)
        const requirement = requirements.get(node.name)
        return `(${requirement ? writeAlternation(requirement) : node.type === 'param' ? SEGMENT : GLOB})`
      })
      .join('')
  const body = visit(nodes)
  return { regex: `^${body}${anchored ? '$' : prefixTail(nodes, body)}`, captures }
}

function prefixTail(nodes: readonly PatternNode[], body: string): string {
  if (body === '/') return ''
  const last = nodes[nodes.length - 1]
  const text = last?.type === 'slash' ? '/' : last?.type === 'dot' ? '.' : last?.type === 'literal' ? last.text : null
  if (text === null) throw new NotPortable('a prefix route (mount, anchor: false) ending in a segment or an optional group: its boundary depends on the captured text')
  const wordEnd = UNICODE_WORD.test([...text].pop()!)
  return wordEnd ? `(?:$|[^${WORD_CLASS}])` : `(?:$|/|[${WORD_CLASS}])`
}
