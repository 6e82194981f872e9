/**
 * What a host needs to generate a named route's path (Rails' `NAME_path`): its segments with
 * their defaults and requirements, and its pattern as a tree of text, segments and optional groups.
 */
import type { ParamValue } from '../match/params.js'
import { requiredKeys, segmentKeys, type PatternNode } from '../match/pattern.js'
import { toParam } from '../match/query.js'

/** A segment of the pattern, in order of first appearance. */
export interface CompiledSegment {
  name: string
  /** True when it stands outside every optional group: generation fails without a value. */
  required: boolean
  /** The `to_param` text of the route's default for it, or null when it has none. */
  default: string | null
  /** Its requirement in the portable dialect, which the whole value must match; null for none. */
  requirement: string | null
}

/** A piece of the pattern: literal text, a segment, or an optional group. */
export type PatternPart = string | { segment: string; escape: 'segment' | 'path' } | { optional: PatternPart[] }

/** The generation half of a compiled route. */
export interface CompiledGeneration {
  segments: CompiledSegment[]
  pattern: PatternPart[]
}

/** The generation data of a parsed pattern, given the route's base params and portable requirements. */
export function compileGeneration(nodes: readonly PatternNode[], params: ReadonlyMap<string, ParamValue>, requirements: ReadonlyMap<string, string>): CompiledGeneration {
  const required = new Set(requiredKeys(nodes))
  const segments = segmentKeys(nodes).map((name) => ({
    name,
    required: required.has(name),
    default: toParam(params.get(name)),
    requirement: requirements.get(name) ?? null,
  }))
  return { segments, pattern: patternParts(nodes) }
}

function patternParts(nodes: readonly PatternNode[]): PatternPart[] {
  const parts: PatternPart[] = []
  for (const node of nodes) {
    if (node.type === 'group') parts.push({ optional: patternParts(node.children) })
    // Journey escapes globs and `:controller` (which may hold `admin/photos`) as paths.
    else if (node.type === 'param' || node.type === 'glob') parts.push({ segment: node.name, escape: node.type === 'glob' || node.name === 'controller' ? 'path' : 'segment' })
    else {
      const text = node.type === 'slash' ? '/' : node.type === 'dot' ? '.' : node.text
      const last = parts.length - 1
      if (typeof parts[last] === 'string') parts[last] += text
      else parts.push(text)
    }
  }
  return parts
}
