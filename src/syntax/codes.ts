/**
 * The syntax error catalogue: stable code → what it means. Codes never change meaning; new
 * ones are added at the end of their group. `npm run docs` writes docs/diagnostics.md from it.
 */
export const SYNTAX_CODES = Object.freeze({
  RC1000: 'internal parser error (a bug in routecraft; please report it)',
  RC1001: 'unexpected token',
  RC1002: 'unexpected end of the file (an unclosed block, bracket or string)',
  RC1003: 'invalid character',
  RC1004: 'unterminated string',
  RC1005: 'unterminated `=begin` comment',
  RC1006: 'positional argument after keyword options',
  RC1007: 'two statements on one line without `;`',
  RC1008: 'method calls on objects are not part of the routes language',
  RC1010: 'conditionals are not part of the routes language',
  RC1011: 'loops are not part of the routes language',
  RC1012: 'assignments are not part of the routes language',
  RC1013: 'variables are not part of the routes language',
  RC1014: 'lambdas and procs are not part of the routes language',
  RC1015: 'method, class and module definitions are not part of the routes language',
  RC1016: 'exception handling is not part of the routes language',
  RC1017: 'block parameters are not part of the routes language',
  RC1018: 'string interpolation is not part of the routes language',
  RC1019: 'blocks (procs) are not part of the routes language',
  RC1020: 'blocks and brackets nest too deeply (more than 100 levels)',
  RC1021: 'the file is longer than routecraft reads (8 MiB)',
  RC1022: 'double splats of a value (`**options`) are not part of the routes language',
})

/** A code of the syntax catalogue. */
export type SyntaxCode = keyof typeof SYNTAX_CODES
