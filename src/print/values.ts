/**
 * Printing of value nodes as Ruby source: the literal forms the routes language reads back to
 * the same value node (strings, symbols, regexps, hashes, calls...), and the condition
 * expressions (1.1) with the parentheses their precedence needs, calls with `.`, `[]` and `(...)`.
 * Values hold expressions and expressions hold values, so both are one recursive printer here.
 */
import type { CallValue, Expression, OptionEntry, Pair, Value } from '../ast/types.js'
import { printRegexp, printString, printSymbol } from './literals.js'

/** A key that can be written as a label (`only:`); Ruby accepts reserved words there too (`module:`). */
const LABEL = /^[A-Za-z_][A-Za-z0-9_]*$/
/** Ruby source for a value node: `:photos`, `'x'`, `/\d+/i`, `[:a, :b]`, `redirect('/x')`... */
export function printValue(value: Value): string {
  switch (value.type) {
    case 'string':
      return printString(value.value)
    case 'symbol':
      return printSymbol(value.value)
    case 'integer':
    case 'boolean':
      return String(value.value)
    case 'nil':
      return 'nil'
    case 'regexp':
      return printRegexp(value)
    case 'constant':
      return value.name
    case 'array':
      return `[${value.elements.map(printValue).join(', ')}]`
    case 'hash':
      return value.entries.length === 0 ? '{}' : `{ ${value.entries.map(printPair).join(', ')} }`
    case 'call':
      return printCall(value)
    default:
      return printExpression(value)
  }
}

/** `key: value` when the key is a symbol that reads as a label, else `key => value`. */
export function printPair(pair: Pair): string {
  const { key } = pair
  if (key.type === 'symbol' && LABEL.test(key.value)) {
    return `${key.value}: ${printValue(pair.value)}`
  }
  return `${printValue(key)} => ${printValue(pair.value)}`
}

/** Positional arguments then keyword options, comma-separated, without parentheses. */
export function printArguments(args: readonly Value[], options: readonly OptionEntry[]): string {
  return [...args.map(printValue), ...options.map((o) => (o.type === 'pair' ? printPair(o) : `**${printValue(o.value)}`))].join(', ')
}

/**
 * `redirect('/x', status: 301)`, `ApiConstraint.new(version: 1)`; a call on a constant without
 * arguments prints bare (`ActionCable.server`), one without receiver keeps `()` so it cannot be
 * read as a name.
 */
function printCall(node: CallValue): string {
  const target = node.receiver ? `${node.receiver.name}.${node.method}` : node.method
  // `&:admin?` is written inside the parentheses, a `{ ... }` block after them.
  if (node.block?.startsWith('&')) return `${target}(${[printArguments(node.arguments, node.options), node.block].filter(Boolean).join(', ')})`
  const block = node.block === undefined ? '' : ` ${node.block}`
  if (node.arguments.length === 0 && node.options.length === 0) return (node.receiver || block ? target : `${target}()`) + block
  return `${target}(${printArguments(node.arguments, node.options)})${block}`
}

// Binding strength, weakest first, as the expression reader orders Ruby's operators.
const STRENGTH: Record<string, number> = {
  and: 1, or: 1, '||': 3, '&&': 4, '==': 5, '!=': 5, '=~': 5, '!~': 5, '===': 5, '<': 6, '<=': 6, '>': 6, '>=': 6, '+': 7, '-': 7, '*': 8,
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
      return `/${node.parts.map((part) => (part.type === 'string' ? part.value.replace(/(?<!\\)\//g, '\\/') : `#{${print(part, 0)}}`)).join('')}/${node.flags}`
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
      const args = [...node.arguments.map((a) => print(a, 0)), ...(node.blockArgument ? [`&${print(node.blockArgument, 0)}`] : [])].join(', ')
      if (node.method === '[]' && node.receiver) return `${print(node.receiver, TIGHTEST)}[${args}]`
      const target = node.receiver ? `${print(node.receiver, TIGHTEST)}${node.safe ? '&.' : '.'}${node.method}` : node.method
      const call = args === '' && node.receiver ? target : `${target}(${args})`
      if (!node.block) return call
      const parameters = node.block.parameters.length === 0 ? '' : ` |${node.block.parameters.join(', ')}|`
      return `${call} {${parameters} ${print(node.block.body, 0)} }`
    }
    default:
      return printValue(node)
  }
}
