/**
 * Answers for static request paths, remembered by path and verb: the request paths a route
 * spells without a param or glob (`/user`, `/photos` of `/photos(.:format)`) are found with one
 * map lookup, before the path is scanned or the automaton run.
 *
 * Exact by construction: no answer is decided here. The first request for a (path, verb) goes
 * through the whole search, and its answer is kept only when it can be rebuilt from the path
 * alone: no match, or a route variant without params or globs, whose params are then its
 * defaults. Whether an earlier route (a `/:id`, a glob, a regexp) takes the path is the search's
 * business, as for any other request. Request conditions are the one input besides verb and path:
 * the matcher asks this map only when it has no conditions to check.
 */
import type { PackedTrie } from './packed.js'
import { identity } from './params.js'
import type { Recognition } from './recognition.js'
import type { Terminal } from './trie.js'

/** What a static path answers for one verb: a terminal, NO_MATCH, or undefined (not known yet). */
type Known = Terminal | typeof NO_MATCH | undefined

const NO_MATCH = 0
const NOTHING: readonly never[] = []
// One slot per verb bit (VerbBits: up to 31 bits).
const SLOTS = 31
const WIDEST = 4

/** The static paths of a table and what each answered so far, per verb. */
export class StaticPaths {
  private readonly answers = new Map<string, Known[]>()
  /**
   * By length: the static paths of that length and their answers. A request path is told apart
   * from most static paths by its length alone (one array read), and from the others by string
   * comparisons, which stop at the first differing character: cheaper than hashing a fresh string
   * for a map.
   */
  private readonly byLength: Array<{ paths: string[]; entries: Known[][] } | undefined> = []
  /** By route index: a variant of the route without params or globs, if it has one. */
  private readonly plain: Array<Terminal | undefined> = []

  constructor(
    patterns: readonly string[],
    private readonly trie: PackedTrie,
  ) {
    for (const terminal of trie.data) if (terminal.names.length === 0) this.plain[terminal.index] ??= terminal
    for (const pattern of patterns) {
      for (const path of staticVariants(pattern)) {
        if (!this.answers.has(path)) this.answers.set(path, new Array<Known>(SLOTS))
      }
    }
    for (const [path, entry] of this.answers) {
      const bucket = (this.byLength[path.length] ??= { paths: [], entries: [] })
      bucket.paths.push(path)
      bucket.entries.push(entry)
    }
  }

  /** The most static paths that share one length. */
  private widest(): number {
    return this.byLength.reduce((most, bucket) => Math.max(most, bucket?.paths.length ?? 0), 0)
  }

  /**
   * Whether the map pays on this table: when no more than WIDEST static paths share a length.
   * On the 1,744-route benchmark table (263 static paths, up to 29 of one length) the lookup, by
   * comparisons or by a Map, cost every request more than the static ones gained (see
   * docs/matcher.md); on the GitHub (up to 4) and micro (1) tables it took a static request to
   * the best peer's time.
   */
  pays(): boolean {
    return this.answers.size > 0 && this.widest() <= WIDEST
  }

  /** The static paths of the table. */
  paths(): IterableIterator<string> {
    return this.answers.keys()
  }

  /** The answers of `path` if it is a static path of the table, else undefined. */
  entry(path: string): Known[] | undefined {
    const bucket = this.byLength[path.length]
    if (bucket === undefined) return undefined
    const paths = bucket.paths
    for (let i = 0; i < paths.length; i++) if (paths[i] === path) return bucket.entries[i]
    return undefined
  }

  /**
   * The answer known for the verb's slot: a fresh Recognition, null for no match, or undefined
   * when the search must answer (and `learn` be told its answer).
   */
  answer(entry: Known[], slot: number): Recognition | null | undefined {
    const known = entry[slot]
    if (known === undefined) return undefined
    if (known === NO_MATCH) return null
    return { route: known.source, index: known.index, params: new this.trie.params(known.shape, known.baseValues, identity(known.baseValues.length), 0, NOTHING) }
  }

  /** Keeps the search's answer for the slot when the path alone rebuilds it. */
  learn(entry: Known[], slot: number, found: Recognition | null): void {
    if (found === null) return void (entry[slot] = NO_MATCH)
    const terminal = this.plain[found.index]
    if (terminal === undefined) return
    const keys = Object.keys(found.params)
    if (keys.length !== terminal.baseKeys.length) return
    for (let i = 0; i < keys.length; i++) if (keys[i] !== terminal.baseKeys[i] || found.params[keys[i]!] !== terminal.baseValues[i]) return
    entry[slot] = terminal
  }
}

/** A verb bit's slot in an entry. */
export function slotOf(bit: number): number {
  return 31 - Math.clz32(bit)
}

/**
 * The paths a pattern spells without params, globs or escapes: each optional group taken or left
 * out (`/photos(.:format)` gives `/photos`). Any string would be safe (the search answers it);
 * these are the ones a static route's requests use.
 */
export function staticVariants(pattern: string): string[] {
  const out = new Set<string>()
  const visit = (text: string): void => {
    const open = text.lastIndexOf('(')
    if (open < 0) {
      if (text.startsWith('/') && !/[:*\\)]/.test(text)) out.add(text.length > 1 && text.endsWith('/') ? text.slice(0, -1) : text)
      return
    }
    const close = text.indexOf(')', open)
    if (close < 0) return
    visit(text.slice(0, open) + text.slice(open + 1, close) + text.slice(close + 1))
    visit(text.slice(0, open) + text.slice(close + 1))
  }
  // Each group doubles the variants: patterns with many are left to the search.
  if ((pattern.match(/\(/g) ?? []).length <= 6) visit(pattern)
  return [...out]
}
