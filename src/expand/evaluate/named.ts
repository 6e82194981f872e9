import type { Expression } from '../../ast/types.js'
import { printExpression } from '../../print/values.js'

// Values only the running application knows, drawn where Rails takes any object (a redirect's
// target, a URL option, a request condition, a requirement, a Rack app): the route exists
// whatever the value is, so it is drawn and the value is named by the expression that gives it.
// The object is a constant tag, as Rails' table names an object; the sets remember which tags
// stand for an unknown value, so that text positions, conditions and interpolation refuse them.

const NAMED = new WeakSet<object>()
const REGEXPS = new WeakSet<object>()

/** The value of `node` named by its expression; a regexp when Ruby's would be one. */
export function namedValue(node: Expression, text = printExpression(node)): { constant: string } {
  const value = { constant: text }
  NAMED.add(value)
  if (makesRegexp(node)) REGEXPS.add(value)
  return value
}

/** True for a value `namedValue` made. */
export function isNamed(value: unknown): boolean {
  return typeof value === 'object' && value !== null && NAMED.has(value)
}

/** True for a named value that Ruby would make a Regexp (`/#{HOST}/`, `Regexp.union(PAGES)`): a requirement, not a default. */
export function isNamedRegexp(value: unknown): boolean {
  return typeof value === 'object' && value !== null && REGEXPS.has(value)
}

function makesRegexp(node: Expression): boolean {
  if (node.type === 'interpolatedRegexp' || node.type === 'regexp') return true
  const receiver = node.type === 'call' || node.type === 'methodCall' ? node.receiver : undefined
  return receiver?.type === 'constant' && receiver.name.replace(/^::/, '') === 'Regexp' && ['new', 'union', 'compile'].includes(node.type === 'call' || node.type === 'methodCall' ? node.method : '')
}

/** A named value with another text (`admin/#{Dashboards::ROOT}`), still named. */
export function renamed(text: string): { constant: string } {
  const value = { constant: text }
  NAMED.add(value)
  return value
}
