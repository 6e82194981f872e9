/**
 * The AST: its types (the 1.0 contract), builders, position helpers, a visitor and validation.
 */
export * from './types.js'
export * from './positions.js'
export * from './builders.js'
export * from './visit.js'
export * from './validate.js'
