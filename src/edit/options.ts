/**
 * Changing one statement of a routes file as text edits against its source: set or remove an
 * option, rename what it declares. Only the characters of the option or name change; the
 * statement's other options, its comments and its layout stay as written.
 */
import { optionPairs } from '../ast/types.js'
import type { Pair, Statement, Value } from '../ast/types.js'
import { doubleQuoted, printSymbol } from '../print/literals.js'
import { printValue } from '../print/values.js'
import type { TextEdit } from './text-edits.js'

/** The option `key` of `node` (written `key: v`, `:key => v` or `'key' => v`), or undefined. */
export function findOption(node: Statement, key: string): Pair | undefined {
  return optionPairs(node.options).find((pair) => (pair.key.type === 'symbol' || pair.key.type === 'string') && pair.key.value === key)
}

/**
 * The edit that sets option `key` of `node` to `value` (routes-language text such as
 * `[:index, :show]`, or a value node): the value replaced where the option is written, else
 * `, key: value` added after the statement's last argument or option (before its block).
 */
export function setOption(source: string, node: Statement, key: string, value: string | Value): TextEdit[] {
  const text = typeof value === 'string' ? value : printValue(value)
  const existing = findOption(node, key)
  if (existing) return [{ start: existing.value.position.start.offset, end: existing.value.position.end.offset, text }]
  const last = node.options.at(-1) ?? node.arguments.at(-1)
  const label = /^[a-z_]\w*[?!]?$/i.test(key) ? `${key}:` : `${printSymbol(key)} =>`
  if (last) return [{ start: last.position.end.offset, end: last.position.end.offset, text: `, ${label} ${text}` }]
  // A statement with no argument at all (`member do`): after its method name.
  const at = methodEnd(source, node)
  return [{ start: at, end: at, text: ` ${label} ${text}` }]
}

/**
 * The edit that removes option `key` from `node` with the comma that joined it to its neighbour;
 * none when the statement has no such option.
 */
export function removeOption(source: string, node: Statement, key: string): TextEdit[] {
  const pair = findOption(node, key)
  if (!pair) return []
  const items = [...node.arguments, ...node.options]
  const index = items.indexOf(pair)
  const previous = items[index - 1]
  // `a, key: v` → `a`: from the previous item's end, the comma and line breaks included.
  if (previous) return [{ start: previous.position.end.offset, end: pair.position.end.offset, text: '' }]
  const next = items[index + 1]
  // `key: v, b` → `b`.
  if (next) return [{ start: pair.position.start.offset, end: next.position.start.offset, text: '' }]
  // The only item: `root to: "a#b"` → `root`, `root(to: "a#b")` → `root()`.
  let start = pair.position.start.offset
  while (start > 0 && /[ \t]/.test(source[start - 1]!)) start--
  return [{ start, end: pair.position.end.offset, text: '' }]
}

/**
 * The edit that renames what `node` declares (`resources :photos` → `resources :pictures`,
 * `namespace :admin`, `get "about"`): its first argument rewritten as the same kind of literal
 * (a string keeps its quotes). Throws a TypeError when the first argument is no symbol or string.
 */
export function renameResource(source: string, node: Statement, name: string): TextEdit[] {
  const first = node.arguments[0]
  if (first?.type !== 'symbol' && first?.type !== 'string') {
    throw new TypeError(`${node.method} at ${node.position.start.line}:${node.position.start.column} has no name to rename (its first argument is ${first ? `a ${first.type}` : 'missing'})`)
  }
  const { start, end } = { start: first.position.start.offset, end: first.position.end.offset }
  const quote = source[start]
  const text = first.type === 'symbol' ? printSymbol(name) : quote === "'" && !/['\\\x00-\x1f\x7f]/.test(name) ? `'${name}'` : doubleQuoted(name)
  return [{ start, end, text }]
}

/** The offset just past the statement's method name (`o.resources` included). */
function methodEnd(source: string, node: Statement): number {
  const start = node.position.start.offset
  const found = source.indexOf(node.method, start)
  return found < 0 ? start : found + node.method.length
}
