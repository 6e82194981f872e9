/**
 * A TypeScript module of path helpers: the shared generation code (ts-runtime.ts), one data
 * record and one exported function per named route, and `RoutePath`/`AppPath`, the
 * template-literal types of every path the application serves.
 */
import type { PatternPart } from '../compile/generation.js'
import type { ParamValue } from '../match/params.js'
import type { Route } from '../route.js'
import type { HelperRoute } from './helper-routes.js'
import { commentText, tsString } from './literals.js'
import type { HelperName } from './names.js'
import { pathTemplates } from './path-types.js'
import { routeSummary } from './summary.js'
import { TS_GENERATION, TS_TYPES } from './ts-runtime.js'

/** The module's text: `header` (its first line, a comment), then the code. */
export function tsModule(header: string, routes: readonly Route[], helpers: readonly HelperRoute[], names: readonly HelperName[]): string {
  const interfaces = new Set<string>()
  const blocks = helpers.map((helper, i) => helperBlock(helper, i, names[i]!.identifier, interfaceName(names[i]!.identifier, interfaces)))
  return [`// ${commentText(header)}`, TS_TYPES, ...(blocks.length > 0 ? [TS_GENERATION, ...blocks] : []), pathTypes(routes)].join('\n')
}

function helperBlock(helper: HelperRoute, i: number, identifier: string, params: string): string {
  const required = helper.segments.some((segment) => segment.required)
  const fields = helper.segments.map((segment) => `${tsString(segment.name)}${segment.required ? ': Segment' : '?: ParamValue'}`)
  const data = [
    `name: ${tsString(helper.name)}`,
    `keys: [${helper.segments.map((s) => tsString(s.name)).join(', ')}]`,
    `required: [${helper.segments.map((s) => s.required).join(', ')}]`,
    `defaults: [${helper.segments.map((s) => (s.default === null ? 'null' : tsString(s.default))).join(', ')}]`,
    `tests: [${helper.segments.map((s) => (s.js === null ? 'null' : tsString(s.js))).join(', ')}]`,
    `requiredNames: [${helper.requiredNames.map(tsString).join(', ')}]`,
    `pattern: ${parts(helper.pattern, helper.segments.map((s) => s.name))}`,
    `base: [${helper.base.map(([key, value]) => `[${tsString(key)}, ${value_(value)}]`).join(', ')}]`,
    `impliedAction: ${helper.impliedAction}`,
  ]
  return [
    `const r${i} = route({ ${data.join(', ')} })`,
    `/** The params of ${identifier}: its segments, and any other key for the query string. */`,
    `export interface ${params} { ${[...fields, '[key: string]: ParamValue'].join('; ')} }`,
    `/** ${commentText(routeSummary(helper.name, helper.route))} */`,
    `export function ${identifier}(params: ${params}${required ? '' : ' = {}'}): string {`,
    `  return build(r${i}, params)`,
    '}',
    '',
  ].join('\n')
}

// `photoPath` → `PhotoPathParams`; a numbered suffix where two helpers differ only in the case of their first letter.
function interfaceName(identifier: string, taken: Set<string>): string {
  const base = `${identifier[0]!.toUpperCase()}${identifier.slice(1)}Params`
  let name = base
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`
  taken.add(name)
  return name
}

// Text, `{ s: i }` a segment (i its index in `keys`), `{ p: i }` one escaped as a path, `{ o: [...] }` an optional group.
function parts(list: readonly PatternPart[], keys: readonly string[]): string {
  return `[${list
    .map((part) => {
      if (typeof part === 'string') return tsString(part)
      if ('optional' in part) return `{ o: ${parts(part.optional, keys)} }`
      return `{ ${part.escape === 'path' ? 'p' : 's'}: ${keys.indexOf(part.segment)} }`
    })
    .join(', ')}]`
}

function value_(value: ParamValue): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return tsString(value)
  if (typeof value === 'number') return Number.isFinite(value) || Number.isNaN(value) ? String(value) : value > 0 ? 'Infinity' : '-Infinity'
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(value_).join(', ')}]`
  // A computed key defines an own property even for `__proto__`.
  return `{ ${Object.entries(value).map(([key, v]) => `[${tsString(key)}]: ${value_(v)}`).join(', ')} }`
}

function pathTypes(routes: readonly Route[]): string {
  const members = pathTemplates(routes)
  return [
    '/** Every path the application serves (segments as `${string}`): a hand-built path no route serves does not type-check. */',
    `export type RoutePath = ${members.length === 0 ? 'never' : members.map((m) => `\n  | \`${m}\``).join('')}`,
    '/** A path the application serves, alone or with a query string or a fragment. */',
    'export type AppPath = RoutePath | `${RoutePath}?${string}` | `${RoutePath}#${string}`',
    '',
  ].join('\n')
}
