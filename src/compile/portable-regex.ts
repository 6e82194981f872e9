/**
 * Writes regexp trees in the portable dialect of the compiled route table: the syntax that
 * ECMAScript (`u` flag), Python `re`, Go RE2, Java and PCRE2 all read the same way
 * (schema/compiled-routes.md, "The regexp dialect"), and lookaheads, the extension all of them but
 * RE2 read alike.
 */
import type { RegexNode } from './regex-tree.js'

// Outside a class these take a backslash; every other printable ASCII character is literal.
const META = new Set('\\^$.|?*+()[]{}')
// Inside a class these are spelled `\xHH`: `[` opens a nested class in Java and a POSIX class
// in RE2 and PCRE2, `&&`, `~~`, `||` and `--` are set operations in Java or reserved in Python.
const CLASS_SPELLED = new Set('\\]\\[^-&~|')

/** A branch list (an alternation of sequences) in the portable dialect; groups do not capture. */
export function writeAlternation(branches: readonly RegexNode[][]): string {
  return branches.map((sequence) => sequence.map(writeNode).join('')).join('|')
}

function writeNode(node: RegexNode): string {
  switch (node.type) {
    case 'char':
      return literal(node.code)
    case 'any':
      return '(?:[^\\x0A]|\\x0A)'
    case 'class':
      return `[${node.negated ? '^' : ''}${node.ranges.map(([lo, hi]) => (lo === hi ? classChar(lo) : `${classChar(lo)}-${classChar(hi)}`)).join('')}]`
    case 'group':
      return `(?:${writeAlternation(node.body)})`
    case 'repeat':
      return `${atom(node.node)}${quantifier(node.min, node.max)}${node.lazy ? '?' : ''}`
    case 'lookahead':
      return `(?${node.negative ? '!' : '='}${writeAlternation(node.body)})`
  }
}

// A quantified node must be one atom: a sequence of characters cannot carry a quantifier.
function atom(node: RegexNode): string {
  return node.type === 'repeat' ? `(?:${writeNode(node)})` : writeNode(node)
}

function quantifier(min: number, max: number | null): string {
  if (max === null) return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`
  if (min === 0 && max === 1) return '?'
  return min === max ? `{${min}}` : `{${min},${max}}`
}

/** One character outside a class. */
export function literal(code: number): string {
  const c = String.fromCodePoint(code)
  if (META.has(c)) return `\\${c}`
  return code < 0x20 || code === 0x7f ? hex(code) : c
}

function classChar(code: number): string {
  const c = String.fromCodePoint(code)
  return code < 0x20 || code === 0x7f || CLASS_SPELLED.has(c) ? hex(code) : c
}

function hex(code: number): string {
  return `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
}

/** Literal text as a portable regexp that matches exactly it. */
export function literalText(text: string): string {
  return [...text].map((c) => literal(c.codePointAt(0)!)).join('')
}
