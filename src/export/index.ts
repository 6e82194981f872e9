/**
 * Exports of the route list for other tools: an OpenAPI 3.1 document, and typed path helpers
 * for TypeScript and Python.
 */
export { openapi } from './openapi/document.js'
export type { OpenApiOptions, OpenApiResult, Json, JsonObject } from './openapi/document.js'
export { serializeOpenApi } from './openapi/serialize.js'
export { helpers } from './helpers.js'
export type { HelpersLanguage, HelpersOptions, HelpersResult } from './helpers.js'
export { EXPORT_CODES } from './codes.js'
export type { ExportCode } from './codes.js'
