/**
 * A route's path pattern as OpenAPI path templates: `/photos/:id` → `/photos/{id}`. Optional
 * groups are expanded into the variants they stand for (all taken first), except a `(.:format)`
 * group, which by default is left out and documented on the operation (`formatPaths` lists its
 * variants too). Globs become one parameter that spans segments. Literal text that a template
 * cannot hold as written (braces, `?`, `#`, spaces...) is percent-encoded, as a request has it.
 * Variants that a request cannot tell apart (the same template up to parameter names, once
 * normalised) are listed once, the first.
 */
import { parsePattern, variants, type PatternNode } from '../../match/pattern.js'

/** One variant of a pattern. */
export interface PathTemplate {
  template: string
  /** The template with every parameter as `{}`: OpenAPI counts templates equal up to names as one. */
  shape: string
  /** Its parameters in order of appearance, without repeats. */
  params: Array<{ name: string; glob: boolean }>
}

/** The variants of a pattern and whether a `(.:format)` group was left out of them. */
export interface PatternTemplates {
  templates: PathTemplate[]
  formatOptional: boolean
}

/**
 * The parameter of a segment without a name (`/:-x`, `/*`): OpenAPI needs one, and no Journey
 * name (word characters only) can be this one.
 */
export const UNNAMED = '(unnamed)'

/** Variants beyond this many are not listed: only all groups taken and none are. */
const MAX_VARIANTS = 64

/** The templates of a Rails path pattern. */
export function pathTemplates(pattern: string, formatPaths: boolean): PatternTemplates {
  const nodes = parsePattern(pattern)
  const formatOptional = !formatPaths && nodes.some(isFormatGroup)
  const kept = formatOptional ? nodes.filter((node) => !isFormatGroup(node)) : nodes
  const readings = variants(kept, MAX_VARIANTS) ?? [taken(kept), kept.filter((node) => node.type !== 'group')]
  // Listed, the format variants come after the others, so that a path keeps its operationId
  // whether or not they are listed (the sort is stable).
  if (formatPaths) readings.sort((a, b) => Number(hasFormat(a)) - Number(hasFormat(b)))
  const seen = new Set<string>()
  const templates: PathTemplate[] = []
  for (const reading of readings) {
    const template = write(reading)
    if (seen.has(template.shape)) continue
    seen.add(template.shape)
    templates.push(template)
  }
  return { templates, formatOptional }
}

function isFormatGroup(node: PatternNode): boolean {
  return node.type === 'group' && node.children.length === 2 && node.children[0]!.type === 'dot' &&
    node.children[1]!.type === 'param' && node.children[1]!.name === 'format'
}

function hasFormat(nodes: readonly PatternNode[]): boolean {
  return nodes.some((node) => node.type === 'param' && node.name === 'format')
}

function taken(nodes: readonly PatternNode[]): PatternNode[] {
  return nodes.flatMap((node) => (node.type === 'group' ? taken(node.children) : [node]))
}

function write(nodes: readonly PatternNode[]): PathTemplate {
  let template = ''
  let shape = ''
  const params: PathTemplate['params'] = []
  for (const node of nodes) {
    if (node.type === 'param' || node.type === 'glob') {
      const name = node.name === '' ? UNNAMED : node.name
      template += `{${name}}`
      shape += '{}'
      if (!params.some((p) => p.name === name)) params.push({ name, glob: node.type === 'glob' })
      continue
    }
    const text = node.type === 'slash' ? '/' : node.type === 'dot' ? '.' : node.type === 'literal' ? encodeLiteral(node.text) : ''
    template += text
    shape += text
  }
  return { template: normalize(template), shape: normalize(shape), params }
}

// Journey's normal form of a request path: a leading `/`, no `//`, no trailing `/`. A variant
// that leaves out a group between two slashes (`/(:locale)(/:page)` without the locale) is
// requested as its normal form.
function normalize(path: string): string {
  const out = `/${path}`.replace(/\/{2,}/g, '/')
  return out.length > 1 ? out.replace(/\/$/, '') : out
}

// RFC 3986 pchar (and `%`, which Journey's literals may hold already encoded) stay as written.
function encodeLiteral(text: string): string {
  return [...text].map((c) => (/^[A-Za-z0-9\-._~!$&'()*+,;=:@%]$/.test(c) ? c : encodeChar(c))).join('')
}

// A lone surrogate (which encodeURIComponent refuses) is encoded as U+FFFD, as UTF-8 would have it.
function encodeChar(c: string): string {
  try {
    return encodeURIComponent(c)
  } catch {
    return '%EF%BF%BD'
  }
}
