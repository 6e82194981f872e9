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
import { firstExcluded } from '../trie.js'
import type { Route } from '../../route.js'
import type { SmallTable, Tests } from './table.js'


// The layout's offsets (table.ts) as literals: V8 reads an imported binding from its module cell
// at every use, a few dozen times a request. specs/match/small.spec.ts checks `SMALL_LAYOUT`
// against table.ts's definitions, so change both together.
export const SMALL_LAYOUT = {
  SLASH: 0, DOT: 1, SLASH_EMPTY: 2, DOT_EMPTY: 3, CANDIDATES: 4, MASK: 5, HEADS: 6,
  C_INDEX: 0, C_MASK: 1, C_NEXT: 2, C_GLOB: 3, C_EXCLUDED: 4, C_TESTS: 5, C_SHAPE: 6, NONE: 0x3fffffff,
}
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
    if (state === -2 /* LEAVE_PATH */) return undefined
    const list = state === -1 /* DEAD */ ? this.none : this.cells[state + 4 /* CANDIDATES */]!
    return bit !== this.headBit ? this.answer(list, path, bit) : this.head(list, path)
  }

  // HEAD: routes that name HEAD first, then HEAD as GET.
  private head(list: number, path: string): Recognition | null | undefined {
    const head = this.explicitHead ? this.answer(list, path, this.headBit) : null
    return head === null ? this.answer(list, path, this.getBit) : head
  }

  // The first candidate of the list (see C_INDEX in table.ts) that takes the verb.
  private answer(c: number, path: string, bit: number): Recognition | null | undefined {
    const floor = this.floors[31 - Math.clz32(bit)]!
    const cells = this.cells
    for (; cells[c + 0 /* C_INDEX */]! < floor; c = cells[c + 2 /* C_NEXT */]!) {
      if ((cells[c + 1 /* C_MASK */]! & bit) === 0) continue
      const tests = cells[c + 5 /* C_TESTS */]!
      if (tests >= 0 && !passes(this.tests[tests]!, path)) continue
      const glob = cells[c + 3 /* C_GLOB */]!
      if (glob >= 0) {
        const from = seps[glob]! + 1
        if (from >= path.length) continue
        const excluded = cells[c + 4 /* C_EXCLUDED */]!
        if (excluded !== 0 && firstExcluded(path, from, path.length, excluded) < path.length) continue
      }
      const index = cells[c + 0 /* C_INDEX */]!
      return { route: this.routes[index]!, index, params: this.params(cells[c + 6 /* C_SHAPE */]!, this.pool, cells, c + 7 /* C_SHAPE + 1 */, path, seps) }
    }
    return floor === 0x3fffffff /* NONE */ ? null : undefined
  }
}

// What `read` answers besides a state's offset, written as literals below (a module-level
// `const` is read, and checked for its temporal dead zone, at every use): DEAD (-1), no variant
// takes the path; LEAVE_PATH (-2), the search must answer.

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
  if (length === 0 || path.charCodeAt(0) !== 47) return -2 /* LEAVE_PATH */
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
      if (sep === 47 && (end < length ? c === 47 : length > 1)) return -2 /* LEAVE_PATH */
      state = cells[state + (sep === 47 ? 2 /* SLASH_EMPTY */ : 3 /* DOT_EMPTY */)]!
    } else {
      if (c === 37 || c === 63) return -2 /* LEAVE_PATH */
      const mask = cells[state + 5 /* MASK */]!
      let next = -1 /* DEAD */
      if (mask >= 0) {
        const heads = state + 6 /* HEADS */ + (((sep << 3) ^ c) /* bucketOf */ & mask)
        for (let j = cells[heads]!, last = cells[heads + 1]!; j < last; j += 2 + cells[j]!) {
          if (cells[j + 2] === sep && cells[j + 3] === c && isKeyAt(cells, j, path, start)) {
            next = cells[j + 1]!
            end = start + cells[j]!
            break
          }
        }
      }
      if (next === -1 /* DEAD */) {
        next = cells[state + (sep === 47 ? 0 /* SLASH */ : 1 /* DOT */)]!
        // A token with text that no transition takes, in a state without keys: no match, whatever
        // the rest of the token (a `%` or `?` in it cannot make it a key the state does not have).
        if (next === -1 /* DEAD */ && mask < 0) return -1 /* DEAD */
        for (end = start + 2; end < length; end++) {
          const d = path.charCodeAt(end)
          // `%` (37), `.` (46), `/` (47) and `?` (63) are all below 64; letters are not.
          if (d < 64) {
            if (d === 47 || d === 46) break
            if (d === 37 || d === 63) return -2 /* LEAVE_PATH */
          }
        }
      }
      state = next
    }
    if (state === -1 /* DEAD */ || end >= length) {
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

