/**
 * RC4055: `get 'files/:name', constraints: { name: /[^\/]+/ }` keeps `(.:format)`, but the
 * requirement accepts dots, so `/files/report.pdf` gives `name: "report.pdf"` and no format:
 * the optional format can never be filled. Reported once per declaration and segment.
 */
import type { Diagnostic } from '../../diagnostic.js'
import { createMatcher } from '../../match/index.js'
import type { Route } from '../../route.js'
import { type Lint, type LintInput, declarationPosition, lintWarning, statements } from './context.js'

// The segment just before a trailing `(.:format)` (optional groups may close after it).
const BEFORE_FORMAT = /:([a-zA-Z_]\w*)\(\.:format\)\)*$/

// Segment values to try: the finding needs one the requirement accepts alone.
const SAMPLES = ['value', '1', '12345', 'abc', 'A12345', 'x', '2024-01-01', 'a-b_c']

/**
 * A value whose `/value.json` the segment takes whole (no format), or undefined when every sample
 * the requirement accepts leaves `.json` to the format (a lazy `/.+?/`, a class without dots). Asked
 * of the matcher on the segment alone, so the answer is Journey's, not a guess about the regexp.
 */
function swallowedValue(route: Route, name: string): string | undefined {
  const alone: Route = { ...route, path: `/:${name}(.:format)`, requirements: { [name]: route.requirements[name]! }, conditions: {}, constraintObjects: [] }
  const matcher = createMatcher([alone])
  for (const value of SAMPLES) {
    if (!matcher.recognize('GET', `/${value}`)) continue
    const dotted = matcher.recognize('GET', `/${value}.json`)
    if (dotted) return dotted.params.format === undefined ? `${value}.json` : undefined
  }
  return undefined
}

export const formatAfterDots: Lint = (input: LintInput): Diagnostic[] => {
  const found: Diagnostic[] = []
  const seen = new Set<string>()
  const visits = statements(input.files)
  for (const route of input.routes) {
    const name = BEFORE_FORMAT.exec(route.path)?.[1]
    if (name === undefined || route.requirements[name] === undefined) continue
    const key = `${route.source.file}:${route.source.line}:${route.source.column}:${name}`
    if (seen.has(key)) continue
    seen.add(key)
    const swallowed = swallowedValue(route, name)
    if (swallowed === undefined) continue
    found.push(lintWarning('RC4055', route.source.file, declarationPosition(visits, route),
      `(.:format) follows :${name}, whose requirement accepts dots: ${route.path} takes "${swallowed}" whole into :${name}, and the format is never filled`,
      `add format: false, or keep dots out of the requirement (e.g. [^\\/.]+)`))
  }
  return found
}
