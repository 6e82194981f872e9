/**
 * A route's path pattern as OpenAPI path templates: `/photos/:id` → `/photos/{id}`. Optional
 * groups are expanded into the variants they stand for (all taken first), except a `(.:format)`
 * group, which by default is left out and documented on the operation (`formatPaths` lists its
 * variants too). Globs become one parameter that spans segments. Literal text that a template
 * cannot hold as written (braces, `?`, `#`, spaces...) is percent-encoded, as a request has it.
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

/** Variants beyond this many are not listed: only all groups taken and none are. */
const MAX_VARIANTS = 64

/** The templates of a Rails path pattern. */
export function pathTemplates(pattern: string, formatPaths: boolean): PatternTemplates {
  const nodes = parsePattern(pattern)
  const formatOptional = !formatPaths && nodes.some(isFormatGroup)
  const kept = formatOptional ? nodes.filter((node) => !isFormatGroup(node)) : nodes
  const readings = variants(kept, MAX_VARIANTS) ?? [taken(kept), kept.filter((node) => node.type !== 'group')]
  const seen = new Set<string>()
  const templates: PathTemplate[] = []
  for (const reading of readings) {
    const template = write(reading)
    if (seen.has(template.template)) continue
    seen.add(template.template)
    templates.push(template)
  }
  return { templates, formatOptional }
}

function isFormatGroup(node: PatternNode): boolean {
  return node.type === 'group' && node.children.length === 2 && node.children[0]!.type === 'dot' &&
    node.children[1]!.type === 'param' && node.children[1]!.name === 'format'
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
      template += `{${node.name}}`
      shape += '{}'
      if (!params.some((p) => p.name === node.name)) params.push({ name: node.name, glob: node.type === 'glob' })
      continue
    }
    const text = node.type === 'slash' ? '/' : node.type === 'dot' ? '.' : node.type === 'literal' ? encodeLiteral(node.text) : ''
    template += text
    shape += text
  }
  if (!template.startsWith('/')) (template = `/${template}`), (shape = `/${shape}`)
  return { template, shape, params }
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
