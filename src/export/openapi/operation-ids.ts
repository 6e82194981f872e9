/**
 * operationIds, unique and stable. The rule (docs/exports.md): a route's first operation takes
 * the route's name, else its `controller#action`, else its Rails path; its other operations
 * (more methods, more path variants) take that plus `.method`, and `.N` for the N-th variant;
 * an id an earlier operation holds gets `.method`, then `.2`, `.3`... in table order.
 */
import type { Route } from '../../route.js'

/** Hands out the ids of one document, in table order. */
export class OperationIds {
  private readonly taken = new Set<string>()

  /** The id of one operation of `route`: `first` for its first, `variant` the index of its path variant. */
  take(route: Route, method: string, variant: number, first: boolean): string {
    const base = typeof route.name === 'string' ? route.name : route.controller !== null ? `${route.controller}#${route.action ?? ''}` : route.path
    const qualified = `${base}.${method}${variant > 0 ? `.${variant + 1}` : ''}`
    let id = first && !this.taken.has(base) ? base : qualified
    for (let n = 2; this.taken.has(id); n++) id = `${qualified}.${n}`
    this.taken.add(id)
    return id
  }
}
