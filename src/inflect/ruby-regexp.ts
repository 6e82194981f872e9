// Rails' rules are Ruby regexps applied with `String#sub!`. A JS regexp with the same source means
// something else (`$` is a line anchor in Ruby, `\b` and `/i` are Unicode-aware, `(?i)` does not
// exist in Node 20), so the sources are translated rather than copied.

// Onigmo's Unicode word characters, which its `\b` uses even though its `\w` is ASCII-only.
const WORD = String.raw`[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`;

const ESCAPES: Record<string, string> = {
  A: String.raw`(?<![\s\S])`,
  z: String.raw`(?![\s\S])`,
  Z: String.raw`(?=\n?(?![\s\S]))`,
  b: `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`,
  B: `(?:(?<=${WORD})(?=${WORD})|(?<!${WORD})(?!${WORD}))`,
  h: '[0-9a-fA-F]',
  H: '[^0-9a-fA-F]',
};

// Ruby's `^`/`$` match at line boundaries, but only `\n` ends a line (JS `m` also takes `\r`).
const LINE_START = String.raw`(?<![^\n])`;
const LINE_END = String.raw`(?![^\n])`;
const SYNTAX = new Set('^$\\.*+?()[]{}|/');
const QUANTIFIERS = new Set('?*+{');

/** Compiles a Ruby regexp source with Ruby flags (`i`, `m`) into an equivalent JS RegExp. */
export function rubyRegExp(source: string, flags = ''): RegExp {
  const unsupported = flags.replace(/[im]/g, '');
  if (unsupported) throw new SyntaxError(`unsupported Ruby regexp flags "${unsupported}"`);
  const ignoreCase = flags.includes('i');
  const jsFlags = `u${ignoreCase ? 'i' : ''}${flags.includes('m') ? 's' : ''}`;
  return new RegExp(translate([...source], ignoreCase), jsFlags);
}

/** Escapes a string the way Ruby's `Regexp.escape` does. */
export function rubyEscape(text: string): string {
  return text
    .replace(/[.*?+^$|()[\]{}\\/\-]/g, '\\$&')
    .replace(/[ \n\t\r\f\v]/g, (c) => ({ ' ': '\\ ', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\f': '\\f' })[c] ?? '\\v');
}

/**
 * A Ruby regexp source with Ruby flags (`i`, `m`, `x`) as a JS source for the `u` flag alone, so
 * that it can be embedded in a larger JS regexp (a route's path regexp): `i` is spelled out as
 * both-case characters and classes, `m` lets `.` match newlines, `x` drops blanks and comments.
 */
export function rubyRegExpSource(source: string, flags = ''): string {
  const unsupported = flags.replace(/[imx]/g, '');
  if (unsupported) throw new SyntaxError(`unsupported Ruby regexp flags "${unsupported}"`);
  const chars = [...(flags.includes('x') ? stripExtended(source) : source)];
  return translate(chars, false, { inlineCase: flags.includes('i'), dot: flags.includes('m') ? '[\\s\\S]' : '[^\\n]' });
}

// Extended mode (`x`): unescaped whitespace and `#` comments outside classes mean nothing.
function stripExtended(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') out += c + (source[++i] ?? '');
    else if (inClass) (out += c), (inClass = c !== ']');
    else if (c === '[') (out += c), (inClass = true);
    else if (c === '#') while (i + 1 < source.length && source[i + 1] !== '\n') i++;
    else if (!/\s/.test(c)) out += c;
  }
  return out;
}

interface EmbedOptions {
  /** Case-insensitive from the start (the `i` flag spelled out). */
  inlineCase: boolean;
  /** What `.` becomes outside classes. */
  dot: string;
}

function translate(chars: string[], ignoreCase: boolean, embed?: EmbedOptions): string {
  let out = '';
  let inClass = false;
  let inlineCase = embed?.inlineCase ?? false; // set by Ruby's `(?i)` until the enclosing group closes
  const groups: boolean[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\') {
      out += translateEscape(chars[++i], inClass);
    } else if (inClass && embed && inlineCase && chars[i + 1] === '-' && chars[i + 2] !== undefined && chars[i + 2] !== ']') {
      out += bothCaseRange(c, chars[i + 2]!);
      i += 2;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += inlineCase && c !== ']' ? bothCases(c, true) : c;
    } else if (embed && c === '.') {
      out += embed.dot;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (chars.slice(i, i + 4).join('') === '(?i)') {
      inlineCase = !ignoreCase;
      i += 3;
    } else if (c === '(' || c === ')') {
      inlineCase = c === '(' ? (groups.push(inlineCase), inlineCase) : (groups.pop() ?? inlineCase);
      out += c;
    } else if (c === '^' || c === '$') {
      out += c === '^' ? LINE_START : LINE_END;
    } else if (ignoreCase && isDoubleS(chars, i)) {
      out += '(?:ss|ß)'; // Onigmo folds `ss` and `ß` into each other; JS has no multi-char folding
      i += 1;
    } else {
      out += inlineCase ? bothCases(c, false) : c;
    }
  }
  return out;
}

function translateEscape(c: string | undefined, inClass: boolean): string {
  if (c === undefined) throw new SyntaxError('Ruby regexp ends with a lone backslash');
  if (!inClass && ESCAPES[c]) return ESCAPES[c];
  // Ruby allows any escaped punctuation; JS `u` mode rejects escapes of non-syntax characters.
  if (/[0-9A-Za-z]/.test(c) || SYNTAX.has(c) || (inClass && c === '-')) return `\\${c}`;
  return `\\u{${c.codePointAt(0)!.toString(16)}}`;
}

// `a-z` under `i`: the range itself and, for an ASCII letter range, its other case.
function bothCaseRange(lo: string, hi: string): string {
  const range = `${lo}-${hi}`;
  if (/^[a-z]$/.test(lo) && /^[a-z]$/.test(hi)) return range + range.toUpperCase();
  if (/^[A-Z]$/.test(lo) && /^[A-Z]$/.test(hi)) return range + range.toLowerCase();
  return range;
}

function isDoubleS(chars: string[], i: number): boolean {
  const pair = `${chars[i]}${chars[i + 1] ?? ''}`.toLowerCase();
  return pair === 'ss' && !QUANTIFIERS.has(chars[i + 2] ?? '');
}

function bothCases(c: string, inClass: boolean): string {
  const lower = c.toLowerCase();
  const upper = c.toUpperCase();
  if (lower === upper || [...lower].length > 1 || [...upper].length > 1) return c;
  return inClass ? `${lower}${upper}` : `[${lower}${upper}]`;
}

/** Ruby's `str.sub(pattern, replacement)`, or `null` when nothing matched (as `sub!` does). */
export function rubySub(input: string, pattern: RegExp, replacement: string): string | null {
  const match = pattern.exec(input);
  if (!match) return null;
  const end = match.index + match[0].length;
  return input.slice(0, match.index) + expand(replacement, match, input, end) + input.slice(end);
}

// Ruby's replacement syntax: `\1`..`\9`, `\0`/`\&`, `` \` ``, `\'`, `\k<name>` and `\\`.
function expand(replacement: string, match: RegExpExecArray, input: string, end: number): string {
  return replacement.replace(/\\(?:k<([^>]+)>|([0-9&`'\\]))/g, (all, name?: string, token?: string) => {
    if (name !== undefined) return match.groups?.[name] ?? '';
    if (token === '\\') return '\\';
    if (token === '&' || token === '0') return match[0];
    if (token === '`') return input.slice(0, match.index);
    if (token === "'") return input.slice(end);
    return match[Number(token)] ?? '';
  });
}
