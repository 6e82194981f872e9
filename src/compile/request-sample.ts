/**
 * Requests built from a route's own pattern: a value each segment accepts, a pattern variant
 * filled with values, escaped as a request line carries it. The conformance vectors and the
 * route diff both probe a table with such requests.
 */
import { compileRequirement } from '../match/requirement.js'
import type { PatternNode } from '../match/pattern.js'
import type { RubyValue } from '../route.js'
import { NotPortable, readRegex } from './regex-tree.js'
import { sampleOf } from './regex-sample.js'

/** A short value the requirement accepts (checked against it), or null when none is found. */
export function requirementSample(value: RubyValue | undefined): string | null {
  const requirement = compileRequirement(value)
  if (!requirement) return null
  try {
    const sample = sampleOf(readRegex(requirement.source))
    return sample !== '' && requirement.whole.test(sample) ? sample : null
  } catch (error) {
    if (!(error instanceof NotPortable)) throw error
    return null
  }
}

/** The nodes of a pattern with every optional group taken. */
export function flattenPattern(nodes: readonly PatternNode[]): PatternNode[] {
  return nodes.flatMap((node) => (node.type === 'group' ? flattenPattern(node.children) : [node]))
}

/**
 * A request path for one variant of a pattern (groups resolved), segments filled by `value`; a
 * glob gets `globTail` after its value (by default a second, escaped segment).
 */
export function fillVariant(variant: readonly PatternNode[], value: (key: string) => string, globTail = '/x%20y'): string {
  const path = variant
    .map((node) => {
      if (node.type === 'slash') return '/'
      if (node.type === 'dot') return '.'
      if (node.type === 'literal') return node.text
      if (node.type === 'glob') return `${value(node.name)}${globTail}`
      return node.type === 'param' ? value(node.name) : ''
    })
    .join('')
  return path.startsWith('/') ? path : `/${path}`
}

/** A sample as a request line carries it: bytes outside the unreserved set percent-encoded. */
export function escapeSample(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
