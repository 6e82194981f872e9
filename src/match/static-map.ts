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
import type { Route } from '../route.js'
import type { PackedTrie } from './packed.js'
import { identity, Shapes, type ParamsBuilder, type ParamValue } from './params.js'
import type { Recognition } from './recognition.js'
import type { Terminal } from './trie.js'

const NOTHING: readonly never[] = []
// Static paths that may share one length for the map to be used (see `pays`).
const WIDEST = 4
// Verbs remembered per static path: requests use a handful; clients choose the spellings.
const VERBS = 8

/**
 * What one static path answered for one request verb, as written (`GET`, `get`): the route
 * variant, or no match (`route` null). Everything a hit reads is in this one record, so that a
 * hit touches little memory besides the path.
 */
export class Known {
  route: Route | null = null
  index = 0
  shape = 0
  base: readonly ParamValue[] = NOTHING
  constructor(
    /** The static path (every record of a path holds the same string). */
    readonly path: string,
    /** The request verb as written, or null while the path has answered none. */
    public verb: string | null,
    /** The next record of this length: the path's other verbs first, then other paths. */
    public next: Known | undefined,
  ) {}
}

/** The static paths of a table and what each answered so far, per verb. */
export class StaticPaths {
  private readonly all = new Set<string>()
  /**
   * By length: the records of the static paths of that length. A request path is told apart
   * from most static paths by its length alone (one array read), and from the others by string
   * comparisons, which stop at the first differing character: cheaper than hashing a fresh string
   * for a map.
   */
  private readonly byLength: Array<Known | undefined> = []
  /** By route index: a variant of the route without params or globs, if it has one. */
  private readonly plain: Array<Terminal | undefined> = []
  /**
   * The params constructor of the plain variants' shapes only (their base keys): a handful of
   * cases, where the table's constructor has one per key list.
   */
  private readonly build: ParamsBuilder
  private readonly shapes: number[] = []
  private readonly at: Int32Array

  constructor(patterns: readonly string[], trie: PackedTrie) {
    const shapes = new Shapes()
    let widest = 0
    for (const terminal of trie.data) {
      if (terminal.names.length !== 0 || this.plain[terminal.index] !== undefined) continue
      this.plain[terminal.index] = terminal
      this.shapes[terminal.index] = shapes.number(terminal.baseKeys, [])
      widest = Math.max(widest, terminal.baseValues.length)
    }
    this.build = shapes.builder()
    this.at = identity(widest)
    for (const pattern of patterns) for (const path of staticVariants(pattern)) this.all.add(path)
    for (const path of this.all) this.byLength[path.length] = new Known(path, null, this.byLength[path.length])
  }

  /** The most static paths that share one length. */
  private widest(): number {
    let most = 0
    for (let first of this.byLength) {
      let n = 0
      for (; first !== undefined; first = first.next) n++
      most = Math.max(most, n)
    }
    return most
  }

  /**
   * Whether the map pays on this table: when no more than WIDEST static paths share a length.
   * On the 1,744-route benchmark table (263 static paths, up to 29 of one length) the lookup, by
   * comparisons or by a Map, cost every request more than the static ones gained (see
   * docs/matcher.md); on the GitHub (up to 4) and micro (1) tables it took a static request to
   * the best peer's time.
   */
  pays(): boolean {
    return this.all.size > 0 && this.widest() <= WIDEST
  }

  /** The static paths of the table. */
  paths(): IterableIterator<string> {
    return this.all.values()
  }

  /** The first record of `path` if it is a static path of the table, else undefined. */
  entry(path: string): Known | undefined {
    for (let known = this.byLength[path.length]; known !== undefined; known = known.next) if (known.path === path) return known
    return undefined
  }

  /**
   * The answer known for the verb: a fresh Recognition, null for no match, or undefined when
   * the search must answer (and `learn` be told its answer).
   */
  answer(first: Known, verb: string): Recognition | null | undefined {
    const path = first.path
    for (let known: Known | undefined = first; known !== undefined && known.path === path; known = known.next) {
      if (known.verb !== verb) continue
      const route = known.route
      return route === null ? null : { route, index: known.index, params: new this.build(known.shape, known.base, this.at, 0, NOTHING) }
    }
    return undefined
  }

  /** Keeps the search's answer for the verb when the path alone rebuilds it. */
  learn(first: Known, verb: string, found: Recognition | null): void {
    let terminal: Terminal | undefined
    if (found !== null) {
      terminal = this.plain[found.index]
      if (terminal === undefined) return
      const keys = Object.keys(found.params)
      if (keys.length !== terminal.baseKeys.length) return
      for (let i = 0; i < keys.length; i++) if (keys[i] !== terminal.baseKeys[i] || found.params[keys[i]!] !== terminal.baseValues[i]) return
    }
    let known = first
    if (known.verb !== null) {
      let n = 1
      while (known.next !== undefined && known.next.path === first.path) (known = known.next), n++
      if (n >= VERBS) return
      known = known.next = new Known(first.path, verb, known.next)
    }
    known.verb = verb
    if (terminal !== undefined) {
      known.route = terminal.source
      known.index = terminal.index
      known.shape = this.shapes[terminal.index]!
      known.base = terminal.baseValues
    }
  }
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
