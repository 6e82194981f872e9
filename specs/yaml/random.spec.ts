// The YAML printer's guarantee on generated ASTs: for any AST (odd argument types, repeated keys,
// unknown methods, options no schema describes), parse(printYaml(ast)) gives the AST back and
// printing again gives the same text. A seeded generator keeps runs repeatable.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  STATEMENT_TYPES, array, bool, call, constant, hash, int, nil, pair, regexp, routeFile, routeSet, statement, str, sym,
  validateAst, withoutPositions,
} from '../../src/ast/index.js'
import type { Pair, RouteFile, Statement, TopLevel, Value } from '../../src/ast/index.js'
import { parseRoutesYaml, printRoutesYaml } from '../../src/yaml/index.js'

/** mulberry32: a small deterministic PRNG. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const METHODS = [...Object.keys(STATEMENT_TYPES), 'devise_for', 'call', 'routeSet', 'admin?']
const CALLS = ['redirect', 'new', 'server', 'call']
const CONSTANTS = ['Sidekiq::Web', '::Foo', 'ActionCable', 'A']
const TEXTS = ['photos', 'only', 'routes', 'with', 'args', 'get', 'on', 'yes', 'true', 'null', '1', '', 'a: b', '- x', '#c', 'a\nb', "it's", '!sym', '*p', '&a', '  pad ', '/x/', 'redirect']
const REGEXPS = ['\\d+', 'a/b', '[a-z]+', ' x', 'a|b', '\\w+\\.json', '(?<id>\\d+)']

function generator(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const count = (max: number): number => Math.floor(next() * (max + 1))
  const many = <T>(max: number, make: () => T): T[] => Array.from({ length: count(max) }, make)

  function value(depth: number): Value {
    switch (Math.floor(next() * (depth > 2 ? 7 : 10))) {
      case 0: return str(pick(TEXTS))
      case 1: return sym(pick(TEXTS))
      case 2: return int(Math.floor(next() * 2000) - 1000)
      case 3: return bool(next() < 0.5)
      case 4: return nil()
      case 5: return regexp(pick(REGEXPS), pick(['', 'i', 'mx']))
      case 6: return constant(pick(CONSTANTS))
      case 7: return array(many(3, () => value(depth + 1)))
      case 8: return hash(many(3, () => entry(depth + 1)))
      default: return call(pick(CALLS), many(2, () => value(depth + 1)), many(2, () => entry(depth + 1)), next() < 0.5 ? constant(pick(CONSTANTS)) : undefined)
    }
  }

  function entry(depth: number): Pair {
    return pair(next() < 0.7 ? sym(pick(TEXTS)) : value(depth + 1), value(depth + 1))
  }

  function stmt(depth: number): Statement {
    const children = depth < 3 && next() < 0.4 ? many(3, () => stmt(depth + 1)) : undefined
    return statement(pick(METHODS), many(3, () => value(0)), many(3, () => entry(0)), children)
  }

  return (): RouteFile => {
    const top: TopLevel[] = many(4, () => (next() < 0.15 ? routeSet('Rails.application.routes', many(2, () => stmt(1))) : stmt(0)))
    return routeFile(top)
  }
}

test('parse(printRoutesYaml(ast)) is ast, and printing is stable, for 400 generated ASTs', () => {
  const generate = generator(random(20260901))
  for (let i = 0; i < 400; i++) {
    const ast = generate()
    assert.equal(validateAst(ast), [], `generated AST ${i} is valid`)
    const text = printRoutesYaml(ast)
    const back = parseRoutesYaml(text)
    assert.equal(back.diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column} ${d.message}`), [], `AST ${i}:\n${text}`)
    assert.equal(withoutPositions(back.ast), withoutPositions(ast), `AST ${i}:\n${text}`)
    assert.is(printRoutesYaml(back.ast), text)
  }
})

test.run()
