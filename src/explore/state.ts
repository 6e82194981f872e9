/**
 * The page's state lives in its URL, so that a link reproduces a view: `?q=TEXT` for the search,
 * `?verb=GET&path=/photos/7` for a request, `?helper=photo&id=7` for a generation (every other
 * key is a param of the helper; a form without JavaScript sends them as `params=id=7&format=json`).
 */

/** What the page was asked. */
export interface ExplorerState {
  q: string
  verb: string
  path: string
  helper: string
  params: Record<string, string>
}

const OWN_KEYS = new Set(['q', 'verb', 'path', 'helper', 'params'])

/** The verbs the request field offers. */
export const VERBS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const

/** Reads the state from a URL's query. */
export function stateFromQuery(query: URLSearchParams): ExplorerState {
  const params: Record<string, string> = {}
  // `params=id=7&format=json` (a form's text field) first; keys of their own override it.
  for (const [key, value] of new URLSearchParams(query.get('params') ?? '')) params[key] = value
  for (const [key, value] of query) if (!OWN_KEYS.has(key)) params[key] = value
  return {
    q: query.get('q') ?? '',
    verb: (query.get('verb') ?? 'GET').toUpperCase(),
    path: query.get('path') ?? '',
    helper: query.get('helper') ?? '',
    params: Object.fromEntries(Object.entries(params).filter(([key]) => key !== '')),
  }
}

/** The query of a state, with only what was asked: `?q=photos&verb=GET&path=%2Fphotos%2F7`. */
export function queryOfState(state: ExplorerState): string {
  const query = new URLSearchParams()
  if (state.q) query.set('q', state.q)
  if (state.path) {
    query.set('verb', state.verb)
    query.set('path', state.path)
  }
  if (state.helper) {
    query.set('helper', state.helper)
    for (const [key, value] of Object.entries(state.params)) if (!OWN_KEYS.has(key)) query.set(key, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The params as the generate field shows them: `id=7&format=json`. */
export function paramsText(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}
