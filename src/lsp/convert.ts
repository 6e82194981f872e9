/**
 * routecraft's positions and diagnostics in the protocol's terms: lines and characters from 0
 * (ours count from 1), severities as numbers, related places as locations with URIs.
 */
import { pathToFileURL } from 'node:url'
import { type Diagnostic as LspDiagnostic, DiagnosticSeverity, type Range } from 'vscode-languageserver/node'
import type { Position } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { absolutePath, type Analysis } from './analysis.js'

/** An AST position as a protocol range (an empty span still covers one character, so editors show it). */
export function toRange(position: Position): Range {
  const start = { line: position.start.line - 1, character: position.start.column - 1 }
  const end = { line: position.end.line - 1, character: position.end.column - 1 }
  const empty = end.line < start.line || (end.line === start.line && end.character <= start.character)
  return { start, end: empty ? { line: start.line, character: start.character + 1 } : end }
}

/** A protocol position (0-based) as our line and column (1-based). */
export function fromPosition(position: { line: number; character: number }): { line: number; column: number } {
  return { line: position.line + 1, column: position.character + 1 }
}

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const

/** The URI of a file name as an analysis gives it. */
export function fileUri(analysis: Analysis, file: string): string {
  return pathToFileURL(absolutePath(analysis, file)).href
}

/** A diagnostic for the editor: the hint joins the message, related places become related information. */
export function toLspDiagnostic(analysis: Analysis, d: Diagnostic): LspDiagnostic {
  const out: LspDiagnostic = {
    range: toRange(d.position),
    severity: SEVERITY[d.severity as keyof typeof SEVERITY] ?? DiagnosticSeverity.Information,
    code: d.code,
    source: 'routecraft',
    message: `${d.severity === 'error' && d.name ? `${d.name}: ` : ''}${d.message}${d.hint ? `\nhint: ${d.hint}` : ''}`,
    data: { code: d.code, hint: d.hint ?? null },
  }
  if (d.related?.length) out.relatedInformation = d.related.map((r) => ({ location: { uri: fileUri(analysis, r.file), range: toRange(r.position) }, message: r.message }))
  return out
}

/** The diagnostics of an analysis by the URI of their file (every file read gets an entry, empty or not). */
export function diagnosticsByUri(analysis: Analysis): Map<string, LspDiagnostic[]> {
  const byUri = new Map<string, LspDiagnostic[]>()
  for (const file of analysis.load.sources.keys()) byUri.set(fileUri(analysis, file), [])
  for (const d of analysis.diagnostics) {
    const uri = fileUri(analysis, d.file)
    byUri.set(uri, [...(byUri.get(uri) ?? []), toLspDiagnostic(analysis, d)])
  }
  return byUri
}
