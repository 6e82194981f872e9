/**
 * Printing of a whole AST as routes-language text in idiomatic Rails style: two-space
 * indentation, `do ... end` blocks, statements without parentheses.
 *
 * Blank lines: a statement with a block is separated from its siblings by one blank line, at
 * every depth; statements without blocks follow each other directly. Comments are not in the AST,
 * so they are not printed.
 */
import type { BlockStatement, CaseStatement, Conditional, Loop, MethodDefinition, RouteFile, Statement, TopLevel } from '../ast/types.js'
import { printArguments, printExpression } from './values.js'

const INDENT = '  '

/**
 * The routes-language text of `ast`, ending with a newline (empty for a file without children).
 * Parsing the result gives `ast` again, positions aside.
 */
export function printRoutes(ast: RouteFile): string {
  const lines = printBlock(ast.children, 0)
  return lines.length === 0 ? '' : lines.join('\n') + '\n'
}

/** The text of one statement (and its block), indented by `depth` levels, without a final newline. */
export function printStatement(node: BlockStatement, depth = 0): string {
  return printNode(node, depth).join('\n')
}

function printBlock(nodes: readonly TopLevel[], depth: number): string[] {
  const lines: string[] = []
  nodes.forEach((node, index) => {
    const previous = nodes[index - 1]
    if (previous && (hasBlock(previous) || hasBlock(node))) lines.push('')
    for (const line of printNode(node, depth)) lines.push(line)
  })
  return lines
}

function hasBlock(node: TopLevel): boolean {
  if (node.type === 'if') return !node.modifier
  if (node.type === 'loop' || node.type === 'case' || node.type === 'def') return true
  return node.type === 'routeSet' || ('options' in node && node.children !== undefined)
}

function printNode(node: TopLevel, depth: number): string[] {
  const indent = INDENT.repeat(depth)
  // Ruby kept as written is printed as written: its later lines keep their own indentation.
  if (node.type === 'ruby') return `${indent}${node.source}`.split('\n')
  if (node.type === 'if') return printConditional(node, depth)
  if (node.type === 'assign') {
    const target = node.index === undefined ? node.target : `${node.target}[${printExpression(node.index)}]`
    return [`${indent}${target} ${node.operator} ${printExpression(node.value)}`]
  }
  if (node.type === 'loop') return printLoop(node, depth)
  if (node.type === 'case') return printCase(node, depth)
  if (node.type === 'def') return printDefinition(node, depth)
  if (node.type === 'routeSet') {
    return [`${indent}${node.receiver}.draw do`, ...printBlock(node.children, depth + 1), `${indent}end`]
  }
  const head = indent + (node.receiver === undefined ? '' : `${node.receiver}.`) + printCallHead(node)
  if (node.children === undefined) return [head]
  const parameters = node.parameters === undefined ? '' : ` |${node.parameters.join(', ')}|`
  return [`${head} do${parameters}`, ...printBlock(node.children, depth + 1), `${indent}end`]
}

/** `collection.each do |x| ... end`. */
function printLoop(node: Loop, depth: number): string[] {
  const indent = INDENT.repeat(depth)
  const args = node.arguments.length === 0 ? '' : `(${node.arguments.map(printExpression).join(', ')})`
  const parameters = node.parameters.length === 0 ? '' : ` |${node.parameters.join(', ')}|`
  const collection = printExpression({ type: 'methodCall', receiver: node.collection, method: node.method, arguments: [], position: node.position }).slice(0, -node.method.length - 1)
  return [`${indent}${collection}.${node.method}${args} do${parameters}`, ...printBlock(node.children, depth + 1), `${indent}end`]
}

/** `case subject` (or a bare `case`), one `when v1, *v2` line per branch, `else`, `end`. */
function printCase(node: CaseStatement, depth: number): string[] {
  const indent = INDENT.repeat(depth)
  const lines = [node.subject === undefined ? `${indent}case` : `${indent}case ${printExpression(node.subject)}`]
  for (const branch of node.branches) {
    const values = branch.values.map((value) => (value.type === 'splat' ? `*${printExpression(value.value)}` : printExpression(value)))
    lines.push(`${indent}when ${values.join(', ')}`, ...printBlock(branch.children, depth + 1))
  }
  if (node.else) lines.push(`${indent}else`, ...printBlock(node.else, depth + 1))
  lines.push(`${indent}end`)
  return lines
}

/** `def name(a, b = 1, c:, d: 2) ... end`. */
function printDefinition(node: MethodDefinition, depth: number): string[] {
  const indent = INDENT.repeat(depth)
  const parameters = node.parameters.map((p) => {
    if (p.kind === 'keywordRest') return `**${p.name}`
    if (p.kind === 'keyword') return p.default === undefined ? `${p.name}:` : `${p.name}: ${printExpression(p.default)}`
    return p.default === undefined ? p.name : `${p.name} = ${printExpression(p.default)}`
  })
  const head = parameters.length === 0 ? node.name : `${node.name}(${parameters.join(', ')})`
  return [`${indent}def ${head}`, ...printBlock(node.children, depth + 1), `${indent}end`]
}

/**
 * `if cond ... elsif cond ... else ... end`, or `statement if cond` for a modifier (whose one
 * child is printed on the same line).
 */
function printConditional(node: Conditional, depth: number): string[] {
  const indent = INDENT.repeat(depth)
  const condition = printExpression(node.condition)
  if (node.modifier) {
    const [only] = node.children
    const lines = only ? printNode(only, depth) : [`${indent}nil`]
    lines[lines.length - 1] += ` ${node.keyword} ${condition}`
    return lines
  }
  const lines = [`${indent}${node.keyword} ${condition}`, ...printBlock(node.children, depth + 1)]
  let branch = node.else
  // An `elsif` is an `if` node with keyword `elsif`, alone in the `else` before it.
  while (branch?.length === 1 && branch[0]!.type === 'if' && branch[0]!.keyword === 'elsif') {
    const elsif: Conditional = branch[0]!
    lines.push(`${indent}elsif ${printExpression(elsif.condition)}`, ...printBlock(elsif.children, depth + 1))
    branch = elsif.else
  }
  if (branch) lines.push(`${indent}else`, ...printBlock(branch, depth + 1))
  lines.push(`${indent}end`)
  return lines
}

/**
 * `resources :photos, only: [:index]`. Parentheses are added only when the first argument
 * starts with `{`, which Ruby would otherwise read as a block (`constraints({ id: /\d+/ })`).
 */
function printCallHead(node: Statement): string {
  const args = printArguments(node.arguments, node.options)
  if (args === '') return node.method
  return args.startsWith('{') ? `${node.method}(${args})` : `${node.method} ${args}`
}
