import { ArgumentError, RoutingError } from './errors.js'
import { MERGE, type Frame, SCOPE_OPTIONS, type Scope, type ScopeOption } from './scope.js'
import { RHash, type RValue, flatten, isHash, toS, truthy } from './values.js'
import { urlDefaults } from './url-defaults.js'

/** The Ruby option name of each scope key. */
const OPTION_NAMES: Record<ScopeOption, string> = {
  path: 'path', shallowPath: 'shallow_path', as: 'as', shallowPrefix: 'shallow_prefix', module: 'module',
  controller: 'controller', action: 'action', pathNames: 'path_names', constraints: 'constraints',
  shallow: 'shallow', blocks: 'blocks', defaults: 'defaults', via: 'via', format: 'format', options: 'options', to: 'to',
}

const HASH_KEYS = new Set<ScopeOption>(['pathNames', 'constraints', 'defaults', 'options'])

/** Ruby would fail to merge a non-hash into a hash option; say so in Ruby's words. */
function asHash(value: RValue | undefined, key: string): RHash {
  if (value === undefined || value === null) return new RHash()
  if (isHash(value)) return value
  throw new RoutingError('TypeError', `no implicit conversion of ${typeof value === 'string' ? 'String' : 'Object'} into Hash (option :${key})`)
}

/**
 * Rails' `scope(*paths, **options)`: a new frame whose keys merge with the enclosing ones by the
 * rules of `MERGE`. Unrecognised options are kept under `options` and reach every route inside.
 */
export function scopeFrame(scope: Scope, paths: readonly RValue[], given: RHash): Frame {
  const options = given.dup()
  const frame: Frame = {}
  if (paths.length > 0) options.set('path', flatten(paths).map(toS).join('/'))
  if (!truthy(options.get('constraints'))) options.set('constraints', new RHash())
  if (scope.level !== 'nested') {
    if (options.has('path') && !truthy(options.get('shallow_path'))) options.set('shallow_path', options.get('path')!)
    if (options.has('as') && !truthy(options.get('shallow_prefix'))) options.set('shallow_prefix', options.get('as')!)
  }
  let block: RValue | undefined
  const constraints = options.get('constraints')
  if (isHash(constraints)) {
    options.set('defaults', urlDefaults(constraints).merge(asHash(options.get('defaults'), 'defaults')))
  } else {
    block = constraints
    options.set('constraints', new RHash())
  }
  if (options.has('only') || options.has('except')) {
    frame.actionOptions = { only: options.delete('only'), except: options.delete('except') }
  }
  if (options.has('anchor')) throw new ArgumentError('anchor is ignored unless passed to `match`')
  for (const key of SCOPE_OPTIONS) {
    let value: RValue | RValue[] | undefined
    if (key === 'blocks') value = block === undefined ? [] : [block]
    else if (key === 'options') value = options
    else value = options.delete(OPTION_NAMES[key])
    if (value === undefined) continue
    setMerged(frame, scope, key, HASH_KEYS.has(key) ? asHash(value as RValue, OPTION_NAMES[key]) : value)
  }
  return frame
}

function setMerged(frame: Frame, scope: Scope, key: ScopeOption, value: unknown): void {
  const merge = MERGE[key] as (parent: unknown, child: unknown) => unknown
  const child = key === 'shallow' ? truthy(value as RValue) : value
  ;(frame as Record<string, unknown>)[key] = merge(scope.get(key), child)
}

/** Rails' `scope`: the block runs in a new scope built by `scopeFrame`. */
export function withScope(scope: Scope, paths: readonly RValue[], options: RHash, block: (s: Scope) => void): void {
  block(scope.push(scopeFrame(scope, paths, options)))
}

/** A scope whose path is the enclosing path joined with `path` (Rails' `path_scope`). */
export function pathScope(scope: Scope, path: RValue | undefined): Scope {
  return scope.push({ path: MERGE.path(scope.get('path'), toS(path ?? null)) })
}

/** The scope of shallow routes: path and name prefix replaced by the shallow ones. */
export function shallowScope(scope: Scope): Scope {
  return scope.push({ as: scope.get('shallowPrefix') ?? null, path: scope.get('shallowPath') ?? '' })
}

/**
 * Rails' `namespace`: path, name prefix, module, shallow path and shallow prefix all default to
 * the name. An explicit `module: nil` still means the name (newest Rails; 6.1 dropped the module).
 */
export function namespaceScope(scope: Scope, name: RValue, given: RHash): Scope {
  const path = toS(name)
  const options = given.dup()
  const defaults = RHash.of({
    module: path,
    as: options.has('as') ? options.get('as')! : path,
    shallow_path: options.has('path') ? options.get('path')! : path,
    shallow_prefix: options.has('as') ? options.get('as')! : path,
  })
  const scopePath = options.has('path') ? options.delete('path') : path
  if (options.has('module') && !truthy(options.get('module'))) options.delete('module')
  const outer = pathScope(scope, scopePath)
  return outer.push(scopeFrame(outer, [], defaults.merge(options)))
}
