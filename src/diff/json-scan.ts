/**
 * A strict JSON scanner that only finds where things are: the offset of the first syntax error
 * (Node's `JSON.parse` does not always say), and the span of each element of a top-level array,
 * so that a bad route is reported at its line and column. The values themselves come from
 * `JSON.parse`.
 */

/** Where the text stops being JSON, and why. */
export class JsonScanError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message)
  }
}

/** The spans of a top-level array's elements ([start, end) offsets), or null when the value is no array. */
export function scanJson(text: string): Array<[number, number]> | null {
  let i = 0
  const fail = (message: string): never => {
    throw new JsonScanError(message, i)
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const expect = (char: string, what: string) => (text[i] === char ? i++ : fail(`expected ${what}`))
  const string = () => {
    i++
    for (;;) {
      if (i >= text.length) fail('unterminated string')
      const c = text[i]!
      if (c === '"') return void i++
      if (c < ' ') fail('a control character inside a string (escape it)')
      if (c === '\\') {
        i++
        if (text[i] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) i += 5
        else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i++
        else fail('an invalid escape in a string')
      } else i++
    }
  }
  const elements = (close: string, one: () => void) => {
    i++
    space()
    if (text[i] === close) return void i++
    for (;;) {
      one()
      space()
      if (text[i] === close) return void i++
      expect(',', `',' or '${close}'`)
      space()
    }
  }
  const value = (): void => {
    space()
    const c = text[i]
    if (c === '{') {
      return elements('}', () => {
        if (text[i] !== '"') fail('expected a key in double quotes')
        string()
        space()
        expect(':', "':' after the key")
        value()
      })
    }
    if (c === '[') return elements(']', value)
    if (c === '"') return string()
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400))
    if (!literal) fail(i >= text.length ? 'unexpected end of the file, expected a value' : 'expected a JSON value')
    i += literal![0].length
  }
  space()
  let spans: Array<[number, number]> | null = null
  if (text[i] === '[') {
    spans = []
    const list = spans
    elements(']', () => {
      const start = i
      value()
      list.push([start, i])
    })
  } else value()
  space()
  if (i < text.length) fail('unexpected text after the JSON value')
  return spans
}
