/**
 * Printing of condition expressions (1.1) as Ruby source that reads back to the same nodes:
 * operators with the parentheses their precedence needs, calls with `.`, `[]` and `(...)`.
 */
import type { Expression } from '../ast/types.js'
import { printString, printValue } from './values.js'

// Binding strength, weakest first, as the expression reader orders Ruby's operators.
const STRENGTH: Record<string, number> = {
  and: 1, or: 1, '||': 3, '&&': 4, '==': 5, '!=': 5, '=~': 5, '!~': 5, '===': 5, '<': 6, '<=': 6, '>': 6, '>=': 6, '+': 7, '-': 7,
}
const NOT_WORD = 2
const TERNARY = 2.5
const TIGHTEST = 9

/** Ruby source for an expression: `Rails.env.production? && ENV['X'] == '1'`. */
export function printExpression(node: Expression): string {
  return print(node, 0)
}

function strength(node: Expression): number {
  if (node.type === 'binary') return STRENGTH[node.operator] ?? TIGHTEST
  if (node.type === 'not') return node.operator === 'not' ? NOT_WORD : TIGHTEST
  if (node.type === 'ternary') return TERNARY
  return TIGHTEST
}

/** `node` printed where at least `needed` binding strength is required, in parentheses otherwise. */
function print(node: Expression, needed: number): string {
  const text = printBare(node)
  return strength(node) < needed ? `(${text})` : text
}

/** `"pages##{page}"`: the string parts as in a double-quoted literal, the others inside `#{}`. */
function printInterpolated(parts: readonly Expression[]): string {
  return `"${parts.map((part) => (part.type === 'string' ? doubleQuotedBody(part.value) : `#{${print(part, 0)}}`)).join('')}"`
}

/** A string's text as the body of a double-quoted literal. */
function doubleQuotedBody(text: string): string {
  const printed = printString(text)
  if (printed.startsWith('"')) return printed.slice(1, -1)
  // Single-quoted: no quote, backslash or control character; `"` and `#{` need escaping here.
  return printed.slice(1, -1).replace(/"|#(?=[{$@])/g, '\\$&')
}

function printBare(node: Expression): string {
  switch (node.type) {
    case 'variable':
      return node.name
    case 'rubyExpression':
    case 'lambda':
      return node.source
    case 'interpolatedString':
      return printInterpolated(node.parts)
    case 'interpolatedRegexp':
      // The source as written; a slash in it is escaped again, as the reader unescaped it.
      return `/${node.parts.map((part) => (part.type === 'string' ? part.value.replace(/\//g, '\\/') : `#{${print(part, 0)}}`)).join('')}/${node.flags}`
    case 'not':
      return node.operator === 'not' ? `not ${print(node.operand, NOT_WORD)}` : `!${print(node.operand, TIGHTEST)}`
    case 'ternary':
      return `${print(node.condition, STRENGTH['||']!)} ? ${print(node.then, STRENGTH['||']!)} : ${print(node.else, TERNARY)}`
    case 'binary': {
      const own = STRENGTH[node.operator] ?? TIGHTEST
      // Left-associative: the right operand of an equal-strength operator needs parentheses.
      return `${print(node.left, own)} ${node.operator} ${print(node.right, own + 1)}`
    }
    case 'methodCall': {
      const args = node.arguments.map((a) => print(a, 0)).join(', ')
      if (node.method === '[]' && node.receiver) return `${print(node.receiver, TIGHTEST)}[${args}]`
      const target = node.receiver ? `${print(node.receiver, TIGHTEST)}.${node.method}` : node.method
      const call = node.arguments.length === 0 && node.receiver ? target : `${target}(${args})`
      if (!node.block) return call
      const parameters = node.block.parameters.length === 0 ? '' : ` |${node.block.parameters.join(', ')}|`
      return `${call} {${parameters} ${print(node.block.body, 0)} }`
    }
    default:
      return printValue(node)
  }
}
