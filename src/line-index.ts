/**
 * A source's lines found by number without splitting the whole text: a file with many diagnostics
 * gets a code frame and a position for each, and splitting once per diagnostic made that quadratic.
 */

/** Lines split at `\n` (a `\r` before it is not part of the line). */
export interface LineIndex {
  /** Lines in the source: one more than its line breaks. */
  readonly count: number
  /** Line `n` (1-based), without its line break. */
  text(n: number): string
  /** The offset of line `n`'s first character. */
  offset(n: number): number
}

// The last few sources are kept: a run frames the routes file and the files it draws, in turn.
const indexes = new Map<string, LineIndex>()
const KEPT = 8

/** The line index of `source`, built once for the last few sources asked about. */
export function lineIndex(source: string): LineIndex {
  let index = indexes.get(source)
  if (index) return index
  const starts = [0]
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1)
  index = {
    count: starts.length,
    text(n) {
      if (n >= starts.length) return source.slice(starts[starts.length - 1])
      const line = source.slice(starts[n - 1], starts[n]! - 1)
      return line.endsWith('\r') ? line.slice(0, -1) : line
    },
    offset: (n) => starts[Math.min(Math.max(n, 1), starts.length) - 1]!,
  }
  if (indexes.size >= KEPT) indexes.delete(indexes.keys().next().value!)
  indexes.set(source, index)
  return index
}
