import type { Context } from '../context.js'
import { RoutingError } from '../errors.js'
import { printExpression } from '../../print/values.js'
import { shown } from '../ruby.js'
import type { Unknowable } from './unknowable.js'

/**
 * A statement holding a value only the running application knows: skipped with a warning naming
 * the statement and the unknown part (`what` is the statement as shown, `why` the reason), or
 * refused in strict mode.
 */
export function skipUnknowable(cx: Context, what: string, why: string, error: Unknowable): void {
  const at = `${error.node.position.start.line}:${error.node.position.start.column}`
  const message = `${what}: ${why} (\`${shown(printExpression(error.node))}\` at ${at}: ${error.reason})`
  if (cx.strict) throw new RoutingError('NotImplementedError', `Ruby routecraft does not evaluate: ${message}`)
  cx.warn(`skipped ${message}`)
}
