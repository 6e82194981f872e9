/**
 * A minimal LSP client for yaml-language-server over stdio, for specs that check what an editor
 * shows for routes.yaml: one server process per spec file, documents opened one after another.
 * Every wait has a timeout that fails with what was asked; `stop()` kills the process.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { TAGS } from '../../src/yaml/values.js'

/** The `yaml.customTags` setting that declares every tag of routes.yaml to the language server. */
export const CUSTOM_TAGS: readonly string[] = TAGS.flatMap((tag) =>
  tag === '!hash' ? [`${tag} mapping`, `${tag} sequence`] : tag === '!call' ? [`${tag} scalar`, `${tag} mapping`, `${tag} sequence`] : [`${tag} scalar`],
)

/** The `yaml` settings of a user who followed docs/routes-yaml.md: validation on, our tags declared. */
function settings(schemas: Record<string, string[]>): Record<string, unknown> {
  return { validate: true, hover: true, completion: true, customTags: CUSTOM_TAGS, schemas, schemaStore: { enable: false } }
}

export interface LspPosition {
  line: number
  character: number
}

export interface LspDiagnostic {
  range: { start: LspPosition; end: LspPosition }
  message: string
  severity?: number
  source?: string
}

export interface CompletionItem {
  label: string
  kind?: number
  insertText?: string
  documentation?: string | { value: string }
}

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

/** How long one answer may take before the spec fails (the first one loads the schema). */
const TIMEOUT_MS = 10_000

export class YamlLanguageServer {
  private readonly child: ChildProcess
  private buffer = Buffer.alloc(0)
  private nextId = 1
  private version = 0
  private readonly pending = new Map<number, Pending>()
  private readonly diagnostics = new Map<string, { version: number | undefined; items: LspDiagnostic[] }>()
  private readonly diagnosticWaiters: (() => void)[] = []
  private stderr = ''

