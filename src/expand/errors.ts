import type { Position } from '../ast/types.js'

/**
 * An error Rails raises while drawing routes, kept with Rails' class name and exact message.
 * Thrown inside the expander and turned into a diagnostic at its boundary; the innermost
 * statement being expanded when it was thrown supplies the position.
 */
export class RoutingError extends Error {
  position?: Position
  file?: string
  /** A one-line fix, where routecraft knows it (Rails' message stays as Rails words it). */
  hint?: string
  /** The catalogue code, when the message alone does not tell it (Ruby words some errors alike). */
  code?: string
  constructor(
    readonly rubyClass: string,
    message: string,
  ) {
    super(message)
  }
}

/** Ruby's ArgumentError: a routing declaration that Rails refuses. */
export class ArgumentError extends RoutingError {
  constructor(message: string) {
    super('ArgumentError', message)
  }
}

/** `error` with a fix hint: `throw withHint(new ArgumentError(...), 'write ...')`. */
export function withHint<E extends RoutingError>(error: E, hint: string): E {
  error.hint = hint
  return error
}
