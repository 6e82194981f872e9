import type { Expression } from '../../ast/types.js'

/**
 * Thrown while evaluating an expression whose value only the running application knows (a
 * method of an application object, an unbound variable): `node` is the part that cannot be known.
 */
export class Unknowable extends Error {
  constructor(
    readonly node: Expression,
    readonly reason: string,
  ) {
    super(reason)
  }
}
