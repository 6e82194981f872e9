/**
 * Path strings as Rails builds them: normalisation, escaping, the format suffix, and the
 * parameter names of a Journey pattern (`/photos/:id(.:format)`, `/files/*path`).
 */

/** Journey's path normalisation: leading `/`, no repeated or trailing `/`, upper-case escapes. */
export function journeyNormalizePath(path: string | null | undefined): string {
  const raw = path ?? ''
  // Most paths are already normal: one leading slash, no doubled or trailing one, no escapes.
  if (raw.length > 1 && raw[0] === '/' && raw[raw.length - 1] !== '/' && !raw.includes('//') && !raw.includes('%')) return raw
  let out = `/${raw}`.replace(/\/+/g, '/')
  if (out !== '/') {
    out = out.replace(/\/$/, '')
    // Newest Rails upper-cases every escape, mixed case included (6.1 skipped `%aB`).
    out = out.replace(/%[a-fA-F0-9]{2}/g, (e) => e.toUpperCase())
  }
  return out
}

/**
 * Rails' `Mapper.normalize_path`: Journey's normalisation, then the slash before an optional
 * group moves inside it (`/(:locale)/about` → `(/:locale)/about`), except when the whole path
 * is optional groups of dynamic segments, so that it still matches `/`.
 */
export function normalizePath(path: string | null | undefined): string {
  let out = journeyNormalizePath(path)
  if (!out.includes('(')) return out
  out = out.replace(/\/(\(+)\/?/g, '$1/')
  // `[^()]`, not `[^)]`: the same answer for balanced paths (unbalanced ones are refused later),
  // without backtracking quadratically over a long run of `(`.
  if (/^(\(+[^()]+\))(\(+\/:[^()]+\))*$/.test(out)) out = out.replace(/^(\(+)\//, '/$1')
  return out
}

const SIMPLE_NAME = /^\w+$/

/** A route name from a path-like prefix: `admin/photos/list` → `admin_photos_list`. */
export function normalizeName(name: string): string {
  // Most names are one word (`edit`, `preview`): nothing to normalise.
  if (SIMPLE_NAME.test(name)) return name
  return normalizePath(name).slice(1).replace(/\//g, '_')
}

// RFC 2396's unreserved and reserved characters, which Ruby's URI::DEFAULT_PARSER.escape keeps.
const SAFE = /[-_.!~*'()a-zA-Z0-9;/?:@&=+$,[\]]/
const ALL_SAFE = /^[-_.!~*'()a-zA-Z0-9;/?:@&=+$,[\]]*$/
const encoder = new TextEncoder()

/** Percent-encodes what RFC 2396 calls unsafe, byte by byte, as Rails does before parsing a path. */
export function uriEscape(path: string): string {
  if (ALL_SAFE.test(path)) return path
  let out = ''
  for (const ch of path) {
    if (SAFE.test(ch)) out += ch
    else for (const byte of encoder.encode(ch)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

const OPTIONAL_FORMAT = /(?:\(\.:format\)+|\.:format|\/)$/

// Routes repeat their paths one after another (index and create share one; show, update and
// destroy another): the derived strings of the last path are remembered. A map of every path
// cost more than it saved: most paths are new, and each lookup hashed a new string (a fifth of
// the route-building time of a 3,692-route listing) and kept it alive.
class LastOf<T> {
  private key: string | undefined
  private value: T | undefined

  get(key: string): T | undefined {
    return key === this.key ? this.value : undefined
  }

  set(key: string, value: T): T {
    this.key = key
    this.value = value
    return value
  }
}

// One per format mode: the mode decides the value.
const formatted = { T: new LastOf<string>(), F: new LastOf<string>(), O: new LastOf<string>() }
const params = new LastOf<PatternParams>()

/** The final pattern of an assembled path: escaped, normalised, with Rails' format segment. */
export function routePath(path: string, format: unknown): string {
  const last = format === true ? formatted.T : format === false ? formatted.F : formatted.O
  return last.get(path) ?? last.set(path, withFormat(uriEscape(path), format))
}

/** Appends the format segment Rails adds for a route's `format` setting. */
export function withFormat(path: string, format: unknown): string {
  const normalized = normalizePath(path)
  if (format === true) return `${normalized}.:format`
  if (format !== false && !OPTIONAL_FORMAT.test(normalized)) return `${normalized}(.:format)`
  return normalized
}

export interface PatternParams {
  /** Names of every parameter, `:name` segments and `*name` globs, in order of appearance. */
  readonly names: readonly string[]
  /** Names of the `*name` globs alone. */
  readonly stars: readonly string[]
}

const LITERAL = /[\w%\-~!$&'*+,;=@]/

/**
 * The parameter names of a Journey pattern, as Journey's scanner finds them: `:name` is a
 * segment unless the colon is escaped (`\:`) or followed by a token character (`:/`, `:.`: text);
 * `*name` is a glob unless it continues a literal run (`a*b` is text). Either name may be empty
 * (`/*`, `:-x`: a parameter named "").
 */
export function patternParams(path: string): PatternParams {
  return params.get(path) ?? params.set(path, scanParams(path))
}

// An escape pair, or a parameter: the regexp reads the characters (natively); a loop over them
// cost ~2% of a CLI listing in V8's interpreter.
const ESCAPE_OR_PARAM = /\\[\s\S]|(:(?![./()|:*]|$)|\*)([A-Za-z0-9_]*)/g

function scanParams(path: string): PatternParams {
  const names: string[] = []
  const stars: string[] = []
  ESCAPE_OR_PARAM.lastIndex = 0
  for (let found = ESCAPE_OR_PARAM.exec(path); found; found = ESCAPE_OR_PARAM.exec(path)) {
    const sigil = found[1]
    const name = found[2]
    if (name === undefined) continue
    if (sigil === '*' && found.index > 0 && LITERAL.test(path[found.index - 1]!)) continue
    names.push(name)
    if (sigil === '*') stars.push(name)
  }
  return { names, stars }
}

/** What a pattern's parentheses say: a `(` left open, or a `)` that closes nothing. */
export interface Parens {
  /** Some `(` is never closed. */
  readonly unclosed: boolean
  /** Some `)` closes nothing: Journey's parser refuses it (Racc::ParseError). */
  readonly stray: boolean
}

const BALANCED: Parens = Object.freeze({ unclosed: false, stray: false })

/**
 * Both checks of `add_route` in one pass over the parentheses. Only they are visited, found by
 * `indexOf` (natively, and without a match object each: a loop over every character cost ~1% of
 * a CLI listing in V8's interpreter, a regexp's matches ~2% of its allocations); most paths hold
 * one group, `(.:format)`.
 */
export function checkParens(path: string): Parens {
  let depth = 0
  let stray = false
  let open = path.indexOf('(')
  let close = path.indexOf(')')
  while (open >= 0 || close >= 0) {
    if (open >= 0 && (close < 0 || open < close)) {
      depth++
      open = path.indexOf('(', open + 1)
    } else {
      if (depth > 0) depth--
      else stray = true
      close = path.indexOf(')', close + 1)
    }
  }
  return depth === 0 && !stray ? BALANCED : { unclosed: depth > 0, stray }
}
