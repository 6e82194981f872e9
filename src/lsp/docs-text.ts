/**
 * Words for hovers and completions, from the routes.yaml schema's descriptions (one text for the
 * editor schema and the language server, so they cannot drift).
 */
import { routesSchema } from '../yaml/schema.js'

type Definitions = Record<string, { markdownDescription?: string; description?: string }>

let definitions: Definitions | undefined

function text(key: string): string | undefined {
  definitions ??= (routesSchema() as { definitions: Definitions }).definitions
  const entry = definitions[key]
  return entry?.markdownDescription ?? entry?.description
}

/** What an option means (`only`, `as`, `path_names`...), or undefined for an option the schema does not describe. */
export function optionText(name: string): string | undefined {
  return text(`option.${name}`)
}

/** What a statement does (`resources`, `namespace`, `get`...). */
export function statementText(method: string): string | undefined {
  return text(`kind.${method}`)
}
