/**
 * The language of a route's path: every path its whole path regexp (path-regexp.ts) accepts, as
 * an automaton. Segments are `[^/.?]+` unless a requirement says otherwise, globs `.+`, optional
 * groups optional. A requirement outside what regex-language.ts reads leaves the route undecided.
 */
import { compileRequirement } from '../match/requirement.js'
import { parsePattern, type PatternNode } from '../match/pattern.js'
import type { Route } from '../route.js'
import { complement, ofChars, single } from './charset.js'
import { type Fragment, type Nfa, NfaBuilder, TooLarge } from './nfa.js'
import { buildRegex, parseRegex, type RegexNode, Undecidable } from './regex-language.js'

/** A route's path language, or why it is not reasoned about. */
export type RouteLanguage = { nfa: Nfa; prefix: string } | { undecided: string }

const SEGMENT: RegexNode = { type: 'repeat', item: { type: 'chars', set: complement(ofChars('/.?')) }, min: 1, max: Infinity }
const GLOB: RegexNode = { type: 'repeat', item: { type: 'chars', set: complement(ofChars('\n\r\u2028\u2029')) }, min: 1, max: Infinity }

/**
 * Every route's language, built once per shape (path and requirements: `resources` declares
 * each path for several verbs), and each route's shape number, equal for equal languages.
 */
export function tableLanguages(routes: readonly Route[]): { languages: RouteLanguage[]; shapes: number[] } {
  const byShape = new Map<string, number>()
  const built: RouteLanguage[] = []
  const shapes = routes.map((route) => {
    const key = JSON.stringify([route.anchored, route.path, route.requirements])
    let shape = byShape.get(key)
    if (shape === undefined) byShape.set(key, (shape = built.push(routeLanguage(route)) - 1))
    return shape
  })
  return { languages: shapes.map((shape) => built[shape]!), shapes }
}

/** The automaton of an anchored route's path; prefix routes (`mount`) are left undecided. */
export function routeLanguage(route: Route): RouteLanguage {
  if (!route.anchored) return { undecided: 'a prefix route (mount) takes requests below its path' }
  try {
    const nodes = parsePattern(route.path)
    const regexes = new Map<string, RegexNode>()
    for (const [name, value] of Object.entries(route.requirements)) {
      const requirement = compileRequirement(value)
      if (requirement) regexes.set(name, parseRegex(requirement.source))
    }
    const builder = new NfaBuilder()
    return { nfa: builder.finish(patternFragment(nodes, regexes, builder)), prefix: literalPrefix(nodes) }
  } catch (error) {
    if (error instanceof Undecidable) return { undecided: `its requirement is beyond this analysis (${error.message})` }
    if (error instanceof TooLarge) return { undecided: `its path is too large to analyse (${error.message})` }
    if (error instanceof SyntaxError) return { undecided: error.message }
    throw error
  }
}

function patternFragment(nodes: readonly PatternNode[], regexes: ReadonlyMap<string, RegexNode>, builder: NfaBuilder): Fragment {
  return builder.sequence(
    nodes.map((node) => {
      switch (node.type) {
        case 'slash': return builder.chars(single(0x2f))
        case 'dot': return builder.chars(single(0x2e))
        case 'literal': return builder.sequence([...node.text].map((c) => builder.chars(single(c.codePointAt(0)!))))
        case 'group': return builder.optional(patternFragment(node.children, regexes, builder))
        case 'param': return buildRegex(regexes.get(node.name) ?? SEGMENT, builder)
        case 'glob': return buildRegex(regexes.get(node.name) ?? GLOB, builder)
      }
    }),
  )
}

/** The text every path of the route starts with (`/photos/` for `/photos/:id(.:format)`). */
function literalPrefix(nodes: readonly PatternNode[]): string {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'slash') out += '/'
    else if (node.type === 'dot') out += '.'
    else if (node.type === 'literal') out += node.text
    else break
  }
  return out
}
