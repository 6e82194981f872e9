/**
 * Validation against `schema/routes.schema.json`. The statement kind is picked in code and the
 * statement is checked against that kind's definition alone, so a typo gives one precise message
 * instead of a wall of `anyOf` failures. Each statement is checked on its own: in the validators,
 * `routes:` lists are only required to be lists.
 */
import type { ErrorObject, ValidateFunction } from 'ajv'
// Compiled ahead of time by AJV's standalone mode (tools/schema-code.ts, `npm run schema-code`):
// compiling the schema cost every process that read a routes.yaml about 200 ms.
import { VALIDATORS } from './schema-validators.generated.js'

export { EDITOR_KEYWORDS, routesSchema, routesSchemaPath } from './schema-source.js'

/** A validator of one definition (`kind.resources`) or of the whole document (`''`). */
function validator(definition: string): ValidateFunction {
  const found = VALIDATORS[definition]
  if (!found) throw new Error(`routecraft: no validator of the routes.yaml schema for '${definition}' (npm run schema-code)`)
  return found
}

/** The schema errors of `value` against `definition`, reduced to the ones worth reporting. */
export function schemaErrors(definition: string, value: unknown): ErrorObject[] {
  const validate = validator(definition)
  return validate(value) ? [] : reduce(validate.errors ?? []).map((error) => ({ ...error, data: at(value, error.instancePath) }))
}

/** The value a JSON Pointer (`/routes/0/only`) names inside `value`. */
function at(value: unknown, pointer: string): unknown {
  let found = value
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
    found = found !== null && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined
  }
  return found
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
