/**
 * The package files the core reads, for the browser build (in place of src/schema-files.ts):
 * the JSON Schemas are bundled into the script instead of being read from disk.
 */
import astSchema from '../../../schema/ast.schema.json' with { type: 'json' }
import routesSchema from '../../../schema/routes.schema.json' with { type: 'json' }

const FILES: Record<string, unknown> = { 'schema/ast.schema.json': astSchema, 'schema/routes.schema.json': routesSchema }

export const inStandaloneExecutable = false

export function readPackageFile(relative: string): string {
  if (!(relative in FILES)) throw new Error(`routecraft: ${relative} is not part of the browser build`)
  return JSON.stringify(FILES[relative])
}

export function schemaFilePath(file: string): string {
  return `schema/${file}`
}

export function packageFilePath(relative: string): string {
  return relative
}
