/**
 * `constraints: {year: !regexp /\d{4}/}`: inside a flow mapping or list, YAML reads every `{` and
 * `}` as a bracket, so an unquoted value holding one (`/\d{4}/`, `/books/%{id}`) ends or opens a
 * collection there, and the yaml library reports a cascade of errors to the end of the file. Found
 * on the line of the first error, the value is named once, with the fix: quote it.
 */

const INDICATORS = new Set([' ', '\t', ',', '[', ']', '{', '}', ':', '"', "'", '!', '&', '*', '#', '|', '>', '-', '?'])

/** The unquoted value holding a brace inside a flow collection on `line`, with its offset there. */
export function braceInFlowValue(line: string): { value: string; at: number } | undefined {
  let depth = 0
  let quote: string | undefined
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quote) {
      if (c === quote) quote = undefined
      else if (c === '\\' && quote === '"') i++
      continue
    }
    if ((c === '"' || c === "'") && (i === 0 || ' ,[{:'.includes(line[i - 1]!))) quote = c
    else if (c === '#' && (i === 0 || line[i - 1] === ' ')) return undefined
    else if (c === '{' || c === '}' || c === '[' || c === ']') {
      // Glued to a value's text (`d{4`, `%{id`, `4}/`): a brace the value holds, not a bracket.
      const glued =
        depth > 0 && ((c === '{' && i > 0 && !INDICATORS.has(line[i - 1]!)) || (c === '}' && i + 1 < line.length && !INDICATORS.has(line[i + 1]!)))
      if (glued) return valueAround(line, i)
      depth += c === '{' || c === '[' ? 1 : -1
    }
  }
  return undefined
}

/** The run of text around offset `i` up to the separators of a flow collection (`, ` or a space). */
function valueAround(line: string, i: number): { value: string; at: number } {
  let start = i
  while (start > 0 && line[start - 1] !== ' ' && line[start - 1] !== ',') start--
  let end = i
  let braces = 0
  for (; end < line.length; end++) {
    const c = line[end]!
    if (c === '{') braces++
    else if (c === '}' && --braces < 0) break
    else if (c === ',' || c === ' ') break
  }
  return { value: line.slice(start, end), at: start }
}
