import type { RubyCode, RubyConstructKind } from '../ast/types.js'
import type { Context } from './context.js'
import { RoutingError } from './errors.js'

// Ruby a routes file holds that routecraft keeps as written but does not evaluate. Lenient
// expansion (the default) skips such a statement whole with a warning naming it; strict
// expansion refuses it, as the routes language always did.

/** Why each kind of construct cannot be known without running the application. */
const REASONS: Readonly<Record<RubyConstructKind, string>> = {
  conditional: 'a condition known only when the application runs',
  loop: 'a loop over values known only when the application runs',
  assignment: 'an assignment routecraft does not evaluate',
  variable: 'a value known only when the application runs',
  lambda: 'a lambda or proc, which runs only in the application',
  definition: 'a definition of methods, classes or modules',
  exception: 'exception handling, which runs only in the application',
  blockParameters: 'a block with parameters routecraft does not evaluate',
  interpolation: 'string interpolation of values known only when the application runs',
  blockArgument: 'a block passed as an argument, which runs only in the application',
  methodCall: 'a method call on an application object',
  doubleSplat: 'a double splat (`**`), whose keywords routecraft does not evaluate',
  syntax: 'Ruby syntax routecraft does not read',
}

const SHOWN_LENGTH = 60

/** The first line of a statement's (or expression's) text, shortened for a message. */
export function shown(source: string): string {
  const line = source.split('\n', 1)[0]!.trimEnd()
  return line.length > SHOWN_LENGTH ? `${line.slice(0, SHOWN_LENGTH - 1)}…` : line
}

/** The message naming a skipped (or, strictly, refused) statement and the construct that made it unknowable. */
export function rubyMessage(node: RubyCode): string {
  const { construct } = node
  const at = `${construct.position.start.line}:${construct.position.start.column}`
  return `\`${shown(node.source)}\`: ${REASONS[construct.kind] ?? REASONS.methodCall} (\`${shown(construct.text)}\` at ${at})`
}

/** Skips a `ruby` statement with a warning, or refuses it in strict mode. */
export function skipRuby(cx: Context, node: RubyCode): void {
  if (cx.strict) throw new RoutingError('NotImplementedError', `Ruby routecraft does not evaluate: ${rubyMessage(node)}`)
  cx.warn(`skipped ${rubyMessage(node)}`)
}
