/**
 * The findings of a check in one list: the table's (shadowed, duplicate...) then the lints'. A
 * `root` that an earlier route already answers is one mistake: the lint that says where to move it
 * (RC4054) stands, and the table's finding on the same declaration (RC4001, RC4010) is left out.
 */
import type { Diagnostic } from '../diagnostic.js'
import { DUPLICATE, SHADOWED } from './codes.js'

const place = (d: Diagnostic): string => `${d.file}:${d.position.start.offset}:${d.position.start.line}:${d.position.start.column}`

/** `table` then `lints`, without a table finding on a root the RC4054 lint already reports. */
export function combineFindings(table: readonly Diagnostic[], lints: readonly Diagnostic[]): Diagnostic[] {
  const roots = new Set(lints.filter((d) => d.code === 'RC4054').map(place))
  return [...table.filter((d) => !((d.code === SHADOWED || d.code === DUPLICATE) && roots.has(place(d)))), ...lints]
}
