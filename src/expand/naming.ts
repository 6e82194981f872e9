import { normalizeName } from './journey.js'
import type { Scope } from './scope.js'
import { type RValue, present, toS, truthy } from './values.js'

/**
 * The route's name, by Rails' `name_for_action`: the explicit `as`, or the action unless it is
 * canonical, joined with the scope's prefix and the resource's names in the order its level
 * dictates. An automatic name is dropped when it is taken or does not start with a letter or
 * `_` ("first come, first named"); an explicit one is kept, for the route set to judge.
 */
export function routeName(
  scope: Scope,
  as: RValue | undefined,
  action: string | null,
  canonical: boolean,
  taken: (name: string) => boolean,
): string | null {
  const prefix = namePrefix(as, action, canonical)
  const scopeAs = scope.get('as')
  const resource = scope.resource
  if (resource && !truthy(as) && action === null) return null
  const collection = resource?.collectionName
  const member = resource?.memberName
  const candidate = joinParts(scope, scopeAs, prefix, collection, member)
  if (candidate === '') return null
  if (as === undefined || as === null) return /^[_a-z]/i.test(candidate) && !taken(candidate) ? candidate : null
  return candidate
}

function namePrefix(as: RValue | undefined, action: string | null, canonical: boolean): string | null {
  const prefix = truthy(as) ? toS(as) : canonical ? null : action
  if (prefix === null || prefix === '/' || prefix === '') return null
  return normalizeName(prefix.replace(/-/g, '_'))
}

/** The name parts in the order the scope level dictates, blank ones skipped, joined with `_`. */
function joinParts(scope: Scope, scopeAs: RValue | undefined, prefix: string | null, collection?: string, member?: string): string {
  switch (scope.level) {
    case 'nested':
      return join(scopeAs, prefix)
    case 'collection':
      return join(prefix, scopeAs, collection)
    case 'new':
      return join(prefix, 'new', scopeAs, member)
    case 'member':
      return join(prefix, scopeAs, member)
    case 'root':
      return join(scopeAs, collection, prefix)
    default:
      return join(scopeAs, member, prefix)
  }
}

function join(a: RValue | undefined, b: RValue | undefined, c?: RValue, d?: RValue): string {
  return append(append(append(append('', a), b), c), d)
}

function append(out: string, part: RValue | undefined): string {
  if (!present(part)) return out
  return out === '' ? toS(part) : `${out}_${toS(part)}`
}
