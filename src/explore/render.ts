/**
 * The explorer page as one HTML document: the route table grouped by file and namespace, the
 * search, request and generate fields with the answers of the URL's state already in them, and
 * the findings. Readable without JavaScript; with it, the page's script (client.ts) answers as
 * you type. Pure: the same model and state give the same bytes.
 */
import type { Route } from '../route.js'
import { generateAnswerHtml, requestAnswerHtml } from './answer-html.js'
import { escapeHtml, scriptJson } from './html.js'
import type { ExplorerLookup } from './lookup.js'
import type { ExplorerFinding, ExplorerGroup, ExplorerModel, ExplorerRow } from './model.js'
import { looksLikePath, rowFilter } from './search.js'
import { paramsText, VERBS, type ExplorerState } from './state.js'
import { EXPLORER_CSS } from './style.js'

/** How the page is served. */
export interface PageOptions {
  /** The page's script (the bundled client), inlined; without it the page is static HTML. */
  script?: string
  /** The server pushes reloads when the routes change (`explore` without `--static`). */
  live?: boolean
  /** A Content-Security-Policy for the page's meta element (the server also sends it as a header). */
  csp?: string
}

/** What the client reads at start: the route list the page lists (its rows are in the HTML). */
export interface PageData {
  file: string
  routes: ExplorerModel['routes']
  live: boolean
}

/** The id of the element holding `PageData`. */
export const DATA_ELEMENT = 'routecraft-data'

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

function rowHtml(row: ExplorerRow, shown: boolean): string {
  const badges = row.findings.map((f) => `<a class="badge" href="#f${f}" title="finding ${f + 1}">!</a>`).join('')
  return `<tr id="r${row.index}" data-index="${row.index}"${row.findings.length ? ' class="flagged"' : ''}${shown ? '' : ' hidden'}><td>${row.name ? `${escapeHtml(row.name)}_path` : ''}${badges}</td><td>${escapeHtml(row.verb)}</td><td>${escapeHtml(row.path)}</td><td>${escapeHtml(row.reqs)}</td><td class="source">${escapeHtml(row.source)}</td></tr>`
}

function groupHtml(group: ExplorerGroup, at: number, shown: (row: ExplorerRow) => boolean): string {
  const rows = group.rows.map((row) => rowHtml(row, shown(row)))
  const visible = group.rows.filter(shown).length
  const title = `${escapeHtml(group.file)} · ${group.namespace ? escapeHtml(group.namespace) : 'top level'}`
  return `<details class="group" id="g${at}" open${visible === 0 ? ' hidden' : ''}><summary>${title} <span class="count">${plural(group.rows.length, 'route')}</span></summary>
<table><thead><tr><th scope="col">Helper</th><th scope="col">HTTP Verb</th><th scope="col">Path</th><th scope="col">Controller#Action</th><th scope="col">Source</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></details>`
}

/** `GET /photos/:id(.:format)`: how a finding names the route it links to. */
function routeLabel(route: Route): string {
  return escapeHtml(`${route.verb.join('|') || 'ANY'} ${route.path}`)
}

function findingHtml(finding: ExplorerFinding, at: number, all: readonly Route[]): string {
  const routes = finding.routes.map((index) => `<a href="#r${index}">${routeLabel(all[index]!)}</a>`)
  const related = finding.related.map((index) => `<a href="#r${index}">earlier: ${routeLabel(all[index]!)}</a>`)
  const links = [...routes, ...related]
  return `<li id="f${at}" class="${finding.severity}"><strong>${escapeHtml(finding.code)}</strong> ${escapeHtml(finding.severity)}: ${escapeHtml(finding.message)} <span class="source">${escapeHtml(finding.location)}</span>${links.length ? ` — ${links.join(', ')}` : ''}</li>`
}

function formHtml(state: ExplorerState, helpers: readonly string[], answers: { request: string; generate: string }): string {
  const verbs = VERBS.map((verb) => `<option${verb === state.verb ? ' selected' : ''}>${verb}</option>`).join('')
  return `<form id="explorer" method="get" action="">
<fieldset role="search"><legend>Search</legend>
<label for="q">Helper, verb, path or controller#action (a path like /photos/7 also finds the routes that match it)</label>
<input id="q" name="q" type="search" value="${escapeHtml(state.q)}" autocomplete="off" spellcheck="false" accesskey="s">
<button type="submit">Search</button> <span id="shown"></span></fieldset>
<fieldset><legend>Request</legend>
<div class="row"><div><label for="verb">Verb</label><select id="verb" name="verb">${verbs}</select></div>
<div class="grow"><label for="path">Path or URL</label><input id="path" name="path" value="${escapeHtml(state.path)}" placeholder="/photos/7.json" autocomplete="off" spellcheck="false"></div></div>
<button type="submit">Match</button>
<div id="answer" aria-live="polite">${answers.request}</div></fieldset>
<fieldset><legend>Generate</legend>
<div class="row"><div class="grow"><label for="helper">Helper</label><input id="helper" name="helper" list="helpers" value="${escapeHtml(state.helper)}" placeholder="photo" autocomplete="off" spellcheck="false"></div>
<div class="grow"><label for="params">Params</label><input id="params" name="params" value="${escapeHtml(paramsText(state.params))}" placeholder="id=7&amp;format=json" autocomplete="off" spellcheck="false"></div></div>
<button type="submit">Generate</button>
<div id="generated" aria-live="polite">${answers.generate}</div></fieldset>
</form>
<datalist id="helpers">${helpers.map((name) => `<option value="${escapeHtml(name)}">`).join('')}</datalist>`
}

/** The whole page for a model and the state its URL asks for. */
export function renderPage(model: ExplorerModel, lookup: ExplorerLookup, state: ExplorerState, options: PageOptions = {}): string {
  const pathMatches = new Set(looksLikePath(state.q) ? lookup.pathMatches(state.q.trim()) : [])
  const shown = rowFilter(state.q, pathMatches)
  const request = state.path ? requestAnswerHtml(lookup.request(state.verb, state.path), model.routes) : ''
  const generate = state.helper ? generateAnswerHtml(lookup.generate(state.helper, state.params)) : ''
  const helpers = [...new Set(model.groups.flatMap((g) => g.rows.map((r) => r.name)).filter(Boolean))]
  const { routes, errors, warnings } = model.counts
  const data: PageData = { file: model.file, routes: model.routes, live: options.live === true }
  const findings = model.findings.length
    ? // Open when short; a long list would push the table off the first screen.
      `<section id="findings" class="findings"><details${model.findings.length <= 3 ? ' open' : ''}><summary><h2>Findings <span class="count">(${model.findings.length})</span></h2></summary><ul>${model.findings.map((finding, at) => findingHtml(finding, at, model.routes)).join('\n')}</ul></details></section>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${options.csp ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(options.csp)}">\n` : ''}<title>Routes · ${escapeHtml(model.file)}</title>
<style>${EXPLORER_CSS}</style>
</head>
<body>
<header><h1>Routes</h1><p class="summary">${escapeHtml(model.file)}: ${plural(routes, 'route')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}</p></header>
${formHtml(state, helpers, { request, generate })}
${findings}
<section id="routes"><h2>Routes</h2>
${model.groups.map((group, at) => groupHtml(group, at, shown)).join('\n')}
</section>
<script type="application/json" id="${DATA_ELEMENT}">${scriptJson(data)}</script>
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>
`
}
