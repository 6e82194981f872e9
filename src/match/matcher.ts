/**
 * `createMatcher`: a route list compiled for recognition and generation.
 */
import type { Route } from '../route.js'
import { compileRoute, type CompiledRoute } from './compile.js'
import { askerOf, type ConstraintChecks, type RequestFacts } from './conditions.js'
import { generatePath, generateSimple, Generators, NO_OPTIONS, type GenerateArg } from './generate.js'
import { Automaton, buildAll } from './dfa.js'
import type { Recognition } from './recognition.js'
import { prepare, recognizePath, search } from './recognize.js'
import { pack, type PackedTrie } from './packed.js'
import { StaticPaths, type Known } from './static-map.js'
import { smallRecognizer } from './small/index.js'
import { buildTrie } from './trie.js'
import { VerbBits } from './verbs.js'
import { warmUpRequests } from './warm-up.js'

/** A compiled route table. */
export interface Matcher {
  /** The route list, in declaration order. */
  readonly routes: readonly Route[]
  /**
   * The first route that matches `verb` and `path` (a query string is ignored), or null.
   * Request conditions (`route.conditions`: subdomain, host, port, ...) and constraint objects
   * (`route.constraintObjects`, with the implementations given to `createMatcher`) are checked
   * against `request` (see `requestFacts`); without it, such routes match on verb and path alone.
   */
  recognize(verb: string, path: string, request?: RequestFacts): Recognition | null
  /**
   * `NAME_path(*args)`: positional values fill the route's segments in order, a trailing plain
   * object gives named params (extra ones become the query string). Throws UrlGenerationError.
   */
  generate(name: string, ...args: GenerateArg[]): string
  /** True when a route has this helper name. */
  has(name: string): boolean
}

/** The request's answers, with `method` and `request_method` answering the verb being matched. */
function askedAs(ask: (method: string) => unknown, verb: string): (method: string) => unknown {
  return (method) => (method === 'request_method' || method === 'method' ? verb : ask(method))
}

/**
 * How a matcher recognises, for the specs (not part of the public API): its small-table
 * recognizer's own answer (undefined where it leaves the request to the search), or null when
 * the table did not get one.
 */
const strategies = new WeakMap<Matcher, ((verb: string, path: string) => Recognition | null | undefined) | null>()

/** The small-table recognizer of a matcher, as a function of verb and path, or null (see `strategies`). */
export function smallOf(matcher: Matcher): ((verb: string, path: string) => Recognition | null | undefined) | null {
  return strategies.get(matcher) ?? null
}

/** Verbs remembered per matcher with their bits (see `seenVerbs`). */
const SEEN_VERBS = 8

/** Options of `createMatcher`. */
export interface MatcherOptions {
  /**
   * Implementations of the route list's constraint objects, by their source text
   * (`route.constraintObjects`: `AdminOnly`, `Subdomain.new("api")`). When a request's facts are
   * given, a route whose constraint object has no implementation here does not match.
   */
  constraints?: ConstraintChecks
  /**
   * Build the whole automaton now rather than on the first request of each path shape: the
   * first requests after a start then cost what later ones do, and building the matcher costs
   * more (3–6× on a 1,744-route table, with a few thousand sample requests answered so that the
   * recognition code is optimised before the first real one). Transitions that depend on a
   * requirement's test stay lazy.
   */
  eager?: boolean
}

