import type { BlockStatement, Node, RouteFile, Statement, Value } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { SyntaxCode } from './codes.js'
import { SYNTAX_CODES } from './codes.js'
import { syntaxError } from './errors.js'

// The strict routes language, defined once: docs/strict.md is its description for people, and
// the README, `--help` and docs/real-files.md point there. A strict parse reads the file as the
// lenient one does, then refuses every node this table leaves out. The filter pass refuses
// early what it cannot parse strictly at all (`while`, `begin`, a ternary, `3.times`), with the
// same codes.

/** The statements of Ruby that are not routing calls, and the code that refuses each. */
export const STRICT_REFUSED_STATEMENTS: Readonly<Record<string, SyntaxCode>> = {
  loop: 'RC1011',
  assign: 'RC1012',
  def: 'RC1015',
}

/** Values that are not written-out data, and the code that refuses each. */
export const STRICT_REFUSED_VALUES: Readonly<Record<string, SyntaxCode>> = {
  variable: 'RC1013',
  lambda: 'RC1014',
  interpolatedString: 'RC1018',
  interpolatedRegexp: 'RC1018',
  ternary: 'RC1010',
  rubyExpression: 'RC1008',
}

/** Kept `ruby` statements, by the construct that made them Ruby. */
const RUBY_KIND_CODES: Readonly<Record<string, SyntaxCode>> = {
  conditional: 'RC1010', loop: 'RC1011', assignment: 'RC1012', variable: 'RC1013', lambda: 'RC1014',
  definition: 'RC1015', exception: 'RC1016', blockParameters: 'RC1017', interpolation: 'RC1018',
  blockArgument: 'RC1019', methodCall: 'RC1008', doubleSplat: 'RC1022', syntax: 'RC1001',
}

/** Statements whose block parameter the language reads: `with_options(...) do |o|`, `concern :c do |options|`. */
export const STRICT_PARAMETER_BLOCKS: ReadonlySet<string> = new Set(['with_options', 'concern'])

/** Statements whose block is Ruby the application runs for each URL, never while drawing. */
export const STRICT_URL_HELPER_BLOCKS: ReadonlySet<string> = new Set(['direct', 'resolve'])

/** Calls whose `{ ... }` block is Ruby the application runs for each request: `redirect { |params, req| ... }`. */
export const STRICT_VALUE_BLOCKS: ReadonlySet<string> = new Set(['redirect'])

/** The errors of a strict parse beyond the filter's: one per node outside the strict language. */
export function strictRefusals(ast: RouteFile, file: string): Diagnostic[] {
  const found: Diagnostic[] = []
  const refuse = (code: SyntaxCode, node: Node | { position: Node['position'] }, what: string): void => {
    found.push(syntaxError(code, SYNTAX_CODES[code], node.position, file, { construct: what }))
  }
  // The parameters of the enclosing `concern` blocks, which the statements inside may pass on.
  const bound: string[] = []
  const statements = (list: readonly (BlockStatement | RouteFile['children'][number])[] | undefined): void => {
    for (const node of list ?? []) statement(node)
  }
  const statement = (node: RouteFile['children'][number]): void => {
    if (node.type === 'routeSet') return statements(node.children)
    if (node.type === 'loop' || node.type === 'assign' || node.type === 'def') return refuse(STRICT_REFUSED_STATEMENTS[node.type]!, node, node.type)
    if (node.type === 'ruby') return refuse(RUBY_KIND_CODES[node.construct.kind] ?? 'RC1008', node.construct, node.construct.text)
    if (node.type === 'if') {
      condition(node.condition)
      statements(node.children)
      return statements(node.else)
    }
    if (node.type === 'case') {
      if (node.subject) condition(node.subject)
      for (const branch of node.branches) {
        for (const value of branch.values) condition(value.type === 'splat' ? value.value : value)
        statements(branch.children)
      }
      return statements(node.else)
    }
    call(node)
  }
  const call = (node: Statement): void => {
    if (node.parameters && !STRICT_PARAMETER_BLOCKS.has(node.method)) refuse('RC1017', node, node.parameters.join(', '))
    for (const value of node.arguments) data(value)
    for (const entry of node.options) {
      // `**{ only: [:index] }` writes keywords out; `**options` takes them from a value.
      if (entry.type === 'doubleSplat') {
        if (entry.value.type === 'hash') data(entry.value)
        else refuse('RC1022', entry, `**${entry.value.type === 'constant' ? entry.value.name : entry.value.type}`)
        continue
      }
      data(entry.key)
      data(entry.value)
    }
    // The block of `direct`/`resolve` is the URL helper's Ruby, kept as written and never drawn.
    if (STRICT_URL_HELPER_BLOCKS.has(node.type)) return
    bound.push(...(node.parameters ?? []))
    statements(node.children)
    bound.length -= node.parameters?.length ?? 0
  }
  // A condition may ask `Rails.env` and `ENV` (decided with --env/--set; an application object is
  // refused when drawn), but holds no variable, lambda or interpolation.
  const condition = (value: Value): void => {
    const code = STRICT_REFUSED_VALUES[value.type]
    if (code && value.type !== 'ternary') return refuse(code, value, value.type)
    const v = value as unknown as Record<string, unknown>
    for (const key of ['receiver', 'operand', 'left', 'right', 'condition', 'then', 'else']) {
      if (v[key]) condition(v[key] as Value)
    }
    for (const key of ['arguments', 'elements']) for (const item of (v[key] as Value[] | undefined) ?? []) condition(item)
    if (value.type === 'methodCall' && value.block) refuse('RC1017', value, value.block.parameters.join(', '))
  }
  // Data is written out: literals, constants and calls on constants (objects the application
  // makes), arrays and hashes of them; `redirect`'s block is the one block a value may have.
  const data = (value: Value): void => {
    if (value.type === 'variable' && bound.includes(value.name)) return
    const code = STRICT_REFUSED_VALUES[value.type]
    if (code) return refuse(code, value, value.type)
    if (value.type === 'methodCall' || value.type === 'binary' || value.type === 'not') {
      if (!onConstant(value)) return refuse('RC1008', value, value.type)
    }
    if (value.type === 'call' && value.block !== undefined && (value.receiver || !STRICT_VALUE_BLOCKS.has(value.method))) {
      return refuse('RC1019', value, value.block)
    }
    if (value.type === 'array') value.elements.forEach(data)
    if (value.type === 'hash') for (const pair of value.entries) { data(pair.key); data(pair.value) }
    if (value.type === 'call') {
      value.arguments.forEach(data)
      for (const pair of value.options) data(pair.value)
    }
    if (value.type === 'methodCall') value.arguments.forEach(data)
  }
  statements(ast.children)
  return found
}

/** `ENV['X']`, `Rails.env`: a chain of calls whose first receiver is a constant. */
function onConstant(value: Value): boolean {
  let node: Value | undefined = value
  while (node?.type === 'methodCall') node = node.receiver
  return node?.type === 'constant'
}
