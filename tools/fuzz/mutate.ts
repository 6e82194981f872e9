/**
 * Mutations of a valid input into an almost-valid or hostile one: byte flips, truncation, deletion
 * and duplication of tokens, random Unicode, huge literals and deep nesting. Each mutation is a
 * pure function of the text and the random source, so a seed replays it.
 */
import type { Rng } from './random.js'

/** A named text mutation. */
export type Mutation = (text: string, rng: Rng) => string

const TOKEN = /\s+|[A-Za-z_][\w?!]*:?|:[\w]+|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\d+|=>|::|./gsu

function tokens(text: string): string[] {
  return text.match(TOKEN) ?? []
}

const ODD = ['\0', '\ufeff', '\u202e', '\ud800', '\udfff', '\u0085', '\u2028', '\r', '\t', '\x7f', '\ufffd', '\u{1f600}', '\u0301', '\\', '#{', '%w[', '%r{', '=begin\n', '__END__\n', '<<~EOS\n', '&a', '*a', '!sym', '!!binary', '? ', '---\n', '{', '[', '(', 'do', 'end', '|x|', '->', '@x', '$y']
const SNIPPETS = [
  ' do\n', '\nend\n', ' { ', ' }', ', only: [:index]', ', to: "a#b"', ', id: /(a+)+/', ' if x', ' = 1', '.each do |x|', '(', ')', '[', ']',
  '\n  - scope: a\n    routes:\n', '\nroutes: *x\n', ' &x [1]', ': ', '\n- ', ' !sym ', ' !regexp /a/ ', ' !call ', ' !const Foo ', ' !!str ', ' !bogus ',
]

/** Every mutation, by name (the name is part of a failure report). */
export const MUTATIONS: Record<string, Mutation> = {
  flipByte(text, rng) {
    if (text.length === 0) return text
    const at = rng.int(text.length)
    const code = (text.charCodeAt(at) ^ (1 << rng.int(8))) & 0xffff
    return text.slice(0, at) + String.fromCharCode(code) + text.slice(at + 1)
  },
  truncate(text, rng) {
    return text.slice(0, rng.int(text.length + 1))
  },
  deleteToken(text, rng) {
    const t = tokens(text)
    if (t.length > 0) t.splice(rng.int(t.length), 1 + rng.int(3))
    return t.join('')
  },
  duplicateToken(text, rng) {
    const t = tokens(text)
    if (t.length === 0) return text
    const at = rng.int(t.length)
    t.splice(at, 0, ...t.slice(at, at + 1 + rng.int(4)))
    return t.join('')
  },
  swapTokens(text, rng) {
    const t = tokens(text)
    if (t.length < 2) return text
    const a = rng.int(t.length)
    const b = rng.int(t.length)
    ;[t[a], t[b]] = [t[b]!, t[a]!]
    return t.join('')
  },
  insertOdd(text, rng) {
    const at = rng.int(text.length + 1)
    return text.slice(0, at) + rng.pick(ODD) + text.slice(at)
  },
  insertSnippet(text, rng) {
    const at = rng.int(text.length + 1)
    return text.slice(0, at) + rng.pick(SNIPPETS) + text.slice(at)
  },
  randomUnicode(text, rng) {
    const at = rng.int(text.length + 1)
    const chars = Array.from({ length: 1 + rng.int(8) }, () => String.fromCodePoint(rng.chance(0.1) ? 0xd800 + rng.int(0x800) : rng.int(0x110000) % 0xd800))
    return text.slice(0, at) + chars.join('') + text.slice(at)
  },
  hugeLiteral(text, rng) {
    const at = rng.int(text.length + 1)
    const size = 1 << (10 + rng.int(10)) // 1 KB to 512 KB
    const fill = rng.pick(['a', '\\', '"', ' ', '(', '%', '\\d', 'é'])
    const literal = rng.pick([`"${fill.repeat(size)}"`, `:${'a'.repeat(size)}`, `/${fill.repeat(size)}/`, `${'9'.repeat(size)}`, `"${'a'.repeat(size)}`, `%w[${'a '.repeat(size)}]`])
    return text.slice(0, at) + literal + text.slice(at)
  },
  deepNesting(text, rng) {
    const at = rng.int(text.length + 1)
    const depth = 50 + rng.int(400)
    const [open, close] = rng.pick([['scope "a" do\n', 'end\n'], ['[', ']'], ['{a: ', '}'], ['f(', ')'], ['- routes:\n', ''], ['[', '']])
    return text.slice(0, at) + open!.repeat(depth) + close!.repeat(rng.chance(0.8) ? depth : rng.int(depth)) + text.slice(at)
  },
  repeatLines(text, rng) {
    const lines = text.split('\n')
    const at = rng.int(lines.length)
    lines.splice(at, 0, ...Array.from({ length: 1 + rng.int(50) }, () => lines[at]!))
    return lines.join('\n')
  },
}

const NAMES = Object.keys(MUTATIONS)
// Expensive mutations (huge literals, deep nesting) are drawn less often so a campaign stays quick.
const WEIGHTS = NAMES.map((name) => (name === 'hugeLiteral' ? 1 : name === 'deepNesting' ? 2 : 10))

/** Applies 1–4 random mutations; returns the text and the names of the mutations applied. */
export function mutate(text: string, rng: Rng): { text: string; applied: string[] } {
  const applied: string[] = []
  for (let n = 1 + rng.int(4); n > 0; n--) {
    const name = weighted(rng)
    applied.push(name)
    text = MUTATIONS[name]!(text, rng)
  }
  return { text, applied }
}

function weighted(rng: Rng): string {
  const total = WEIGHTS.reduce((a, b) => a + b, 0)
  let roll = rng.int(total)
  for (let i = 0; i < NAMES.length; i++) {
    roll -= WEIGHTS[i]!
    if (roll < 0) return NAMES[i]!
  }
  return NAMES[0]!
}
