/**
 * The printer: an AST back to routes-language text.
 */
export { printRoutes, printStatement } from './routes.js'
export { printExpression } from './expressions.js'
export { printValue, printPair, printArguments, printString, printSymbol, printRegexp } from './values.js'
