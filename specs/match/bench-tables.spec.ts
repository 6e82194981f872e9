import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher } from '../../src/match/index.js'
import type { Route } from '../../src/route.js'

// The GitHub (203 routes) and micro (12 routes) tables of the match benchmark (bench/data, copies
// of ../shared/bench-data), against every request of their workloads. Their answers come from a
// reference made of Journey's regexps that treats HEAD like any other verb; Rails serves HEAD as
// GET. So a request is checked against the file's answer, except HEAD, checked against the same
// regexps asked for GET (which must give the file's answer on every other request).
const data = (name: string) => JSON.parse(readFileSync(new URL(`../../bench/data/${name}`, import.meta.url), 'utf8'))

interface Request {
  verb: string
  path: string
  expect: { route: number; params: Record<string, string> } | null
}

function routesOf(table: Array<[string, string]>): Route[] {
  return table.map(([verb, path]) => ({
    name: null, verb: [verb], path, controller: 'c', action: 'a', requirements: {}, defaults: {}, anchored: true,
    source: { file: 'table', line: 1, column: 1 },
  }))
}

// Journey's regexp of a pattern without optional groups: a segment is [^/.?]+, a glob .+ (lazy,
// as Rails compiles `*path` without a format).
function reference(table: Array<[string, string]>) {
  const compiled = table.map(([verb, path]) => {
    const names: string[] = []
    const source = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/([:*])(\w+)/g, (_, kind: string, name: string) => {
      names.push(name)
      return kind === ':' ? '([^/.?]+)' : '(.+?)'
    })
    return { verb, regexp: new RegExp(`^${source}$`), names }
  })
  return (verb: string, path: string): Request['expect'] => {
    for (const [route, r] of compiled.entries()) {
      const m = r.verb === verb ? r.regexp.exec(path) : null
      if (m) return { route, params: Object.fromEntries(r.names.map((n, i) => [n, m[i + 1]!])) }
    }
    return null
  }
}

for (const [title, routesFile, workloadsFile] of [['GitHub API', 'github-api.json', 'workloads-github.json'], ['micro', 'micro-routes.json', 'workloads-micro.json']] as const) {
  const table = data(routesFile).routes as Array<[string, string]>
  const matcher = createMatcher(routesOf(table))
  const rails = reference(table)
  for (const workload of data(workloadsFile).workloads as Array<{ name: string; requests: Request[] }>) {
    test(`${title}, ${workload.name}: every request answered as Rails would`, () => {
      const wrong: string[] = []
      for (const request of workload.requests) {
        const head = request.verb === 'HEAD'
        if (!head) assert.equal(rails(request.verb, request.path), request.expect, `the reference regexps on ${request.verb} ${request.path}`)
        const want = head ? rails('GET', request.path) : request.expect
        const found = matcher.recognize(request.verb, request.path)
        const got = found && { route: found.index, params: Object.fromEntries(Object.entries(found.params).filter(([k]) => k !== 'controller' && k !== 'action')) }
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${request.verb} ${request.path}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
      }
      assert.equal(wrong, [])
    })
  }
}

test.run()
