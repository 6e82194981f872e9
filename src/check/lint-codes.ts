/**
 * The catalogue of `check`'s lints: warnings about declarations Rails accepts without a word but
 * that almost never mean what was written. Codes RC4050–RC4099 (RC4000–RC4049 are the route
 * table analyses). `npm run docs` lists them in docs/diagnostics.md.
 */
export const LINT_CODES = {
  RC4050: 'a requirement written as a string that looks like a regexp (it matches only that exact text)',
  RC4051: 'a requirement or constraint naming no segment of the path and no request method (Rails drops it)',
  RC4052: 'an option that looks like a misspelt one (Rails keeps it as a default or requirement)',
  RC4053: '`via: :all` on a member route (every verb reaches one action)',
  RC4054: '`root` after a route that already takes `GET /`',
  RC4055: '`(.:format)` after a segment whose requirement accepts dots (the segment takes the extension)',
  RC4060: '`--unused`: a route whose controller file was not found',
  RC4061: '`--unused`: a route whose action method was not found in its controller',
} as const

export type LintCode = keyof typeof LINT_CODES
