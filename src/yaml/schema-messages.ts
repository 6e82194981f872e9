/**
 * Ajv errors → diagnostics that read like the format: the option named, the closest known name
 * suggested, the key or value pointed at in the YAML source.
 */
import type { ErrorObject } from 'ajv'
import type { Diagnostic } from '../diagnostic.js'
import type { YamlCode } from './codes.js'
import { yamlError } from './diagnostics.js'
import { ALL_KINDS, BLOCK_KINDS, KIND_OPTIONS, RESERVED_KEYS } from './kinds.js'
import type { NodeContext, YNode } from './nodes.js'
import { nodeAtPointer, spanOf } from './nodes.js'
import { closest, didYouMean } from './suggest.js'

/** Where the errors were found: a statement of `kind`, or the document itself (no kind). */
export interface ErrorSubject {
  root: YNode
  kind?: string
  file: string
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  array: 'a list',
  object: 'a mapping',
  boolean: 'true or false',
  null: 'empty',
  integer: 'an integer',
  number: 'a number',
}

const CODES: Readonly<Record<string, YamlCode>> = {
  additionalProperties: 'RC3012',
  enum: 'RC3014',
  type: 'RC3013',
  required: 'RC3009',
  pattern: 'RC3017',
}

const YAML11_BOOLEANS = /^(y|n|yes|no|on|off)$/i

/** One diagnostic per (reduced) schema error, positioned at the offending key or value. */
export function schemaDiagnostics(errors: readonly ErrorObject[], subject: ErrorSubject, ctx: NodeContext): Diagnostic[] {
  return errors.map((error) => {
    const { message, hint, atKey } = describe(error, subject)
    const found = nodeAtPointer(subject.root, atKey ? `${error.instancePath}/${escape(atKey)}` : error.instancePath, ctx)
    const node = atKey || found.node === null || found.node === undefined ? (found.key ?? found.node ?? subject.root) : found.node
    const code = CODES[error.keyword] ?? 'RC3024'
    return yamlError(code, message, spanOf(node, ctx), subject.file, hint)
  })
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}

interface Description {
  message: string
  hint?: string
  atKey?: string
}

function describe(error: ErrorObject, subject: ErrorSubject): Description {
  const params = error.params as Record<string, unknown>
  const label = labelOf(error.instancePath, subject.kind)
  switch (error.keyword) {
    case 'additionalProperties':
      return unknownKey(String(params.additionalProperty), error.instancePath, subject.kind, label)
    case 'enum':
      return badChoice(error.data, params.allowedValues as unknown[], label)
    case 'type': {
      const types = ([] as string[]).concat(params.type as string | string[]).map((t) => TYPE_NAMES[t] ?? t)
      return { message: `${label} must be ${types.join(' or ')}, not ${typeName(error.data)}` }
    }
    case 'required':
      return { message: `missing "${String(params.missingProperty)}:" in ${label}`, hint: 'a routes.yaml is a mapping with a `routes:` list of statements' }
    case 'pattern':
      // The printer writes both into routes.rb as code: anything else there would run.
      if (subject.kind === 'routeSet') return { message: `invalid receiver ${JSON.stringify(error.data)} for routeSet`, hint: 'a constant and its method calls, such as Rails.application.routes or Blog::Engine.routes' }
      return { message: `invalid method name ${JSON.stringify(error.data)}`, hint: 'a method name is an identifier such as devise_for' }
    default:
      return { message: `${label} ${error.message ?? 'is invalid'}` }
  }
}

function unknownKey(name: string, path: string, kind: string | undefined, label: string): Description {
  if (kind === undefined || path !== '') {
    const known = kind === undefined && path === '' ? ['routes'] : []
    return { message: `unknown key "${name}" in ${label}${didYouMean(name, known)}`, atKey: name }
  }
  if (name === 'routes' && BLOCK_KINDS.has(kind)) {
    return { message: `${kind} takes its block as its value, not as "routes:"`, hint: `write \`- ${kind}:\` followed by the list of statements`, atKey: name }
  }
  const options = KIND_OPTIONS[kind] ?? []
  const candidates = [...options, ...RESERVED_KEYS]
  const suggestion = closest(name, candidates)
  const hint = ALL_KINDS.includes(name) && suggestion === undefined
    ? `each statement is its own list item: \`- ${name}: ...\``
    : `options of ${kind}: ${options.length > 0 ? options.join(', ') : 'none'}; other options go under \`with:\``
  return { message: `unknown option "${name}" for ${kind}${suggestion ? `; did you mean "${suggestion}"?` : ''}`, hint, atKey: name }
}

function badChoice(data: unknown, allowed: readonly unknown[], label: string): Description {
  const text = JSON.stringify(data)
  const names = allowed.map(String)
  const hint = typeof data === 'string' && YAML11_BOOLEANS.test(data)
    ? `routes.yaml is YAML 1.2, where ${data} is a string, not a boolean; expected one of ${names.join(', ')}`
    : `expected one of ${names.join(', ')}`
  return { message: `invalid value ${text} for ${label}${typeof data === 'string' ? didYouMean(data, names) : ''}`, hint }
}

/** `"only" of resources`, `"only"[2] of resources`, `the value of resources`, `the document`. */
function labelOf(path: string, kind: string | undefined): string {
  const segments = path === '' ? [] : path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (kind === undefined) return segments.length === 0 ? 'the document' : `"${segments.join('.')}"`
  if (segments.length === 0) return `the ${kind} statement`
  const [first, ...rest] = segments
  const name = first === kind ? `the value of ${kind}` : `"${first}" of ${kind}`
  return rest.length === 0 ? name : `${name} (at ${rest.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('')})`
}

function typeName(data: unknown): string {
  if (data === null) return 'empty'
  if (Array.isArray(data)) return 'a list'
  if (typeof data === 'object') return 'a mapping'
  if (typeof data === 'string') return `the string ${JSON.stringify(data)}`
  return `${typeof data === 'number' ? 'the number' : 'the value'} ${String(data)}`
}
