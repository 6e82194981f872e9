/**
 * The YAML front end: routes.yaml ⇄ the AST, and conversion between the two file formats.
 */
export { parseRoutesYaml } from './parse.js'
export type { YamlParseOptions, YamlParseResult } from './parse.js'
export { printRoutesYaml } from './print.js'
export type { YamlPrintOptions } from './print.js'
export { convertRoutes, formatOf } from './convert.js'
export type { ConvertOptions, ConvertResult, RoutesFormat } from './convert.js'
export { routesSchema, routesSchemaPath } from './schema.js'
export { YAML_CODES } from './codes.js'
export type { YamlCode } from './codes.js'
