/**
 * Where requirements are written: the `constraints:` and `requirements:` hashes of any
 * statement, and the hash of a `constraints(...) do` block.
 */
import { optionPairs } from '../../ast/types.js'
import type { Pair } from '../../ast/types.js'
import { type StatementVisit, hashEntries, keyName } from './context.js'

/** One requirement entry (`id: /\d+/`) and the statement it constrains. */
export interface ConstraintEntry {
  visit: StatementVisit
  entry: Pair
  name: string
}

/** Every named entry of every constraint hash, in source order. */
export function constraintEntries(visits: readonly StatementVisit[]): ConstraintEntry[] {
  const found: ConstraintEntry[] = []
  for (const visit of visits) {
    const { statement } = visit
    const hashes = optionPairs(statement.options).filter((p) => ['constraints', 'requirements'].includes(keyName(p) ?? '')).map((p) => p.value)
    // `constraints(id: /\d+/) do`: the hash is the block statement's own options (or its argument).
    if (statement.type === 'constraints') {
      hashes.push(...statement.arguments)
      for (const entry of optionPairs(statement.options)) addEntry(found, visit, entry)
    }
    for (const hash of hashes) for (const entry of hashEntries(hash)) addEntry(found, visit, entry)
  }
  return found
}

function addEntry(found: ConstraintEntry[], visit: StatementVisit, entry: Pair): void {
  const name = keyName(entry)
  if (name !== undefined) found.push({ visit, entry, name })
}
