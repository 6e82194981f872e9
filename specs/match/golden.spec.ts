import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, UrlGenerationError } from '../../src/match/index.js'
import { requestFacts } from '../../src/serve/index.js'
import { cases, expandCase } from '../expand/cases.js'
import { asOracle } from './_oracle.js'

// Rails' answers for requests and helper calls derived from every golden case
// (tools/match-goldens.mjs wrote them with the oracle; no Ruby is needed here).
interface Recognized {
  verb: string
  path: string
  expect: { route: string; name: string | null | false; params: Record<string, unknown> } | null
}
interface PathCall {
  name: string
  args: unknown[]
  expect: string | { error: string; message: string }
}

// Every answer is Rails main's (specs/rails-revision.json); where SPEC.md deliberately differs,
// the case's NOTE.md begins "# routecraft differs" and its answers are not compared.
// Request conditions are checked against the oracle's request: Rack's mock request for the path,
// host example.org, port 80, http, no client address.
const differs = (c: { has(f: string): boolean; read(f: string): string }) => c.has('NOTE.md') && c.read('NOTE.md').startsWith('# routecraft differs')

for (const c of cases('golden').filter((c) => c.has('rails-paths.json') && !differs(c))) {
  test(c.name, () => {
    const matcher = createMatcher(expandCase(c).routes)
    // Absent where Rails itself cannot recognise (m-regexp-flags: an `x` regexp with a comment).
    const requests = c.has('rails-recognize.json') ? (JSON.parse(c.read('rails-recognize.json')).requests as Recognized[]) : []
    for (const request of requests) {
      const found = matcher.recognize(request.verb, request.path, requestFacts('http://example.org/'))
      assert.equal(asOracle(found), request.expect, `${request.verb} ${request.path}`)
    }
    const calls = JSON.parse(c.read('rails-paths.json')).calls as PathCall[]
    for (const call of calls) assert.equal(generate(matcher, call), call.expect, `${call.name}_path(${JSON.stringify(call.args)})`)
  })
}

function generate(matcher: ReturnType<typeof createMatcher>, call: PathCall): PathCall['expect'] {
  try {
    return matcher.generate(call.name, ...call.args)
  } catch (error) {
    if (!(error instanceof UrlGenerationError)) throw error
    return { error: 'ActionController::UrlGenerationError', message: error.message }
  }
}

test.run()
