/**
 * A seeded generator of arbitrary valid ASTs, for the front ends' print/parse guarantees. Each
 * spec brings the vocabulary that stresses its own printer. (No tests here: uvu loads this file
 * as a spec file and finds none.)
 */
import { array, bool, call, constant, hash, int, nil, pair, regexp, routeFile, routeSet, statement, str, sym } from '../../src/ast/index.js'
import type { Pair, RouteFile, Statement, TopLevel, Value } from '../../src/ast/index.js'

/** mulberry32: a small deterministic PRNG. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The words and odds a generated AST is made of. */
export interface Vocabulary {
  methods: readonly string[]
  calls: readonly string[]
  constants: readonly string[]
  texts: readonly string[]
  regexps: readonly string[]
  receivers: readonly string[]
  /** How often a pair's key is a symbol (else any value). */
  symbolKeys: number
  /** How often a top-level statement is a `routeSet` wrapper. */
  routeSets: number
  /** Methods whose block the parser keeps as Ruby (`direct`, `resolve`): generated without statements in it. */
  rubyBlocks?: readonly string[]
}

/** A function returning a new random `RouteFile` at each call. */
export function astGenerator(seed: number, words: Vocabulary): () => RouteFile {
  const next = random(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const many = <T>(max: number, make: () => T): T[] => Array.from({ length: Math.floor(next() * (max + 1)) }, make)

  function value(depth: number): Value {
    switch (Math.floor(next() * (depth > 2 ? 7 : 10))) {
      case 0: return str(pick(words.texts))
      case 1: return sym(pick(words.texts))
      case 2: return int(Math.floor(next() * 2000) - 1000)
      case 3: return bool(next() < 0.5)
      case 4: return nil()
      case 5: return regexp(pick(words.regexps), pick(['', 'i', 'mx']))
      case 6: return constant(pick(words.constants))
      case 7: return array(many(3, () => value(depth + 1)))
      case 8: return hash(many(3, () => entry(depth + 1)))
      default: return call(pick(words.calls), many(2, () => value(depth + 1)), many(2, () => entry(depth + 1)), next() < 0.5 ? constant(pick(words.constants)) : undefined)
    }
  }

  function entry(depth: number): Pair {
    return pair(next() < words.symbolKeys ? sym(pick(words.texts)) : value(depth + 1), value(depth + 1))
  }

  function stmt(depth: number): Statement {
    const children = depth < 3 && next() < 0.4 ? many(3, () => stmt(depth + 1)) : undefined
    const method = pick(words.methods)
    return statement(method, many(3, () => value(0)), many(3, () => entry(0)), words.rubyBlocks?.includes(method) ? undefined : children)
  }

  const top = (): TopLevel => (next() < words.routeSets ? routeSet(pick(words.receivers), many(3, () => stmt(1))) : stmt(0))
  return () => routeFile(many(4, top))
}
