/**
 * Segment requirements (`id: /\d+/`) translated once, at compile time, from Ruby to JS.
 */
import { rubyEscape, rubyRegExpSource } from '../inflect/ruby-regexp.js'
import type { RubyValue } from '../route.js'
import { dottedTests, type WordTest } from './word-test.js'

/** A requirement ready for use: its JS source (for the `u` flag) and a whole-value test. */
export interface Requirement {
  source: string
  /** `\A(?:r)\Z`: what generation checks values against. */
  whole: RegExp
  /** True when the requirement cannot match `/` or `.`, so it never spans a path token. */
  tokenSafe: boolean
  /** Capture groups the requirement itself contains (they shift the route's own groups). */
  groups: number
  /** Which of those groups are named, by their position among them (see path-regexp.ts). */
  named: number[]
  /**
   * For a requirement that may span tokens, one test per token when it is parts joined by `\.`
   * (see `dottedTests`), so that the trie can still hold its route; null otherwise.
   */
  dotted: WordTest[] | null
}

/** The requirement of a segment, or null for a value Journey would not treat as one. */
export function compileRequirement(value: RubyValue | undefined): Requirement | null {
  if (value === undefined || value === null) return null
  let rubySource: string
  let flags = ''
  if (typeof value === 'string') rubySource = rubyEscape(value)
  else if (typeof value === 'object' && 'regexp' in value) ({ regexp: rubySource, flags } = value)
  else if (typeof value === 'object' && 'symbol' in value) rubySource = rubyEscape(value.symbol)
  else if (typeof value === 'number' || typeof value === 'boolean') rubySource = rubyEscape(String(value))
  else return null
  const source = rubyRegExpSource(rubySource, flags)
  const safe = !flags.includes('x') && tokenSafe(rubySource)
  return {
    source,
    whole: new RegExp(`^(?:${source})$`, 'u'),
    tokenSafe: safe,
    groups: new RegExp(`|${source}`, 'u').exec('')!.length - 1,
    named: namedGroups(source),
    dotted: safe ? null : dottedTests(source),
  }
}

// The positions, among a JS source's capture groups, of the named ones: `(?<name>` opens a named
// group, `(` a plain one, `(?` anything else none; escapes and classes are skipped.
function namedGroups(source: string): number[] {
  const named: number[] = []
  let groups = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') i++
    else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++
    } else if (c === '(') {
      if (source[i + 1] !== '?') groups++
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') named.push(groups++)
    }
  }
  return named
}

// A conservative reading of the Ruby source: only plain characters, the escapes below, positive
// classes whose ranges avoid `.` and `/`, groups, alternation and quantifiers. Anything else
// (`.`, `\W`, `[^…]`, `\x2e`, `\p{…}`) might match a separator, and the route then falls back to
// its full path regexp.
const SAFE_ESCAPES = new Set([...'dwsh-_', ...'()[]{}|*+?^$\\:,;=!@&%~#<> '])

function tokenSafe(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (c === '.' || c === '/') return false
    if (c === '\\') {
      if (!SAFE_ESCAPES.has(source[++i] ?? '')) return false
    } else if (c === '[') {
      const end = classEnd(source, i)
      if (end < 0 || !classSafe(source.slice(i + 1, end))) return false
      i = end
    } else if (c === '(' && source[i + 1] === '?' && source[i + 2] !== ':') return false
  }
  return true
}

function classEnd(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++
    else if (source[i] === '[') return -1 // nested classes and set operations: not analysed
    else if (source[i] === ']') return i
  }
  return -1
}

function classSafe(body: string): boolean {
  if (body.startsWith('^')) return false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (c === '\\') {
      if (!SAFE_ESCAPES.has(body[++i] ?? '')) return false
    } else if (c === '.' || c === '/') return false
    else if (body[i + 1] === '-' && i + 2 < body.length) {
      const lo = c.codePointAt(0)!
      const hi = body[i + 2] === '\\' ? -1 : body.codePointAt(i + 2)!
      if (hi < 0 || (lo <= 0x2f && hi >= 0x2e)) return false
      i += 2
    }
  }
  return true
}
