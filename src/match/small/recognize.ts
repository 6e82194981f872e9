/**
 * Recognition on a small table (table.ts): one state per token, the token compared in place with
 * the static keys it could be, each character read about once; only the winner's values are
 * sliced. Answers `undefined` whenever the general search must decide: a path out of normal form
 * or with a `%` or `?` (normalisation and decoding are the general search's), a match at or past
 * a floor, no match while a floor is set.
 */
import { isKeyAt } from '../key-record.js'
import type { ParamValue, SliceBuilder } from '../params.js'
import type { Recognition } from '../recognition.js'
import { firstExcluded, NONE } from '../trie.js'
import type { Route } from '../../route.js'
import { bucketOf, C_EXCLUDED, C_GLOB, C_INDEX, C_MASK, C_NEXT, C_SHAPE, C_TESTS, CANDIDATES, DOT, DOT_EMPTY, HEADS, MASK, SLASH, SLASH_EMPTY, type SmallTable, type Tests } from './table.js'

const LEAVE = undefined
// Scratch for the scan; recognition is synchronous and this module calls no user code.
var seps: Int32Array = new Int32Array(64)

/** A small table's recognizer. */
export class SmallRecognizer {
  private readonly cells: Int32Array
  private readonly pool: ParamValue[]
  private readonly tests: Tests[]
  private readonly floors: Int32Array
  // The empty candidates' list, for a path no variant takes.
  private readonly none: number

  constructor(
    table: SmallTable,
    private readonly routes: readonly Route[],
    private readonly params: SliceBuilder,
    private readonly headBit: number,
    private readonly getBit: number,
    private readonly explicitHead: boolean,
  ) {
    this.cells = table.cells
    this.pool = table.pool
    this.tests = table.tests
    this.floors = table.floors
    this.none = table.empty
  }

  /** The answer for a verb bit, or undefined when the general search must give it. */
  recognize(path: string, bit: number): Recognition | null | undefined {
    const state = read(this.cells, path)
    if (state === LEAVE_PATH) return LEAVE
    const list = state === DEAD ? this.none : this.cells[state + CANDIDATES]!
    if (bit !== this.headBit) return this.answer(list, path, bit)
    // HEAD: routes that name HEAD first, then HEAD as GET.
    const head = this.explicitHead ? this.answer(list, path, bit) : null
    return head === null ? this.answer(list, path, this.getBit) : head
  }

  // The first candidate of the list (see C_INDEX in table.ts) that takes the verb.
  private answer(c: number, path: string, bit: number): Recognition | null | undefined {
    const floor = this.floors[31 - Math.clz32(bit)]!
    const cells = this.cells
    for (; cells[c + C_INDEX]! < floor; c = cells[c + C_NEXT]!) {
      if ((cells[c + C_MASK]! & bit) === 0) continue
      const tests = cells[c + C_TESTS]!
      if (tests >= 0 && !passes(this.tests[tests]!, path)) continue
      const glob = cells[c + C_GLOB]!
      if (glob >= 0) {
        const from = seps[glob]! + 1
        if (from >= path.length) continue
        const excluded = cells[c + C_EXCLUDED]!
        if (excluded !== 0 && firstExcluded(path, from, path.length, excluded) < path.length) continue
      }
      const index = cells[c + C_INDEX]!
      return { route: this.routes[index]!, index, params: new this.params(cells[c + C_SHAPE]!, this.pool, cells, c + C_SHAPE + 1, path, seps) }
    }
    return floor === NONE ? null : LEAVE
  }
}

const DEAD = -1
const LEAVE_PATH = -2

/** `read` alone, for bench/_small-parts.ts (the cost of recognition split by part). */
export const readPath = (recognizer: SmallRecognizer, path: string): number => read((recognizer as unknown as { cells: Int32Array }).cells, path)

/**
 * Reads the path token by token from the first state: the offset of the state it ends in, DEAD
 * when no variant takes it, LEAVE_PATH when the path is not in Journey's normal form (no leading
 * `/`, `//`, a trailing `/`) or holds a `%` or `?`, which are the general search's business.
 * Token t runs from seps[t] (its `/` or `.`) to seps[t + 1]. A path left early (DEAD) is no
 * match in its normal form either: the tokens read so far are the normal form's own.
 *
 * Each character is read about once: a token is first compared with the static keys of its
 * bucket (by its separator and next character; a key matches when the path has a separator or its
 * end right after it); only a token that is no key is scanned for its end.
 */
function read(cells: Int32Array, path: string): number {
  const length = path.length
  if (length === 0 || path.charCodeAt(0) !== 47) return LEAVE_PATH
  if (seps.length <= length + 1) seps = new Int32Array(length + 2)
  let state = 0
  let start = 0
  let t = 0
  let sep = 47
  for (;;) {
    seps[t] = start
    let end = start + 1
    const c = end < length ? path.charCodeAt(end) : 47
    if (c === 47 || c === 46) {
      // No text: `//` and a trailing `/` are out of normal form (the path `/` is not).
      if (sep === 47 && (end < length ? c === 47 : length > 1)) return LEAVE_PATH
      state = cells[state + (sep === 47 ? SLASH_EMPTY : DOT_EMPTY)]!
    } else {
      if (c === 37 || c === 63) return LEAVE_PATH
      const heads = state + HEADS + (bucketOf(sep, c) & cells[state + MASK]!)
      let next = DEAD
      for (let j = cells[heads]!, last = cells[heads + 1]!; j < last; j += 2 + cells[j]!) {
        if (cells[j + 2] === sep && cells[j + 3] === c && isKeyAt(cells, j, path, start)) {
          next = cells[j + 1]!
          end = start + cells[j]!
          break
        }
      }
      if (next === DEAD) {
        for (end = start + 2; end < length; end++) {
          const d = path.charCodeAt(end)
          // `%` (37), `.` (46), `/` (47) and `?` (63) are all below 64; letters are not.
          if (d < 64) {
            if (d === 47 || d === 46) break
            if (d === 37 || d === 63) return LEAVE_PATH
          }
        }
        next = cells[state + (sep === 47 ? SLASH : DOT)]!
      }
      state = next
    }
    if (state === DEAD || end >= length) {
      seps[t + 1] = length < end ? length : end
      return state
    }
    start = end
    sep = path.charCodeAt(start)
    t++
  }
}

function passes(tests: Tests, path: string): boolean {
  for (let i = 0; i < tests.length; i++) {
    const { at, test } = tests[i]!
    if (!test.test(path, seps[at]! + 1, seps[at + 1]!)) return false
  }
  return true
}

