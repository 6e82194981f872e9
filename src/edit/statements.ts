/**
 * Adding a statement to a block of a routes file, as text edits against its source: the new
 * statement goes on its own line before the block's closing `end` (after the block's last
 * statement and any comment below it), indented as the block's statements are. A statement
 * without a block gets one (`resources :posts do ... end`), its trailing comment kept on its line.
 */
import type { BlockStatement, Conditional, RouteFile, RouteSet, Statement } from '../ast/types.js'
import { printStatement } from '../print/routes.js'
import { indentationAt, lineStart, nextLineStart, type TextEdit } from './text-edits.js'

/** What can hold statements: the file, a `routes.draw` block, a call with a block, an `if`. */
export type StatementParent = RouteFile | RouteSet | Statement | Conditional

/** Options of `insertStatement`. */
export interface InsertOptions {
  /** One level of indentation, when the parent has no statement to copy it from (default: two spaces, a tab under a tab-indented line). */
  indent?: string
}

/**
 * The edits that add `statement` (routes-language text, or a node printed with `printStatement`)
 * at the end of `parent`'s block in `source`, the text `parent` was parsed from.
 */
export function insertStatement(source: string, parent: StatementParent, statement: string | BlockStatement, options: InsertOptions = {}): TextEdit[] {
  const text = typeof statement === 'string' ? statement.trim() : printStatement(statement).trim()
  if (parent.type === 'file') return insertAtFileEnd(source, parent, text)
  const children = parent.children
  const ownIndent = indentationAt(source, parent.position.start.offset)
  const step = options.indent ?? (ownIndent.includes('\t') ? '\t' : '  ')
  if (children === undefined) return openBlock(source, parent as Statement, text, ownIndent, step)
  const indent = children.length > 0 ? indentationAt(source, children[0]!.position.start.offset) : ownIndent + step
  if (parent.type === 'if') {
    if (parent.modifier) throw new TypeError(`a modifier ${parent.keyword} guards one statement: add the statement elsewhere`)
    // Before `else`, not before `end`: after the last statement of the branch that holds.
    const last = children.at(-1)
    if (parent.else !== undefined) {
      if (!last) throw new TypeError(`the ${parent.keyword} at ${parent.position.start.line}:${parent.position.start.column} has no statement before its else to add after`)
      const at = nextLineStart(source, last.position.end.offset)
      return [{ start: at, end: at, text: indented(text, indent) + '\n' }]
    }
  }
  const close = closingOffset(source, parent)
  const closeLine = lineStart(source, close)
  if (source.slice(closeLine, close).trim() === '') return [{ start: closeLine, end: closeLine, text: indented(text, indent) + '\n' }]
  // A block on one line (`member { post :a }`): the statement joins it after a `;`.
  const last = children.at(-1)
  const at = last ? last.position.end.offset : close
  return [{ start: at, end: at, text: `${last ? ';' : ''} ${text.replace(/\n\s*/g, '; ')}${last ? '' : ' '}` }]
}

/** A top-level statement: after the file's last statement's line, or at its end. */
function insertAtFileEnd(source: string, file: RouteFile, text: string): TextEdit[] {
  const last = file.children.at(-1)
  const at = last ? nextLineStart(source, last.position.end.offset) : source.length
  const before = at > 0 && source[at - 1] !== '\n' ? '\n' : ''
  return [{ start: at, end: at, text: `${before}${indented(text, last ? indentationAt(source, last.position.start.offset) : '')}\n` }]
}

/** `resources :posts # note` → `resources :posts do # note` + the statement + `end`. */
function openBlock(source: string, node: Statement, text: string, indent: string, step: string): TextEdit[] {
  const end = node.position.end.offset
  const lineEnd = nextLineStart(source, end)
  const newline = lineEnd > 0 && source[lineEnd - 1] === '\n'
  const body = `${indented(text, indent + step)}\n${indent}end`
  return [
    { start: end, end, text: ' do' },
    { start: lineEnd, end: lineEnd, text: newline ? `${body}\n` : `\n${body}` },
  ]
}

/** The offset of the block's closing `end` or `}` (the parent's last characters). */
function closingOffset(source: string, parent: RouteSet | Statement | Conditional): number {
  const end = parent.position.end.offset
  return source[end - 1] === '}' ? end - 1 : end - 3
}

/** Each line of `text` after `indent`. */
function indented(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n')
}
