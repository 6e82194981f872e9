/**
 * An editor's side of the protocol, for the specs: `routecraft lsp --stdio` started as a process
 * and driven as an editor does (initialize, didOpen, didChange, requests). Not a spec.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  createProtocolConnection,
  type Diagnostic,
  type ProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node'

const root = fileURLToPath(new URL('../../', import.meta.url))
const TIMEOUT_MS = 20_000

export class RoutesLanguageClient {
  private readonly published = new Map<string, Diagnostic[][]>()
  private readonly pending = new Map<string, Diagnostic[]>()
  /** How many checks (quick or whole) each routes file has had. */
  readonly quick = new Map<string, number>()
  private readonly waiters: Array<() => void> = []
  private readonly versions = new Map<string, number>()

  private constructor(
    private readonly child: ChildProcess,
    readonly connection: ProtocolConnection,
  ) {
    connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: Diagnostic[] }) => {
      this.pending.set(params.uri, params.diagnostics)
    })
    // The server says when a check is whole (the shadowing analysis comes after a first, quick
    // publication): the diagnostics of that check count from then.
    connection.onNotification('routecraft/checked', (params: { uri: string; complete: boolean }) => {
      this.quick.set(params.uri, (this.quick.get(params.uri) ?? 0) + 1)
      if (!params.complete) return
      for (const [uri, diagnostics] of this.pending) this.published.set(uri, [...(this.published.get(uri) ?? []), diagnostics])
      this.pending.clear()
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  /** Starts the server (from source, or the built `bin` given) and initialises it. */
  static async start(bin?: string): Promise<RoutesLanguageClient> {
    const args = bin ? [bin, 'lsp', '--stdio'] : ['--import', 'tsx', 'src/cli/main.ts', 'lsp', '--stdio']
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] })
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!))
    connection.listen()
    const client = new RoutesLanguageClient(child, connection)
    await within(connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} }), 'initialize')
    await connection.sendNotification('initialized', {})
    return client
  }

  /** The diagnostics last published for each file, by path. */
  latest(): Map<string, Diagnostic[]> {
    return new Map([...this.published].map(([uri, all]) => [fileURLToPath(uri), all.at(-1)!]))
  }

  /** How many times diagnostics were published for a file. */
  count(path: string): number {
    return this.published.get(pathToFileURL(path).href)?.length ?? 0
  }

  /** The next diagnostics published for a file after `count` publications. */
  async diagnostics(path: string, after: number): Promise<Diagnostic[]> {
    const uri = pathToFileURL(path).href
    const deadline = Date.now() + TIMEOUT_MS
    while ((this.published.get(uri)?.length ?? 0) <= after) {
      if (Date.now() > deadline) throw new Error(`no diagnostics published for ${path}`)
      await new Promise<void>((wake) => {
        this.waiters.push(wake)
        setTimeout(wake, 200)
      })
    }
    return this.published.get(uri)!.at(-1)!
  }

  /** Opens a file with its text; resolves with its first diagnostics. */
  async open(path: string, text: string): Promise<Diagnostic[]> {
    const before = this.count(path)
    this.versions.set(path, 1)
    const languageId = /\.ya?ml$/.test(path) ? 'yaml' : 'ruby'
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: pathToFileURL(path).href, languageId, version: 1, text } })
    return this.diagnostics(path, before)
  }

  /** Replaces a file's text as a keystroke would; resolves with the diagnostics that follow. */
  async change(path: string, text: string, diagnosed = path): Promise<Diagnostic[]> {
    const before = this.count(diagnosed)
    const version = (this.versions.get(path) ?? 1) + 1
    this.versions.set(path, version)
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri: pathToFileURL(path).href, version }, contentChanges: [{ text }] })
    return this.diagnostics(diagnosed, before)
  }

  async close(path: string): Promise<void> {
    await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri: pathToFileURL(path).href } })
  }

  /** A request about a point of a file (line and character from 0). */
  request<T>(method: string, path: string, line: number, character: number, extra: object = {}): Promise<T> {
    return within(this.connection.sendRequest(method, { textDocument: { uri: pathToFileURL(path).href }, position: { line, character }, ...extra }), method)
  }

  send<T>(method: string, params: object): Promise<T> {
    return within(this.connection.sendRequest(method, params), method)
  }

  async stop(): Promise<void> {
    await within(this.connection.sendRequest('shutdown'), 'shutdown')
    await this.connection.sendNotification('exit')
    await new Promise((done) => this.child.once('exit', done))
    this.connection.dispose()
  }
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, fail) => setTimeout(() => fail(new Error(`${what}: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref())])
}
