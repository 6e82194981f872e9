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
    if (inClass && c !== ']') {
      // Atoms are read whole (`\u00e9` is one), so that case folding never splits an escape.
      const first = atomAt(chars, i, true);
      const second = chars[first.next] === '-' && ![undefined, ']'].includes(chars[first.next + 1]) ? atomAt(chars, first.next + 1, true) : undefined;
      if (second && first.char !== undefined && second.char !== undefined) {
        out += `${first.text}-${second.text}${inlineCase ? otherCaseRange(first.char, second.char) : ''}`;
        i = second.next - 1;
      } else {
        out += inlineCase ? folded(first, true) : first.text;
        i = first.next - 1;
      }
    } else if (c === '\\') {
      const atom = atomAt(chars, i, false);
      out += inlineCase ? folded(atom, false) : atom.text;
      i = atom.next - 1;
    } else if (inClass) {
      inClass = false;
      out += c;
    } else if (embed && c === '.') {
      out += embed.dot;
    } else if (c === '[') {
      inClass = true;
      out += c;
      if (chars[i + 1] === '^') out += chars[++i];
    } else if (chars.slice(i, i + 4).join('') === '(?i)') {
      inlineCase = !ignoreCase;
      i += 3;
    } else if (c === '(' || c === ')') {
      inlineCase = c === '(' ? (groups.push(inlineCase), inlineCase) : (groups.pop() ?? inlineCase);
      const name = c === '(' ? groupName(chars, i) : undefined;
      out += name ? `(?<${name.name}>` : c;
      if (name) i = name.next - 1;
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

/**
 * One character of a regexp, or one escape: its JS text, where the next starts, and the
 * characters it stands for (`\u{61 62}` stands for two), each with its JS text.
 */
interface Atom {
  text: string;
  next: number;
  chars?: Array<[string, string]>;
  /** The one character it stands for: it can bound a class range. */
  char?: string;
  /** A `\p{…}` property, which Onigmo case-folds under `i` (`/\p{Lu}/i` matches `a`) and JS cannot spell out. */
  property?: boolean;
}

/** An atom spelled out in both cases (`\u00e9` → `[éÉ]`), for `i` without the JS flag. */
function folded(atom: Atom, inClass: boolean): string {
  if (atom.property) throw new SyntaxError(`unsupported Ruby regexp: property ${atom.text} under the i flag`);
  return atom.chars ? atom.chars.map(([c, text]) => bothCases(c, inClass, text)).join('') : atom.text;
}

const HEX = /^[0-9a-fA-F]$/;

function atomAt(chars: string[], i: number, inClass: boolean): Atom {
  const c = chars[i]!;
  if (c !== '\\') return SYNTAX.has(c) || c === '-' ? { text: c, next: i + 1 } : { text: c, chars: [[c, c]], char: c, next: i + 1 };
  const e = chars[i + 1];
  const codes = e === 'u' || e === 'x' ? codePoints(chars, i + 1) : undefined;
  if (codes) {
    const pairs = codes.points.map((cp): [string, string] => [String.fromCodePoint(cp), `\\u{${cp.toString(16)}}`]);
    const text = pairs.map(([, escaped]) => escaped).join('');
    return { text, chars: pairs, next: codes.next, ...(pairs.length === 1 ? { char: pairs[0]![0] } : {}) };
  }
  // Names in braces or angle brackets are copied whole: case folding must not touch them.
  const named = (e === 'p' || e === 'P' || e === 'k') && chars[i + 2] === (e === 'k' ? '<' : '{') ? closingAt(chars, i + 3, e === 'k' ? '>' : '}') : -1;
  if (named !== -1) {
    const body = chars.slice(i + 3, named).join('');
    const text = e === 'k' ? `\\k<${body}>` : body.startsWith('^') ? `\\${e === 'p' ? 'P' : 'p'}{${body.slice(1)}}` : `\\${e}{${body}}`;
    return { text, next: named + 1, property: e !== 'k' };
  }
  return { text: translateEscape(e, inClass), next: i + 2 };
}

/** `\uHHHH`, `\u{H H …}` or `\xH(H)` starting at the `u` or `x` at `at`; undefined when malformed. */
function codePoints(chars: string[], at: number): { points: number[]; next: number } | undefined {
  const hexRun = (from: number, max: number): number => {
    let end = from;
    while (end < from + max && HEX.test(chars[end] ?? '')) end++;
    return end;
  };
  if (chars[at] === 'x') {
    const end = hexRun(at + 1, 2);
    return end === at + 1 ? undefined : { points: [parseInt(chars.slice(at + 1, end).join(''), 16)], next: end };
  }
  if (chars[at + 1] !== '{') {
    const end = hexRun(at + 1, 4);
    return end === at + 5 ? { points: [parseInt(chars.slice(at + 1, end).join(''), 16)], next: end } : undefined;
  }
  const close = closingAt(chars, at + 2, '}');
  const words = close === -1 ? [] : chars.slice(at + 2, close).join('').trim().split(/\s+/);
  if (words.length === 0 || !words.every((w) => /^[0-9a-fA-F]{1,6}$/.test(w))) return undefined;
  const points = words.map((w) => parseInt(w, 16));
  return points.every((cp) => cp <= 0x10ffff) ? { points, next: close + 1 } : undefined;
}

/** The index of `close` at or after `from` (within a name's length), or -1. */
function closingAt(chars: string[], from: number, close: string): number {
  for (let i = from; i < chars.length && i < from + 256; i++) if (chars[i] === close) return i;
  return -1;
}

/** `(?<name>` or Ruby's `(?'name'` at `i`: the name and where the group's body starts. */
function groupName(chars: string[], i: number): { name: string; next: number } | undefined {
  const quote = chars[i + 2];
  if (chars[i + 1] !== '?' || (quote !== '<' && quote !== "'") || chars[i + 3] === '=' || chars[i + 3] === '!') return undefined;
  const close = closingAt(chars, i + 3, quote === '<' ? '>' : "'");
  return close === -1 ? undefined : { name: chars.slice(i + 3, close).join(''), next: close + 1 };
}

function translateEscape(c: string | undefined, inClass: boolean): string {
  if (c === undefined) throw new SyntaxError('Ruby regexp ends with a lone backslash');
  if (!inClass && ESCAPES[c]) return ESCAPES[c];
  if (inClass && c === 'h') return '0-9a-fA-F';
  // Ruby allows any escaped punctuation; JS `u` mode rejects escapes of non-syntax characters.
  if (/[0-9A-Za-z]/.test(c) || SYNTAX.has(c) || (inClass && c === '-')) return `\\${c}`;
  return `\\u{${c.codePointAt(0)!.toString(16)}}`;
}

// `a-z` under `i`: for an ASCII letter range, its other case (other ranges are kept as written).
function otherCaseRange(lo: string, hi: string): string {
  if (/^[a-z]$/.test(lo) && /^[a-z]$/.test(hi)) return `${lo}-${hi}`.toUpperCase();
  if (/^[A-Z]$/.test(lo) && /^[A-Z]$/.test(hi)) return `${lo}-${hi}`.toLowerCase();
  return '';
}

function isDoubleS(chars: string[], i: number): boolean {
  const pair = `${chars[i]}${chars[i + 1] ?? ''}`.toLowerCase();
  return pair === 'ss' && !QUANTIFIERS.has(chars[i + 2] ?? '');
}

/** `c` and its other case (`[eE]`, or `eE` in a class); `text` (`c` itself by default) when it has none. */
function bothCases(c: string, inClass: boolean, text = c): string {
  const lower = c.toLowerCase();
  const upper = c.toUpperCase();
  if (lower === upper || [...lower].length > 1 || [...upper].length > 1) return text;
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
