// The character sets of Ruby's regexp dialect (Onigmo) written as JS class contents for the `u`
// flag. Each claim was checked code point by code point against Ruby 3.3 (see
// tools/onigmo-cases.rb): the only differences are characters whose Unicode properties changed
// after Unicode 15.0, which Ruby 3.3 knows and Node 20 has moved past (e.g. U+0363..U+036F
// became Alphabetic): the JS side follows Node's Unicode tables.

/** A set of characters as JS class contents; `negated` when the set is everything but them. */
export interface CharSet {
  body: string
  negated: boolean
}

const set = (body: string, negated = false): CharSet => ({ body, negated })

/**
 * POSIX bracket classes (`[[:alpha:]]`), Unicode-aware for the UTF-8 strings Rails matches.
 * `[:punct:]` also holds the ASCII symbols `$+<=>^`|~` (Onigmo 6); `\p{Punct}` does not.
 */
export const POSIX_CLASSES: Record<string, CharSet> = {
  alpha: set(String.raw`\p{Alphabetic}`),
  digit: set(String.raw`\p{Nd}`),
  alnum: set(String.raw`\p{Alphabetic}\p{Nd}`),
  xdigit: set('0-9A-Fa-f'),
  space: set(String.raw`\p{White_Space}`),
  upper: set(String.raw`\p{Uppercase}`),
  lower: set(String.raw`\p{Lowercase}`),
  punct: set(String.raw`\p{P}$+<=>^\u{60}|~`),
  word: set(String.raw`\p{Alphabetic}\p{M}\p{Nd}\p{Pc}`),
  cntrl: set(String.raw`\p{Cc}`),
  graph: set(String.raw`\p{White_Space}\p{Cc}\p{Cs}\p{Cn}`, true),
  print: set(String.raw`\p{Zl}\p{Zp}\p{Cc}\p{Cs}\p{Cn}`, true),
  blank: set(String.raw`\p{Zs}\t`),
  ascii: set(String.raw`\0-\x7f`),
}

/** POSIX classes that are not closed under case folding: Onigmo folds them under `i`. */
export const CASED_CLASSES = new Set(['upper', 'lower'])

// The same names as properties (`\p{Alnum}`), where `Punct` is plain `\p{P}`, plus `Any`.
const POSIX_PROPERTIES: Record<string, CharSet> = { ...POSIX_CLASSES, punct: set(String.raw`\p{P}`), any: set(String.raw`\s\S`) }

// General category aliases JS spells with a capital first letter (`\p{lu}` is `\p{Lu}` to Onigmo).
const CATEGORIES = new Set(
  'c cc cf cn co cs l lc ll lm lo lt lu m mc me mn n nd nl no p pc pd pe pf pi po ps s sc sk sm so z zl zp zs'.split(' '),
)

/** Onigmo ignores case, spaces, `-` and `_` in property names. */
const loose = (name: string): string => name.toLowerCase().replace(/[\s_-]/g, '')

/**
 * The set of a property name as written inside `\p{…}` (without `^`): the POSIX names, general
 * categories, scripts and binary properties JS knows under the same name. Undefined for what JS
 * has no equivalent of (blocks `In_…`, `Age=…`) or does not know.
 */
export function propertySet(name: string): CharSet | undefined {
  const key = loose(name)
  const posix = POSIX_PROPERTIES[key]
  if (posix) return posix
  if (CATEGORIES.has(key)) return set(`\\p{${key[0]!.toUpperCase()}${key.slice(1)}}`)
  if (key.startsWith('in')) return undefined
  const titled = name.split(/[\s_-]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('_')
  for (const candidate of [name, titled, `Script=${name}`, `Script=${titled}`]) {
    if (/^[\w=]+$/.test(candidate) && compiles(`\\p{${candidate}}`)) return set(`\\p{${candidate}}`)
  }
  return undefined
}

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u')
    return true
  } catch {
    return false
  }
}

/** Single-letter escapes that stand for a set (`\d`, `\H`); Onigmo's `\s` is ASCII, unlike JS's. */
export const ESCAPE_SETS: Record<string, CharSet> = {
  d: set('0-9'),
  D: set('0-9', true),
  w: set('A-Za-z0-9_'),
  W: set('A-Za-z0-9_', true),
  s: set('\\t-\\r '),
  S: set('\\t-\\r ', true),
  h: set('0-9a-fA-F'),
  H: set('0-9a-fA-F', true),
}

/** The JS expression matching one character of the set. */
export function setExpression(charSet: CharSet): string {
  return `[${charSet.negated ? '^' : ''}${charSet.body}]`
}
