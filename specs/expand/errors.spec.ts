import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cases, expandCase } from './cases.js'

// Every error case: the first error is Rails' error (class, message) on Rails' line, and no
// partial table is produced. Strict drawing: lenient drawing forgives a few of Rails 8's errors
// that Rails 7 did not raise (unknown actions in `only:`/`except:`), with a warning.
for (const c of cases('errors')) {
  test(`error ${c.name}`, () => {
    const expected = JSON.parse(c.read('rails-error.json')) as { class: string; message: string; line: number; file?: string }
    const { routes, diagnostics } = expandCase(c, true)
    const error = diagnostics.find((d) => d.severity === 'error')
    assert.ok(error, 'an error is reported')
    assert.equal(
      { class: error!.name, message: error!.message, line: error!.position.start.line },
      { class: expected.class, message: expected.message, line: expected.line },
    )
    if (expected.file) assert.is(error!.file, expected.file)
    assert.match(error!.code, /^RC2\d{3}$/)
    assert.equal(routes, [])
  })
}

test.run()
