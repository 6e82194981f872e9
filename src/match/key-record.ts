/**
 * Static keys laid out for in-place comparison, as the small recognizer (small/table.ts) and the
 * automaton's `read` (dfa.ts) keep them: a record is the key's length, one integer of the
 * reader's own (the state or entry it leads to), then the key's characters (UTF-16 code units,
 * as `charCodeAt` reads the path), separator first.
 */

/**
 * Whether the key record at `j` is the token of `path` that starts at `start`: its characters
 * from the third on (the caller has compared the separator and the one after it, which pick the
 * record's bucket), then a separator or the path's end right after it.
 */
export function isKeyAt(cells: Int32Array, j: number, path: string, start: number): boolean {
  const e = start + cells[j]!
  const length = path.length
  if (e > length) return false
  if (e < length) {
    const after = path.charCodeAt(e)
    if (after !== 47 && after !== 46) return false
  }
  let i = start + 2
  const key = j + 2 - start
  while (i < e && path.charCodeAt(i) === cells[key + i]) i++
  return i === e
}
