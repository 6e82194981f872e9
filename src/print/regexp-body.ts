/**
 * A regexp source made safe to write inside a Ruby regexp literal. Ruby's lexer interpolates
 * `#{…}`, `#@x` and `#$x` in every regexp literal before Onigmo sees it, so a source holding one
 * (legal in a routes.yaml `!regexp`, where it is plain text) would run code when Rails loads the
 * printed routes.rb. Each such `#` gets a backslash where it keeps the regexp's meaning:
 *
 * - where `#` is a literal character, before it (`\#` matches `#`, quantifiers included);
 * - where `#` opens or sits in a comment (`(?#…)`, or `# …` in extended mode), after it
 *   (`#\{` is comment text all the same, where `\#` would be a literal `#` and no comment).
 *
 * Only the comment context needs Onigmo's view of the source: character classes, groups and the
 * `x` option they switch on or off. The lexer's view is simpler (a backslash escapes the next
 * character everywhere), and that alone decides what interpolates, so whatever this scanner
 * concludes about the context, no interpolation survives.
 */

const INTERPOLATES = /[{$@]/

/** `source` with every interpolation Ruby's lexer would see neutralised by a backslash. */
export function regexpBody(source: string, flags: string): string {
  const body = source.includes('#') ? new Scanner(source, flags.includes('x')).run() : source
  // A lone backslash at the end (an invalid regexp, which both front ends refuse) would escape the
  // closing delimiter and let the text after it be read as code: doubled, it is a backslash.
  return trailingBackslashes(body) % 2 === 1 ? `${body}\\` : body
}

function trailingBackslashes(text: string): number {
  let count = 0
  while (text[text.length - 1 - count] === '\\') count++
  return count
}

class Scanner {
  private at = 0
  private out = ''
  /** Nesting of `[...]` (Onigmo's classes nest); 0 outside any class. */
  private classDepth = 0
  /** The `x` option of each open group, innermost last; `extended` is the current one. */
  private readonly groups: boolean[] = []

  constructor(
    private readonly source: string,
    private extended: boolean,
  ) {}

  run(): string {
    while (this.at < this.source.length) this.step()
    return this.out
  }

  private step(): void {
    const c = this.source[this.at]!
    if (c === '\\') return this.copy(2)
    if (this.classDepth > 0) return this.inClass(c)
    if (c === '#') return this.extended ? this.comment('\n', false) : this.hash()
    if (c === '[') return this.openClass()
    if (c === '(') return this.openGroup()
    if (c === ')') this.extended = this.groups.pop() ?? this.extended
    this.copy(1)
  }

  private copy(length: number): void {
    this.out += this.source.slice(this.at, this.at + length)
    this.at += length
  }

  /** A literal `#` outside a comment: escaped when an interpolation would start here. */
  private hash(): void {
    if (INTERPOLATES.test(this.source[this.at + 1] ?? '')) this.out += '\\'
    this.copy(1)
  }

  /**
   * A comment from the current `#` up to `end` (kept): any `#` in it that would interpolate is
   * followed by a backslash. `(?#…)` comments honour escapes (`\)` does not end them); `x`-mode
   * comments end at the newline whatever precedes it.
   */
  private comment(end: string, escapes: boolean): void {
    while (this.at < this.source.length && this.source[this.at] !== end) {
      const c = this.source[this.at]!
      if (c === '\\') {
        // The lexer escapes the next character here too; Onigmo does only in `(?#…)`.
        this.copy(escapes || this.source[this.at + 1] !== end ? 2 : 1)
        continue
      }
      this.copy(1)
      if (c === '#' && INTERPOLATES.test(this.source[this.at] ?? '')) this.out += '\\'
    }
    this.copy(1)
  }

  private inClass(c: string): void {
    if (c === '#') return this.hash()
    if (c === '[') this.classDepth++
    else if (c === ']') this.classDepth--
    this.copy(1)
  }

  /** `[`, then `^` and a `]` right after, which Onigmo reads as a literal `]`. */
  private openClass(): void {
    this.classDepth = 1
    this.copy(1)
    if (this.source[this.at] === '^') this.copy(1)
    if (this.source[this.at] === ']') this.copy(1)
  }

  private openGroup(): void {
    if (this.source.startsWith('(?#', this.at)) {
      this.copy(2)
      return this.comment(')', true)
    }
    const options = /^\(\?([imx]*)(?:-([imx]*))?([:)])/.exec(this.source.slice(this.at, this.at + 12))
    const extended = options ? this.optionX(options[1]!, options[2]) : this.extended
    if (options?.[3] === ')') {
      // `(?x)` switches the rest of the enclosing group.
      this.extended = extended
      return this.copy(options[0].length)
    }
    this.groups.push(this.extended)
    this.extended = extended
    this.copy(options ? options[0].length : 1)
  }

  private optionX(on: string, off: string | undefined): boolean {
    if (off?.includes('x')) return false
    return on.includes('x') || this.extended
  }
}
