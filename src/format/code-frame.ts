/**
 * Diagnostics as text: `file:line:col: Name: message`, a code frame under it, then a hint.
 * Our own frame, because `@babel/code-frame` 8 needs Node 22 and its highlighter is JavaScript's.
 */
import type { Position } from '../ast/types.js'
import type { Diagnostic, Severity } from '../diagnostic.js'
import { lineIndex } from '../line-index.js'
import { showControls, shownChar } from './controls.js'

/** Options of the text forms: ANSI colour is off unless asked for. */
export interface FrameOptions {
  color?: boolean
  /** The text of another file, for the frames of a diagnostic's related declarations. */
  sourceOf?: (file: string) => string | undefined
}

/** Lines shown above and below the reported line. */
const CONTEXT = 2

const ANSI = {
  red: ['\x1b[31m', '\x1b[39m'],
  yellow: ['\x1b[33m', '\x1b[39m'],
  cyan: ['\x1b[36m', '\x1b[39m'],
  bold: ['\x1b[1m', '\x1b[22m'],
  dim: ['\x1b[2m', '\x1b[22m'],
} as const

type Style = keyof typeof ANSI

/** A painter that wraps text in ANSI codes, or returns it unchanged when colour is off. */
type Painter = (style: Style, text: string) => string

function painter(color: boolean | undefined): Painter {
  return (style, text) => (color && text !== '' ? `${ANSI[style][0]}${text}${ANSI[style][1]}` : text)
}

const SEVERITY_STYLE: Record<Severity, Style> = { error: 'red', warning: 'yellow', info: 'cyan' }

/**
 * The caret line's two parts: the lead (the line's text before the span with every character
 * turned into as many spaces as it is shown wide, tabs kept, so carets line up under tabs and
 * escaped control characters) and the carets, one per column of the span as shown.
 */
function marker(line: string, position: Position): [lead: string, carets: string] {
  const startIndex = Math.min(Math.max(position.start.column - 1, 0), line.length)
  const endIndex =
    position.end.line === position.start.line ? Math.min(position.end.column - 1, line.length) : line.length
  let lead = ''
  for (const c of line.slice(0, startIndex)) lead += c === '\t' ? c : ' '.repeat(shownChar(c).length)
  const width = showControls(line.slice(startIndex, Math.max(startIndex, endIndex))).length
  return [lead, '^'.repeat(Math.max(1, width))]
}

/**
 * A code frame around `position.start`: up to two lines of context on each side, a numbered gutter
 * with `>` on the reported line, and carets under the span (to the end of the first line when the
 * span covers several lines). No trailing newline.
 */
export function codeFrame(source: string, position: Position, options: FrameOptions = {}): string {
  return frame(source, position, painter(options.color), 'red')
}

/** The frame, with the marker and carets painted in the severity's colour. */
function frame(source: string, position: Position, paint: Painter, accent: Style): string {
  const lines = lineIndex(source)
  // The empty "line" after a final newline is not a line, unless an end-of-input error points there.
  const count = lines.count > 1 && lines.text(lines.count) === '' && position.start.line < lines.count ? lines.count - 1 : lines.count
  const target = Math.min(Math.max(position.start.line, 1), count)
  const first = Math.max(1, target - CONTEXT)
  const last = Math.min(count, target + CONTEXT)
  const width = String(last).length
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const text = lines.text(n)
    const gutter = paint('dim', ` ${String(n).padStart(width)} |`)
    // A line's control characters shown as escapes (`\e`), never sent to the terminal as they are.
    const code = text === '' ? '' : ` ${showControls(text)}`
    if (n !== target) {
      out.push(` ${gutter}${code}`)
      continue
    }
    out.push(`${paint(accent, '>')}${gutter}${code}`)
    const [lead, carets] = marker(text, position)
    out.push(` ${paint('dim', ` ${' '.repeat(width)} |`)} ${lead}${paint(accent, carets)}`)
  }
  return out.join('\n')
}

/**
 * A diagnostic as text, then the code frame when the source is given, then `hint: ...` when the
 * diagnostic has one (a multi-line message kept as is; no trailing newline):
 * - an error: `file:line:col: error RC2101: ArgumentError: message`, with the class Rails raises;
 * - a warning (or info): `file:line:col: warning RC2903: message`. Its `name` is left out: the
 *   class of an error Rails would raise (`NoMethodError`) reads as if drawing had failed.
 */
export function formatDiagnostic(d: Diagnostic, source?: string, options: FrameOptions = {}): string {
  const paint = painter(options.color)
  const { line, column } = d.position.start
  const style = SEVERITY_STYLE[d.severity]
  const label = d.severity === 'error' ? `error ${d.code}: ${d.name}:` : `${d.severity} ${d.code}:`
  const parts = [`${paint('bold', `${d.file}:${line}:${column}:`)} ${paint(style, paint('bold', label))} ${d.message}`]
  if (source !== undefined) parts.push(frame(source, d.position, paint, style))
  if (d.hint !== undefined) parts.push(`${paint('cyan', 'hint:')} ${d.hint}`)
  for (const related of d.related ?? []) {
    const at = related.position.start
    parts.push(`${paint('bold', `${related.file}:${at.line}:${at.column}:`)} ${paint('cyan', 'note:')} ${related.message}`)
    const text = related.file === d.file ? source : options.sourceOf?.(related.file)
    if (text !== undefined) parts.push(frame(text, related.position, paint, 'cyan'))
  }
  return parts.join('\n')
}
