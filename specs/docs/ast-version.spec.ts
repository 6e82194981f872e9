// The AST version the documents name is the one the code writes.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { AST_VERSION } from '../../src/ast/types.js'

const files = ['README.md', 'src/index.ts', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]

test(`README, docs/ and src/index.ts name the AST contract as ${AST_VERSION}`, () => {
  const named = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(?:AST|contract)[ ,]+(?:version )?(\d+\.\d+)/g)].map((m) => `${file}: ${m[1]}`))
  assert.ok(named.length > 0)
  assert.equal(named.filter((n) => !n.endsWith(`: ${AST_VERSION}`)), [])
})

test.run()
