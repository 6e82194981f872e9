/**
 * The routes.yaml vocabulary as data: which keys name statements, which statement values are
 * blocks, which options each kind knows, and the Ruby type an untagged YAML string stands for in
 * each place. The parser and the printer both read these tables, so they cannot disagree; a spec
 * checks them against `schema/routes.schema.json`.
 */
import { STATEMENT_TYPES } from '../ast/types.js'

/** What an untagged YAML string means in a given place: a Ruby string, symbol or constant. */
export type ScalarDefault = 'string' | 'symbol' | 'constant'

/** The statement kinds spelled by their method name (`resources:`, `get:`...). */
export const METHOD_KINDS: readonly string[] = Object.keys(STATEMENT_TYPES)

/** Kinds that are not Ruby methods: `call:` (any other method) and `routeSet:` (`X.draw do`). */
export const META_KINDS = ['call', 'routeSet'] as const

/** Every key that may open a statement mapping. */
export const ALL_KINDS: readonly string[] = [...METHOD_KINDS, ...META_KINDS]

/** Kinds Rails calls without arguments: their value is the block (`member: [...]`). */
export const BLOCK_KINDS: ReadonlySet<string> = new Set(['member', 'collection', 'new', 'nested', 'shallow'])

/**
 * Keys with a fixed meaning in every statement besides the kind and its options: `args:` (the
 * arguments, unchecked), `with:` (the options, unchecked) and `routes:` (the block).
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['args', 'with', 'routes'])

/** The type of an untagged string argument, per kind (names are symbols, paths are strings). */
const ARGUMENT_DEFAULTS: Readonly<Record<string, ScalarDefault>> = {
  resources: 'symbol',
  resource: 'symbol',
  namespace: 'symbol',
  controller: 'symbol',
  concern: 'symbol',
  concerns: 'symbol',
  direct: 'symbol',
  draw: 'symbol',
  member: 'symbol',
  collection: 'symbol',
  new: 'symbol',
  nested: 'symbol',
  shallow: 'symbol',
  call: 'symbol',
  mount: 'constant',
}

/** The default of an argument of `kind` (strings for paths, targets and everything unlisted). */
export function argumentDefault(kind: string): ScalarDefault {
  return ARGUMENT_DEFAULTS[kind] ?? 'string'
}

/** Options whose values are usually symbols in Rails code (`only: [:index]`, `on: :member`). */
const SYMBOL_OPTIONS: ReadonlySet<string> = new Set(['only', 'except', 'param', 'on', 'via', 'action', 'concerns'])

/** The default of an option value by option name: symbol for the names above, else string. */
export function optionDefault(name: string): ScalarDefault {
  return SYMBOL_OPTIONS.has(name) ? 'symbol' : 'string'
}

const RESOURCE = ['only', 'except', 'as', 'controller', 'path', 'param', 'module', 'path_names', 'shallow', 'shallow_path', 'shallow_prefix', 'concerns', 'constraints', 'defaults', 'format']
const NAMESPACE = ['path', 'as', 'module', 'shallow', 'shallow_path', 'shallow_prefix', 'constraints', 'defaults', 'format', 'only', 'except', 'controller']
const SCOPE = ['path', 'module', 'as', 'controller', 'action', 'shallow', 'shallow_path', 'shallow_prefix', 'constraints', 'defaults', 'only', 'except', 'format', 'to', 'via', 'anchor', 'path_names']
const MATCH = ['to', 'as', 'via', 'on', 'controller', 'action', 'path', 'module', 'constraints', 'defaults', 'format', 'anchor', 'internal']
const ROOT = ['to', 'as', 'via', 'controller', 'action', 'constraints', 'defaults', 'format', 'anchor']
const MOUNT = ['at', 'as', 'via', 'constraints', 'defaults', 'format', 'anchor']

/**
 * The options each kind accepts as sibling keys. `null` means open: any option name is
 * meaningful there (`constraints subdomain: 'api'`, `devise_for :users, controllers: ...`).
 */
export const KIND_OPTIONS: Readonly<Record<string, readonly string[] | null>> = {
  resources: RESOURCE,
  resource: RESOURCE,
  namespace: NAMESPACE,
  scope: SCOPE,
  controller: SCOPE.filter((name) => name !== 'controller'),
  constraints: null,
  defaults: null,
  shallow: [],
  member: [],
  collection: [],
  new: [],
  nested: [],
  match: MATCH,
  get: MATCH,
  post: MATCH,
  patch: MATCH,
  put: MATCH,
  delete: MATCH,
  options: MATCH,
  connect: MATCH,
  query: MATCH,
  root: ROOT,
  mount: MOUNT,
  draw: [],
  concern: [],
  concerns: null,
  direct: null,
  resolve: null,
  call: null,
  routeSet: [],
}
