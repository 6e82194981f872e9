import type { Inflector } from '../inflect/index.js'
import { nearest } from '../suggest.js'
import { ArgumentError, withHint } from './errors.js'
import { isNamed } from './evaluate/named.js'
import { type RHash, type RValue, toArray, toS, truthy } from './values.js'

export type ResourceKind = 'resources' | 'resource'

/** The actions each kind of resource can draw, in the order Rails lists them. */
export const PLURAL_ACTIONS = ['index', 'create', 'new', 'show', 'update', 'destroy', 'edit']
export const SINGULAR_ACTIONS = ['show', 'create', 'update', 'destroy', 'new', 'edit']
const API_EXCLUDED = new Set(['new', 'edit'])

/** The resource options that stay with the resource; every other option becomes a scope. */
export const RESOURCE_OPTIONS = ['as', 'controller', 'path', 'only', 'except', 'param', 'concerns']

/** `controller:` as given (kept named when only the application knows it), else the default. */
function controllerOf(options: RHash, fallback: string): RValue {
  const given = options.get('controller')
  if (isNamed(given)) return given!
  return toS(truthy(given) ? given : fallback)
}

/**
 * A declared resource and the names and paths derived from it (Rails' `Resource` and
 * `SingletonResource`). Built once per declaration; never changed afterwards.
 */
export class Resource {
  readonly kind: ResourceKind
  readonly entity: string
  readonly path: string
  /** The controller's name, or the application's value named by its expression (`controller: App.x`). */
  readonly controller: RValue
  readonly param: string
  readonly shallow: boolean
  readonly name: string
  readonly plural: string
  readonly singular: string
  readonly actions: readonly string[]

  constructor(kind: ResourceKind, entity: RValue, options: RHash, context: ResourceContext) {
    if (toS(options.get('param')).includes(':')) throw new ArgumentError(":param option can't contain colons")
    this.kind = kind
    this.entity = toS(entity)
    this.path = toS(truthy(options.get('path')) ? options.get('path') : this.entity)
    this.param = truthy(options.get('param')) ? toS(options.get('param')) : 'id'
    this.shallow = context.shallow
    const as = options.get('as')
    this.name = truthy(as) ? toS(as) : this.entity
    if (kind === 'resources') {
      this.plural = this.name
      this.singular = context.inflector.singularize(this.name)
      this.controller = controllerOf(options, this.entity)
    } else {
      // Rails computes the plural from the entity before `as` applies: `resource :profile, as: "me"`
      // keeps the controller `profiles`.
      this.plural = context.inflector.pluralize(this.entity)
      this.singular = this.name
      this.controller = controllerOf(options, this.plural)
    }
    this.actions = selectActions(kind, this.entity, options, context)
  }

  get isSingleton(): boolean {
    return this.kind === 'resource'
  }

  get memberName(): string {
    return this.singular
  }

  /** The plural used in collection route names; uncountables get `_index` (`sheep_index`). */
  get collectionName(): string {
    if (this.isSingleton) return this.singular
    return this.singular === this.plural ? `${this.plural}_index` : this.plural
  }

  get collectionScope(): string {
    return this.path
  }

  get memberScope(): string {
    return this.isSingleton ? this.path : `${this.path}/:${this.param}`
  }

  newScope(newPath: string): string {
    return `${this.path}/${newPath}`
  }

  /** The parameter naming this resource under its children: `photo_id`. */
  get nestedParam(): string {
    return `${this.singular}_${this.param}`
  }

  get nestedScope(): string {
    return this.isSingleton ? this.path : `${this.path}/:${this.nestedParam}`
  }

  has(action: string): boolean {
    return this.actions.includes(action)
  }
}

function names(value: RValue | undefined): string[] {
  return toArray(value).map((v) => toS(v))
}

/** What a resource needs from the expansion around it. */
export interface ResourceContext {
  apiOnly: boolean
  shallow: boolean
  inflector: Inflector
  /**
   * Given (lenient drawing): unknown action names in `only:`/`except:` are reported through it and
   * ignored, as Rails 7 ignored them; absent (strict): they are Rails 8's ArgumentError.
   */
  ignoreUnknownActions?: (message: string, hint?: string) => void
}

const symbols = (xs: string[]) => `[${xs.map((x) => `:${x}`).join(', ')}]`

/** `did you mean :destroy?` for each unknown action that is a typo of a known one (`:destory`). */
function meantActions(invalid: readonly string[], valid: readonly string[]): string | undefined {
  const meant = invalid.flatMap((action) => {
    const near = nearest(action, valid, (w) => Math.max(1, Math.floor(w.length / 3)))
    return near === undefined ? [] : [`:${near}` + (invalid.length > 1 ? ` for :${action}` : '')]
  })
  return meant.length === 0 ? undefined : `did you mean ${meant.join(', ')}?`
}

/** The actions to draw: `only` (or all defaults) minus `except`. */
function selectActions(kind: ResourceKind, entity: string, options: RHash, context: ResourceContext): string[] {
  const valid = kind === 'resources' ? PLURAL_ACTIONS : SINGULAR_ACTIONS
  const only = options.get('only')
  const except = options.get('except')
  const invalid = [...names(only), ...names(except)].filter((a) => !valid.includes(a))
  if (invalid.length > 0) {
    const declaration = `${kind} :${entity}`
    const hint = meantActions(invalid, valid)
    if (!context.ignoreUnknownActions) {
      const error = new ArgumentError(
        `Route \`${declaration}\` - :only and :except must include only ${symbols(valid)}, but also included ${symbols(invalid)}`,
      )
      throw hint === undefined ? error : withHint(error, hint)
    }
    context.ignoreUnknownActions(
      `ignored ${symbols(invalid)} in :only/:except of \`${declaration}\`: not ${kind === 'resources' ? 'actions of resources' : 'actions of a singular resource'} (Rails 7 ignored them; Rails 8 raises ArgumentError, as --strict does)`,
      hint,
    )
  }
  const defaults = context.apiOnly ? valid.filter((a) => !API_EXCLUDED.has(a)) : valid
  const available = truthy(only) ? names(only) : defaults
  const excluded = new Set(truthy(except) ? names(except) : [])
  return available.filter((a) => !excluded.has(a))
}

