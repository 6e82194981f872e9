/**
 * One OpenAPI operation for one method of one variant of a route: parameters with the
 * requirements as anchored ECMAScript patterns and the defaults, `summary` and `tags` from the
 * target, redirects as their 3xx response with `Location`, and `x-routecraft` naming the route.
 */
import { writeAlternation } from '../../compile/portable-regex.js'
import { NotPortable, readRegex } from '../../compile/regex-tree.js'
import { paramValue } from '../../match/compile.js'
import { toParam } from '../../match/query.js'
import { compileRequirement } from '../../match/requirement.js'
import type { Route } from '../../route.js'
import { type PathTemplate, UNNAMED } from './templates.js'

/** A JSON object of the document. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

/** `x-routecraft`: which route an operation comes from. */
export function routeExtension(route: Route, formatOptional: boolean): JsonObject {
  const out: JsonObject = {
    name: typeof route.name === 'string' ? route.name : null,
    controller: route.controller,
    action: route.action,
    path: route.path,
    source: `${route.source.file}:${route.source.line}`,
  }
  if (route.endpoint !== undefined) out.endpoint = route.endpoint
  if (formatOptional) out.format = 'optional'
  if (!route.anchored) out.prefix = true
  // Request conditions (subdomain, host...) and constraint objects, as the route table's JSON has them.
  if (route.conditions !== undefined && Object.keys(route.conditions).length > 0) out.conditions = route.conditions as JsonObject
  if (route.constraintObjects !== undefined && route.constraintObjects.length > 0) out.constraints = route.constraintObjects
  const defaults = Object.entries(route.defaults)
  if (defaults.length > 0) out.defaults = Object.fromEntries(defaults.map(([key, value]) => [key, toParam(paramValue(value)) ?? null]))
  return out
}

/** The operation, without its operationId (ids are given in table order, see operation-ids.ts). */
export function operation(route: Route, template: PathTemplate, names: readonly string[], formatOptional: boolean): JsonObject {
  const target = route.controller !== null ? `${route.controller}#${route.action ?? ''}` : route.endpoint ?? 'a Rack application'
  const op: JsonObject = { summary: target }
  if (route.controller !== null) op.tags = [route.controller]
  const notes: string[] = []
  if (formatOptional) notes.push('The path also answers with a format extension (`.json`, `.html`...): `(.:format)` in the route.')
  if (!route.anchored) notes.push('A prefix route (`mount`): it also serves every path below this one.')
  if (notes.length > 0) op.description = notes.join(' ')
  if (template.params.length > 0) op.parameters = template.params.map((param, i) => parameter(route, param.name, param.glob, names[i]!))
  op.responses = responses(route, target)
  op['x-routecraft'] = routeExtension(route, formatOptional)
  return op
}

function parameter(route: Route, name: string, glob: boolean, shown: string): JsonObject {
  const segment = name === UNNAMED ? '' : name
  const schema: JsonObject = { type: 'string' }
  const pattern = requirementPattern(route, segment)
  if (pattern !== null) schema.pattern = pattern
  if (Object.hasOwn(route.defaults, segment)) {
    const text = toParam(paramValue(route.defaults[segment]!))
    if (text !== null) schema.default = text
  }
  const param: JsonObject = { name: shown, in: 'path', required: true, schema }
  const notes: string[] = []
  if (glob) notes.push(`A glob (\`*${segment}\`): the value may span several segments, \`/\` included.`)
  if (shown !== name) notes.push(`The route names this segment \`${glob ? '*' : ':'}${segment}\`.`)
  if (segment === '') notes.push('The route\'s segment has no name.')
  if (notes.length > 0) param.description = notes.join(' ')
  return param
}

/**
 * The requirement of a segment as an ECMAScript pattern of the whole value: the portable
 * dialect of the compiled table where the requirement has one (every engine reads it alike),
 * else the translation the matcher runs (for the `u` flag); null when there is no requirement.
 */
export function requirementPattern(route: Route, segment: string): string | null {
  const requirement = compileRequirement(route.requirements[segment])
  if (requirement === null) return null
  let source = requirement.source
  try {
    source = writeAlternation(readRegex(requirement.source))
  } catch (error) {
    if (!(error instanceof NotPortable)) throw error
  }
  return `^(?:${source})$`
}

function responses(route: Route, target: string): JsonObject {
  const redirect = route.redirect
  if (redirect === undefined) return { default: { description: `The response of ${target}.` } }
  const to = redirect.path !== undefined ? redirect.path : JSON.stringify(redirect.options ?? {})
  return {
    [String(redirect.status)]: {
      description: `A redirect to ${to}.`,
      headers: { Location: { description: `The target: ${to}, with the request's segments in its %{...} placeholders.`, schema: { type: 'string' } } },
    },
  }
}
