/**
 * A guard against requirements that make recognition hang. A requirement becomes part of the path
 * regexp, which runs on every request: `id: /(a+)+b/` takes exponential time on `/x/aaaa…a!`.
 *
 * The heuristic, kept deliberately simple and conservative: a group repeated more than once
 * (`*`, `+`, `{n,}`, `{n,m}` with m ≥ 2) whose body itself holds an unbounded quantifier (`*`, `+`,
 * `{n,}`) is refused. That is "star height above one", the shape of the classic catastrophic
 * patterns `(a+)+`, `(a*)*`, `(\w+\s?)*`, `(?:\d+,?)+`. Also refused: a repeated group whose
 * branches can start with the same character (`(a|a)*`, `(\d|\d\d)+`, `([a-z]|x)+`), judged by
 * each branch's first atom (`first-chars.ts`, erring towards "can overlap"). Polynomial chains
 * like `\d*\d*\d*` stay possible: at most as slow as the path is long to the power of the chain.
 * Allowed despite its star height: a repeated group each of whose iterations starts or ends with
 * a character that nothing else in it can match (`(,\d+)*`, a list of numbers; `([a-z]+/)+`, a
 * directory path): the input splits into iterations in one way only.
 */
import { branches, firstChars, overlap } from './first-chars.js'

/**
 * True when the Ruby regexp source repeats a group that contains an unbounded quantifier, or a
 * group whose branches can start with the same character (`(a|ab)*`, `(\d|\d\d)+`): either lets
 * a failing match try exponentially many ways to split the input.
 */
export function mayBacktrackCatastrophically(source: string, flags = ''): boolean {
  // One frame per open group: where it opened, and does its body (so far) contain an unbounded quantifier?
  const frames: Array<{ start: number; unbounded: boolean }> = [{ start: -1, unbounded: false }]
  let i = 0
  while (i < source.length) {
    const c = source[i]!
    let atomUnbounded = false
    let group: { start: number; end: number } | undefined
    let atomEnd: number
    if (c === '\\') atomEnd = i + 2
    else if (c === '[') atomEnd = classEnd(source, i)
    else if (c === '(') {
      frames.push({ start: i, unbounded: false })
      i++
      continue
    } else if (c === ')' && frames.length > 1) {
      const frame = frames.pop()!
      atomUnbounded = frame.unbounded
      group = { start: frame.start, end: i }
      atomEnd = i + 1
    } else atomEnd = i + 1
    const quantifier = quantifierAt(source, atomEnd)
    if (quantifier && quantifier.max > 1) {
      if (atomUnbounded && !(group && separatedIterations(groupBody(source.slice(group.start + 1, group.end)), flags.includes('i')))) return true
      if (group && overlappingBranches(source.slice(group.start + 1, group.end), flags.includes('i'))) return true
    }
    const top = frames[frames.length - 1]!
    top.unbounded = top.unbounded || atomUnbounded || (quantifier?.max ?? 0) === Infinity
    i = quantifier ? quantifier.end : atomEnd
  }
  return false
}

/** A group's body without its `(?:`, `(?<name>`, `(?i:` … prefix; null for a lookaround. */
function groupBody(body: string): string | null {
  if (/^\?(?:[=!]|<[=!])/.test(body)) return null
  return body.replace(/^\?(?:<[A-Za-z_]\w*>|'[A-Za-z_]\w*'|[imx-]*:|>)/, '')
}

/**
 * True when each iteration of a group body starts, or ends, with one character that nothing else
 * in the body can match (`,` in `(,\d+)*`, `/` in `([a-z0-9]+/)+`): the iterations then split the
 * input in one way only. Only plain bodies are judged: one branch of single atoms, no nested group.
 */
function separatedIterations(body: string | null, ignoreCase: boolean): boolean {
  if (body === null || body === '' || body.includes('(') || branches(body).length > 1) return false
  const atoms: Array<{ chars: ReturnType<typeof firstChars>; once: boolean }> = []
  for (let i = 0; i < body.length; ) {
    const end = body[i] === '\\' ? i + 2 : body[i] === '[' ? classEnd(body, i) : i + 1
    const quantifier = quantifierAt(body, end)
    atoms.push({ chars: firstChars(body.slice(i, end), ignoreCase), once: !quantifier })
    i = quantifier ? quantifier.end : end
  }
  const delimits = (atom: (typeof atoms)[number] | undefined) =>
    atom !== undefined && atom.once && atoms.every((other) => other === atom || !overlap(other.chars, atom.chars))
  return delimits(atoms[0]) || delimits(atoms.at(-1))
}

/** True when two branches of a group body (`a|ab`) can start with the same character. */
function overlappingBranches(body: string, ignoreCase: boolean): boolean {
  // Lookarounds match nothing themselves; other `(?…)` prefixes name or configure the group.
  if (/^\?(?:[=!]|<[=!])/.test(body)) return false
  const inner = body.replace(/^\?(?:<[A-Za-z_]\w*>|'[A-Za-z_]\w*'|[imx-]*:|>)/, '')
  // `(?i:a|A)*`: the group's own flags can turn case-insensitivity on.
  if (/^\?[mx]*i[mx]*(?:-[mx]*)?:/.test(body)) ignoreCase = true
  const parts = branches(inner)
  if (parts.length < 2) return false
  const sets = parts.map((part) => firstChars(part, ignoreCase))
  return sets.some((a, i) => sets.slice(i + 1).some((b) => overlap(a, b)))
}

/** The quantifier starting at `at` (with its lazy or possessive suffix), if any. */
function quantifierAt(source: string, at: number): { min: number; max: number; end: number } | undefined {
  const c = source[at]
  let min: number
  let max: number
  let end: number
  if (c === '*' || c === '+') [min, max, end] = [c === '*' ? 0 : 1, Infinity, at + 1]
  else if (c === '?') [min, max, end] = [0, 1, at + 1]
  else if (c === '{') {
    const m = /^\{(\d*)(,(\d*))?\}/.exec(source.slice(at, at + 24))
    if (!m || (m[1] === '' && m[2] === undefined)) return undefined
    min = Number(m[1] || 0)
    max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3])
    end = at + m[0].length
  } else return undefined
  if (source[end] === '?' || source[end] === '+') end++
  return { min, max, end }
}

/** The index just past the character class opening at `start` (Ruby classes nest). */
function classEnd(source: string, start: number): number {
  let depth = 0
  for (let i = start; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') i++
    else if (c === '[') depth++
    else if (c === ']' && i > start + 1 && --depth === 0) return i + 1
  }
  return source.length
}
