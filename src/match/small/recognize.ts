/**
 * Recognition on a small table (table.ts): one scan of the path for its token boundaries, then
 * one state per token, static keys compared in place; only the winner's values are sliced.
 * Answers `undefined` whenever the general search must decide: a path out of normal form or with
 * a `%` (normalisation and decoding are the general search's), a match at or past a floor, no
 * match while a floor is set, a glob value with an excluded character.
 */
import type { ParamsBuilder, ParamValue } from '../params.js'
import { identity } from '../params.js'
import type { Recognition } from '../recognition.js'
import { firstExcluded, NONE } from '../trie.js'
import type { SmallTable, State } from './table.js'

const LEAVE = undefined
// Scratch for the scan; recognition is synchronous and this module calls no user code.
var seps: Int32Array = new Int32Array(64)
const values: ParamValue[] = []

/** A small table's recognizer. */
export class SmallRecognizer {
  constructor(
    private readonly table: SmallTable,
    private readonly params: ParamsBuilder,
    private readonly headBit: number,
    private readonly getBit: number,
    private readonly explicitHead: boolean,
  ) {}

  /** The answer for a verb bit, or undefined when the general search must give it. */
  recognize(path: string, bit: number): Recognition | null | undefined {
    const state = read(this.table.root, path)
    if (state === undefined) return LEAVE
    if (bit !== this.headBit) return this.answer(state, path, bit)
    // HEAD: routes that name HEAD first, then HEAD as GET.
    const head = this.explicitHead ? this.answer(state, path, bit) : null
    return head === null ? this.answer(state, path, this.getBit) : head
  }

  // The first candidate of the state the path ended in that takes the verb.
  private answer(state: State | null, path: string, bit: number): Recognition | null | undefined {
    const floor = this.table.floors[31 - Math.clz32(bit)]!
    if (state === null) return floor === NONE ? null : LEAVE
    const candidates = state.candidates
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i]!
      if (c.index >= floor) return LEAVE
      if ((c.mask & bit) === 0) continue
      if (c.tests !== null && !passes(c.tests, path)) continue
      if (c.glob >= 0) {
        const from = seps[c.glob]! + 1
        if (from >= path.length) continue
        if (c.excluded !== 0 && firstExcluded(path, from, path.length, c.excluded) < path.length) continue
      }
      const captures = c.captures
      for (let k = 0; k < captures.length; k++) {
        const at = captures[k]!
        values[k] = path.slice(seps[at]! + 1, at === c.glob ? path.length : seps[at + 1]!)
      }
      const t = c.terminal
      return { route: t.source, index: t.index, params: new this.params(t.shape, t.baseValues, identity(t.baseValues.length), 0, values) }
    }
    return floor === NONE ? null : LEAVE
  }
}

/**
 * Reads the path token by token from `state`: the state it ends in, null when no variant takes
 * it, undefined when the path is not in Journey's normal form (no leading `/`, `//`, a trailing
 * `/`) or holds a `%` or `?`, which are the general search's business. Token t runs from
 * seps[t] (its `/` or `.`) to seps[t + 1]. A path left early (null) is no match in its normal
 * form either: the tokens read so far are the normal form's own.
 */
function read(state: State | null, path: string): State | null | undefined {
  const length = path.length
  if (length === 0 || path.charCodeAt(0) !== 47) return LEAVE
  if (seps.length <= length + 1) seps = new Int32Array(length + 2)
  let start = 0
  let t = 0
  for (;;) {
    let end = start + 1
    for (; end < length; end++) {
      const c = path.charCodeAt(end)
      // `%` (37), `.` (46), `/` (47) and `?` (63) are all below 64; letters are not.
      if (c < 64) {
        if (c === 47 || c === 46) break
        if (c === 37 || c === 63) return LEAVE
      }
    }
    seps[t] = start
    const sep = path.charCodeAt(start)
    // An empty `/` token is out of normal form when another `/` or the end follows (`//`, a
    // trailing `/`), except for the path `/` itself.
    if (end === start + 1 && sep === 47 && (end === length ? length > 1 : path.charCodeAt(end) === 47)) return LEAVE
    state = step(state!, path, sep, start, end)
    if (state === null || end === length) {
      seps[t + 1] = end
      return state
    }
    start = end
    t++
  }
}

// The state after the token path[start, end): the static key it is, else by separator. The keys
// of one length sit side by side in `chars`.
function step(state: State, path: string, sep: number, start: number, end: number): State | null {
  const length = end - start
  const byLength = state.byLength
  if (length + 1 < byLength.length) {
    const chars = state.chars
    const first = byLength[length]!
    const last = byLength[length + 1]!
    let at = state.offsets[first]!
    next: for (let k = first; k < last; k++, at += length) {
      for (let i = 0; i < length; i++) if (path.charCodeAt(start + i) !== chars[at + i]) continue next
      return state.next[k]!
    }
  }
  if (sep === 47) return length > 1 ? state.slash : state.slashEmpty
  return length > 1 ? state.dot : state.dotEmpty
}

function passes(tests: ReadonlyArray<{ readonly at: number; readonly test: { test(text: string, start: number, end: number): boolean } }>, path: string): boolean {
  for (let i = 0; i < tests.length; i++) {
    const { at, test } = tests[i]!
    if (!test.test(path, seps[at]! + 1, seps[at + 1]!)) return false
  }
  return true
}

