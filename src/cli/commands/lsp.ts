/**
 * `routecraft lsp [--stdio]`: the language server, speaking the protocol on stdin and stdout
 * (`--stdio`, which editors' clients pass, is the only transport). It runs until the client
 * asks it to exit or closes stdin.
 */
import type { ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { type CliIo, ExitCode, UsageError } from '../io.js'

/** The `lsp` command's options. */
export const LSP_OPTIONS = { stdio: { type: 'boolean' } } as const

export async function lspCommand(args: ParsedArgs, _io: CliIo, _deps: CliDeps): Promise<ExitCode> {
  if (args.positionals.length > 0) throw new UsageError(`lsp takes no FILE (the editor opens files): got ${args.positionals.join(' ')}`)
  const { startLanguageServer } = await import('../../lsp/server.js')
  startLanguageServer()
  // The protocol owns the process from here: the connection exits it when the client says so.
  return new Promise<ExitCode>(() => {})
}
