/**
 * The compiled route table (a route list as data any runtime can run), its conformance vectors,
 * and the check of a port against them.
 */
export { compileTable, compileTable as compile, serializeTable, COMPILED_FORMAT, COMPILED_VERSION } from './table.js'
export type { CompiledTable, CompiledRoute, CompiledRecognition, Unsupported } from './table.js'
export type { CompiledGeneration, CompiledSegment, PatternPart } from './generation.js'

// Requests built from a route's pattern, which the route diff reuses to probe two tables.
export { escapeSample, fillVariant, flattenPattern, requirementSample } from './request-sample.js'
