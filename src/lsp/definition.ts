/** Go to definition: from `draw :name` to the drawn file, from a concern's name to its `concern`. */
import { optionPairs } from '../ast/types.js'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Location } from 'vscode-languageserver/node'
import type { Value } from '../ast/types.js'
import { contains, statements } from '../check/lints/context.js'
import { DRAW_EXTENSIONS, drawPathsFor } from '../load-files.js'
import type { Analysis } from './analysis.js'
import { statementAt, statementsOf } from './at-cursor.js'
import { fileUri, toRange } from './convert.js'

/** The names a value gives: `:admin`, `"admin"`, `[:commentable, :taggable]`. */
function names(value: Value): Array<{ name: string; value: Value }> {
  if (value.type === 'symbol' || value.type === 'string') return [{ name: value.value, value }]
  if (value.type === 'array') return value.elements.flatMap(names)
  return []
}

/** The definition of what is under the point, if it is a drawn file's or a concern's name. */
export function definitionAt(analysis: Analysis, file: string, line: number, column: number): Location | null {
  const visit = statementAt(statementsOf(analysis, file), line, column)
  if (!visit) return null
  const { statement } = visit
  const under = (values: readonly Value[]) => values.flatMap(names).find((n) => contains(n.value.position, line, column))?.name
  if (statement.method === 'draw') {
    const name = under(statement.arguments)
    return name === undefined ? null : drawnFile(analysis, name)
  }
  const concernOption = optionPairs(statement.options).find((p) => (p.key.type === 'symbol' || p.key.type === 'string') && p.key.value === 'concerns')
  const name = statement.method === 'concerns' ? under(statement.arguments) : concernOption ? under([concernOption.value]) : undefined
  if (name === undefined) return null
  const concern = statements(analysis.files).find((v) => {
    const first = v.statement.arguments[0]
    return v.statement.method === 'concern' && first !== undefined && names(first)[0]?.name === name
  })
  return concern ? { uri: fileUri(analysis, concern.file), range: toRange(concern.statement.position) } : null
}

/** The file `draw name` reads: the first of the draw directories that has it. */
function drawnFile(analysis: Analysis, name: string): Location | null {
  for (const dir of drawPathsFor(analysis.root)) {
    for (const extension of DRAW_EXTENSIONS) {
      const path = join(dir, `${name}${extension}`)
      if (existsSync(path)) return { uri: pathToFileURL(path).href, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }
    }
  }
  return null
}
