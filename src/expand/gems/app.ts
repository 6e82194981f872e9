/**
 * What the gem macros read of the application besides the routes file: its models, its
 * initializers, its Gemfile.lock. The loader finds the files (src/load-app.ts); the expander is
 * given them as data and reads their text statically, running nothing.
 */
import type { Statement, Value } from '../../ast/types.js'
import { parseRoutes } from '../../syntax/index.js'
import { type RValue, evaluate } from '../values.js'

/** A file of the application: its name as diagnostics give it, and its text. */
export interface AppFile {
  file: string
  source: string
}

/** What the gem macros may read of the application; every part is optional. */
export interface AppFacts {
  /** The file defining a model class (`User` → `app/models/user.rb`), or null when there is none. */
  model?(className: string): AppFile | null
  /**
   * True when the application's models can be read (it has app/models): a model missing there is
   * missing from the application, and Devise draws nothing for it; otherwise the models are unknown.
   */
  modelsKnown?: boolean
  /** The file defining a model concern (`Authentication` → `app/models/concerns/authentication.rb`), or null when there is none. */
  concern?(moduleName: string): AppFile | null
  /** `config/initializers/NAME.rb`, or null when there is none. */
  initializer?(name: string): AppFile | null
  /** The versions Gemfile.lock gives each gem, by gem name. */
  lockedVersions?: ReadonlyMap<string, string>
}

/**
 * The calls made at the start of a line of Ruby source whose method is `method` (`devise`,
 * `config.omniauth`), each parsed as a routes-language call: a call written over several lines
 * (a trailing comma, an open bracket) is read whole. Calls that do not parse are left out.
 */
export function callsIn(source: string, method: string, file: string): Statement[] {
  const lines = source.split('\n')
  const head = new RegExp(`^\\s*${method.replace('.', '\\.')}(?=[\\s(])`)
  const calls: Statement[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!head.test(lines[i]!)) continue
    const start = i
    let text = withoutComment(lines[i]!)
    while (continues(text) && i + 1 < lines.length) text += `\n${withoutComment(lines[++i]!)}`
    // Blank lines before the call keep its positions those of the file.
    const call = withoutListSplats(withoutRanges(text.replace(method, method.slice(method.lastIndexOf('.') + 1))))
    const parsed = parseRoutes(`${'\n'.repeat(start)}${call}\n`, { file })
    const statement = parsed.ast.children[0]
    if (parsed.diagnostics.length === 0 && statement && statement.type === 'call') calls.push(statement)
  }
  return calls
}

/**
 * A model's call may take a Range (`devise …, password_length: 8..128`), which the routes
 * language has no literal for: each becomes a constant of the same width, a value the reader
 * keeps as unknown, so the rest of the call (the modules) is still read at its columns.
 */
function withoutRanges(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\b\d+\.\.\.?\d+\b/g, (m) => (/^\d/.test(m) ? 'R'.padEnd(m.length) : m))
}

/**
 * `devise *[:database_authenticatable, …]`, `devise *%i[…]`: a literal list splatted into the
 * call's arguments, which the routes language has no syntax for. The `*` becomes a space (columns
 * kept) and the list an argument; the caller reads a list argument as its elements.
 */
function withoutListSplats(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|(^|[(,\s])\*(?=\s*(?:\[|%[iwIW]\[))/g, (m, before: string | undefined) => (before === undefined ? m : `${before} `))
}

/** A line without its trailing `# comment` (a `#` inside a string or `#{` is kept). */
function withoutComment(line: string): string {
  return line.replace(/\s#(?![{])[^"']*$/, '')
}

/** True while a call's text goes on to the next line: a trailing comma or backslash, or an open bracket. */
function continues(text: string): boolean {
  const trimmed = text.trimEnd()
  if (/[,\\]$/.test(trimmed)) return true
  let depth = 0
  for (const char of trimmed.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')) {
    if ('([{'.includes(char)) depth++
    else if (')]}'.includes(char)) depth--
  }
  return depth > 0
}

/** A literal value, or undefined when it is not one (a constant's value, an ENV read). */
export function literal(value: Parameters<typeof evaluate>[0]): RValue | undefined {
  try {
    return evaluate(value)
  } catch {
    return undefined
  }
}

/**
 * The value of `config.NAME = VALUE` in an initializer's text (Devise's `Devise.setup do |config|`
 * block), when VALUE is a literal; undefined when the file does not set it or sets it to
 * something only the running application knows.
 */
export function configSetting(source: string, name: string, file: string): RValue | undefined {
  const value = configExpression(source, name, file)
  return value === undefined ? undefined : literal(value)
}

/** The expression assigned by `config.NAME = …` in an initializer's text, as written; undefined when there is none that reads. */
export function configExpression(source: string, name: string, file: string): Value | undefined {
  const pattern = new RegExp(`^\\s*config\\.${name.replaceAll('.', '\\.')}\\s*=(?!=)(.*)$`, 'm')
  const value = pattern.exec(source)?.[1]
  if (value === undefined) return undefined
  const parsed = parseRoutes(`__value = ${withoutComment(value).trim()}\n`, { file })
  const statement = parsed.ast.children[0]
  return statement?.type === 'assign' && parsed.diagnostics.length === 0 ? statement.value : undefined
}
