/**
 * A guard against requirements that make recognition hang. A requirement becomes part of the path
 * regexp, which runs on every request: `id: /(a+)+b/` takes exponential time on `/x/aaaa…a!`.
 *
 * The heuristic, kept deliberately simple and conservative: a group repeated more than once
 * (`*`, `+`, `{n,}`, `{n,m}` with m ≥ 2) whose body itself holds an unbounded quantifier (`*`, `+`,
 * `{n,}`) is refused. That is "star height above one", the shape of the classic catastrophic
 * patterns `(a+)+`, `(a*)*`, `(\w+\s?)*`, `(?:\d+,?)+`. Also refused: a repeated group whose
 * branches can start with the same character (`(a|a)*`, `(\d|\d\d)+`, `([a-z]|x)+`), judged by
 * each branch's first atom (`first-chars.ts`, erring towards "can overlap"). Not refused: a group
 * whose iterations each start with a character nothing else in it can match (`(\.[a-z0-9]+)*`, as
 * in RubyGems' version pattern), since the input then fixes where each iteration starts. Polynomial chains
 * like `\d*\d*\d*` stay possible: at most as slow as the path is long to the power of the chain.
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
      if (atomUnbounded && !(group && delimitedIterations(source.slice(group.start + 1, group.end)))) return true
      if (group && overlappingBranches(source.slice(group.start + 1, group.end), flags.includes('i'))) return true
    }
    const top = frames[frames.length - 1]!
    top.unbounded = top.unbounded || atomUnbounded || (quantifier?.max ?? 0) === Infinity
    i = quantifier ? quantifier.end : atomEnd
  }
  return false
}

/**
 * True when each iteration of a repeated group starts with a literal character that nothing else
 * in its body can match (`(\.[0-9a-z]+)*`, RubyGems' version pattern): where one iteration ends
 * and the next begins is then fixed by the input, so repeating it cannot split the input in many
 * ways. Judged conservatively: only literal characters, `\d`, `\w`, `\s` and plain character
 * classes may follow the delimiter.
 */
function delimitedIterations(body: string): boolean {
  const inner = body.replace(/^\?(?:>|:)/, '')
  const first = /^(?:\\([^A-Za-z0-9])|([^\\[(.|?*+{^$]))(?![*+?{])/.exec(inner)
  if (!first) return false
  const delimiter = first[1] ?? first[2]!
  let i = first[0].length
  while (i < inner.length) {
    const c = inner[i]!
    if (c === '[') {
      const end = classEnd(inner, i)
      if (classMayMatch(inner.slice(i + 1, end - 1), delimiter)) return false
      i = end
    } else if (c === '\\') {
      const e = inner[i + 1] ?? ''
      if (/[dws]/.test(e) ? new RegExp(`\\${e}`).test(delimiter) : /[A-Za-z0-9]/.test(e) || e === delimiter) return false
      i += 2
    } else if ('*+?'.includes(c)) i++
    else if (c === '{') i = quantifierAt(inner, i)?.end ?? inner.length + 1
    else if ('(|.)^$'.includes(c) || c === delimiter) return false
    else i++
  }
  return i === inner.length
}

/** Whether a character class body (no negation, no nesting, no escapes but `\-`) may match `c`. */
function classMayMatch(body: string, c: string): boolean {
  if (body.startsWith('^') || /[[\\&]/.test(body.replace(/\\-/g, ''))) return true
  const chars = body.replace(/\\-/g, '-')
  for (let k = 0; k < chars.length; k++) {
    if (chars[k + 1] === '-' && k + 2 < chars.length) {
      if (c >= chars[k]! && c <= chars[k + 2]!) return true
      k += 2
    } else if (chars[k] === c) return true
  }
  return false
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
function quantifierAt(source: string, at: number): { max: number; end: number } | undefined {
  const c = source[at]
  let max: number
  let end: number
  if (c === '*' || c === '+') [max, end] = [Infinity, at + 1]
  else if (c === '?') [max, end] = [1, at + 1]
  else if (c === '{') {
    const m = /^\{(\d*)(,(\d*))?\}/.exec(source.slice(at, at + 24))
    if (!m || (m[1] === '' && m[2] === undefined)) return undefined
    max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3])
    end = at + m[0].length
  } else return undefined
  if (source[end] === '?' || source[end] === '+') end++
  return { max, end }
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
