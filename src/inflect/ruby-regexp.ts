// Rails' rules are Ruby regexps applied with `String#sub!`. A JS regexp with the same source means
// something else (`$` is a line anchor in Ruby, `\b` and `/i` are Unicode-aware, `(?i)` does not
// exist in Node 20), so the sources are translated rather than copied.

import { translateOnigmo } from './onigmo.js';

/** Compiles a Ruby regexp source with Ruby flags (`i`, `m`) into an equivalent JS RegExp. */
export function rubyRegExp(source: string, flags = ''): RegExp {
  const unsupported = flags.replace(/[im]/g, '');
  if (unsupported) throw new SyntaxError(`unsupported Ruby regexp flags "${unsupported}"`);
  return new RegExp(translateOnigmo(source, flags), 'u');
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
  return translateOnigmo(source, flags);
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
