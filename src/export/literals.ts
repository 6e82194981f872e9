/**
 * Text from a routes file written into generated code: string literals, template-literal type
 * text and comments for TypeScript, string literals and comments for Python. Everything outside
 * printable ASCII is written as an escape, so no name, path or value can end a literal or a
 * comment, start an interpolation, or slip in a line terminator (U+2028 and U+2029 included).
 */

/** A TypeScript/JavaScript string literal in double quotes. */
export function tsString(text: string): string {
  return `"${escapeUnits(text, '"\\')}"`
}

/** The text of a template literal type (between backticks), matching `text` exactly. */
export function tsTemplateText(text: string): string {
  // `$` is escaped whatever follows, so that no `${` can start a placeholder.
  return escapeUnits(text, '`\\$')
}

/**
 * Text for a one-line comment in either language: printable ASCII as written, the rest as
 * `\uXXXX`, and `*\/` broken so that a block comment cannot be closed.
 */
export function commentText(text: string): string {
  return escapeUnits(text, '').replace(/\*\//g, '*\\/')
}

// Printable ASCII as written (a backslash before each of `special`), every other UTF-16 unit as `\uXXXX`.
function escapeUnits(text: string, special: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (special.includes(text[i]!)) out += `\\${text[i]}`
    else out += c >= 0x20 && c < 0x7f ? text[i] : `\\u${hex(c, 4)}`
  }
  return out
}

/** A Python str literal in double quotes (lone surrogates kept as the escapes Python reads). */
export function pyString(text: string): string {
  let out = '"'
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    if (ch === '"' || ch === '\\') out += `\\${ch}`
    else if (c >= 0x20 && c < 0x7f) out += ch
    else if (c < 0x100) out += `\\x${hex(c, 2)}`
    else if (c < 0x10000) out += `\\u${hex(c, 4)}`
    else out += `\\U${hex(c, 8)}`
  }
  return `${out}"`
}

function hex(code: number, width: number): string {
  return code.toString(16).toUpperCase().padStart(width, '0')
}
