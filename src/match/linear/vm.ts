/**
 * A backtracking machine that tries alternatives in exactly the order an ECMAScript engine does,
 * so it finds the same match and captures, but never explores one state twice: a state is an
 * instruction, a position in the text, and for each empty-matching repetition around the
 * instruction whether its current iteration has read anything yet. A state reached again has
 * already failed (reaching it first either failed or ended the search), so it is skipped. Only
 * instructions with more than one way in are remembered (selective memoisation: Davis et al.,
 * "Using Selective Memoization to Defeat Regular Expression Denial of Service", IEEE S&P 2021),
 * which keeps the same bound. A match therefore costs at most
 * `(memoised states + 1) × (length + 1) × instructions` steps, whatever the regexp's shape.
 *
 * Lookaheads and atomic groups run as nested searches, each cached per position where it holds no
 * capture. A lookahead or atomic body of unbounded length reached at many positions may make a
 * match quadratic; the analysis (ambiguity.ts) says so.
 */
import { type Program, Op } from './program.js'

/** A match: the whole match, then each group (undefined when it took no part), and where it starts. */
export type MatchArray = Array<string | undefined> & { index: number }

/** Work done by every machine since the process started: instructions executed. */
export const work = { steps: 0 }

const BRANCH = 0
const UNDO_CAP = 1
const UNDO_REG = 2

// Shared scratch (matching is synchronous and never re-enters itself). A long text grows them;
// past KEEP integers they are given back after the match, so one huge request holds no memory.
const KEEP = 1 << 16
let stack: Int32Array = new Int32Array(3 * 1024)
let memo: Uint32Array = new Uint32Array(1024)

/** Runs a compiled program; `exec` and `test` read like RegExp's (no `g` or `y`). */
export class Machine {
  /** Per instruction: the first memo row it owns, or -1 when it is not memoised. */
  private readonly rows: Int32Array
  private readonly rowCount: number
  private text = ''
  private caps: Int32Array
  private regs: Int32Array
  private subResults = new Map<number, number>()

  /** Instructions in the program (nested bodies included). */
  get size(): number {
    return this.program.op.length
  }

  constructor(private readonly program: Program, private readonly anchored: boolean, readonly source: string) {
    this.rows = new Int32Array(program.op.length).fill(-1)
    const into = new Uint8Array(program.op.length)
    const { op, a, b } = program
    for (let pc = 0; pc < op.length; pc++) {
      if (op[pc] === Op.SPLIT) into[a[pc]!]++, into[b[pc]!]++
      else if (op[pc] === Op.JMP) into[a[pc]!]++
      else if (op[pc] !== Op.MATCH && pc + 1 < op.length) into[pc + 1]++
    }
    // Nested bodies (after the main program) keep their own sets of states.
    const main = program.subs.length > 0 ? program.subs[0]!.start : op.length
    let rows = 0
    for (let pc = 0; pc < main; pc++) {
      if (into[pc]! < 2) continue
      this.rows[pc] = rows
      rows += 1 << program.loops[pc]!.length
    }
    this.rowCount = rows
    this.caps = new Int32Array(2 * (program.groups + 1))
    this.regs = new Int32Array(program.loopCount)
  }

  /** The most steps one match of a text of `length` characters can take. */
  bound(length: number): number {
    return (this.rowCount + 1) * (length + 1) * this.program.op.length
  }

  test(text: string): boolean {
    const found = this.run(text) >= 0
    release()
    return found
  }

  exec(text: string): MatchArray | null {
    const start = this.run(text)
    release()
    if (start < 0) return null
    const out = [] as unknown as MatchArray
    for (let g = 0; g <= this.program.groups; g++) {
      const from = this.caps[2 * g]!
      const to = this.caps[2 * g + 1]!
      out.push(from >= 0 && to >= 0 ? text.slice(from, to) : undefined)
    }
    out.index = start
    return out
  }

