/**
 * Chevrotain for the browser build (tools/build-playground.mjs puts this module in place of
 * src/syntax/chevrotain.ts): the package's own entry, which a bundler resolves without Node's
 * `require`.
 */
export { createToken, Lexer, CstParser, tokenMatcher, EOF, createSyntaxDiagramsCode } from 'chevrotain'
