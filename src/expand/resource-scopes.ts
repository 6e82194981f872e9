/**
 * The scopes inside a resource: `collection`, `member`, `new` and `nested` blocks, each a path
 * and name prefix (Rails' Mapper::Resources), and the URL segment of an action (`path_names`).
 * Pure scope transforms: `match` places routes with them and `resources` draws through them.
 */
import { ArgumentError } from './errors.js'
import type { Scope } from './scope.js'
import { pathScope, scopeFrame, shallowScope } from './scoping.js'
import { RHash, isRegexp, toS, truthy } from './values.js'

function requireResource(scope: Scope, method: string): void {
  if (!scope.isResourceScope) throw new ArgumentError(`can't use ${method} outside resource(s) scope`)
}

/** `collection do ... end`: routes on the whole collection, `/photos/...`. */
export function collection(scope: Scope, block: (s: Scope) => void): void {
  requireResource(scope, 'collection')
  const leveled = scope.withLevel('collection')
  block(pathScope(leveled, leveled.resource!.collectionScope))
}

/** `member do ... end`: routes on one member, `/photos/:id/...`; shallow when the resource is. */
export function member(scope: Scope, block: (s: Scope) => void): void {
  requireResource(scope, 'member')
  const leveled = scope.withLevel('member')
  const base = isShallow(leveled) ? shallowScope(leveled) : leveled
  block(pathScope(base, leveled.resource!.memberScope))
}

/** `new do ... end`: routes under the new-form path, `/photos/new/...`. */
export function newScope(scope: Scope, block: (s: Scope) => void): void {
  requireResource(scope, 'new')
  const leveled = scope.withLevel('new')
  block(pathScope(leveled, leveled.resource!.newScope(actionPath(leveled, 'new'))))
}

/** `nested do ... end`: children under the member path, named after the parent. */
export function nested(scope: Scope, block: (s: Scope) => void): void {
  requireResource(scope, 'nested')
  const leveled = scope.withLevel('nested')
  const resource = leveled.resource!
  const base = isShallow(leveled) && leveled.shallowNestingDepth >= 1 ? shallowScope(leveled) : leveled
  const inner = pathScope(base, resource.nestedScope)
  const options = RHash.of({ as: resource.memberName })
  const paramConstraint = inner.get('constraints')?.get(resource.param)
  if (isRegexp(paramConstraint)) options.set('constraints', RHash.of({ [resource.nestedParam]: paramConstraint }))
  block(inner.push(scopeFrame(inner, [], options)))
}

/** Rails' `shallow?`: the scope is shallow and the enclosing resource is plural. */
export function isShallow(scope: Scope): boolean {
  const resource = scope.resource
  return resource !== undefined && !resource.isSingleton && truthy(scope.get('shallow'))
}

/** The URL segment of an action: its `path_names` entry, else its name. */
export function actionPath(scope: Scope, action: string): string {
  const named = scope.get('pathNames')?.get(action)
  return truthy(named) ? toS(named) : action
}