/** Compiles a route list (the expander's output) into a matcher; throws on an unparsable pattern. */
export function createMatcher(routes: readonly Route[], options: MatcherOptions = {}): Matcher {
  for (const [source, check] of Object.entries(options.constraints ?? {})) {
    if (typeof check !== 'function') throw new TypeError(`the check of constraint object ${source} is not a function`)
  }
  const verbs = new VerbBits()
  const compiled: CompiledRoute[] = routes.map((route, index) => compileRoute(route, index, verbs, options.constraints))
  const root = buildTrie(compiled)
  const trie: PackedTrie = pack(root)
  const generators = new Generators(compiled)
  const headBit = 1
  const getBit = verbs.bit('GET')
  const explicitHead = compiled.some((route) => (route.mask & headBit) !== 0)
  // Every verb some route accepts (HEAD is also asked as GET): a request for any other verb is
  // no match whatever its path, and is answered before the path is read.
  const accepted = compiled.reduce((mask, route) => mask | route.mask, 0) | (compiled.some((route) => (route.mask & getBit) !== 0) ? headBit : 0)
  const conditional = compiled.some((route) => route.condition !== null)
  const automaton = new Automaton(trie, routes)
  if (options.eager === true) buildAll(automaton)
  const paths = new StaticPaths(routes.map((route) => route.path), trie)
  const statics = paths.pays() ? paths : null
  // Small tables: a recognizer of their own (src/match/small/), which leaves to the search below
  // whatever it does not decide exactly.
  const small = smallRecognizer(root, trie, routes, headBit, getBit, explicitHead)
  // The verbs asked so far (a few), with their bits: requests use a handful of verbs, and string
  // comparisons (pointer comparisons when both are internalised) are cheaper than a Map lookup,
  // also when consecutive requests alternate verbs.
  const seenVerbs = ['GET']
  const seenBits = [getBit]
  // What the static-path map does not answer: kept out of `recognize`, so that callers can inline it.
  const answer = (verb: string, path: string, ask: ((method: string) => unknown) | null, entry: Known | undefined): Recognition | null => {
    let bit = -1
    for (let i = 0; i < seenVerbs.length; i++) {
      if (seenVerbs[i] === verb) {
        bit = seenBits[i]!
        break
      }
    }
    if (bit < 0) {
      bit = verbs.bit(verb)
      if (seenVerbs.length < SEEN_VERBS) seenVerbs.push(verb), seenBits.push(bit)
    }
    if ((accepted & bit) === 0) {
      if (entry !== undefined) statics!.learn(entry, verb, null)
      return null
    }
    if (small !== null && ask === null) {
      const answered = small.recognize(path, bit)
      if (answered !== undefined) {
        if (entry !== undefined) statics!.learn(entry, verb, answered)
        return answered
      }
    }
    // HEAD: routes that name HEAD win; otherwise HEAD is matched as GET, and conditions then see
    // a GET request (Journey sets `request_method` to GET for that search).
    if (ask === null) {
      const found =
        bit !== headBit
          ? recognizePath(trie, automaton, path, bit)
          : ((explicitHead ? recognizePath(trie, automaton, path, headBit) : null) ?? recognizePath(trie, automaton, path, getBit))
      if (entry !== undefined) statics!.learn(entry, verb, found)
      return found
    }
    prepare(path)
    const found =
      bit !== headBit
        ? search(trie, automaton, bit, ask && askedAs(ask, verb.toUpperCase()))
        : ((explicitHead ? search(trie, automaton, headBit, ask && askedAs(ask, 'HEAD')) : null) ?? search(trie, automaton, getBit, ask && askedAs(ask, 'GET')))
    if (entry !== undefined) statics!.learn(entry, verb, found)
    return found
  }
  const matcher: Matcher = {
    routes,
    recognize(verb, path, request) {
      const ask = conditional && request != null ? askerOf(request) : null
      // A static path answers from the map once the search has answered it for this verb
      // (static-map.ts), before the verb's bit is looked up.
      const entry = statics !== null && ask === null ? statics.entry(path) : undefined
      if (entry !== undefined) {
        const known = statics!.answer(entry, verb)
        if (known !== undefined) return known
      }
      return answer(verb, path, ask, entry)
    },
    // No rest parameter: the usual call (a name and at most one options object) allocates no
    // argument array.
    generate: function (name: string): string {
      const n = arguments.length
      if (n <= 2) {
        const fast = generateSimple(generators, name, n === 2 ? (arguments[1] as GenerateArg) : NO_OPTIONS)
        if (fast !== undefined) return fast
      }
      return generatePath(generators, name, Array.prototype.slice.call(arguments, 1) as GenerateArg[])
    },
    has: (name) => generators.has(name),
  }
  strategies.set(matcher, small && ((verb, path) => small.recognize(path, verbs.bit(verb.toUpperCase()))))
  // Eager: every static path asked once for GET, which fills its answer in the map, then sample
  // requests of every route (warm-up.ts), which run the recognition code before the first request does.
  if (options.eager === true) {
    for (const path of paths.paths()) matcher.recognize('GET', path)
    for (const [verb, path] of warmUpRequests(routes)) matcher.recognize(verb, path)
  }
  return matcher
}
