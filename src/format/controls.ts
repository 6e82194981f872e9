/**
 * Control characters shown rather than obeyed: an OSC sequence in a routes file would set a
 * terminal's title, `ESC[2J` clear its screen, a carriage return overwrite the line it is on.
 * The CLI passes what it writes to a terminal through `showControls` (cli/terminal.ts); code
 * frames show a line's controls this way themselves, so that their carets sit under what is shown.
 */

/**
 * Colour and style codes (SGR: `ESC [ 31 m`), kept when the text is in colour: the CLI's own
 * (code frames' and any command's). They change how text looks, never the title, the screen or
 * the cursor; in colour a routes file's could pass too, and nothing else does.
 */
const OWN_COLOR = /\x1b\[[0-9;]{0,32}m/y
/** C0 controls but newline and tab, DEL, and the C1 controls (U+009B is a CSI too). */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/

const NAMED: Record<string, string> = { '\x1b': '\\e', '\r': '\\r' }

/** `text` with each control character written as an escape: `\e`, `\r`, `\x07`, `\u009b`. */
export function showControls(text: string, color = false): string {
  if (!CONTROL.test(text)) return text
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (!isControl(c.charCodeAt(0))) {
      out += c
      continue
    }
    OWN_COLOR.lastIndex = i
    const own = color && c === '\x1b' ? OWN_COLOR.exec(text) : null
    if (own) {
      out += own[0]
      i += own[0].length - 1
    } else out += shownControl(c)
  }
  return out
}

/** One character as it is shown: a control character as its escape, any other as itself. */
export function shownChar(c: string): string {
  return isControl(c.charCodeAt(0)) ? shownControl(c) : c
}

function shownControl(c: string): string {
  return NAMED[c] ?? escapeCode(c.charCodeAt(0))
}

function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x0a && code !== 0x09) || (code >= 0x7f && code <= 0x9f)
}

function escapeCode(code: number): string {
  // Above the C0 range the JSON-compatible form, so a `--json` answer on a terminal still reads as JSON.
  const hex = code.toString(16).toUpperCase().padStart(2, '0')
  return code < 0x20 ? `\\x${hex}` : `\\u00${hex}`
}
