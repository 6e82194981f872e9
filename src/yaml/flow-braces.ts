/**
 * `constraints: {year: !regexp /\d{4}/}`: inside a flow mapping or list, YAML reads every `{` and
 * `}` as a bracket, so an unquoted value holding one (`/\d{4}/`, `/books/%{id}`) ends or opens a
 * collection there, and the yaml library reports a cascade of errors to the end of the file. Each
 * such value of a line is named once, with the fix: quote it.
 */

const INDICATORS = new Set([' ', '\t', ',', '[', ']', '{', '}', ':', '"', "'", '!', '&', '*', '#', '|', '>', '-', '?'])

/** The unquoted values holding a brace inside a flow collection on `line`, with their offsets there. */
export function bracesInFlowValues(line: string): Array<{ value: string; at: number }> {
  const found: Array<{ value: string; at: number }> = []
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
    else if (c === '#' && (i === 0 || line[i - 1] === ' ')) break
    else if (c === '{' || c === '}' || c === '[' || c === ']') {
      // Glued to a value's text (`d{4`, `%{id`, `4}/`): a brace the value holds, not a bracket.
      const glued =
        depth > 0 && ((c === '{' && i > 0 && !INDICATORS.has(line[i - 1]!)) || (c === '}' && i + 1 < line.length && !INDICATORS.has(line[i + 1]!)))
      if (glued) {
        const value = valueAround(line, i)
        found.push(value)
        // Past the value, and always past this brace: a `}` that closes the collection ends the
        // value before it (`{a 63}`), and the scan must not come back to it.
        i = Math.max(i, value.at + value.value.length - 1)
        continue
      }
      depth += c === '{' || c === '[' ? 1 : -1
    }
  }
  return found
}

/**
 * The run of text around offset `i` up to the separators of a flow collection (`,` or a space)
 * that stand outside the value's own braces (`/\d{1,2}/` is one value), or up to the `}` that
 * closes the collection.
 */
function valueAround(line: string, i: number): { value: string; at: number } {
  let start = i
  while (start > 0 && line[start - 1] !== ' ' && line[start - 1] !== ',') start--
  let end = start
  let braces = 0
  for (; end < line.length; end++) {
    const c = line[end]!
    if (c === '{') braces++
    else if (c === '}' && --braces < 0) break
    else if ((c === ',' || c === ' ') && braces === 0) break
  }
  return { value: line.slice(start, end), at: start }
}
