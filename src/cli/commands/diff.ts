/**
 * `routecraft diff OLD NEW`: what a change to the routes does for clients, for reviews and CI.
 * Exit 0 when nothing changed (or nothing `--fail-on` names), 1 when something did, 2 when a
 * side cannot be read.
 */
import { hasErrors } from '../../diagnostic.js'
import { CHANGE_KINDS, type ChangeKind, changeKinds, diffRoutes, diffToJson, formatDiffMarkdown, formatDiffText } from '../../diff/index.js'
import { RUBY_VERSIONS, type RubyVersion } from '../../format/ruby-inspect.js'
import { closestWord, type ParsedArgs } from '../args.js'
import type { CliDeps } from '../deps.js'
import { readSide } from '../diff-side.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { DRAW_OPTIONS } from '../load-options.js'
import { printDiagnostics } from '../report.js'

// Both sides are drawn with the same options; watching makes no sense for a comparison.
const { watch: _watch, ...DIFF_DRAW_OPTIONS } = DRAW_OPTIONS

/** The `diff` command's options. */
export const DIFF_OPTIONS = {
  json: { type: 'boolean' },
  markdown: { type: 'boolean' },
  'fail-on': { type: 'string' },
  ruby: { type: 'string' },
  ...DIFF_DRAW_OPTIONS,
} as const

/** `--fail-on removed,renamed`: the kinds of change that fail the run. */
function failOn(value: ParsedArgs['values'][string]): ChangeKind[] | null {
  if (typeof value !== 'string') return null
  return value.split(',').map((word) => {
    const kind = CHANGE_KINDS.find((k) => k === word.trim())
    if (kind) return kind
    const close = closestWord(word.trim(), CHANGE_KINDS)
    throw new UsageError(`unknown change '${word}' for --fail-on${close ? `. Did you mean ${close}?` : ` (expected ${CHANGE_KINDS.join(', ')})`}`)
  })
}

function rubyOf(value: ParsedArgs['values'][string]): RubyVersion {
  if (value === undefined) return '3.3'
  const found = RUBY_VERSIONS.find((version) => version === value)
  if (!found) throw new UsageError(`unknown --ruby '${String(value)}' (expected ${RUBY_VERSIONS.join(' or ')})`)
  return found
}

/** Compares OLD with NEW and prints the report (text, `--json` or `--markdown`). */
export async function diffCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const { values, positionals } = args
  if (positionals.length !== 2) throw new UsageError(`expected OLD and NEW, got ${positionals.length} argument${positionals.length === 1 ? '' : 's'}`)
  if (values.json && values.markdown) throw new UsageError('--json and --markdown cannot be used together')
  const failing = failOn(values['fail-on'])
  const ruby = rubyOf(values.ruby)
  const sides = []
  for (const spec of positionals) sides.push(await readSide(spec, values, io, deps))
  const diagnostics = sides.flatMap((side) => side.diagnostics)
  printDiagnostics(io, diagnostics, new Map(sides.flatMap((side) => [...side.sources])), args)
  if (hasErrors(diagnostics)) return ExitCode.usage
  const diff = diffRoutes(sides[0]!.routes, sides[1]!.routes)
  if (values.json) writeLine(io.stdout, JSON.stringify(diffToJson(diff), null, 2))
  else if (values.markdown) io.stdout.write(formatDiffMarkdown(diff, { ruby }))
  else io.stdout.write(formatDiffText(diff, { ruby }))
  const kinds = changeKinds(diff).filter((kind) => failing === null || failing.includes(kind))
  return kinds.length > 0 ? ExitCode.invalid : ExitCode.ok
}
