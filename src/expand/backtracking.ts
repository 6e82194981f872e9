/**
 * A guard against requirements that make recognition hang. A requirement becomes part of the path
 * regexp, which runs on every request: `id: /(a+)+b/` takes exponential time on `/x/aaaa…a!`.
 *
 * The heuristic, kept deliberately simple and conservative: a group repeated more than once
 * (`*`, `+`, `{n,}`, `{n,m}` with m ≥ 2) whose body itself holds an unbounded quantifier (`*`, `+`,
 * `{n,}`) is refused. That is "star height above one", the shape of the classic catastrophic
 * patterns `(a+)+`, `(a*)*`, `(\w+\s?)*`, `(?:\d+,?)+`. It does not see overlapping alternatives
 * under one quantifier (`(a|a)*`, `(\d|\d\d)+`) nor polynomial chains like `\d*\d*\d*`; those
 * stay possible, and are at most as slow as the path is long to the power of the chain.
 */

/** True when the Ruby regexp source repeats a group that contains an unbounded quantifier. */
export function hasNestedQuantifier(source: string): boolean {
  // One frame per open group: does its body (so far) contain an unbounded quantifier?
  const frames: boolean[] = [false]
  let i = 0
  while (i < source.length) {
    const c = source[i]!
    let atomUnbounded = false
    let atomEnd: number
    if (c === '\\') atomEnd = i + 2
    else if (c === '[') atomEnd = classEnd(source, i)
    else if (c === '(') {
      frames.push(false)
      i++
      continue
    } else if (c === ')' && frames.length > 1) {
      atomUnbounded = frames.pop()!
      atomEnd = i + 1
    } else atomEnd = i + 1
    const quantifier = quantifierAt(source, atomEnd)
    if (quantifier && atomUnbounded && quantifier.max > 1) return true
    const top = frames.length - 1
    frames[top] = frames[top]! || atomUnbounded || (quantifier?.max ?? 0) === Infinity
    i = quantifier ? quantifier.end : atomEnd
  }
  return false
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
