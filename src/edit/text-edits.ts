/**
 * Text edits against a routes file's original source: what the edit helpers (statements.ts,
 * options.ts) return instead of a reprinted file, so that a codemod changes the lines it means to
 * and keeps every comment, blank line and the author's layout. Offsets are those of the AST's
 * positions (0-based, UTF-16 code units, `end` exclusive), so an edit can be handed to an editor
 * as is (an LSP `TextEdit` after converting offsets to line and character).
 */

/** Replace `source.slice(start, end)` with `text` (an insertion when `start === end`). */
export interface TextEdit {
  start: number
  end: number
  text: string
}

/**
 * `source` with every edit applied. Edits are given against the original text, in any order;
 * two that overlap (beyond touching at one offset) are a mistake of the caller: throws a RangeError.
 */
export function applyEdits(source: string, edits: readonly TextEdit[]): string {
  // Later edits first, so earlier offsets stay valid; insertions at one offset keep their order.
  const ordered = edits.map((edit, index) => ({ edit, index })).sort((a, b) => b.edit.start - a.edit.start || b.index - a.index)
  let text = source
  let limit = source.length
  for (const { edit } of ordered) {
    if (edit.start < 0 || edit.end < edit.start || edit.end > limit) {
      throw new RangeError(`edit ${edit.start}-${edit.end} overlaps another edit or lies outside the source (${source.length} characters)`)
    }
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
    limit = edit.start
  }
  return text
}

/** The offset where the line holding `offset` starts. */
export function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1
}

/** The offset just past the end of the line holding `offset` (its `\n` included; the source's length on the last line). */
export function nextLineStart(source: string, offset: number): number {
  const newline = source.indexOf('\n', offset)
  return newline < 0 ? source.length : newline + 1
}

/** The whitespace a line starts with. */
export function indentationAt(source: string, offset: number): string {
  const start = lineStart(source, offset)
  return /^[ \t]*/.exec(source.slice(start))![0]
}
