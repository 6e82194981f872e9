/**
 * Sets of Unicode code points as sorted, disjoint, half-open ranges `[lo0, hi0, lo1, hi1, ...]`:
 * the labels of the path automata (a literal character, `[^/.?]`, a requirement's class).
 */

/** A set of code points; `hi` is exclusive. Never mutated once built. */
export type CharSet = readonly number[]

/** One past the last code point. */
export const MAX_CODE_POINT = 0x110000

export const EMPTY: CharSet = []
export const ANY: CharSet = [0, MAX_CODE_POINT]

/** The set of one code point. */
export function single(code: number): CharSet {
  return [code, code + 1]
}

/** The set of `lo..hi`, both inclusive. */
export function range(lo: number, hi: number): CharSet {
  return lo <= hi ? [lo, hi + 1] : EMPTY
}

/** The set of the code points of `text`. */
export function ofChars(text: string): CharSet {
  let out: CharSet = EMPTY
  for (const c of text) out = union(out, single(c.codePointAt(0)!))
  return out
}

export function isEmpty(set: CharSet): boolean {
  return set.length === 0
}

/** Every code point not in `set`. */
export function complement(set: CharSet): CharSet {
  const out: number[] = []
  let from = 0
  for (let i = 0; i < set.length; i += 2) {
    if (set[i]! > from) out.push(from, set[i]!)
    from = set[i + 1]!
  }
  if (from < MAX_CODE_POINT) out.push(from, MAX_CODE_POINT)
  return out
}

export function union(a: CharSet, b: CharSet): CharSet {
  if (a.length === 0) return b
  if (b.length === 0) return a
  const ranges: Array<[number, number]> = []
  for (let i = 0; i < a.length; i += 2) ranges.push([a[i]!, a[i + 1]!])
  for (let i = 0; i < b.length; i += 2) ranges.push([b[i]!, b[i + 1]!])
  ranges.sort((x, y) => x[0] - y[0])
  const out: number[] = []
  for (const [lo, hi] of ranges) {
    if (out.length > 0 && lo <= out[out.length - 1]!) out[out.length - 1] = Math.max(out[out.length - 1]!, hi)
    else out.push(lo, hi)
  }
  return out
}

export function intersect(a: CharSet, b: CharSet): CharSet {
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i]!, b[j]!)
    const hi = Math.min(a[i + 1]!, b[j + 1]!)
    if (lo < hi) out.push(lo, hi)
    if (a[i + 1]! < b[j + 1]!) i += 2
    else j += 2
  }
  return out
}

/** True when the sets share a code point. */
export function overlaps(a: CharSet, b: CharSet): boolean {
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (Math.max(a[i]!, b[j]!) < Math.min(a[i + 1]!, b[j + 1]!)) return true
    if (a[i + 1]! < b[j + 1]!) i += 2
    else j += 2
  }
  return false
}

// Characters an example request is best written with: letters and digits read as an ordinary
// path, then punctuation a URL carries unescaped; `%`, `?`, `#` and controls come last. As
// blocks of code points `[lo, hi)`, best first: a set's best character is the least of its
// characters in the first block it meets.
const PREFERRED: ReadonlyArray<readonly [number, number]> = [
  [0x61, 0x7b], [0x30, 0x3a], [0x41, 0x5b], [0x2d, 0x2e], [0x5f, 0x60], [0x7e, 0x7f], [0x2f, 0x30], [0x2e, 0x2f],
  [0x21, 0x23], [0x24, 0x25], [0x26, 0x2d], [0x3a, 0x3f], [0x40, 0x41], [0x5b, 0x5f], [0x60, 0x61], [0x7b, 0x7e],
]

/** A code point of a non-empty set, chosen to read well in an example path. */
export function representative(set: CharSet): number {
  for (const [lo, hi] of PREFERRED) {
    for (let i = 0; i < set.length; i += 2) {
      const from = Math.max(set[i]!, lo)
      if (from < Math.min(set[i + 1]!, hi)) return from
    }
  }
  return set[0]!
}

/** How well a code point reads in an example path, lower first: `representative`'s order. */
export function readability(code: number): number {
  let rank = 0
  for (const [lo, hi] of PREFERRED) {
    if (code >= lo && code < hi) return rank + code - lo
    rank += hi - lo
  }
  return rank + code
}

export function contains(set: CharSet, code: number): boolean {
  for (let i = 0; i < set.length; i += 2) if (code >= set[i]! && code < set[i + 1]!) return true
  return false
}
