/**
 * Journey's path pattern language (`/photos/:id(.:format)`, `/files/*path`), parsed into a small
 * tree. Both recognition and generation are compiled from it.
 */

/** One node of a parsed pattern. */
export type PatternNode =
  | { type: 'slash' }
  | { type: 'dot' }
  | { type: 'literal'; text: string }
  | { type: 'param'; name: string }
  | { type: 'glob'; name: string }
  | { type: 'group'; children: PatternNode[] }

// Journey's scanner, rule for rule: a symbol is `:` + word characters (none when the colon is
// followed by another character: `:-x` has a symbol named ""), except a colon followed by a token
// character (`/ . ( ) | : *`), which is a literal; a star is `*` + word characters (`/*` is a glob
// named ""); a literal a run of `[\w%\-~!$&'*+,;=@]` (or an escaped `\:`, `\(`, `\)`); any other
// single character (`|`) is a literal of its own.
const TOKEN = /\/|\(|\)|\.|(:(?![./()|:*]|$)\w*)|(\*\w*)|(?:[\w%\-~!$&'*+,;=@]|\\[:()])+|[^]/gu

// Separators carry nothing but their type: every pattern shares one node of each (a compiled
// table keeps its patterns for generation; these were a sixth of its heap).
const SLASH: PatternNode = Object.freeze({ type: 'slash' })
const DOT: PatternNode = Object.freeze({ type: 'dot' })

/** Parses a Journey pattern; throws a SyntaxError when a parenthesis is unbalanced. */
export function parsePattern(pattern: string): PatternNode[] {
  const stack: PatternNode[][] = [[]]
  for (const [token, symbol, star] of pattern.matchAll(TOKEN)) {
    const top = stack[stack.length - 1]!
    if (token === '/') top.push(SLASH)
    else if (token === '.') top.push(DOT)
    else if (token === '(') stack.push([])
    else if (token === ')') closeGroup(stack, pattern)
    else if (symbol !== undefined) top.push({ type: 'param', name: symbol.slice(1) })
    else if (star !== undefined) top.push({ type: 'glob', name: star.slice(1) })
    else pushLiteral(top, token.replace(/\\/g, ''))
  }
  if (stack.length !== 1) throw new SyntaxError(`missing right parenthesis in ${pattern}`)
  // Copied to their length: an array grown by push keeps room for 17 or more entries.
  return stack[0]!.slice()
}

function closeGroup(stack: PatternNode[][], pattern: string): void {
  const children = stack.pop()!
  const parent = stack[stack.length - 1]
  if (!parent) throw new SyntaxError(`unbalanced right parenthesis in ${pattern}`)
  parent.push({ type: 'group', children: children.slice() })
}

// Adjacent literal tokens (`sort` + `:`) read as one literal, as the path regexp does.
function pushLiteral(nodes: PatternNode[], text: string): void {
  const last = nodes[nodes.length - 1]
  if (last?.type === 'literal') last.text += text
  else nodes.push({ type: 'literal', text })
}

/** Names of the `:param` and `*glob` segments in pattern order, without repeats. */
export function segmentKeys(nodes: readonly PatternNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'group') segmentKeys(node.children, out)
    else if ((node.type === 'param' || node.type === 'glob') && !out.includes(node.name)) out.push(node.name)
  }
  return out
}

/**
 * Names of the segments outside every optional group: the ones generation requires. Repeats are
 * kept, as in Journey's `required_names` (a repeated missing key is reported twice).
 */
export function requiredKeys(nodes: readonly PatternNode[]): string[] {
  const out: string[] = []
  for (const node of nodes) if (node.type === 'param' || node.type === 'glob') out.push(node.name)
  return out
}

/**
 * Every way of taking or leaving each optional group, as flat node lists (`a(b(c))` gives `a`,
 * `abc`, `ab`, `a`, in the regexp's order of preference); null when there would be more than `limit`.
 */
export function variants(nodes: readonly PatternNode[], limit = 64): PatternNode[][] | null {
  let acc: PatternNode[][] = [[]]
  for (const node of nodes) {
    if (node.type !== 'group') {
      for (const v of acc) v.push(node)
      continue
    }
    const inner = variants(node.children, limit)
    if (!inner) return null
    const next: PatternNode[][] = []
    // Taking the group comes first: the order in which the path regexp (`(?:…)?`, greedy) tries them.
    for (const v of acc) {
      for (const choice of inner) next.push([...v, ...choice])
      next.push(v)
    }
    if (next.length > limit) return null
    acc = next
  }
  return acc
}

/**
 * True when every reading of `nodes` (each optional group taken or left out) starts with a `/`
 * or `.`, or is empty: a path token written before them ends where they start. False for
 * `(/:platform)_v`, which glues `_v` to the token when the group is left out.
 */
export function startsWithSeparator(nodes: readonly PatternNode[]): boolean {
  for (const node of nodes) {
    if (node.type === 'slash' || node.type === 'dot') return true
    if (node.type !== 'group' || !startsWithSeparator(node.children)) return false
  }
  return true
}
