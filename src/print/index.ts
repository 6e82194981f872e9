/**
 * The printer: an AST back to routes-language text.
 */
export { printRoutes, printStatement } from './routes.js'
export { printExpression, printValue, printPair, printArguments } from './values.js'
export { printString, printSymbol, printRegexp } from './literals.js'
