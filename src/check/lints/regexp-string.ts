/**
 * RC4050: `constraints: { id: '\d+' }` — a requirement that is a String is matched as plain text
 * (Journey escapes it), so only a request for the literal path `/photos/\d+` reaches the route.
 * The same in routes.yaml: `{id: /\d+/}` without `!regexp` is a string.
 */
import { optionPairs } from '../../ast/types.js'
import type { Diagnostic } from '../../diagnostic.js'
import { isYamlFile } from '../../load-files.js'
import { constraintEntries } from './constraint-hashes.js'
import { type Lint, type LintInput, keyName, lintWarning, segmentNames, statements } from './context.js'

// Regexp syntax that plain path text almost never holds: escapes like \d, classes, groups,
// alternation, quantifiers, anchors, or the whole value between slashes.
const REGEXP_LIKE = /\\[dwsDWSAzZbhp]|\[[^\]]*\]|[()|*+?^$]|\{\d+(,\d*)?\}|^\/.+\/[imx]*$/

/** True when a string requirement reads like a regexp. */
export function looksLikeRegexp(text: string): boolean {
  return REGEXP_LIKE.test(text)
}

/** The regexp the user probably meant: `/\d+/` → `\d+`. */
function meant(text: string): string {
  const slashed = /^\/(.+)\/[imx]*$/.exec(text)
  return slashed ? slashed[1]! : text
}

function hint(file: string, name: string, text: string): string {
  const literal = `/${meant(text)}/`
  if (!isYamlFile(file)) return `write a regexp literal: ${name}: ${literal}`
  // Quoted where a plain YAML value could not hold it (a brace or comma in a flow mapping).
  const value = /[\s,[\]{}#'"]/.test(literal) ? `'${literal.replace(/'/g, "''")}'` : literal
  return `tag it as a regexp: ${name}: !regexp ${value}`
}

export const regexpStrings: Lint = (input: LintInput): Diagnostic[] => {
  const visits = statements(input.files)
  const found: Diagnostic[] = []
  for (const { visit, entry, name } of constraintEntries(visits)) {
    if (entry.value.type !== 'string' || !looksLikeRegexp(entry.value.value)) continue
    const text = entry.value.value
    found.push(lintWarning('RC4050', visit.file, entry.value.position,
      `requirement :${name} is the string '${text}': Rails matches a String requirement as literal text, not as a regexp`,
      hint(visit.file, name, text)))
  }
  // `get 'photos/:id', id: '\d+'`: a segment's option that is not a regexp becomes its default.
  for (const visit of visits) {
    if (visit.statement.type !== 'match') continue
    const segments = new Set(visit.statement.arguments.flatMap((a) => (a.type === 'string' ? segmentNames(a.value) : [])))
    for (const entry of optionPairs(visit.statement.options)) {
      const name = keyName(entry)
      if (name === undefined || !segments.has(name) || entry.value.type !== 'string' || !looksLikeRegexp(entry.value.value)) continue
      found.push(lintWarning('RC4050', visit.file, entry.value.position,
        `option :${name} is the string '${entry.value.value}': Rails makes a String a default of the segment, not a requirement`,
        hint(visit.file, name, entry.value.value)))
    }
  }
  return found
}
