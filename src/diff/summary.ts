/**
 * The one-line count of a diff: `2 added, 1 removed, 1 changed, 1 helper, 1 precedence change`.
 */
import type { RouteDiff } from './types.js'

function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`
}

/** The counts of what changed, or null when nothing did. */
export function changeCounts(diff: RouteDiff): string | null {
  const parts = [
    diff.added.length > 0 ? `${diff.added.length} added` : '',
    diff.removed.length > 0 ? `${diff.removed.length} removed` : '',
    diff.changed.length > 0 ? `${diff.changed.length} changed` : '',
    diff.helpers.length > 0 ? plural(diff.helpers.length, 'helper signature') : '',
    diff.precedence.length > 0 ? plural(diff.precedence.length, 'precedence change') : '',
  ].filter((part) => part !== '')
  return parts.length === 0 ? null : parts.join(', ')
}
