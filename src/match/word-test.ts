/**
 * Fast whole-value tests for the simplest requirements, used on trie edges in place of the
 * requirement's regexp (`^(?:source)$`, flag `u`), which stays the reference: a source outside
 * the forms below keeps its regexp. Two forms:
 * - an alternation of plain words (`small|medium|large`): compared in place (a Set when many);
 * - a sequence of ASCII classes or characters with counts (`\d+`, `[A-Z]\d{5}`,
 *   `[a-z][a-z0-9_]{2,30}`, `INV-\d{4}-\d{6}`), where every atom of variable count is last or
 *   followed by an atom that needs at least one character from a disjoint class: matching
 *   greedily, without backtracking, then finds a whole match exactly when the regexp does.
 * A requirement of such sequences joined by `\.` (`\d+\.\d+\.\d+`) spans several tokens: it gets
 * one test per token (`dottedTests`), and the trie an edge over that many tokens.
 */
import type { PatternTest } from './linear/index.js'

/** Tests a whole token, `text[start, end)` (without its separator), in place. */
export interface WordTest {
  test(text: string, start: number, end: number): boolean
  /**
   * The test as integers for `testAt` (its kind, its size, its data), so that a reader of an
   * `Int32Array` runs it without reaching for this object; null when only `test` runs it.
   */
  layout?(): number[] | null
}

/** `layout` kinds: a class sequence (per atom: min, max, the class as four 32-bit masks), a few words (per word: length, characters). */
const SEQUENCE = 0
const WORDS = 1
/** An atom's count without bound, as laid out. */
const UNBOUNDED = 0x3fffffff

/** Runs the test laid out at `cells[at]` (see `layout`) on `text[start, end)`. */
export function testAt(cells: Int32Array, at: number, text: string, start: number, end: number): boolean {
  const last = at + 2 + cells[at + 1]!
  if (cells[at] === SEQUENCE) {
    let i = start
    for (let p = at + 2; p < last; p += 6) {
      const min = cells[p]!
      const max = cells[p + 1]!
      let k = 0
      while (k < max && i < end) {
        const c = text.charCodeAt(i)
        if (c >= 128 || (cells[p + 2 + (c >> 5)]! & (1 << (c & 31))) === 0) break
        i++
        k++
      }
      if (k < min) return false
    }
    return i === end
  }
  const length = end - start
  next: for (let p = at + 2; p < last; p += 1 + cells[p]!) {
    if (cells[p] !== length) continue
    for (let i = 0; i < length; i++) if (text.charCodeAt(start + i) !== cells[p + 1 + i]) continue next
    return true
  }
  return false
}

/** The fastest exact test for a translated requirement source; `whole` when none applies. */
export function wordTest(source: string, whole: PatternTest): WordTest {
  return wordSet(source) ?? classSequence(source) ?? new WholeTest(whole)
}

/**
 * Per-token tests for a requirement made of parts joined by `\.` (`\d+\.\d+\.\d+`), each part
 * a class sequence that can match neither `.` nor `/` nor the empty string: a value matches it
 * exactly when it is as many tokens as parts (the first after its separator, the others after a
 * `.`), each token matching its part, since the literal dots can only fall on the value's dots.
 * Null for any other source (including one part alone: that is `wordTest`'s business).
 */
export function dottedTests(source: string): WordTest[] | null {
  const parts: string[] = []
  let from = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '[') {
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1
    } else if (c === '\\') {
      if (source[i + 1] === '.') {
        parts.push(source.slice(from, i))
        from = i + 2
      }
      i++
    }
  }
  if (parts.length === 0) return null
  parts.push(source.slice(from))
  const tests: WordTest[] = []
  for (const part of parts) {
    const atoms = sequenceAtoms(part)
    if (atoms === null || !atoms.some((a) => a.min > 0) || atoms.some((a) => a.chars[46] || a.chars[47])) return null
    tests.push(new ClassSequence(atoms))
  }
  return tests
}

class WholeTest implements WordTest {
  constructor(private readonly whole: PatternTest) {}
  test(text: string, start: number, end: number): boolean {
    return this.whole.test(text.slice(start, end))
  }
}

// A few words are compared in place (no slice); many are looked up in a Set.
const FEW_WORDS = 8

class FewWords implements WordTest {
  constructor(private readonly words: readonly string[]) {}
  layout(): number[] {
    const data: number[] = []
    for (const word of this.words) data.push(word.length, ...Array.from(word, (c) => c.charCodeAt(0)))
    return [WORDS, data.length, ...data]
  }
  test(text: string, start: number, end: number): boolean {
    const length = end - start
    next: for (let w = 0; w < this.words.length; w++) {
      const word = this.words[w]!
      if (word.length !== length) continue
      for (let i = 0; i < length; i++) if (text.charCodeAt(start + i) !== word.charCodeAt(i)) continue next
      return true
    }
    return false
  }
}

class ManyWords implements WordTest {
  constructor(private readonly words: Set<string>) {}
  test(text: string, start: number, end: number): boolean {
    return this.words.has(text.slice(start, end))
  }
}

function wordSet(source: string): WordTest | null {
  if (!/^[A-Za-z0-9_-]+(?:\|[A-Za-z0-9_-]+)*$/.test(source)) return null
  const words = [...new Set(source.split('|'))]
  return words.length <= FEW_WORDS ? new FewWords(words) : new ManyWords(new Set(words))
}

