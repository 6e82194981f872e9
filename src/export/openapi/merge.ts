/**
 * `--merge`: the routes own the paths, people own the payloads. An operation that still has a
 * route keeps everything written in the existing document (summary, description, responses,
 * request bodies, security, its own query and header parameters...) and takes from the routes
 * only its operationId, its path parameters and `x-routecraft`. It is found by operationId, else
 * by method and path. Path items keep their own fields, the document keeps everything but
 * `openapi` and `paths`. Operations with no route are left out, each reported.
 */
import type { Diagnostic } from '../../diagnostic.js'
import { MERGE_REMOVED, MERGE_UNREADABLE } from '../codes.js'
import { fileDiagnostic } from '../diagnostics.js'
import type { Json, JsonObject } from './operation.js'

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const OTHER_METHODS = 'x-routecraft-methods'
// What the routes decide on an operation; the rest belongs to whoever wrote it.
const OWNED = ['operationId', 'x-routecraft', 'x-routecraft-later-routes']

interface Found {
  path: string
  method: string
  op: JsonObject
  used: boolean
}

/** The generated document with what `existing` holds kept, and the operations it lost reported. */
export function mergeDocument(generated: JsonObject, existing: unknown, file: string): { value: JsonObject; diagnostics: Diagnostic[] } {
  if (!isObject(existing) || (existing.paths !== undefined && !isObject(existing.paths))) {
    return { value: generated, diagnostics: [fileDiagnostic(MERGE_UNREADABLE, file, `${file} is not an OpenAPI document (an object with a paths object): nothing was merged`)] }
  }
  const oldPaths = (existing.paths ?? {}) as JsonObject
  const found = operations(oldPaths)
  const byId = new Map(found.filter((f) => typeof f.op.operationId === 'string').map((f) => [f.op.operationId as string, f]))
  const bySlot = new Map(found.map((f) => [`${shape(f.path)} ${f.method}`, f]))
  const paths: JsonObject = {}
  for (const [key, item] of Object.entries(generated.paths as JsonObject)) {
    const old = oldPaths[key]
    const merged: JsonObject = isObject(old) ? Object.fromEntries(Object.entries(old).filter(([field]) => !METHODS.includes(field) && field !== OTHER_METHODS)) : {}
    for (const [field, value] of Object.entries(item as JsonObject)) {
      if (field === OTHER_METHODS) merged[field] = Object.fromEntries(Object.entries(value as JsonObject).map(([method, op]) => [method, mergeOne(op as JsonObject, key, method, byId, bySlot)]))
      else merged[field] = mergeOne(value as JsonObject, key, field, byId, bySlot)
    }
    paths[key] = merged
  }
  const diagnostics = found.filter((f) => !f.used).map((f) =>
    fileDiagnostic(MERGE_REMOVED, file, `${f.method.toUpperCase()} ${f.path}${typeof f.op.operationId === 'string' ? ` (${f.op.operationId})` : ''} no longer has a route: it is left out`, 'restore the route, or let the operation go'))
  const value: JsonObject = { ...(existing as JsonObject), openapi: generated.openapi!, paths }
  if (!isObject(existing.info)) value.info = generated.info!
  return { value, diagnostics }
}

function mergeOne(op: JsonObject, path: string, method: string, byId: Map<string, Found>, bySlot: Map<string, Found>): JsonObject {
  const match = byId.get(op.operationId as string) ?? bySlot.get(`${shape(path)} ${method}`)
  if (match === undefined || match.used) return op
  match.used = true
  const out: JsonObject = { ...match.op }
  for (const field of OWNED) {
    if (op[field] !== undefined) out[field] = op[field]!
    else delete out[field]
  }
  for (const [field, value] of Object.entries(op)) if (!(field in out)) out[field] = value
  const theirs = Array.isArray(match.op.parameters) ? match.op.parameters.filter((p) => !(isObject(p) && p.in === 'path')) : []
  const ours = Array.isArray(op.parameters) ? op.parameters : []
  // A path parameter the person described keeps their words; its name and schema come from the route.
  const described = new Map((Array.isArray(match.op.parameters) ? match.op.parameters : []).filter((p): p is JsonObject => isObject(p) && p.in === 'path').map((p) => [p.name, p]))
  const params = [...ours.map((p) => withWords(p as JsonObject, described.get((p as JsonObject).name))), ...theirs]
  if (params.length > 0) out.parameters = params
  else delete out.parameters
  return out
}

// A generated path parameter, with what a person wrote on it (a description, examples) kept.
function withWords(ours: JsonObject, theirs: JsonObject | undefined): JsonObject {
  if (theirs === undefined) return ours
  const out: JsonObject = { ...theirs, ...ours }
  if (theirs.description !== undefined) out.description = theirs.description
  return out
}

function operations(paths: JsonObject): Found[] {
  const out: Found[] = []
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    for (const method of METHODS) if (isObject(item[method])) out.push({ path, method, op: item[method] as JsonObject, used: false })
    const other = item[OTHER_METHODS]
    if (isObject(other)) for (const [method, op] of Object.entries(other)) if (isObject(op)) out.push({ path, method, op, used: false })
  }
  return out
}

// OpenAPI counts templates equal up to parameter names as one path.
function shape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}')
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type { Json }
