// Routes whose every name, path text, default, requirement and target is hostile to generated
// code (not a spec: it registers no tests): quotes, backslashes, backticks, `${`, `*/`, `"""`,
// `\N{`, line terminators (U+2028, U+2029, newlines) and payloads that would set a marker if any
// of it ever ran.
import type { Route } from '../../src/route.js'

/** Set by any payload that runs: `globalThis.PWNED` in JavaScript, the environment variable PWNED in Python. */
export const PAYLOAD = `"'\`\${globalThis.PWNED=1}*/\\"""\\N{BULLET}\u2028\u2029\n\r# ";__import__("os").environ.__setitem__("PWNED","1");"\`); globalThis.PWNED=1; //`

function route(fields: Partial<Route> & Pick<Route, 'path'>, line: number): Route {
  return { name: null, verb: ['GET'], controller: 'things', action: 'show', requirements: {}, defaults: {}, anchored: true, source: { file: 'routes.rb', line, column: 3 }, ...fields }
}

/** The routes: a hostile name (mangled), a hostile default, requirement and target, keyword segments, hostile path text. */
export const HOSTILE: Route[] = [
  route({ name: `evil${PAYLOAD}`, path: '/evil/:id(.:format)', controller: PAYLOAD, action: PAYLOAD }, 1),
  route({ name: 'defaulted', path: '/d(/:id)(.:format)', defaults: { id: PAYLOAD, extra: { hash: [[PAYLOAD, PAYLOAD]] } } }, 2),
  route({ name: 'required', path: '/r/:id', requirements: { id: { regexp: '[a-z"\'`${}*/\\\\]+|"""|\\$\\{x\\}', flags: '' } } }, 3),
  route({ name: 'keywords', path: '/k/:class/:from(/:def)', defaults: { def: 'x' } }, 4),
  route({ name: 'text', path: "/t/`'\"$%7B{x}*/ü\u2028/:id" }, 5),
  route({ name: '__proto__', path: '/proto/:__proto__' }, 6),
  route({ name: 'constructor', path: '/c/:constructor' }, 7),
  route({ name: null, verb: ['GET'], path: '/old/:id', controller: null, action: null, endpoint: `redirect(301, ${PAYLOAD})`, redirect: { status: 301, path: PAYLOAD } }, 8),
]

/** The params each hostile helper is called with. */
export const HOSTILE_CALLS: Array<{ name: string; params: Record<string, unknown> }> = [
  { name: `evil${PAYLOAD}`, params: { id: PAYLOAD, format: PAYLOAD } },
  { name: `evil${PAYLOAD}`, params: { id: 1, [PAYLOAD]: PAYLOAD } },
  { name: 'defaulted', params: {} },
  { name: 'defaulted', params: { id: PAYLOAD } },
  { name: 'required', params: { id: 'ab"`${}' } },
  { name: 'required', params: { id: '${x}' } },
  { name: 'required', params: { id: 'AB' } },
  { name: 'keywords', params: { class: 'c', from: 'f' } },
  { name: 'keywords', params: { class: 'c', from: 'f', def: 'x' } },
  { name: 'keywords', params: { class: 'c' } },
  { name: 'text', params: { id: 1 } },
  { name: '__proto__', params: JSON.parse('{"__proto__": "p"}') as Record<string, unknown> },
  { name: 'constructor', params: { constructor: 'k' } },
]
