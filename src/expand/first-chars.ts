/**
 * The characters a branch of a Ruby regexp can start with, approximated from above: exact for
 * literals, the common escapes (`\d`, `\w`, `\s`, `\h` and their negations) and simple classes;
 * "anything" for whatever else (`.`, groups, anchors, back-references, `\p{…}`, nested classes).
 * Over-approximating is the safe side: two branches are only called disjoint when they are.
 */

/** A set of characters: one bit per ASCII code, and whether any non-ASCII character is in it. */
export interface CharSet {
  ascii: boolean[]
  nonAscii: boolean
}

const ANY: CharSet = { ascii: Array<boolean>(128).fill(true), nonAscii: true }

function setOf(test: (code: number) => boolean, nonAscii: boolean): CharSet {
  return { ascii: Array.from({ length: 128 }, (_, code) => test(code)), nonAscii }
}

function complement(set: CharSet): CharSet {
  return { ascii: set.ascii.map((bit) => !bit), nonAscii: true }
}

function union(a: CharSet, b: CharSet): CharSet {
  return { ascii: a.ascii.map((bit, code) => bit || b.ascii[code]!), nonAscii: a.nonAscii || b.nonAscii }
}

const isDigit = (c: number) => c >= 48 && c <= 57
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)
const isWord = (c: number) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13)

// Onigmo's \w and \s also match non-ASCII word and space characters in a UTF-8 regexp.
const CLASS_ESCAPES: Record<string, CharSet> = {
  d: setOf(isDigit, false),
  h: setOf(isHex, false),
  w: setOf(isWord, true),
  s: setOf(isSpace, true),
}

/** The set of one escape (`\d`, `\W`, `\.`) at `source[at] === '\\'`. */
function escapeSet(source: string, at: number, ignoreCase: boolean): CharSet {
  const letter = source[at + 1] ?? ''
  const known = CLASS_ESCAPES[letter.toLowerCase()]
  if (known) return letter === letter.toLowerCase() ? known : complement(known)
  // Escaped punctuation stands for itself; letters and digits are codes, properties, references.
  if (/^[^\w\s]$/.test(letter)) return literalSet(letter, ignoreCase)
  return ANY
}

function literalSet(ch: string, ignoreCase: boolean): CharSet {
  const code = ch.codePointAt(0)!
  if (code >= 128) return { ascii: Array<boolean>(128).fill(false), nonAscii: true }
  const variants = ignoreCase ? [ch.toLowerCase(), ch.toUpperCase()] : [ch]
  return setOf((c) => variants.some((v) => v.charCodeAt(0) === c), false)
}

/** The set of a simple class (`[a-z_]`, `[^/.]`, `[\d.]`); ANY for nested classes and `&&`. */
function classSet(body: string, ignoreCase: boolean): CharSet {
  const negated = body.startsWith('^')
  let set: CharSet = { ascii: Array<boolean>(128).fill(false), nonAscii: false }
  let i = negated ? 1 : 0
  while (i < body.length) {
    const c = body[i]!
    if (c === '[' || body.startsWith('&&', i)) return ANY
    let item: CharSet
    let low = -1
    if (c === '\\') {
      item = escapeSet(body, i, ignoreCase)
      if (/^[^\w\s]$/.test(body[i + 1] ?? '')) low = body.charCodeAt(i + 1)
      i += 2
    } else {
      item = literalSet(c, ignoreCase)
      low = c.codePointAt(0)!
      i += c.length
    }
    // A range `a-z` (a `-` first or last is a literal).
    if (low >= 0 && body[i] === '-' && i + 1 < body.length) {
      const high = body[i + 1] === '\\' ? body.charCodeAt(i + 2) : body.codePointAt(i + 1)!
      i += body[i + 1] === '\\' ? 3 : 1 + String.fromCodePoint(high).length
      if (high >= 128) return ANY
      item = setOf((code) => code >= low && code <= high, false)
    }
    set = union(set, item)
  }
  if (ignoreCase) set = caseFolded(set)
  return negated ? complement(set) : set
}

/** The set with each ASCII letter's other case added. */
function caseFolded(set: CharSet): CharSet {
  return setOf((code) => set.ascii[code]! || (isLetter(code) && set.ascii[code ^ 0x20]!), set.nonAscii)
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)

/** The characters `branch` (a regexp without top-level `|`) can start with. */
export function firstChars(branch: string, ignoreCase: boolean): CharSet {
  const c = branch[0]
  if (c === undefined || '.()^$|*+?{'.includes(c)) return ANY
  let set: CharSet
  let end: number
  if (c === '\\') {
    set = escapeSet(branch, 0, ignoreCase)
    end = 2
  } else if (c === '[') {
    const close = classEndIn(branch)
    if (close < 0) return ANY
    set = classSet(branch.slice(1, close), ignoreCase)
    end = close + 1
  } else {
    const ch = String.fromCodePoint(branch.codePointAt(0)!)
    set = literalSet(ch, ignoreCase)
    end = ch.length
  }
  // A quantifier that allows zero repetitions (`?`, `*`, `{0,…}`) lets the next atom start the branch.
  return '*?{'.includes(branch[end] ?? '_') ? ANY : set
}

/** Whether two sets share a character. */
export function overlap(a: CharSet, b: CharSet): boolean {
  return (a.nonAscii && b.nonAscii) || a.ascii.some((bit, code) => bit && b.ascii[code]!)
}

// The index of the `]` closing the class that opens `text` (no nested classes: ANY handles them).
function classEndIn(text: string): number {
  for (let i = 1; i < text.length; i++) {
    const c = text[i]
    if (c === '\\') i++
    else if (c === ']' && i > (text[1] === '^' ? 2 : 1)) return i
  }
  return -1
}

/** The top-level branches of a group body: `a|b(c|d)|e` → `a`, `b(c|d)`, `e`. */
export function branches(body: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (c === '\\') i++
    else if (c === '[') {
      const end = classEndIn(body.slice(i))
      if (end < 0) return [body]
      i += end
    } else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === '|' && depth === 0) {
      out.push(body.slice(start, i))
      start = i + 1
    }
  }
  out.push(body.slice(start))
  return out
}
