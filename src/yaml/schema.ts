/**
 * Validation against `schema/routes.schema.json`. The statement kind is picked in code and the
 * statement is checked against that kind's definition alone, so a typo gives one precise message
 * instead of a wall of `anyOf` failures. Each statement is checked on its own: in the compiled
 * copy, `routes:` lists are only required to be lists.
 */
import { Ajv } from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { readPackageFile, schemaFilePath } from '../schema-files.js'

/** The absolute path of `schema/routes.schema.json`. */
export function routesSchemaPath(): string {
  return schemaFilePath('routes.schema.json')
}

/** The parsed JSON Schema of routes.yaml. */
export function routesSchema(): Record<string, unknown> {
  return JSON.parse(readPackageFile('schema/routes.schema.json')) as Record<string, unknown>
}

/** Keywords of the schema that only editors read (yaml-language-server's extensions). */
export const EDITOR_KEYWORDS: readonly string[] = ['markdownDescription', 'defaultSnippets', 'doNotSuggest', 'errorMessage']

let ajv: Ajv | undefined
let schemaId = ''
const cache = new Map<string, ValidateFunction>()

/** The schema with nested statement lists reduced to "a list", compiled once. */
function compiled(): Ajv {
  if (ajv) return ajv
  const schema = routesSchema() as { $id: string; definitions: Record<string, Record<string, unknown>> }
  for (const name of ['routes', 'value.block']) delete schema.definitions[name]!.items
  // strictTypes is off: `if: { type: string }` inside a multi-type schema is intended.
  ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, verbose: true })
  // yaml-language-server's keywords: hover text, completion and messages, nothing to validate.
  ajv.addVocabulary([...EDITOR_KEYWORDS])
  ajv.addSchema(schema)
  schemaId = schema.$id
  return ajv
}

/** The validator of one definition (`kind.resources`) or of the whole document (`''`). */
function validator(definition: string): ValidateFunction {
  let found = cache.get(definition)
  if (!found) {
    const schemas = compiled()
    found = schemas.getSchema(definition === '' ? schemaId : `${schemaId}#/definitions/${definition}`)!
    cache.set(definition, found)
  }
  return found
}

/** The schema errors of `value` against `definition`, reduced to the ones worth reporting. */
export function schemaErrors(definition: string, value: unknown): ErrorObject[] {
  const validate = validator(definition)
  return validate(value) ? [] : reduce(validate.errors ?? [])
}

/**
 * `if` failures only repeat their `then` branch's error; several `type` errors at one place say
 * one thing. Errors below a place that also has a type error are dropped (the type is the news).
 */
function reduce(errors: readonly ErrorObject[]): ErrorObject[] {
  const kept = errors.filter((e) => e.keyword !== 'if')
  const typed = new Set(kept.filter((e) => e.keyword === 'type').map((e) => e.instancePath))
  const seen = new Set<string>()
  return kept.filter((e) => {
    if (e.keyword !== 'type' && typed.has(e.instancePath)) return false
    const key = `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
