/**
 * The answers of the request and generate fields as HTML fragments. The server renders them into
 * the page (a link works without JavaScript) and the page's script renders them as you type: one
 * module, so both say the same.
 */
import { rubyHashInspect } from '../format/index.js'
import { type Route, type RubyValue, routeTarget } from '../route.js'
import { escapeHtml } from './html.js'
import type { GenerateAnswer, RequestAnswer } from './lookup.js'

/** `photo` `GET` `/photos/:id(.:format)`, linked to its row. */
function routeLine(route: Route, index: number): string {
  const name = typeof route.name === 'string' && route.name ? `${escapeHtml(route.name)} ` : ''
  const verb = route.verb.join('|') || 'ANY'
  return `<a href="#r${index}">${name}<code>${escapeHtml(verb)} ${escapeHtml(route.path)}</code> ${escapeHtml(routeTarget(route))}</a> <span class="source">${escapeHtml(`${route.source.file}:${route.source.line}`)}</span>`
}

/** The request's answer: the route, its params, what was assumed, and the routes passed over. */
export function requestAnswerHtml(answer: RequestAnswer, routes: readonly Route[]): string {
  const parts: string[] = []
  const request = `<code>${escapeHtml(answer.verb)} ${escapeHtml(answer.path)}</code>`
  if (answer.index === null) {
    parts.push(`<p class="miss">${escapeHtml(answer.summary)}</p>`)
  } else {
    const route = routes[answer.index]!
    parts.push(`<p class="hit" data-route="${answer.index}">${request} → <strong>${escapeHtml(routeTarget(route))}</strong>${typeof route.name === 'string' && route.name ? `, route <strong>${escapeHtml(route.name)}</strong> (${escapeHtml(route.name)}_path)` : ', an unnamed route'}</p>`)
    parts.push(`<p>${routeLine(route, answer.index)}</p>`)
    const params = Object.entries(answer.params)
    parts.push(`<table class="params"><caption>params</caption>${params.map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td><code>${escapeHtml(JSON.stringify(value))}</code></td></tr>`).join('')}</table>`)
    if (route.conditions && Object.keys(route.conditions).length > 0) {
      const text = rubyHashInspect(Object.entries(route.conditions) as Array<[string, RubyValue]>)
      parts.push(`<p class="assumed">Its request conditions <code>${escapeHtml(text)}</code> hold for <code>${escapeHtml(answer.url)}</code>.</p>`)
    }
    for (const source of answer.assumed.constraintObjects ?? []) {
      parts.push(`<p class="assumed">Assumed: <code>${escapeHtml(source)}</code> allows the request (a constraint object: the application's code decides).</p>`)
    }
  }
  if (answer.passedOver.length > 0) {
    const why = { verb: 'its verb does not accept', conditions: 'its request conditions do not hold for', requirements: 'a segment fails its requirement for' } as const
    parts.push(
      `<details class="passed" open><summary>Passed over: ${answer.passedOver.length} earlier route${answer.passedOver.length === 1 ? '' : 's'} that would match but for their verb or requirements</summary><ul>${answer.passedOver
        .map((p) => `<li>${routeLine(routes[p.index]!, p.index)} — ${why[p.reason]} ${p.reason === 'verb' ? escapeHtml(answer.verb) : p.reason === 'conditions' ? `<code>${escapeHtml(answer.url)}</code> (give a full URL to ask for another host)` : 'this path'}</li>`)
        .join('')}</ul></details>`,
    )
  }
  return parts.join('\n')
}

/** The generation's answer: the path, or the error as `generate()` words it. */
export function generateAnswerHtml(answer: GenerateAnswer): string {
  if ('path' in answer) return `<p class="hit"><code>${escapeHtml(answer.helper)}_path</code> → <code class="generated-path">${escapeHtml(answer.path)}</code></p>`
  return `<p class="miss">${escapeHtml(answer.error)}</p>`
}
