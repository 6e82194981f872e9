/**
 * Segment requirements (`id: /\d+/`) translated once, at compile time, from Ruby to JS.
 */
import { ATOMIC_GROUP_PREFIX } from '../inflect/onigmo.js'
import { rubyEscape, rubyRegExpSource } from '../inflect/ruby-regexp.js'
import type { RubyValue } from '../route.js'
import { type PatternTest, safeRegExp } from './linear/index.js'
import { dottedTests, type WordTest } from './word-test.js'

/** A requirement ready for use: its JS source (for the `u` flag) and a whole-value test. */
export interface Requirement {
  source: string
  /**
   * `^(?:r)$`: what generation checks values against; V8's regexp where that is linear in the
   * value's length, else the linear machine (see linear/).
   */
  whole: PatternTest
  /** True when the requirement cannot match `/` or `.`, so it never spans a path token. */
  tokenSafe: boolean
  /** Capture groups the requirement itself contains (they shift the route's own groups). */
  groups: number
  /** Which of those groups are named, by their position among them (see path-regexp.ts). */
  named: number[]
  /**
   * The groups Ruby sees: `groups` less those the translation adds for atomic groups and
   * possessive quantifiers (see onigmo.ts), which Onigmo does not capture.
   */
  rubyGroups: number
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
    whole: safeRegExp(`^(?:${source})$`),
    tokenSafe: safe,
    groups: new RegExp(`|${source}`, 'u').exec('')!.length - 1,
    ...groupCounts(source),
    dotted: safe ? null : dottedTests(source),
  }
}

/** What `groupMarks` meets in a JS regexp source. */
type GroupMark = 'group' | 'named' | 'atomic' | 'backreference'

// Walks a JS source's groups in order, skipping escapes and classes: a plain capture group `(`,
// a named one `(?<name>` and a backreference `\k<name>` (with `at`, where the name starts).
// `(?` with anything else is no capture group.
function groupMarks(source: string, visit: (mark: GroupMark, at: number) => void): void {
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') {
      if (source[i + 1] === 'k' && source[i + 2] === '<' && /[A-Za-z_]/.test(source[i + 3] ?? '')) visit('backreference', i + 3)
      i++
    } else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++
    } else if (c === '(') {
      if (source[i + 1] !== '?') visit('group', i + 1)
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
        visit(source.startsWith(ATOMIC_GROUP_PREFIX, i + 3) ? 'atomic' : 'named', i + 3)
      }
    }
  }
}

// The positions, among a JS source's capture groups, of the named ones; the groups Ruby sees.
function groupCounts(source: string): { named: number[]; rubyGroups: number } {
  const named: number[] = []
  let groups = 0
  let atomic = 0
  groupMarks(source, (mark) => {
    if (mark === 'named') named.push(groups)
    if (mark === 'atomic') atomic++
    if (mark !== 'backreference') groups++
  })
  return { named, rubyGroups: groups - atomic }
}

/**
 * The source with each group name `n` renamed `n_tag`, in its groups (`(?<n>`) and its
 * backreferences (`\k<n>`). A path regexp holds a requirement once per segment using it, and
 * two requirements may name a group alike, which Ruby allows and a JS regexp does not. Values are
 * read by group number (path-regexp.ts), so the names themselves do not matter; a tag unique
 * within the path regexp makes them distinct (`n_tag` ends with the tag's digits, so no two
 * (name, tag) pairs meet).
 */
export function tagGroupNames(source: string, tag: number): string {
  let out = ''
  let from = 0
  groupMarks(source, (mark, at) => {
    if (mark === 'group') return
    const end = source.indexOf('>', at)
    out += `${source.slice(from, end)}_${tag}`
    from = end
  })
  return out + source.slice(from)
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
