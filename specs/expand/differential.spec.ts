import { readdirSync, readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { formatRoutesTable } from '../../src/format/table.js'
import { parseRoutes } from '../../src/syntax/index.js'

// Randomly generated nested declarations (tools/random-routes.rb, fixed seed) and the tables
// Rails drew for them (regenerated with Rails main): every one must come out identical.
const dir = new URL('../differential/', import.meta.url)
for (const file of readdirSync(dir).filter((f) => f.startsWith('corpus-') && f.endsWith('.json'))) {
  const corpus = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Array<{ source: string; table: string }>

  test(`${file}: ${corpus.length} random files agree with Rails`, () => {
    assert.ok(corpus.length >= 2000, 'the corpus holds at least 2,000 files')
    const disagreements: string[] = []
    corpus.forEach(({ source, table }, i) => {
      const { ast, diagnostics } = parseRoutes(source, { file: `random-${i}.rb` })
      const result = expand(ast, { file: `random-${i}.rb` })
      const ours = [...diagnostics, ...result.diagnostics].length > 0 ? 'ERROR\n' : formatRoutesTable(result.routes)
      if (ours !== table) disagreements.push(`#${i}\n${source}`)
    })
    assert.equal(disagreements.slice(0, 3), [], `${disagreements.length} of ${corpus.length} disagree`)
  })
}

test.run()
