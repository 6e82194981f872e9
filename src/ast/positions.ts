/**
 * Position helpers. Offsets and columns count UTF-16 code units (JavaScript string indices), the
 * unit Chevrotain reports; line breaks are `\n`, `\r\n` and a lone `\r`, Chevrotain's default.
 */
import type { Point, Position } from './types.js'

/** A fresh 1:1–1:1 position (offset 0): the default of hand-built nodes. */
export function zeroPosition(): Position {
  // A new object each time, so that mutating one built node never moves another.
  return { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } }
}

/** The type of `withoutPositions(node)`: `T` with every `position` key removed, at any depth. */
export type WithoutPositions<T> = T extends readonly (infer U)[]
  ? WithoutPositions<U>[]
  : T extends object
    ? { [K in keyof T as K extends 'position' ? never : K]: WithoutPositions<T[K]> }
    : T

/**
 * A deep copy of `node` with every `position` key removed (and, as in JSON, keys whose value is
 * `undefined`). Used to compare ASTs built from different sources: two front ends, or a parse and
 * a parse of the printed text.
 */
export function withoutPositions<T>(node: T): WithoutPositions<T> {
  return strip(node) as WithoutPositions<T>
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'position' && item !== undefined) copy[key] = strip(item)
  }
  return copy
}

/**
 * Returns a function mapping an offset of `source` to its point. It indexes the line starts once,
 * so it suits converting many offsets of the same text. Offsets are clamped to `0..source.length`.
 */
export function pointLocator(source: string): (offset: number) => Point {
  const starts = lineStarts(source)
  return (offset) => {
    const at = Math.max(0, Math.min(Math.trunc(offset), source.length))
    // Binary search for the last line start <= at.
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid]! <= at) low = mid
      else high = mid - 1
    }
    return { line: low + 1, column: at - starts[low]! + 1, offset: at }
  }
}

/** The point of `offset` in `source` (clamped to `0..source.length`). */
export function pointAt(source: string, offset: number): Point {
  return pointLocator(source)(offset)
}

/** The position spanning `start` (inclusive) to `end` (exclusive) offsets of `source`. */
export function positionOf(source: string, start: number, end: number): Position {
  const locate = pointLocator(source)
  return { start: locate(start), end: locate(end) }
}

/** Offsets at which each line begins; the first is always 0. */
function lineStarts(source: string): number[] {
  const starts = [0]
  for (let i = 0; i < source.length; i++) {
    const char = source.charCodeAt(i)
    if (char === 10) starts.push(i + 1)
    else if (char === 13) {
      // `\r\n` is one break, counted at the `\n`.
      if (source.charCodeAt(i + 1) !== 10) starts.push(i + 1)
    }
  }
  return starts
}
