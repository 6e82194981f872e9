/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The playground's script: paste a routes.rb or routes.yaml and see the table, the errors and
 * warnings with their lines, the AST, and the answers of the request and generate fields, all
 * computed in the browser by the same parser, expander and matcher as the command line. The text
 * is kept in the URL's fragment, so a link shares it (the fragment never reaches a server).
 */
import { generateAnswerHtml, requestAnswerHtml } from '../explore/answer-html.js'
import { escapeHtml } from '../explore/html.js'
import { explorerLookup, type ExplorerLookup } from '../explore/lookup.js'
import { drawText, type PlaygroundResult } from './draw.js'

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const source = field<HTMLTextAreaElement>('source')
const format = field<HTMLSelectElement>('format')
const verb = field<HTMLSelectElement>('verb')
const path = field<HTMLInputElement>('path')
const helper = field<HTMLInputElement>('helper')
const params = field<HTMLInputElement>('params')

let current: { result: PlaygroundResult; lookup: ExplorerLookup | null } | null = null

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

function draw(): void {
  const chosen = format.value === 'rb' || format.value === 'yaml' ? format.value : undefined
  let result: PlaygroundResult
  try {
    result = drawText(source.value, chosen)
  } catch (error) {
    // Never expected: every stage reports bad input as diagnostics. Shown rather than swallowed.
    field('summary').textContent = `internal error: ${error instanceof Error ? error.message : String(error)}`
    return
  }
  const count = (severity: string) => result.diagnostics.filter((d) => d.severity === severity).length
  const errors = count('error')
  current = { result, lookup: errors === 0 ? explorerLookup(result.routes) : null }
  field('summary').textContent = `${result.format === 'yaml' ? 'routes.yaml' : 'routes.rb'}: ${plural(result.routes.filter((r) => !r.internal).length, 'route')}, ${plural(errors, 'error')}, ${plural(count('warning'), 'warning')}`
  field('table').textContent = result.table
  field('diagnostics').innerHTML = result.messages
    .map((message, i) => `<li class="${result.diagnostics[i]!.severity}"><pre>${escapeHtml(message)}</pre></li>`)
    .join('')
  field('ast').textContent = JSON.stringify(result.ast, null, 2)
  answer()
}

function answer(): void {
  const lookup = current?.lookup
  field('answer').innerHTML = !lookup ? '' : path.value ? requestAnswerHtml(lookup.request(verb.value, path.value), current!.result.routes) : ''
  field('generated').innerHTML = !lookup || !helper.value ? '' : generateAnswerHtml(lookup.generate(helper.value, Object.fromEntries(new URLSearchParams(params.value))))
}

let timer: ReturnType<typeof setTimeout> | undefined
function later(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    history.replaceState(null, '', `#${format.value}:${encodeURIComponent(source.value)}`)
    draw()
  }, 120)
}

const shared = /^#(auto|rb|yaml):(.*)$/s.exec(location.hash)
if (shared) {
  format.value = shared[1]!
  source.value = decodeURIComponent(shared[2]!)
}
source.addEventListener('input', later)
format.addEventListener('change', later)
for (const input of [verb, path, helper, params]) input.addEventListener('input', answer)
draw()
