// Where a double-quoted string ends. A `#{...}` inside it is Ruby code, which may hold strings of
// its own (`"a#{CGI.escape("b:#{x}")}"`): their quotes do not end the outer string.

/** How deeply strings may nest inside interpolations before the scan gives up. */
const MAX_NESTING = 16

/** The index just past the `"` closing the string opened at `text[open]`, or undefined when it is never closed. */
export function doubleQuotedEnd(text: string, open: number, nesting = 0): number | undefined {
  for (let k = open + 1; k < text.length; k++) {
    const c = text.charCodeAt(k)
    if (c === BACKSLASH) k++
    else if (c === QUOTE) return k + 1
    else if (c === HASH && text.charCodeAt(k + 1) === LCURLY) {
      const close = interpolationEnd(text, k + 2, nesting)
      if (close === undefined) return undefined
      k = close
    }
  }
  return undefined
}

/**
 * The index of the `}` closing the `#{` whose code starts at `from`: braces inside nest, and
 * strings inside are skipped whole.
 */
export function interpolationEnd(text: string, from: number, nesting = 0): number | undefined {
  if (nesting >= MAX_NESTING) return undefined
  let depth = 0
  for (let k = from; k < text.length; k++) {
    const c = text.charCodeAt(k)
    if (c === BACKSLASH) k++
    else if (c === LCURLY) depth++
    else if (c === RCURLY && depth-- === 0) return k
    else if (c === QUOTE) {
      const end = doubleQuotedEnd(text, k, nesting + 1)
      if (end === undefined) return undefined
      k = end - 1
    } else if (c === APOSTROPHE) {
      const end = singleQuotedEnd(text, k)
      if (end === undefined) return undefined
      k = end - 1
    }
  }
  return undefined
}

function singleQuotedEnd(text: string, open: number): number | undefined {
  return quotedEnd(text, open)
}

/**
 * The index just past the quote closing the string opened at `text[open]` by that quote, a
 * backslash escaping any character; undefined when it is never closed. (A scan, not a regexp:
 * V8's regexps overflow the stack repeating a group over a few million characters.)
 */
export function quotedEnd(text: string, open: number): number | undefined {
  const quote = text.charCodeAt(open)
  for (let k = open + 1; k < text.length; k++) {
    const c = text.charCodeAt(k)
    if (c === BACKSLASH) k++
    else if (c === quote) return k + 1
  }
  return undefined
}

const BACKSLASH = 92
const QUOTE = 34
const APOSTROPHE = 39
const HASH = 35
const LCURLY = 123
const RCURLY = 125
