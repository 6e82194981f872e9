/**
 * The kinds of change a team can fail a build on (`--fail-on`): a renamed route changes its
 * helper's name; a changed one anything else a client sees, helpers' required params included.
 */
import type { RouteDiff } from './types.js'

export const CHANGE_KINDS = ['added', 'removed', 'renamed', 'changed', 'precedence'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

/** The kinds of change a diff holds, in `CHANGE_KINDS` order. */
export function changeKinds(diff: RouteDiff): ChangeKind[] {
  const present: Record<ChangeKind, boolean> = {
    added: diff.added.length > 0,
    removed: diff.removed.length > 0,
    renamed: diff.changed.some((c) => c.fields.includes('name')),
    changed: diff.changed.some((c) => c.fields.some((f) => f !== 'name')) || diff.helpers.length > 0,
    precedence: diff.precedence.length > 0,
  }
  return CHANGE_KINDS.filter((kind) => present[kind])
}

/** True when nothing a client could see changed. */
export function isEmptyDiff(diff: RouteDiff): boolean {
  return changeKinds(diff).length === 0
}
