import { normalizePath } from './journey.js'
import type { Resource } from './resource.js'
import { RHash, type RValue, truthy, toS } from './values.js'

/** Where a block is being declared; decides paths and names (Rails' `scope_level`). */
export type Level = null | 'resources' | 'resource' | 'collection' | 'member' | 'new' | 'nested' | 'root'

/** The keys a scope frame may set, as Rails' `Scope::OPTIONS` plus the resource keys. */
export interface Frame {
  path?: string
  shallowPath?: string
  as?: RValue
  shallowPrefix?: RValue
  module?: RValue
  controller?: RValue
  action?: RValue
  /** Shared and mutable on purpose: `resources_path_names` merges into it in place, as Rails does. */
  pathNames?: RHash
  constraints?: RHash
  shallow?: boolean
  /** Request-time constraint objects (constants or calls), checked when a request is served. */
  blocks?: RValue[]
  defaults?: RHash
  via?: RValue
  format?: RValue
  /** Unrecognised scope options: they become defaults or constraints of every route inside. */
  options?: RHash
  to?: RValue
  scopeLevelResource?: Resource
  actionOptions?: { only: RValue | undefined; except: RValue | undefined }
}

/** The keys `scope` merges, in the order Rails processes them (`Scope::OPTIONS`). */
export const SCOPE_OPTIONS = [
  'path', 'shallowPath', 'as', 'shallowPrefix', 'module', 'controller', 'action', 'pathNames',
  'constraints', 'shallow', 'blocks', 'defaults', 'via', 'format', 'options', 'to',
] as const satisfies ReadonlyArray<keyof Frame>

export type ScopeOption = (typeof SCOPE_OPTIONS)[number]

const joinPath = (parent: string | undefined, child: unknown): string => normalizePath(`${parent ?? ''}/${toS(child as RValue)}`)
const joinName = (parent: RValue | undefined, child: RValue): RValue => (truthy(parent) ? `${toS(parent)}_${toS(child)}` : child)
const replace = <T>(_parent: T | undefined, child: T): T => child
const mergeHash = (parent: RHash | undefined, child: RHash): RHash => (parent ?? new RHash()).merge(child)

/** How each key combines with the enclosing value: Rails' `merge_<key>_scope` methods, one line each. */
export const MERGE: { [K in ScopeOption]-?: (parent: Frame[K], child: NonNullable<Frame[K]>) => Frame[K] } = {
  path: joinPath,
  shallowPath: joinPath,
  as: joinName,
  shallowPrefix: joinName,
  module: (p, c) => (truthy(p) ? `${toS(p)}/${toS(c)}` : c),
  controller: replace,
  action: replace,
  pathNames: mergeHash,
  constraints: mergeHash,
  shallow: (_p, c) => c === true,
  blocks: (p, c) => [...(p ?? []), ...c],
  defaults: mergeHash,
  via: replace,
  format: replace,
  options: mergeHash,
  to: replace,
}

/**
 * Every key visible in a scope, always all present, so that every scope's values share one
 * shape. A key the frame sets (even to undefined: an explicit nil hides outer values) wins over
 * the parent's. Written out key by key: a loop over key names made these stores megamorphic,
 * and this constructor runs for every scope of every route.
 */
class Values implements Frame, Record<keyof Frame, unknown> {
  path: string | undefined
  shallowPath: string | undefined
  as: RValue | undefined
  shallowPrefix: RValue | undefined
  module: RValue | undefined
  controller: RValue | undefined
  action: RValue | undefined
  pathNames: RHash | undefined
  constraints: RHash | undefined
  shallow: boolean | undefined
  blocks: RValue[] | undefined
  defaults: RHash | undefined
  via: RValue | undefined
  format: RValue | undefined
  options: RHash | undefined
  to: RValue | undefined
  scopeLevelResource: Resource | undefined
  actionOptions: Frame['actionOptions']

  constructor(parent: Values | undefined, frame: Readonly<Frame>) {
    this.path = 'path' in frame ? frame.path : parent?.path
    this.shallowPath = 'shallowPath' in frame ? frame.shallowPath : parent?.shallowPath
    this.as = 'as' in frame ? frame.as : parent?.as
    this.shallowPrefix = 'shallowPrefix' in frame ? frame.shallowPrefix : parent?.shallowPrefix
    this.module = 'module' in frame ? frame.module : parent?.module
    this.controller = 'controller' in frame ? frame.controller : parent?.controller
    this.action = 'action' in frame ? frame.action : parent?.action
    this.pathNames = 'pathNames' in frame ? frame.pathNames : parent?.pathNames
    this.constraints = 'constraints' in frame ? frame.constraints : parent?.constraints
    this.shallow = 'shallow' in frame ? frame.shallow : parent?.shallow
    this.blocks = 'blocks' in frame ? frame.blocks : parent?.blocks
    this.defaults = 'defaults' in frame ? frame.defaults : parent?.defaults
    this.via = 'via' in frame ? frame.via : parent?.via
    this.format = 'format' in frame ? frame.format : parent?.format
    this.options = 'options' in frame ? frame.options : parent?.options
    this.to = 'to' in frame ? frame.to : parent?.to
    this.scopeLevelResource = 'scopeLevelResource' in frame ? frame.scopeLevelResource : parent?.scopeLevelResource
    this.actionOptions = 'actionOptions' in frame ? frame.actionOptions : parent?.actionOptions
  }
}

/**
 * One frozen frame of the scope stack. Entering a block makes a new scope; leaving it is
 * returning to the parent still held by the caller, so nothing needs restoring, even on error.
 * A lookup finds the innermost frame that sets the key (an explicit nil hides outer values).
 */
export class Scope {
  /** Every key visible here: the frame over the parent's values (Rails 8 merges frames the same way). */
  private readonly values: Values

  constructor(
    readonly frame: Readonly<Frame>,
    readonly parent: Scope | null = null,
    readonly level: Level = null,
  ) {
    this.values = parent && frame === parent.frame ? parent.values : new Values(parent?.values, frame)
    Object.freeze(this)
  }

  get<K extends keyof Frame>(key: K): Frame[K] {
    return this.values[key]
  }

  /** A child scope with its own frame, at the same level. */
  push(frame: Frame): Scope {
    return new Scope(Object.freeze(frame), this, this.level)
  }

  /** A child scope at another level, sharing this frame (Rails' `new_level`). */
  withLevel(level: Level): Scope {
    return new Scope(this.frame, this, level)
  }

  /** True for the outermost scope, where `direct` and `resolve` are allowed. */
  get isRoot(): boolean {
    return this.parent === null
  }

  get resource(): Resource | undefined {
    return this.get('scopeLevelResource')
  }

  /** Inside `resources`/`resource` blocks (directly, or through scopes that kept the level). */
  get isResourceScope(): boolean {
    return this.level === 'resources' || this.level === 'resource'
  }

  /** Inside `collection`, `member` or `new`, where canonical actions need no path or name. */
  get isResourceMethodScope(): boolean {
    return this.level === 'collection' || this.level === 'member' || this.level === 'new'
  }

  /** How many shallow resources enclose this scope (Rails' `shallow_nesting_depth`). */
  get shallowNestingDepth(): number {
    let count = 0
    for (let s: Scope | null = this; s; s = s.parent) if (s.frame.scopeLevelResource?.shallow) count++
    return count
  }
}
