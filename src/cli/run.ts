/**
 * The command line as a function: `run(argv, io, deps)` → exit code. Never throws and never
 * prints a stack trace.
 */
import { type OptionSpecs, parseCommandArgs, type ParsedArgs } from './args.js'
import { AST_OPTIONS, astCommand } from './commands/ast.js'
import { ROUTES_OPTIONS, routesCommand } from './commands/routes.js'
import { type CliDeps, defaultDeps } from './deps.js'
import { AST_HELP, MAIN_HELP, ROUTES_HELP } from './help.js'
import { type CliIo, ExitCode, FileError, reportFailure, reportInternalError, UsageError } from './io.js'
import { packageVersion } from './version.js'

interface Command {
  options: OptionSpecs
  help: string
  execute(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode>
}

const COMMANDS: Record<string, Command> = {
  routes: { options: ROUTES_OPTIONS, help: ROUTES_HELP, execute: routesCommand },
  ast: { options: AST_OPTIONS, help: AST_HELP, execute: astCommand },
}

/** `routecraft help [COMMAND]`. */
function helpCommand(topics: string[], io: CliIo): ExitCode {
  const [topic] = topics
  if (topic === undefined) io.stdout.write(MAIN_HELP)
  else if (Object.hasOwn(COMMANDS, topic)) io.stdout.write(COMMANDS[topic]!.help)
  else throw new UsageError(`unknown command '${topic}' (commands: ${Object.keys(COMMANDS).join(', ')})`)
  return ExitCode.ok
}

/** Splits off the command word; without one, the arguments belong to the default `routes` command. */
function selectCommand(argv: readonly string[]): { name: string; rest: string[] } {
  const [first, ...rest] = argv
  if (first !== undefined && (Object.hasOwn(COMMANDS, first) || first === 'help')) return { name: first, rest }
  return { name: 'routes', rest: [...argv] }
}

async function dispatch(argv: readonly string[], io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { name, rest } = selectCommand(argv)
  if (name === 'help') return helpCommand(rest, io)
  const command = COMMANDS[name]!
  const args = parseCommandArgs(rest, command.options)
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
    if (error instanceof UsageError || error instanceof FileError) return reportFailure(io, error)
    return reportInternalError(io, error)
  }
}
