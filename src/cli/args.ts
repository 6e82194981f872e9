/**
 * Command-line parsing on top of `node:util` `parseArgs`, with our own messages: unknown options
 * get a "did you mean" suggestion, missing values name the option.
 */
import { parseArgs } from 'node:util'
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
} as const satisfies OptionSpecs

/** What was parsed: option values by long name, positionals, and the colour flag if given. */
export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>
  positionals: string[]
  /** The last of `--color` / `--no-color`, or undefined when neither was given. */
  color: boolean | undefined
}

/** Optimal string alignment distance: Levenshtein where a swap of neighbours costs 1. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** The candidate closest to a mistyped word, if it is close enough to be a typo. */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate)
    if (!best || distance < best.distance) best = { name: candidate, distance }
  }
  // At most 2 edits, and fewer than half the word, so `--x` does not "mean" `--json`.
  return best && best.distance <= Math.min(2, Math.floor(word.length / 2)) ? best.name : undefined
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
  let color: boolean | undefined
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    checkOptionToken(token, specs)
    if (token.name === 'color') color = true
    if (token.name === 'no-color') color = false
  }
  return { values, positionals, color }
}
