/**
 * Every path an application serves as template-literal type members (`/photos/${string}`):
 * each route's pattern with its optional groups taken or left out, segments and globs as
 * `${string}`. A prefix route (`mount`) serves its path and what lies below it. A pattern with
 * too many optional groups to list is widened (its groups as `${string}`), never narrowed.
 */
import { parsePattern, variants, type PatternNode } from '../match/pattern.js'
import type { Route } from '../route.js'
import { tsTemplateText } from './literals.js'

const ANY = '${string}'

/** The distinct members, in table order, each the text between backticks. */
export function pathTemplates(routes: readonly Route[]): string[] {
  const out = new Set<string>()
  for (const route of routes) {
    const nodes = parsePattern(route.path)
    const readings = variants(nodes) ?? [nodes]
    for (const reading of readings) {
      const text = template(reading)
      const path = text.startsWith('/') ? text : `/${text}`
      out.add(path)
      if (!route.anchored) out.add(path === '/' ? `/${ANY}` : `${path}/${ANY}`)
    }
  }
  return [...out]
}

function template(nodes: readonly PatternNode[]): string {
  let out = ''
  let open = false // the text ends with a placeholder: two in a row match what one does
  for (const node of nodes) {
    const placeholder = node.type === 'group' || node.type === 'param' || node.type === 'glob'
    if (placeholder && !open) out += ANY
    else if (node.type === 'slash') out += '/'
    else if (node.type === 'dot') out += '.'
    else if (node.type === 'literal') out += tsTemplateText(node.text)
    open = placeholder
  }
  return out
}