  // The start of the first match, or -1; `caps` then holds its groups.
  private run(text: string): number {
    this.text = text
    this.subResults.clear()
    const size = this.rowCount * (text.length + 1)
    const words = (size + 31) >>> 5
    if (memo.length < words) memo = new Uint32Array(Math.max(words, memo.length * 2))
    else memo.fill(0, 0, words)
    const last = this.anchored ? 0 : text.length
    for (let start = 0; start <= last; start++) {
      this.caps.fill(-1)
      this.regs.fill(-1)
      if (this.search(0, start, 0, null) >= 0) return start
    }
    return -1
  }

  /**
   * Searches from instruction `pc0` at `pos0` to the first MATCH; returns its position or -1.
   * `seen` is null for the main program (the shared memo) and a set for a nested body.
   */
  private search(pc0: number, pos0: number, base: number, seen: Set<number> | null): number {
    const { op, a, b, chars, loops } = this.program
    const text = this.text
    const n = text.length
    const caps = this.caps
    const regs = this.regs
    let top = base
    let pc = pc0
    let pos = pos0
    let steps = 0
    for (;;) {
      let ok = true
      steps++
      const row = this.rows[pc]!
      if (row >= 0 || seen !== null) {
        const around = loops[pc]!
        let mask = 0
        for (let k = 0; k < around.length; k++) if (regs[around[k]!] === pos) mask |= 1 << k
        if (seen === null) {
          const key = (row + mask) * (n + 1) + pos
          const bit = 1 << (key & 31)
          if ((memo[key >>> 5]! & bit) !== 0) ok = false
          else memo[key >>> 5]! |= bit
        } else {
          const key = ((pc << 6) | mask) * (n + 1) + pos
          if (seen.has(key)) ok = false
          else seen.add(key)
        }
      }
      if (ok) {
        switch (op[pc]) {
          case Op.CHAR: {
            if (pos >= n) { ok = false; break }
            let code = text.charCodeAt(pos)
            let width = 1
            if (code >= 0xd800 && code <= 0xdbff && pos + 1 < n) {
              const low = text.charCodeAt(pos + 1)
              if (low >= 0xdc00 && low <= 0xdfff) code = (code - 0xd800) * 0x400 + low - 0xdc00 + 0x10000, (width = 2)
            }
            const test = chars[a[pc]!]!
            if (code < 128 ? test.ascii[code] === 1 : test.other !== null && test.other.test(String.fromCodePoint(code))) pos += width, pc++
            else ok = false
            break
          }
          case Op.SPLIT:
            if (top + 3 > stack.length) stack = grow(stack)
            stack[top++] = BRANCH, stack[top++] = b[pc]!, stack[top++] = pos
            pc = a[pc]!
            break
          case Op.JMP: pc = a[pc]!; break
          case Op.SAVE:
            top = this.saveCap(top, a[pc]!, pos)
            pc++
            break
          case Op.CLEAR:
            for (let slot = a[pc]!; slot < b[pc]!; slot++) if (caps[slot] !== -1) top = this.saveCap(top, slot, -1)
            pc++
            break
          case Op.ENTER:
            if (top + 3 > stack.length) stack = grow(stack)
            stack[top++] = UNDO_REG, stack[top++] = a[pc]!, stack[top++] = regs[a[pc]!]!
            regs[a[pc]!] = pos
            pc++
            break
          case Op.CHECK: if (regs[a[pc]!] === pos) ok = false; else pc++; break
          case Op.EDGE: if (this.edge(a[pc]!, pos)) pc++; else ok = false; break
          case Op.BEHIND: if (this.behind(a[pc]!, pos) !== (b[pc] === 1)) pc++; else ok = false; break
          case Op.AHEAD: {
            work.steps += steps
            steps = 0
            const before = caps.slice()
            const found = this.nested(a[pc]!, pos, top) >= 0
            // A lookahead keeps no capture (a negative one never does; positive ones have none).
            caps.set(before)
            if (found !== (b[pc] === 1)) pc++
            else ok = false
            break
          }
          case Op.ATOMIC: {
            work.steps += steps
            steps = 0
            const before = caps.slice()
            const end = this.nested(a[pc]!, pos, top)
            if (end < 0) { ok = false; break }
            // The body's captures stay; undo records let backtracking past the group remove them.
            top = this.keepNested(top, before)
            top = this.saveCap(this.saveCap(top, 2 * b[pc]!, pos), 2 * b[pc]! + 1, end)
            pos = end
            pc++
            break
          }
          case Op.MATCH:
            work.steps += steps
            return pos
        }
      }
      if (ok) continue
      // Fail: undo down to the latest branch.
      for (;;) {
        if (top === base) {
          work.steps += steps
          return -1
        }
        top -= 3
        const tag = stack[top]!
        if (tag === BRANCH) {
          pc = stack[top + 1]!
          pos = stack[top + 2]!
          break
        }
        if (tag === UNDO_CAP) caps[stack[top + 1]!] = stack[top + 2]!
        else regs[stack[top + 1]!] = stack[top + 2]!
      }
    }
  }

