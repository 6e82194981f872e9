/** HTML escaping: every text from a routes file reaches the page through these. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/**
 * JSON inside `<script type="application/json">`: `<` is written `\u003c`, so that no `</script>`
 * or `<!--` in a route's text can end or change the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
