// The params objects the helper specs give every helper (not a spec: it registers no tests),
// derived from the route's pattern: none, the required segments, each optional one, all of them,
// numbers, extra query keys (arrays, hashes, nil, empty), values that need escaping, Rails'
// options (anchor, trailing_slash, script_name, params), each required key left out, defaults,
// blanks, globs as arrays, lone surrogates and a `__proto__` key. The answers come from the
// matcher, never from the helpers.
import { NotPortable, readRegex } from '../../src/compile/regex-tree.js'
import { sampleOf } from '../../src/compile/regex-sample.js'
import { parsePattern, requiredKeys, segmentKeys, type PatternNode } from '../../src/match/pattern.js'
import { compileRequirement } from '../../src/match/requirement.js'
import { UrlGenerationError, type Matcher } from '../../src/match/index.js'
import type { Route } from '../../src/route.js'

export type Params = Record<string, unknown>
/** What a helper call gives: a path, or the required keys Rails names as missing. */
export type Answer = { path: string } | { missing: string[] }

/** One call: the route name, its params, the matcher's answer. */
export interface Call {
  name: string
  params: Params
  expect: Answer
}

function sample(route: Route, key: string): string {
  if (key === 'format') return 'json'
  const requirement = compileRequirement(route.requirements[key])
  if (!requirement) return '1'
  try {
    const value = sampleOf(readRegex(requirement.source))
    return requirement.whole.test(value) ? value : '1'
  } catch (error) {
    if (!(error instanceof NotPortable)) throw error
    return '1'
  }
}

function globs(nodes: readonly PatternNode[], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type === 'glob') out.add(node.name)
    else if (node.type === 'group') globs(node.children, out)
  }
  return out
}

/** The params objects for one route. */
export function paramsFor(route: Route): Params[] {
  const nodes = parsePattern(route.path)
  const keys = segmentKeys(nodes)
  const requiredSet = new Set(requiredKeys(nodes))
  const required = keys.filter((key) => requiredSet.has(key))
  const optional = keys.filter((key) => !requiredSet.has(key))
  const pick = (list: readonly string[], value: (key: string) => unknown = (key) => sample(route, key)): Params => Object.fromEntries(list.map((key) => [key, value(key)]))
  const req = pick(required)
  const defaults = new Map(Object.entries(route.defaults).filter(([key]) => keys.includes(key)).map(([key, value]) => [key, typeof value === 'object' && value !== null && 'symbol' in value ? value.symbol : value]))
  const out: Params[] = [
    {},
    req,
    ...optional.map((key) => ({ ...req, [key]: sample(route, key) })),
    pick(keys),
    pick(keys, (key) => (route.requirements[key] === undefined && key !== 'format' ? 7 : sample(route, key))),
    { ...req, q: 'x y', list: ['1', '2 3'], nested: { b: 1, a: [true, null], '10': 'x', '2': 'y' }, empty: [], none: null, e: {} },
    pick(keys, () => 'a/b c?#%é✓'),
    { ...req, ...pick(optional, () => 'a/b c?') },
    { ...req, anchor: 'top?x y', trailing_slash: true },
    { ...req, format: false },
    { ...req, format: '' },
    { ...pick(keys), trailing_slash: true },
    { ...req, script_name: '/app/', params: { z: '1', y: ['a', { k: 'v' }] } },
    ...required.map((key) => Object.fromEntries(required.filter((k) => k !== key).map((k) => [k, sample(route, k)]))),
    { ...req, ...Object.fromEntries(defaults) },
    // Blank values (JavaScript's trim and Python's strip disagree on U+001F and U+FEFF) after defaults.
    ...[' ', '\u001f', '\ufeff'].map((blank) => pick(keys, (key) => (requiredSet.has(key) ? sample(route, key) : defaults.has(key) ? defaults.get(key) : blank))),
    { ...req, action: null, controller: null },
    { ...req, q: '\uD800x\uDC00', [`k\u2028`]: 'v' },
    { ...req, ...JSON.parse('{"__proto__": "p"}') },
    { ...req, ...pick([...globs(nodes)], () => ['a', 'b c', 3]) },
    { ...req, ...pick(optional, () => 1.5) },
  ]
  const seen = new Set<string>()
  return out.filter((params) => {
    const key = JSON.stringify(params)
    return !seen.has(key) && (seen.add(key), true)
  })
}

/** Every call of every named route (the first of a name, as Rails keeps), answered by the matcher. */
export function callsFor(routes: readonly Route[], matcher: Matcher): Call[] {
  const seen = new Set<string>()
  const calls: Call[] = []
  for (const route of routes) {
    if (typeof route.name !== 'string' || seen.has(route.name)) continue
    seen.add(route.name)
    for (const params of paramsFor(route)) calls.push({ name: route.name, params, expect: answer(() => matcher.generate(route.name as string, params)) })
  }
  return calls
}

/** A call's answer: its path, or the keys of its UrlGenerationError. */
export function answer(call: () => string): Answer {
  try {
    return { path: call() }
  } catch (error) {
    if (error instanceof UrlGenerationError || (error instanceof Error && error.name === 'UrlGenerationError')) return { missing: [...(error as UrlGenerationError).missingKeys] }
    throw error
  }
}

/** `edit_admin_post` → `editAdminPostPath`: the rule (underscores before a letter or digit dropped, that letter upper-cased). */
export function tsHelperName(name: string): string {
  return `${name.replace(/(?<=[^_])_+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())}Path`
}
