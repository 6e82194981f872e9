/**
 * What the CLI writes to a terminal shows a routes file's control characters instead of obeying
 * them: an OSC sequence in a `draw` name would set the window title, `ESC[2J` in a code frame
 * clear the screen, a carriage return overwrite the line it is on. Every write to stderr (always
 * human text) and to a stdout that is a terminal passes through here; stdout into a file or a
 * pipe keeps its bytes, since `convert`, `compile` and `--json` write data there.
 */
import { type CliIo, useColor } from './io.js'

/**
 * Colour and style codes (SGR: `ESC [ 31 m`), kept when that stream is in colour: the CLI's own
 * (format/code-frame.ts and any command's). They change how text looks, never the title, the
 * screen or the cursor; in colour a routes file's could pass too, and nothing else does.
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
    } else out += NAMED[c] ?? escapeCode(c.charCodeAt(0))
  }
  return out
}

function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x0a && code !== 0x09) || (code >= 0x7f && code <= 0x9f)
}

function escapeCode(code: number): string {
  // Above the C0 range the JSON-compatible form, so a `--json` answer on a terminal still reads as JSON.
  const hex = code.toString(16).toUpperCase().padStart(2, '0')
  return code < 0x20 ? `\\x${hex}` : `\\u00${hex}`
}

/** `io` whose streams show control characters, with `--color`/`--no-color` as `color` says. */
export function terminalIo(io: CliIo, color: boolean | undefined): CliIo {
  const stderrColor = useColor(color, io, 'stderr')
  const stdoutColor = useColor(color, io, 'stdout')
  const stderr = { write: (text: string) => io.stderr.write(showControls(text, stderrColor)) }
  const stdout = io.isTTY ? { write: (text: string) => io.stdout.write(showControls(text, stdoutColor)) } : io.stdout
  return { ...io, stdout, stderr }
}
