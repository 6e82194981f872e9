// The requests and named-path calls the matcher goldens ask Rails about, derived from a route
// list (Rails' JSON): per route, sample paths filled from its pattern with and without the
// optional groups, plus misses; per named route, helper calls with positional, keyword, odd and
// extra arguments. Shared by tools/match-goldens.mjs and tools/rails-tests.ts.

// Tokens of a Journey pattern, enough to fill it: groups are kept or dropped as a whole.
function fill(pattern, value, keepGroups) {
  let out = ''
  let depth = 0
  let skipping = -1
  for (const token of pattern.match(/\(|\)|:\w+|\*\w+|[^():*]+|[:*]/g) ?? []) {
    if (token === '(') {
      depth++
      if (!keepGroups && skipping < 0) skipping = depth
    } else if (token === ')') {
      if (skipping === depth) skipping = -1
      depth--
    } else if (skipping < 0) {
      out += token.startsWith(':') && token.length > 1 ? (token === ':format' ? 'json' : value)
        : token.startsWith('*') && token.length > 1 ? `${value}/x%20y` : token
    }
  }
  return out.startsWith('/') ? out : `/${out}`
}

// The methods Rails main's request class accepts; others (LINK, UNLINK) raise before routing.
const ACCEPTED = new Set(('OPTIONS GET HEAD POST PUT DELETE TRACE CONNECT PROPFIND PROPPATCH MKCOL COPY MOVE LOCK UNLOCK ' +
  'VERSION-CONTROL REPORT CHECKOUT CHECKIN UNCHECKOUT MKWORKSPACE UPDATE LABEL MERGE BASELINE-CONTROL MKACTIVITY ' +
  'ORDERPATCH ACL SEARCH MKCALENDAR PATCH QUERY').split(' '))

export function requests(routes, extra = []) {
  const list = []
  const add = (verb, raw) => {
    // Rack's mock requests read `//host/path` as a network-path reference: never start with `//`.
    const path = raw.replace(/^\/{2,}/, '/')
    if (!ACCEPTED.has(verb)) return
    if (!list.some((r) => r.verb === verb && r.path === path)) list.push({ verb, path })
  }
  for (const [verb, path] of extra) add(verb, path)
  for (const route of routes) {
    const verb = route.verb[0] ?? 'GET'
    for (const keep of [true, false]) {
      for (const value of ['1', 'abc', 'a%2Fb']) add(verb, fill(route.path, value, keep))
    }
    const sample = fill(route.path, '1', false)
    add(verb, `${sample}/zzz/9`)
    add('HEAD', sample)
    add(verb === 'DELETE' ? 'PATCH' : 'DELETE', sample)
    add(verb, `${sample.replace(/\/$/, '')}.json/`)
  }
  for (const path of ['/', '/nope', '/%E2%9C%93', '/a.b.c', '/x//y/']) add('GET', path)
  return list
}

export function calls(routes) {
  const seen = new Set()
  const list = []
  for (const route of routes) {
    if (!route.name || seen.has(route.name) || route.internal) continue
    seen.add(route.name)
    const keys = [...new Set((route.path.match(/[:*]\w+/g) ?? []).map((k) => k.slice(1)))]
    const all = Object.fromEntries(keys.map((k) => [k, k === 'format' ? 'json' : '1']))
    const odd = Object.fromEntries(keys.filter((k) => k !== 'format').map((k) => [k, 'a/b c?']))
    list.push([route.name, []], [route.name, [all]], [route.name, [{ ...odd, q: 'x y', list: ['1', '2'] }]])
    list.push([route.name, ['7']], [route.name, ['7', '8', { format: 'xml' }]], [route.name, [{ ...all, anchor: 'top' }]])
  }
  return list
}

