/**
 * The command line as a function: `run(argv, io, deps)` → exit code. Never throws and never
 * prints a stack trace.
 */
import { resolve } from 'node:path'
import { closestWord, type OptionSpecs, parseCommandArgs, type ParsedArgs } from './args.js'
import { AST_OPTIONS, astCommand } from './commands/ast.js'
import { CHECK_OPTIONS, checkCommand } from './commands/check.js'
import { COMPILE_OPTIONS, compileCommand, VECTORS_OPTIONS, vectorsCommand } from './commands/compile.js'
import { CONFORM_OPTIONS, conformCommand } from './commands/conform.js'
import { CONVERT_OPTIONS, convertCommand } from './commands/convert.js'
import { EXPLORE_OPTIONS, exploreCommand } from './commands/explore.js'
import { DIFF_OPTIONS, diffCommand } from './commands/diff.js'
import { HELPERS_OPTIONS, helpersCommand, OPENAPI_OPTIONS, openapiCommand } from './commands/exports.js'
import { LOOKUP_OPTIONS, generateCommand } from './commands/lookup.js'
import { LSP_OPTIONS, lspCommand } from './commands/lsp.js'
import { RECOGNIZE_OPTIONS, recognizeCommand } from './commands/recognize.js'
import { ROUTES_OPTIONS, routesCommand } from './commands/routes.js'
import { SCHEMA_OPTIONS, schemaCommand } from './commands/schema.js'
import { type CliDeps, defaultDeps } from './deps.js'
import { AST_HELP, CHECK_HELP, COMPILE_HELP, CONFORM_HELP, CONVERT_HELP, DIFF_HELP, EXPLORE_HELP, GENERATE_HELP, HELPERS_HELP, LSP_HELP, MAIN_HELP, OPENAPI_HELP, RECOGNIZE_HELP, ROUTES_HELP, SCHEMA_HELP, VECTORS_HELP } from './help.js'
import { type CliIo, ExitCode, FileError, reportFailure, reportInternalError, UsageError } from './io.js'
import { terminalIo } from './terminal.js'
import { packageVersion } from './version.js'

interface Command {
  options: OptionSpecs
  help: string
  execute(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode>
}

const COMMANDS: Record<string, Command> = {
  routes: { options: ROUTES_OPTIONS, help: ROUTES_HELP, execute: routesCommand },
  check: { options: CHECK_OPTIONS, help: CHECK_HELP, execute: checkCommand },
  ast: { options: AST_OPTIONS, help: AST_HELP, execute: astCommand },
  schema: { options: SCHEMA_OPTIONS, help: SCHEMA_HELP, execute: schemaCommand },
  recognize: { options: RECOGNIZE_OPTIONS, help: RECOGNIZE_HELP, execute: recognizeCommand },
  generate: { options: LOOKUP_OPTIONS, help: GENERATE_HELP, execute: generateCommand },
  convert: { options: CONVERT_OPTIONS, help: CONVERT_HELP, execute: convertCommand },
  compile: { options: COMPILE_OPTIONS, help: COMPILE_HELP, execute: compileCommand },
  vectors: { options: VECTORS_OPTIONS, help: VECTORS_HELP, execute: vectorsCommand },
  conform: { options: CONFORM_OPTIONS, help: CONFORM_HELP, execute: conformCommand },
  openapi: { options: OPENAPI_OPTIONS, help: OPENAPI_HELP, execute: openapiCommand },
  helpers: { options: HELPERS_OPTIONS, help: HELPERS_HELP, execute: helpersCommand },
  diff: { options: DIFF_OPTIONS, help: DIFF_HELP, execute: diffCommand },
  explore: { options: EXPLORE_OPTIONS, help: EXPLORE_HELP, execute: exploreCommand },
  lsp: { options: LSP_OPTIONS, help: LSP_HELP, execute: lspCommand },
}

/** `unknown command 'chek'. Did you mean check?`, or the list of commands when nothing is close. */
function unknownCommand(word: string): UsageError {
  const suggestion = closestWord(word, [...Object.keys(COMMANDS), 'help'])
  const hint = suggestion ? `. Did you mean ${suggestion}?` : ` (commands: ${Object.keys(COMMANDS).join(', ')}, help)`
  return new UsageError(`unknown command '${word}'${hint}`)
}

/** `routecraft help [COMMAND]`. */
function helpCommand(topics: string[], io: CliIo): ExitCode {
  const [topic] = topics
  if (topic === undefined) io.stdout.write(MAIN_HELP)
  else if (Object.hasOwn(COMMANDS, topic)) io.stdout.write(COMMANDS[topic]!.help)
  else throw unknownCommand(topic)
  return ExitCode.ok
}

/**
 * A first word that is neither a command nor an existing file, and does not look like a path
 * (no `.` or `/`), was meant as a command: `routecraft chek` should not say "cannot read chek".
 */
function looksLikeCommand(word: string, io: CliIo, deps: CliDeps): boolean {
  return /^[a-z][a-z-]*$/i.test(word) && !deps.exists(resolve(io.cwd, word))
}

/** Splits off the command word; without one, the arguments belong to the default `routes` command. */
function selectCommand(argv: readonly string[], io: CliIo, deps: CliDeps): { name: string; rest: string[] } {
  const [first, ...rest] = argv
  if (first !== undefined && (Object.hasOwn(COMMANDS, first) || first === 'help')) return { name: first, rest }
  if (first !== undefined && looksLikeCommand(first, io, deps)) throw unknownCommand(first)
  return { name: 'routes', rest: [...argv] }
}

async function dispatch(argv: readonly string[], io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { name, rest } = selectCommand(argv, io, deps)
  if (name === 'help') return helpCommand(rest, io)
  const command = COMMANDS[name]!
  const args = parseCommandArgs(rest, command.options)
  return execute(command, name, argv, args, terminalIo(io, args.color), deps)
}

async function execute(command: Command, name: string, argv: readonly string[], args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  if (args.values.version) {
    io.stdout.write(`${packageVersion()}\n`)
    return ExitCode.ok
  }
  if (args.values.help) {
    // `routecraft --help` (no command word) shows the overview; `routecraft routes --help` the details.
    io.stdout.write(argv[0] === name ? command.help : MAIN_HELP)
    return ExitCode.ok
  }
  return command.execute(args, io, deps)
}

/** Runs the command line and returns the exit code: 0 ok, 1 invalid routes, 2 usage/file/internal error. */
export async function run(argv: readonly string[], io: CliIo, deps: CliDeps = defaultDeps): Promise<ExitCode> {
  try {
    return await dispatch(argv, io, deps)
  } catch (error) {
    // A file name or an option from the command line may hold control characters too.
    const shown = terminalIo(io, false)
    if (error instanceof UsageError || error instanceof FileError) return reportFailure(shown, error)
    return reportInternalError(shown, error)
  }
}
