/** Workspace symbols: every named route as its helper (`photo_path` finds the statement that drew it). */
import { type SymbolInformation, SymbolKind } from 'vscode-languageserver/node'
import type { Analysis } from './analysis.js'
import { fileUri } from './convert.js'

/** The helpers whose name contains the query (ignoring case), each at its declaration. */
export function routeSymbols(analysis: Analysis, query: string): SymbolInformation[] {
  const wanted = query.toLowerCase().replace(/_(path|url)$/, '')
  return analysis.load.routes.flatMap((route): SymbolInformation[] => {
    if (typeof route.name !== 'string' || !route.name || !route.name.toLowerCase().includes(wanted)) return []
    const at = { line: route.source.line - 1, character: route.source.column - 1 }
    return [{
      name: `${route.name}_path`,
      kind: SymbolKind.Function,
      containerName: `${route.verb.join('|') || 'ANY'} ${route.path}`,
      location: { uri: fileUri(analysis, route.source.file), range: { start: at, end: at } },
    }]
  })
}
