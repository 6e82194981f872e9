/**
 * A document as the bytes `routecraft openapi` writes: JSON (two-space indent) or YAML (its
 * first line a comment saying how it was made), with a final newline.
 */
import { Document } from 'yaml'
import type { JsonObject } from './operation.js'

/** The text of `document`; `header` becomes the YAML's first line (JSON has no comments: info.description says it). */
export function serializeOpenApi(document: JsonObject, format: 'json' | 'yaml', header: string): string {
  if (format === 'json') return `${JSON.stringify(document, null, 2)}\n`
  const yaml = new Document(document, { aliasDuplicateObjects: false })
  yaml.commentBefore = ` ${header.replace(/[\r\n\u2028\u2029]/g, ' ')}`
  return yaml.toString({ lineWidth: 0 })
}
