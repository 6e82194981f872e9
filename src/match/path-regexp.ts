/**
 * A route's whole path regexp, built as Journey builds it (RAILS.md 13.3). Only routes the token
 * trie cannot hold (globs, literals glued to segments, requirements that may span `/` or `.`,
 * prefix routes) are matched with it.
 */
import type { Route } from '../route.js'
import { parsePattern, type PatternNode } from './pattern.js'
import { type PatternTest, safeRegExp } from './linear/index.js'
import { compileRequirement, tagGroupNames, type Requirement } from './requirement.js'

/** A compiled path regexp and, per segment name, the group that captures it. */
export interface PathRegExp {
  /**
   * The regexp, linear in the path's length whatever the pattern: two globs, or two segments with
   * nothing between them (`(:a)(:b)`, `*a/*b`), split a run of text in polynomially many ways,
   * and a catastrophic requirement in exponentially many, which V8's backtracking would try one by
   * one on a failing path; such regexps run on the linear machine (linear/).
   */
  regexp: PatternTest
  /** The JS source of `regexp` (flag `u`). */
  source: string
  /** Segment names with their capture group numbers, in pattern order. */
  captures: Array<[name: string, group: number]>
}

/**
 * The path length beyond which a backtracking engine is not given a route with ambiguous
 * adjacent captures: the compiled table's `max_path_length` (see compile/). Recognition here has
 * no such limit.
 */
export const RISKY_PATH_LIMIT = 4096

// Onigmo's Unicode word characters: the `\b` after a prefix route's pattern is Unicode-aware.
const WORD = String.raw`[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`
const BOUNDARY = `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`

/** Builds the path regexp of a parsed pattern with its requirements. */
export function pathRegExp(nodes: readonly PatternNode[], requirements: Map<string, Requirement>, anchored: boolean): PathRegExp {
  const captures: Array<[string, number]> = []
  // Per segment: its name, its own group, and the groups of its requirement that are named.
  const segments: Array<{ name: string; group: number; named: number[]; groups: number }> = []
  let group = 0
  const visit = (list: readonly PatternNode[]): string =>
    list
      .map((node) => {
        if (node.type === 'group') return `(?:${visit(node.children)})?`
        if (node.type === 'slash') return '\\/'
        if (node.type === 'dot') return '\\.'
        if (node.type === 'literal') return escape(node.text)
        const requirement = requirements.get(node.name)
        const own = ++group
        segments.push({ name: node.name, group: own, named: requirement?.named.map((k) => own + 1 + k) ?? [], groups: requirement?.rubyGroups ?? 0 })
        group += requirement?.groups ?? 0
        if (requirement) return `(${requirement.groups > requirement.rubyGroups || requirement.named.length > 0 ? tagGroupNames(requirement.source, own) : requirement.source})`
        return node.type === 'param' ? '([^/.?]+)' : '(.+)'
      })
      .join('')
  const body = visit(nodes)
  const named = segments.flatMap((segment) => segment.named)
  if (named.length === 0) for (const { name, group } of segments) captures.push([name, group])
  else {
    // Onigmo numbers only the named groups of a regexp that has any, and Journey still reads
    // segment i at group i + 1 plus the groups of the requirements before it (counting their
    // named groups, or their plain ones when they have none): values land where Rails puts them.
    let before = 0
    segments.forEach((segment, i) => {
      const at = before + i
      if (at < named.length) captures.push([segment.name, named[at]!])
      before += segment.named.length > 0 ? segment.named.length : segment.groups
    })
  }
  const tail = anchored ? '$' : body === '\\/' ? '' : `(?:${BOUNDARY}|$|\\/)`
  const source = `^${body}${tail}`
  return { regexp: safeRegExp(source), source, captures }
}

/**
 * True when the pattern has two globs, or two captures with no literal or separator between them.
 * The compiled table gives such routes a `max_path_length` (compile/table.ts).
 * A segment whose requirement may match a separator counts as a glob: `*slug(/:slug)` gives the
 * second `slug` the glob's `.+?`, and the two split a long path in quadratically many ways.
 */
export function ambiguous(nodes: readonly PatternNode[], requirements: Map<string, Requirement>): boolean {
  const kinds: string[] = []
  const flatten = (list: readonly PatternNode[]): void => {
    for (const node of list) {
      if (node.type === 'group') flatten(node.children)
      else if (node.type === 'param') kinds.push(requirements.get(node.name)?.tokenSafe === false ? 'glob' : 'param')
      else kinds.push(node.type === 'glob' ? 'glob' : 'text')
    }
  }
  flatten(nodes)
  const globs = kinds.filter((k) => k === 'glob').length
  return globs >= 2 || kinds.some((k, i) => k !== 'text' && i > 0 && kinds[i - 1] !== 'text')
}

/**
 * Journey's `Path::Pattern#match`: true when `path` matches the route's whole path regexp, with
 * its requirements (`rails routes -g` lists the routes a path would reach this way).
 */
export function routeMatchesPath(route: Route, path: string): boolean {
  const requirements = new Map<string, Requirement>()
  for (const [name, value] of Object.entries(route.requirements)) {
    const requirement = compileRequirement(value)
    if (requirement) requirements.set(name, requirement)
  }
  return pathRegExp(parsePattern(route.path), requirements, route.anchored).regexp.test(path)
}

function escape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
}
