/**
 * Redirect routes. The route list keeps the inspector's text of the endpoint
 * (`redirect(301, /posts/%{id})`); status and target are read back from it.
 */
import { escapePath, escapeSegment } from './escape.js'
import type { ParamValue } from './compile.js'

/** A redirect endpoint: HTTP status and target with `%{param}` placeholders. */
export interface Redirect {
  status: number
  target: string
}

/** The redirect of an endpoint text, or null for anything else (Rack apps, option redirects). */
export function parseRedirect(endpoint: string | undefined): Redirect | null {
  const match = endpoint ? /^redirect\((\d{3}), (.+)\)$/s.exec(endpoint) : null
  // `redirect(301, path: /x, host: y)` (options) cannot be resolved without the request URL parts.
  if (!match || /^\w+: /.test(match[2]!)) return null
  return { status: Number(match[1]), target: match[2]! }
}

/**
 * The Location of a redirect: `%{name}` replaced by the escaped param (path escaping before
 * `?`, segment escaping after it), as Rails' `PathRedirect` does.
 */
export function redirectLocation(redirect: Redirect, params: Record<string, ParamValue>): string {
  const query = redirect.target.indexOf('?')
  const fill = (text: string, escape: (v: string) => string) =>
    text.replace(/%\{(\w+)\}/g, (all, name: string) => {
      const value = params[name]
      return value === undefined || value === null ? all : escape(String(value))
    })
  if (query < 0) return fill(redirect.target, escapePath)
  return fill(redirect.target.slice(0, query), escapePath) + fill(redirect.target.slice(query), escapeSegment)
}
