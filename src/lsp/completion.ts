/**
 * Completion, read from the text before the cursor (a file being typed rarely parses): statement
 * names at the start of a line, the options of the statement at hand after a comma, actions in
 * `only:`/`except:`, controllers already in the file after `to: "`; and the same for routes.yaml
 * keys (statement kinds after `- `, a kind's options as keys of its mapping).
 */
import { type CompletionItem, CompletionItemKind } from 'vscode-languageserver/node'
import { KIND_OPTIONS } from '../yaml/kinds.js'
import type { Route } from '../route.js'
import { optionText, statementText } from './docs-text.js'

const STATEMENTS = Object.keys(KIND_OPTIONS).filter((kind) => kind !== 'call' && kind !== 'routeSet')
const ACTIONS = ['index', 'show', 'new', 'create', 'edit', 'update', 'destroy']

function documented(label: string, kind: CompletionItemKind, text: string | undefined, insertText?: string): CompletionItem {
  const item: CompletionItem = { label, kind }
  if (text) item.documentation = { kind: 'markdown', value: text }
  if (insertText !== undefined) item.insertText = insertText
  return item
}

/** The `controller#action` targets and controllers of the drawn routes, each once. */
function targets(routes: readonly Route[]): string[] {
  const found = new Set<string>()
  for (const route of routes) {
    if (route.controller) found.add(route.controller)
    if (route.controller && route.action) found.add(`${route.controller}#${route.action}`)
  }
  return [...found].sort()
}

/** Completions in routes.rb for the text of the line before the cursor. */
export function rubyCompletions(before: string, routes: readonly Route[]): CompletionItem[] {
  if (/\b(only|except):\s*\[[^\]]*$/.test(before) || /\b(only|except):\s*:?\w*$/.test(before)) {
    return ACTIONS.map((action) => documented(action, CompletionItemKind.EnumMember, undefined, before.endsWith(':') ? action : action))
  }
  if (/\b(to|controller):\s*["'][^"']*$/.test(before)) return targets(routes).map((target) => documented(target, CompletionItemKind.Class, undefined))
  if (/^\s*\w*$/.test(before)) return STATEMENTS.map((kind) => documented(kind, CompletionItemKind.Keyword, statementText(kind)))
  const statement = /^\s*(\w+)\b.*,\s*\w*$/.exec(before)
  const options = statement ? KIND_OPTIONS[statement[1]!] : undefined
  return (options ?? []).map((name) => documented(`${name}:`, CompletionItemKind.Property, optionText(name), `${name}: `))
}

/** Completions in routes.yaml for the lines up to the cursor (the last one cut at the cursor). */
export function yamlCompletions(lines: readonly string[], routes: readonly Route[]): CompletionItem[] {
  const before = lines[lines.length - 1] ?? ''
  if (/^\s*-\s*\w*$/.test(before)) return STATEMENTS.map((kind) => documented(kind, CompletionItemKind.Keyword, statementText(kind), `${kind}: `))
  if (/\bto:\s*["']?[^"']*$/.test(before)) return targets(routes).map((target) => documented(target, CompletionItemKind.Class, undefined))
  if (/\b(only|except):\s*\[[^\]]*$/.test(before)) return ACTIONS.map((action) => documented(action, CompletionItemKind.EnumMember, undefined))
  const indent = /^(\s*)\w*$/.exec(before)?.[1]?.length
  if (indent === undefined) return []
  // The statement whose mapping this key belongs to: the nearest `- kind:` above, indented by two less.
  for (let i = lines.length - 2; i >= 0; i--) {
    const item = /^(\s*)-\s*(\w+):/.exec(lines[i]!)
    if (item && item[1]!.length + 2 === indent) {
      const options = KIND_OPTIONS[item[2]!] ?? []
      return [...options, 'routes'].map((name) => documented(name, CompletionItemKind.Property, optionText(name), `${name}: `))
    }
  }
  return []
}