  private constructor(private readonly settings: Record<string, unknown>) {
    const bin = createRequire(import.meta.url).resolve('yaml-language-server/bin/yaml-language-server')
    this.child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] })
    this.child.stdout!.on('data', (chunk: Buffer) => this.receive(chunk))
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()))
    // A spec that fails before stop() must not keep the run alive: only pending requests do
    // (their timers), and the server ends with its stdin when this process exits.
    this.child.unref()
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) (stream as unknown as { unref?: () => void }).unref?.()
    this.child.on('exit', (code) => {
      for (const [, waiter] of this.pending) waiter.reject(new Error(`yaml-language-server exited (code ${code}): ${this.stderr}`))
      this.pending.clear()
    })
  }

  /**
   * Starts the server, initialises it and configures it as an editor with our tags would;
   * `schemas` associates schemas with file globs (`yaml.schemas`), besides the modeline.
   */
  static async start(schemas: Record<string, string[]> = {}): Promise<YamlLanguageServer> {
    const server = new YamlLanguageServer(settings(schemas))
    await server.request('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true }, textDocument: { completion: { completionItem: { snippetSupport: true } }, hover: { contentFormat: ['markdown', 'plaintext'] } } } })
    server.notify('initialized', {})
    // The server pulls its settings (workspace/configuration) when told they changed.
    server.notify('workspace/didChangeConfiguration', { settings: { yaml: server.settings } })
    await server.request('textDocument/hover', { textDocument: { uri: 'file:///nothing.yaml' }, position: { line: 0, character: 0 } }).catch(() => undefined)
    return server
  }

  /** Opens `text` as a new document (a fresh URI each time) and returns its URI. */
  open(text: string, name = 'routes.yaml'): string {
    this.version += 1
    const uri = pathToFileURL(`/tmp/routecraft-lsp/${this.version}/${name}`).href
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } })
    return uri
  }

  /** The diagnostics the server publishes for `text` (after a settling pause: it may publish twice). */
  async diagnose(text: string, name = 'routes.yaml'): Promise<LspDiagnostic[]> {
    const uri = this.open(text, name)
    await this.until(() => this.diagnostics.has(uri), `diagnostics for ${JSON.stringify(text)}`)
    const uriDiagnostics = this.diagnostics.get(uri)!
    this.close(uri)
    return uriDiagnostics.items
  }

  /** The hover text at the first occurrence of `marker` in `text` (offset by `shift` characters). */
  async hover(text: string, marker: string, shift = 0): Promise<string> {
    const uri = this.open(text)
    const result = (await this.request('textDocument/hover', { textDocument: { uri }, position: positionOf(text, marker, shift) })) as { contents?: { value?: string } | string } | null
    this.close(uri)
    if (!result?.contents) return ''
    return typeof result.contents === 'string' ? result.contents : (result.contents.value ?? '')
  }

  /** The completion items at the first occurrence of `marker` in `text`, just after it. */
  async complete(text: string, marker: string): Promise<CompletionItem[]> {
    const uri = this.open(text)
    const result = (await this.request('textDocument/completion', { textDocument: { uri }, position: positionOf(text, marker, marker.length) })) as { items?: CompletionItem[] } | CompletionItem[] | null
    this.close(uri)
    return Array.isArray(result) ? result : (result?.items ?? [])
  }

  /** Shuts the server down, killing it if it does not exit promptly. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return
    try {
      await this.request('shutdown', null, 2000)
      this.notify('exit', null)
    } catch {
      // killed below
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL')
        resolve()
      }, 1000)
      this.child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      if (this.child.exitCode !== null) resolve()
    })
  }

  private close(uri: string): void {
    this.notify('textDocument/didClose', { textDocument: { uri } })
  }

  private until(ready: () => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (ready()) return resolve()
      const timer = setTimeout(() => reject(new Error(`yaml-language-server: no ${what} within ${TIMEOUT_MS} ms${this.stderr ? `; stderr: ${this.stderr}` : ''}`)), TIMEOUT_MS)
      const check = (): void => {
        if (!ready()) return void this.diagnosticWaiters.push(check)
        clearTimeout(timer)
        resolve()
      }
      this.diagnosticWaiters.push(check)
    })
  }

  private request(method: string, params: unknown, timeout = TIMEOUT_MS): Promise<unknown> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new Error(`yaml-language-server: no answer to ${method} within ${timeout} ms`))
      }, timeout)
      this.pending.set(id, { resolve, reject, timer })
      this.send({ jsonrpc: '2.0', id, method, params })
    })
  }

  private notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params })
  }

  private send(message: unknown): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8')
    this.child.stdin!.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]))
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk])
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n')
      if (headerEnd < 0) return
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1])
      if (this.buffer.length < headerEnd + 4 + length) return
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')
      this.buffer = this.buffer.subarray(headerEnd + 4 + length)
      this.dispatch(JSON.parse(body) as { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } })
    }
  }

  private dispatch(message: { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } }): void {
    if (message.method === undefined && message.id !== undefined) {
      const waiter = this.pending.get(message.id)
      if (!waiter) return
      this.pending.delete(message.id)
      clearTimeout(waiter.timer)
      if (message.error) waiter.reject(new Error(`yaml-language-server: ${message.error.message}`))
      else waiter.resolve(message.result)
      return
    }
    if (message.method !== undefined && message.id !== undefined) {
      // Requests from the server (workspace/configuration, client/registerCapability): answer them.
      const items = (message.params as { items?: { section?: string }[] } | undefined)?.items ?? []
      const result = message.method === 'workspace/configuration' ? items.map((item) => (item.section === 'yaml' ? this.settings : null)) : null
      this.send({ jsonrpc: '2.0', id: message.id, result })
      return
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      const params = message.params as { uri: string; version?: number; diagnostics: LspDiagnostic[] }
      this.diagnostics.set(params.uri, { version: params.version, items: params.diagnostics })
      for (const waiter of this.diagnosticWaiters.splice(0)) waiter()
    }
  }
}

/** The LSP position of `marker`'s first occurrence in `text`, `shift` characters into it. */
export function positionOf(text: string, marker: string, shift = 0): LspPosition {
  const offset = text.indexOf(marker)
  if (offset < 0) throw new Error(`marker ${JSON.stringify(marker)} not in the document`)
  const before = text.slice(0, offset + shift)
  const line = before.split('\n').length - 1
  return { line, character: before.length - before.lastIndexOf('\n') - 1 }
}
