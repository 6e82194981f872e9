/**
 * The routecraft extension: starts `routecraft lsp --stdio` for routes files and leaves the rest
 * to the language server. Bundled with vscode-languageclient by tools/package-vscode.mjs.
 */
import { workspace, type ExtensionContext } from 'vscode'
import { LanguageClient, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node'

/** The files the server reads: the routes file, the files it draws, and routes.yaml. */
export const DOCUMENT_SELECTOR = [
  { scheme: 'file', pattern: '**/config/routes.rb' },
  { scheme: 'file', pattern: '**/config/routes/**/*.rb' },
  { scheme: 'file', pattern: '**/routes.{yaml,yml}' },
  { scheme: 'file', pattern: '**/config/routes/**/*.{yaml,yml}' },
]

let client: LanguageClient | undefined

export async function activate(context: ExtensionContext): Promise<void> {
  const [command = 'routecraft', ...args] = workspace.getConfiguration('routecraft').get<string[]>('command') ?? ['routecraft', 'lsp', '--stdio']
  const server: ServerOptions = { command, args }
  const options: LanguageClientOptions = { documentSelector: DOCUMENT_SELECTOR }
  client = new LanguageClient('routecraft', 'routecraft', server, options)
  context.subscriptions.push(client)
  await client.start()
}

export async function deactivate(): Promise<void> {
  await client?.stop()
}
