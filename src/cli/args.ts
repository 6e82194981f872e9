/**
 * Command-line parsing on top of `node:util` `parseArgs`, with our own messages: unknown options
 * get a "did you mean" suggestion, missing values name the option.
 */
import { parseArgs } from 'node:util'
import { nearest } from '../suggest.js'
import { UsageError } from './io.js'

/** One option: `parseArgs`' shape, plus the value's name for help and messages. */
export interface OptionSpec {
  type: 'string' | 'boolean'
  short?: string
  multiple?: boolean
}

export type OptionSpecs = Record<string, OptionSpec>

/** Options every command takes. */
export const GLOBAL_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
} as const satisfies OptionSpecs

/** What was parsed: option values by long name, positionals, and the colour flag if given. */
export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>
  positionals: string[]
  /** The last of `--color` / `--no-color`, or undefined when neither was given. */
  color: boolean | undefined
  /** The long names of the options given, in order (a flag and its `no-` twin: the last wins). */
  order: string[]
}

/** True for `--NAME`, false for `--no-NAME` (`yes`/`no` as given), whichever came last in `order`; undefined for neither. */
export function lastFlag(order: readonly string[], yes: string, no: string): boolean | undefined {
  const last = order.findLast((name) => name === yes || name === no)
  return last === undefined ? undefined : last === yes
}

/** The candidate closest to a mistyped word, if it is close enough to be a typo. */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  // At most 2 edits, and fewer than half the word, so `--x` does not "mean" `--json`.
  return nearest(word, candidates, (w) => Math.min(2, Math.floor(w.length / 2)))
}

/** The closest long option to a mistyped one, if it is close enough to be a typo. */
export function suggestOption(name: string, specs: OptionSpecs): string | undefined {
  const found = closestWord(name, Object.keys(specs))
  return found === undefined ? undefined : `--${found}`
}

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number]

/** Throws a UsageError for an unknown option, a missing value or a value given to a flag. */
function checkOptionToken(token: Extract<Token, { kind: 'option' }>, specs: OptionSpecs): void {
  const spec = specs[token.name]
  if (!spec) {
    const suggestion = token.rawName.startsWith('--') ? suggestOption(token.name, specs) : undefined
    throw new UsageError(`unknown option '${token.rawName}'${suggestion ? `. Did you mean ${suggestion}?` : ''}`)
  }
  if (spec.type === 'string' && token.value === undefined) throw new UsageError(`option '${token.rawName}' needs a value`)
  if (spec.type === 'boolean' && token.value !== undefined) throw new UsageError(`option '${token.rawName}' takes no value`)
}

/** Parses `argv` against a command's options (the global ones are added). */
export function parseCommandArgs(argv: readonly string[], commandOptions: OptionSpecs): ParsedArgs {
  const specs: OptionSpecs = { ...GLOBAL_OPTIONS, ...commandOptions }
  // Non-strict, so that we can word the errors ourselves from the tokens.
  const { values, positionals, tokens } = parseArgs({
    args: [...argv],
    options: specs,
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const order: string[] = []
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    checkOptionToken(token, specs)
    order.push(token.name)
  }
  return { values, positionals, color: lastFlag(order, 'color', 'no-color'), order }
}