  // Runs a nested body from `pos` above stack height `base`; its end or -1. A body without
  // captures is cached per position.
  private nested(sub: number, pos: number, base: number): number {
    const { start, captures } = this.program.subs[sub]!
    const key = sub * (this.text.length + 1) + pos
    if (!captures) {
      const known = this.subResults.get(key)
      if (known !== undefined) return known
    }
    const savedRegs = this.regs.slice()
    const end = this.search(start, pos, base, new Set())
    this.regs.set(savedRegs)
    if (!captures) this.subResults.set(key, end)
    return end
  }

  // After a nested search succeeded: drop its stack (it is never re-entered) but keep a record
  // of every capture it changed, so that backtracking past it restores them.
  private keepNested(base: number, before: Int32Array): number {
    let top = base
    for (let slot = 0; slot < before.length; slot++) {
      if (this.caps[slot] === before[slot]) continue
      if (top + 3 > stack.length) stack = grow(stack)
      stack[top++] = UNDO_CAP, stack[top++] = slot, stack[top++] = before[slot]!
    }
    return top
  }

  private saveCap(top: number, slot: number, value: number): number {
    if (top + 3 > stack.length) stack = grow(stack)
    stack[top++] = UNDO_CAP, stack[top++] = slot, stack[top++] = this.caps[slot]!
    this.caps[slot] = value
    return top
  }

  private edge(kind: number, pos: number): boolean {
    const n = this.text.length
    if (kind === 0) return pos === 0
    if (kind === 1) return pos === n
    const before = pos > 0 && isWord(this.text.charCodeAt(pos - 1))
    const after = pos < n && isWord(this.text.charCodeAt(pos))
    return (before !== after) === (kind === 2)
  }

  // Whether the character before `pos` passes test `index` (false at the start).
  private behind(index: number, pos: number): boolean {
    if (pos === 0) return false
    let code = this.text.charCodeAt(pos - 1)
    if (code >= 0xdc00 && code <= 0xdfff && pos >= 2) {
      const high = this.text.charCodeAt(pos - 2)
      if (high >= 0xd800 && high <= 0xdbff) code = (high - 0xd800) * 0x400 + code - 0xdc00 + 0x10000
    }
    const test = this.program.chars[index]!
    return code < 128 ? test.ascii[code] === 1 : test.other !== null && test.other.test(String.fromCodePoint(code))
  }
}

function isWord(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

function release(): void {
  if (stack.length > KEEP) stack = new Int32Array(3 * 1024)
  if (memo.length > KEEP) memo = new Uint32Array(1024)
}

function grow(old: Int32Array): Int32Array {
  const next = new Int32Array(old.length * 2)
  next.set(old)
  return next
}