interface Atom {
  chars: Uint8Array
  min: number
  max: number
}

class ClassSequence implements WordTest {
  constructor(private readonly atoms: readonly Atom[]) {}
  layout(): number[] {
    const data: number[] = []
    for (const { chars, min, max } of this.atoms) {
      const masks = [0, 0, 0, 0]
      for (let c = 0; c < 128; c++) if (chars[c]) masks[c >> 5]! |= 1 << (c & 31)
      data.push(min, Math.min(max, UNBOUNDED), ...masks)
    }
    return [SEQUENCE, data.length, ...data]
  }
  test(text: string, start: number, end: number): boolean {
    let at = start
    for (let i = 0; i < this.atoms.length; i++) {
      const { chars, min, max } = this.atoms[i]!
      let k = 0
      while (k < max && at < end) {
        const c = text.charCodeAt(at)
        if (c >= 128 || chars[c] === 0) break
        at++
        k++
      }
      if (k < min) return false
    }
    return at === end
  }
}

const DIGITS = range(48, 57)
const WORD = union(union(range(65, 90), range(97, 122)), union(DIGITS, range(95, 95)))
// Characters that stand for themselves unescaped (outside and inside classes, `-` aside).
const PLAIN = /^[A-Za-z0-9_\-~!@#%&=:;,'"<> ]$/
// Escapes that stand for the character itself.
const ESCAPED = /^[-._/:~!@#%&=,;'"<> $^*+?()[\]{}|\\]$/

function classSequence(source: string): WordTest | null {
  const atoms = sequenceAtoms(source)
  return atoms === null ? null : new ClassSequence(atoms)
}

// The atoms of a class sequence that greedy matching decides exactly, or null.
function sequenceAtoms(source: string): Atom[] | null {
  const atoms: Atom[] = []
  let i = 0
  while (i < source.length) {
    let chars: Uint8Array | null
    ;[chars, i] = atom(source, i)
    if (chars === null) return null
    let min = 1
    let max = 1
    const q = source[i]
    if (q === '+' || q === '*' || q === '?') {
      min = q === '+' ? 1 : 0
      max = q === '?' ? 1 : Infinity
      i++
    } else if (q === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(source.slice(i))
      if (!m) return null
      min = Number(m[1])
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3])
      if (max < min || max > 1000) return null
      i += m[0].length
    }
    if (source[i] === '?' || source[i] === '+') return null // lazy or possessive
    atoms.push({ chars, min, max })
  }
  if (atoms.length === 0) return null
  for (let k = 0; k + 1 < atoms.length; k++) {
    const { chars, min, max } = atoms[k]!
    const next = atoms[k + 1]!
    if (min !== max && (next.min < 1 || !disjoint(chars, next.chars))) return null
  }
  return atoms
}

// One atom at `i`: its ASCII characters and where it ends; null for anything else.
function atom(source: string, i: number): [Uint8Array | null, number] {
  const c = source[i]!
  if (c === '\\') return [escape(source[i + 1] ?? ''), i + 2]
  if (c === '[') return charClass(source, i + 1)
  if (PLAIN.test(c)) return [single(c), i + 1]
  return [null, i]
}

function escape(c: string): Uint8Array | null {
  if (c === 'd') return DIGITS
  if (c === 'w') return WORD
  return ESCAPED.test(c) ? single(c) : null
}

function charClass(source: string, i: number): [Uint8Array | null, number] {
  if (source[i] === '^' || source[i] === ']') return [null, i]
  let chars: Uint8Array = new Uint8Array(128)
  while (i < source.length && source[i] !== ']') {
    let item: Uint8Array | null
    let code = -1
    const c = source[i]!
    if (c === '\\') {
      const e = source[i + 1] ?? ''
      item = escape(e)
      if (item !== null && e !== 'd' && e !== 'w') code = e.charCodeAt(0)
      i += 2
    } else if (c === '[') {
      return [null, i]
    } else {
      if (!PLAIN.test(c) && !'.$*+?(){}|/'.includes(c)) return [null, i]
      item = single(c)
      code = c.charCodeAt(0)
      i++
    }
    if (item === null) return [null, i]
    // A range `a-z` (not a leading or trailing `-`, not from a class escape).
    if (code >= 0 && source[i] === '-' && source[i + 1] !== ']' && i + 1 < source.length) {
      const to = source[i + 1]!
      if (to === '\\' || to === '[') return [null, i]
      const hi = to.charCodeAt(0)
      if (hi >= 128 || hi < code) return [null, i]
      item = range(code, hi)
      i += 2
    }
    chars = union(chars, item)
  }
  if (source[i] !== ']') return [null, i]
  return [chars, i + 1]
}

function single(c: string): Uint8Array | null {
  const code = c.charCodeAt(0)
  return c.length === 1 && code < 128 ? range(code, code) : null
}

function range(lo: number, hi: number): Uint8Array {
  const chars = new Uint8Array(128)
  for (let c = lo; c <= hi; c++) chars[c] = 1
  return chars
}

function union(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(128)
  for (let c = 0; c < 128; c++) out[c] = a[c]! | b[c]!
  return out
}

function disjoint(a: Uint8Array, b: Uint8Array): boolean {
  for (let c = 0; c < 128; c++) if (a[c]! & b[c]!) return false
  return true
}
