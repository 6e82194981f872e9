import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, requestFacts, UrlGenerationError } from '../../src/match/index.js'
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

// Where we knowingly differ from Rails' answers:
// - cases whose NOTE.md begins "# routecraft differs" (a NOTE.md that records a difference
//   between Rails releases leaves the case checked against Rails main);
// - `/star-trek(-tng)/…`: Rails 6.1 cannot recognise the long form (fixed in 7.0; we follow 7.0).
// Request conditions are checked against the oracle's request: Rack's mock request for the path,
// host example.org, port 80, http, no client address.
const tolerated = (path: string) => path.startsWith('/star-trek-tng/')

const deliberate = (c: ReturnType<typeof cases>[number]) => c.has('NOTE.md') && c.read('NOTE.md').startsWith('# routecraft differs')

for (const c of cases('golden').filter((c) => c.has('rails-paths.json') && !deliberate(c))) {
  test(c.name, () => {
    const matcher = createMatcher(expandCase(c).routes)
    // Absent where Rails 6.1 itself cannot recognise (m-regexp-flags: an `x` regexp with a comment).
    const requests = c.has('rails-recognize.json') ? (JSON.parse(c.read('rails-recognize.json')).requests as Recognized[]) : []
    for (const request of requests) {
      const found = matcher.recognize(request.verb, request.path, requestFacts('http://example.org/'))
      const got = asOracle(found)
      if (tolerated(request.path) && JSON.stringify(got) !== JSON.stringify(request.expect)) continue
      assert.equal(got, request.expect, `${request.verb} ${request.path}`)
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
