// Writes the cases of the dialect check (tools/dialect/README.md): every portable regexp of the
// compiled tables of the golden cases and of the 1,744-route application, each tried on the
// request paths of its table's vectors (normalised), with what ECMAScript captures. One line a
// case: base64(regexp) TAB base64(path) TAB answer TAB L when the regexp uses the lookahead
// extension (RE2 skips those), where the answer is N (no match) or M followed by one field per
// group: - (did not take part) or +base64(text).
// Usage: node --import tsx tools/dialect/cases.ts [ROUTES_FILE...] > cases.tsv (the files given,
// e.g. the real-world corpus's, are checked too).
import { compileTable, type CompiledTable } from '../../src/compile/table.js'
import { deriveVectors } from '../../src/compile/vectors.js'
import { inspectRoutesFile, loadRoutes } from '../../src/load.js'
import { normalizePath } from '../../src/match/normalize.js'
import { cases, expandCase } from '../../specs/expand/cases.js'
import type { Route } from '../../src/route.js'

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')
// Paths tried per table: all for the golden cases, an even sample of the large table's.
const MAX_PATHS = 400

function answer(regexp: RegExp, path: string): string {
  const found = regexp.exec(path)
  if (!found) return 'N'
  return `M${found.slice(1).map((group) => (group === undefined ? '-' : `+${b64(group)}`)).join(',')}`
}

function write(routes: readonly Route[]): void {
  const table: CompiledTable = compileTable(routes)
  const all = [...new Set(deriveVectors(routes).flatMap((v) => ('recognize' in v ? [normalizePath(v.recognize.path)] : [])))]
  const step = Math.max(1, Math.ceil(all.length / MAX_PATHS))
  const paths = all.filter((_, i) => i % step === 0)
  const lines: string[] = []
  for (const route of table.routes) {
    if (!route.recognize) continue
    const regexp = new RegExp(route.recognize.regex, 'u')
    const flag = route.dialect === 'lookahead' ? 'L' : ''
    for (const path of paths) lines.push(`${b64(route.recognize.regex)}\t${b64(path)}\t${answer(regexp, path)}\t${flag}`)
    // Requirements, on the values generation checks: the whole value must match.
    for (const segment of route.generate!.segments) {
      if (segment.requirement === null) continue
      const whole = new RegExp(`^(?:${segment.requirement})$`, 'u')
      for (const value of ['1', '12', 'abc', 'a/b', 'a.b', 'en', 'x y', '2024', 'é', '']) lines.push(`${b64(`^(?:${segment.requirement})$`)}\t${b64(value)}\t${answer(whole, value)}\t${flag}`)
    }
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`)
}

for (const c of cases('golden')) write(expandCase(c).routes)
write(loadRoutes(new URL('../../specs/fixtures/rails-routes.rb', import.meta.url).pathname))
for (const file of process.argv.slice(2)) write(inspectRoutesFile(file).routes)
