import type { IToken } from 'chevrotain'
import type { Point, Position } from '../ast/types.js'

/**
 * Offsets → 1-based lines and columns for one source text. Built once per parse, so the lexer
 * can track offsets only (cheaper) and every position is computed the same way.
 */
export class LineIndex {
  private readonly starts: number[] = [0]
  /** The line of the last point: the parser asks for points mostly in order, many on one line. */
  private last = 0

  constructor(readonly source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1)
  }

  /** The point at an offset; offsets outside the text (or NaN, from recovery) clamp to its end. */
  point(offset: number): Point {
    const at = Number.isFinite(offset) ? Math.max(0, Math.min(offset, this.source.length)) : this.source.length
    const starts = this.starts
    let low = this.last
    if (starts[low]! > at || (low + 1 < starts.length && starts[low + 1]! <= at)) {
      low = 0
      let high = starts.length - 1
      while (low < high) {
        const mid = (low + high + 1) >> 1
        if (starts[mid]! <= at) low = mid
        else high = mid - 1
      }
      this.last = low
    }
    return { line: low + 1, column: at - starts[low]! + 1, offset: at }
  }

  /** The span of `[start, end)`. */
  range(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(Math.max(start, end)) }
  }

  /** From the first character of `first` to just after `last` (Chevrotain ends are inclusive; ours are not). */
  span(first: IToken, last: IToken = first): Position {
    return this.range(first.startOffset, tokenEnd(last))
  }
}

/** The exclusive end offset of a token (the lexer tracks start offsets only). */
export function tokenEnd(token: IToken): number {
  return token.startOffset + token.image.length
}
