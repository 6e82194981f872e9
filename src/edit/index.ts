/**
 * Comment-preserving edits of a routes file: helpers that return text edits against the source
 * the AST was parsed from, and `applyEdits` to make them.
 */
export { applyEdits, type TextEdit } from './text-edits.js'
export { insertStatement, type InsertOptions, type StatementParent } from './statements.js'
export { findOption, removeOption, renameResource, setOption } from './options.js'
