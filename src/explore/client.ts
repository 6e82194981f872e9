/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The explorer page's script, bundled at build time (tools/bundle-explorer.mjs) with the matcher
 * it needs: filters the table as you type, answers the request and generate fields in the
 * browser, keeps the state in the URL, and reloads when the server says the routes changed.
 */
import { routeRow } from '../format/index.js'
import { generateAnswerHtml, requestAnswerHtml } from './answer-html.js'
import { explorerLookup } from './lookup.js'
import type { ExplorerRow } from './model.js'
import { DATA_ELEMENT, type PageData } from './render.js'
import { looksLikePath, rowFilter } from './search.js'
import { queryOfState, stateFromQuery, type ExplorerState } from './state.js'

const data = JSON.parse(document.getElementById(DATA_ELEMENT)!.textContent!) as PageData
const lookup = explorerLookup(data.routes)
const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const q = field<HTMLInputElement>('q')
const verb = field<HTMLSelectElement>('verb')
const path = field<HTMLInputElement>('path')
const helper = field<HTMLInputElement>('helper')
const params = field<HTMLInputElement>('params')
// The rows are in the HTML; what the search reads of each is made again from its route.
const rows: Array<{ row: ExplorerRow; element: HTMLElement; group: HTMLElement }> = [...document.querySelectorAll<HTMLElement>('#routes tr[data-index]')].map((element) => {
  const index = Number(element.dataset.index)
  return { row: { index, ...routeRow(data.routes[index]!), findings: [] }, element, group: element.closest('details')! }
})

function currentState(): ExplorerState {
  return { q: q.value, verb: verb.value, path: path.value, helper: helper.value, params: Object.fromEntries(new URLSearchParams(params.value)) }
}

function filter(): void {
  const query = q.value
  const matches = new Set(looksLikePath(query) ? lookup.pathMatches(query.trim()) : [])
  const shown = rowFilter(query, matches)
  const visible = new Map<HTMLElement, number>()
  let count = 0
  for (const { row, element, group } of rows) {
    const show = shown(row)
    element.hidden = !show
    if (show) count++
    visible.set(group, (visible.get(group) ?? 0) + (show ? 1 : 0))
  }
  for (const [group, n] of visible) group.hidden = n === 0
  field('shown').textContent = query.trim() ? `${count} of ${rows.length} routes` : ''
}

function answer(): void {
  const state = currentState()
  field('answer').innerHTML = state.path ? requestAnswerHtml(lookup.request(state.verb, state.path), data.routes) : ''
  field('generated').innerHTML = state.helper ? generateAnswerHtml(lookup.generate(state.helper, state.params)) : ''
}

function remember(): void {
  history.replaceState(null, '', `${location.pathname}${queryOfState(currentState())}${location.hash}`)
}

q.addEventListener('input', () => {
  filter()
  remember()
})
for (const input of [verb, path, helper, params]) {
  input.addEventListener('input', () => {
    answer()
    remember()
  })
}
field<HTMLFormElement>('explorer').addEventListener('submit', (event) => {
  event.preventDefault()
  filter()
  answer()
  remember()
})
// `/` jumps to the search, as on many sites; not while typing in a field.
document.addEventListener('keydown', (event) => {
  if (event.key === '/' && !(event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)) {
    event.preventDefault()
    q.focus()
  }
})

// A static page opened with a query in its URL answers it here (the server renders it itself).
const initial = stateFromQuery(new URLSearchParams(location.search))
if (!data.live && (initial.q || initial.path || initial.helper)) {
  q.value = initial.q
  verb.value = initial.verb
  path.value = initial.path
  helper.value = initial.helper
  params.value = new URLSearchParams(initial.params).toString()
}
// The server rendered the URL's answers and hid what its search does not find; a static page has
// it done here. Either way only when asked: touching every row of a long table costs a layout.
if (q.value.trim()) filter()
if (path.value || helper.value) answer()

if (data.live) {
  // The URL holds the state, so reloading keeps the search; the field being typed in keeps focus.
  const events = new EventSource('/events')
  events.addEventListener('reload', () => {
    remember()
    sessionStorage.setItem('routecraft-focus', document.activeElement?.id ?? '')
    location.reload()
  })
  const focused = sessionStorage.getItem('routecraft-focus')
  if (focused) {
    sessionStorage.removeItem('routecraft-focus')
    const element = document.getElementById(focused)
    if (element instanceof HTMLInputElement) {
      element.focus()
      element.setSelectionRange(element.value.length, element.value.length)
    }
  }
}
