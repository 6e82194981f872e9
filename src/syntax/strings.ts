// Ruby's literal rules for the quoted forms the routes language keeps. Interpolation never gets
// here: the filter pass refuses it, so `#` is an ordinary character by now.

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n', t: '\t', s: ' ', r: '\r', e: '\x1b', a: '\x07', b: '\b', f: '\f', v: '\v',
}

/** The value of a single-quoted body: only `\\` and `\'` are escapes. */
export function unescapeSingle(body: string): string {
  return body.replace(/\\([\\'])/g, '$1')
}

/** The value of a double-quoted body, with Ruby's escapes (`\n`, `\u{1F600}`, `\x41`, `\101`, ...). */
export function unescapeDouble(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F\s]*\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{1,2}|[0-7]{1,3}|\r?\n|[\s\S])/g, (_match, escape: string) => {
    const head = escape.charAt(0)
    if (head === 'u' && escape.length > 1) return unicode(escape)
    if (head === 'x' && escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16))
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8) & 0xff)
    if (escape === '\n' || escape === '\r\n') return ''
    return SIMPLE_ESCAPES[escape] ?? escape
  })
}

function unicode(escape: string): string {
  const digits = escape.startsWith('u{') ? escape.slice(2, -1).trim().split(/\s+/).filter(Boolean) : [escape.slice(1)]
  return digits
    .map((hex) => {
      const code = parseInt(hex, 16)
      return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    })
    .join('')
}

/** One word of a `%w`/`%i` list: its value and its offsets inside the list's body. */
export interface Word {
  value: string
  start: number
  end: number
}

/**
 * Splits a `%w` body on unescaped whitespace; `\` escapes whitespace, `\` and the delimiters.
 * Each word is a slice of the body (joined around its escapes): built a character at a time,
 * a long list was a string per character.
 */
export function splitWords(body: string, delimiters: string): Word[] {
  const words: Word[] = []
  const n = body.length
  let i = 0
  while (i < n) {
    while (i < n && isSpace(body, i)) i++
    if (i >= n) break
    const start = i
    let value = ''
    let run = i
    while (i < n) {
      if (body.charCodeAt(i) === 92 && i + 1 < n) {
        const next = body.charAt(i + 1)
        const escapable = /\s/.test(next) || next === '\\' || delimiters.includes(next)
        value += body.slice(run, i) + (escapable ? next : `\\${next}`)
        i += 2
        run = i
        continue
      }
      if (isSpace(body, i)) break
      i++
    }
    words.push({ value: value + body.slice(run, i), start, end: i })
  }
  return words
}

/** JavaScript's `\s` (Unicode spaces included), without a regexp for printable ASCII. */
function isSpace(text: string, i: number): boolean {
  const code = text.charCodeAt(i)
  if (code > 32 && code < 127) return false
  return /\s/.test(text.charAt(i))
}
