/**
 * `routecraft lsp`: the language server for config/routes.rb, config/routes/*.rb and routes.yaml,
 * over stdio. Each open file is analysed with the routes file that draws it (the open buffers'
 * text in place of the disk's), debounced while typing; diagnostics are what `routecraft check`
 * reports, on the same ranges.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createConnection, type Connection, ProposedFeatures, TextDocuments, TextDocumentSyncKind } from 'vscode-languageserver/node'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { isYamlFile } from '../load-files.js'
import { quickFixes } from './actions.js'
import { absolutePath, analyse, completeAnalysis, rootFileOf, type Analysis } from './analysis.js'
import { fileNameOf } from './at-cursor.js'
import { rubyCompletions, yamlCompletions } from './completion.js'
import { diagnosticsByUri, fromPosition } from './convert.js'
import { definitionAt } from './definition.js'
import { hoverAt } from './hover.js'
import { lensesOf } from './lens.js'
import { routeSymbols } from './symbols.js'

/** How long typing must pause before a file is checked again. */
const DEBOUNCE_MS = 50

/** Runs the server on a connection (stdio by default) until the client exits. */
export function startLanguageServer(connection: Connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout)): Connection {
  const documents = new TextDocuments(TextDocument)
  const analyses = new Map<string, Promise<Analysis>>()
  // The last analysis of each routes file that drew routes: completion and symbols still answer
  // from it while the file being typed does not parse.
  const lastDrawn = new Map<string, Analysis>()
  const published = new Map<string, Set<string>>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()

  const readFile = (path: string) => documents.get(pathToFileURL(path).href)?.getText() ?? readFileSync(path, 'utf8')
  const pathOf = (uri: string) => fileURLToPath(uri)

  /** Publishes the diagnostics of every file an analysis read (the routes file's last). */
  async function publish(root: string, analysis: Analysis): Promise<void> {
    const byUri = diagnosticsByUri(analysis)
    // A file no longer read (a `draw` removed) has its diagnostics cleared.
    for (const uri of published.get(root) ?? []) if (!byUri.has(uri)) byUri.set(uri, [])
    published.set(root, new Set(byUri.keys()))
    // The routes file's own last: once its diagnostics arrive, those of the files it draws have.
    const rootUri = pathToFileURL(root).href
    const order = [...byUri.keys()].sort((a, b) => Number(a === rootUri) - Number(b === rootUri))
    for (const uri of order) await connection.sendDiagnostics({ uri, diagnostics: byUri.get(uri)! })
    // For clients that want to know when the check is whole (the specs, benchmarks); editors ignore it.
    await connection.sendNotification('routecraft/checked', { uri: rootUri, complete: analysis.complete })
  }

  /**
   * Analyses a routes file again: publishes the load's diagnostics and the lints at once, then,
   * unless the file changed meanwhile, everything with the shadowing analysis.
   */
  async function check(root: string): Promise<Analysis> {
    const running = analyse(root, readFile)
    analyses.set(root, running)
    const analysis = await running
    if (analysis.load.routes.length > 0) lastDrawn.set(root, analysis)
    await publish(root, analysis)
    if (!analysis.complete) {
      // A turn of the event loop first: a keystroke already waiting cancels this.
      await new Promise((next) => setImmediate(next))
      if (analyses.get(root) === running) await publish(root, completeAnalysis(analysis))
    }
    return analysis
  }

  /** The analysis a file belongs to (its routes file's), and its name there. */
  async function analysisOf(uri: string): Promise<{ analysis: Analysis; file: string } | null> {
    const path = pathOf(uri)
    const root = rootFileOf(path)
    const analysis = await (analyses.get(root) ?? check(root))
    const file = fileNameOf(analysis, path, (name) => absolutePath(analysis, name))
    return file === undefined ? null : { analysis, file }
  }

  function schedule(uri: string): void {
    const root = rootFileOf(pathOf(uri))
    clearTimeout(timers.get(root))
    timers.set(root, setTimeout(() => {
      timers.delete(root)
      check(root).catch((error) => connection.console.error(`routecraft: ${error instanceof Error ? error.message : String(error)}`))
    }, DEBOUNCE_MS))
  }

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      definitionProvider: true,
      codeLensProvider: { resolveProvider: false },
      completionProvider: { triggerCharacters: [':', ',', ' ', '"', '[', '-'] },
      workspaceSymbolProvider: true,
      codeActionProvider: { codeActionKinds: ['quickfix'] },
    },
    serverInfo: { name: 'routecraft' },
  }))

  documents.onDidOpen(({ document }) => {
    analyses.delete(rootFileOf(pathOf(document.uri)))
    schedule(document.uri)
  })
  documents.onDidChangeContent(({ document }) => {
    analyses.delete(rootFileOf(pathOf(document.uri)))
    schedule(document.uri)
  })
  documents.onDidSave(({ document }) => schedule(document.uri))

  connection.onHover(async ({ textDocument, position }) => {
    const at = await analysisOf(textDocument.uri)
    if (!at) return null
    const { line, column } = fromPosition(position)
    return hoverAt(at.analysis, at.file, line, column)
  })
  connection.onDefinition(async ({ textDocument, position }) => {
    const at = await analysisOf(textDocument.uri)
    if (!at) return null
    const { line, column } = fromPosition(position)
    return definitionAt(at.analysis, at.file, line, column)
  })
  connection.onCodeLens(async ({ textDocument }) => {
    const at = await analysisOf(textDocument.uri)
    return at ? lensesOf(at.analysis, at.file) : []
  })
  connection.onCompletion(async ({ textDocument, position }) => {
    const document = documents.get(textDocument.uri)
    if (!document) return []
    const lines = document.getText({ start: { line: 0, character: 0 }, end: position }).split('\n')
    const root = rootFileOf(pathOf(textDocument.uri))
    await analyses.get(root)
    const routes = lastDrawn.get(root)?.load.routes ?? []
    return isYamlFile(textDocument.uri) ? yamlCompletions(lines, routes) : rubyCompletions(lines[lines.length - 1] ?? '', routes)
  })
  connection.onWorkspaceSymbol(async ({ query }) => {
    await Promise.all(analyses.values())
    return [...lastDrawn.values()].flatMap((analysis) => routeSymbols(analysis, query))
  })
  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri)
    return document ? quickFixes(textDocument.uri, document.getText(), context.diagnostics) : []
  })

  documents.listen(connection)
  connection.listen()
  return connection
}
