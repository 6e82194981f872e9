/**
 * Quick fixes for the diagnostics whose hint is an edit: a misspelt option renamed, a YAML value
 * quoted, a shadowed route moved above the route that takes its requests. Each edit is computed
 * from the file's text, as the comment-preserving edit API does it: whole lines move, the rest
 * of the file stays as written.
 */
import type { CodeAction, Diagnostic as LspDiagnostic, TextEdit } from 'vscode-languageserver/node'
import { CodeActionKind } from 'vscode-languageserver/node'

/** The quick fixes of the diagnostics of a file. */
export function quickFixes(uri: string, text: string, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
  return diagnostics.flatMap((d) => {
    const fix = fixOf(uri, text, d)
    return fix ? [{ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [d], edit: { changes: { [uri]: fix.edits } }, isPreferred: true }] : []
  })
}

function fixOf(uri: string, text: string, d: LspDiagnostic): { title: string; edits: TextEdit[] } | undefined {
  const hint = typeof d.data === 'object' && d.data !== null ? (d.data as { hint?: string | null }).hint ?? '' : ''
  const lines = text.split('\n')
  const meant = /^did you mean (\w+):\?$/.exec(hint)
  if (d.code === 'RC4052' && meant) {
    const line = lines[d.range.start.line] ?? ''
    const written = line.slice(d.range.start.character, d.range.end.character)
    const name = /\w+/.exec(written)?.[0]
    if (!name) return undefined
    const at = d.range.start.character + written.indexOf(name)
    return { title: `Rename ${name}: to ${meant[1]}:`, edits: [{ range: { start: { line: d.range.start.line, character: at }, end: { line: d.range.start.line, character: at + name.length } }, newText: meant[1]! }] }
  }
  const quoted = /^quote the value: ('(?:[^']|'')*')/.exec(hint)
  if (quoted) return { title: `Quote the value: ${quoted[1]}`, edits: [{ range: d.range, newText: quoted[1]! }] }
  const earlier = d.relatedInformation?.[0]?.location
  if ((d.code === 'RC4001' || d.code === 'RC4002') && earlier && earlier.uri === uri && earlier.range.start.line < d.range.start.line) {
    const from = d.range.start.line
    const to = d.range.end.character === 0 && d.range.end.line > from ? d.range.end.line : d.range.end.line + 1
    const moved = lines.slice(from, to)
    const indent = (s: string) => /^\s*/.exec(s)![0]
    const target = earlier.range.start.line
    const reindented = moved.map((line) => indent(lines[target]!) + line.slice(indent(moved[0]!).length))
    return {
      title: 'Move this route above the route that takes its requests',
      edits: [
        { range: { start: { line: target, character: 0 }, end: { line: target, character: 0 } }, newText: `${reindented.join('\n')}\n` },
        { range: { start: { line: from, character: 0 }, end: { line: to, character: 0 } }, newText: '' },
      ],
    }
  }
  return undefined
}
