/**
 * A short value a requirement accepts, read off its tree: the first branch of each alternation,
 * the fewest repetitions (at least one where one is allowed), a plain character of each class.
 * The vectors use it to reach routes whose segments have requirements.
 */
import type { RegexNode } from './regex-tree.js'

// Characters a sample prefers: they need no escaping in a path and mean nothing to Journey.
const PREFERRED = [...'1a0A_-~zZ9']

/** A value the tree matches, as far as this simple reading finds one (the caller checks it). */
export function sampleOf(branches: readonly RegexNode[][]): string {
  return branches[0]!.map(sampleNode).join('')
}

function sampleNode(node: RegexNode): string {
  switch (node.type) {
    case 'char':
      return String.fromCodePoint(node.code)
    case 'any':
      return 'a'
    case 'class':
      return classSample(node.negated, node.ranges)
    case 'group':
      return sampleOf(node.body)
    case 'lookahead':
      return ''
    case 'repeat': {
      const count = node.min > 0 ? node.min : node.max === 0 ? 0 : 1
      return sampleNode(node.node).repeat(count)
    }
  }
}

function classSample(negated: boolean, ranges: ReadonlyArray<[number, number]>): string {
  const inside = (c: number) => ranges.some(([lo, hi]) => c >= lo && c <= hi)
  const preferred = PREFERRED.find((c) => inside(c.codePointAt(0)!) !== negated)
  if (preferred !== undefined) return preferred
  return negated ? '!' : String.fromCodePoint(ranges[0]![0])
}
