/**
 * The routes.yaml schema as the package ships it, and as its validators are compiled from it
 * (tools/schema-code.ts). Kept apart from the validators so that the generator can read it.
 */
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

/**
 * The options the validators are compiled with: every error. Not `verbose`: that would copy the
 * schema into the generated code for each error; `schemaErrors` adds the failing data itself.
 */
// strictTypes is off: `if: { type: string }` inside a multi-type schema is intended.
export const AJV_OPTIONS = { allErrors: true, strict: true, strictTypes: false } as const

/**
 * The schema as validation reads it: each statement is checked on its own, so nested statement
 * lists are only required to be lists.
 */
export function validationSchema(): { $id: string; definitions: Record<string, Record<string, unknown>> } {
  const schema = routesSchema() as { $id: string; definitions: Record<string, Record<string, unknown>> }
  for (const name of ['routes', 'value.block']) delete schema.definitions[name]!.items
  return schema
}

/** The definitions validated on their own: the whole document (`''`) and each statement kind. */
export function validatedDefinitions(): string[] {
  return ['', ...Object.keys(validationSchema().definitions).filter((name) => name.startsWith('kind.'))]
}

