// The printer's guarantee, tested on generated ASTs: for any AST the parser could produce,
// parse(print(ast)) gives the same AST, positions aside. A seeded generator keeps runs repeatable.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseRoutes } from '../../src/syntax/index.js'
import {
  STATEMENT_TYPES, array, bool, call, constant, hash, int, nil, pair, regexp, routeFile, routeSet, statement, str, sym,
  validateAst, withoutPositions,
} from '../../src/ast/index.js'
import type { Pair, RouteFile, Statement, TopLevel, Value } from '../../src/ast/index.js'
import { printRoutes } from '../../src/print/index.js'

/** mulberry32: a small deterministic PRNG. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const METHODS = [...Object.keys(STATEMENT_TYPES), 'devise_for', 'resources_path_names', 'draw_more', 'admin?']
const CALLS = ['redirect', 'new', 'server', 'call', 'routes', 'format!']
const CONSTANTS = ['Sidekiq::Web', '::Foo', 'ActionCable', 'Blog::Engine', 'A']
const TEXTS = ['photos', 'photos#index', "it's", 'a\\b', 'a\nb', '"q"', '#{x}', '#@y', 'é ü', 'tab\there', '', 'odd-name', 'a=', 'nil', 'module', 'x?', '\x01\x7f']
const REGEXPS = ['\\d+', 'a\\/b', 'a/b', 'a/b{', 'x{2,3}/', '[a-z]+', ' x', '=y', 'a|b', '(a)/)(', '\\w+\\.json', '/{([<']

function generator(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const count = (max: number): number => Math.floor(next() * (max + 1))

  function value(depth: number): Value {
    const kinds = depth > 2 ? 7 : 10
    switch (Math.floor(next() * kinds)) {
      case 0: return str(pick(TEXTS))
      case 1: return sym(pick(TEXTS))
      case 2: return int(Math.floor(next() * 2000) - 1000)
      case 3: return bool(next() < 0.5)
      case 4: return nil()
      case 5: return regexp(pick(REGEXPS), pick(['', 'i', 'mx']))
      case 6: return constant(pick(CONSTANTS))
      case 7: return array(Array.from({ length: count(3) }, () => value(depth + 1)))
      case 8: return hash(Array.from({ length: count(3) }, () => entry(depth + 1)))
      default: {
        const receiver = next() < 0.5 ? constant(pick(CONSTANTS)) : undefined
        return call(pick(CALLS), Array.from({ length: count(2) }, () => value(depth + 1)), Array.from({ length: count(2) }, () => entry(depth + 1)), receiver)
      }
    }
  }

  function entry(depth: number): Pair {
    return pair(next() < 0.6 ? sym(pick(TEXTS)) : value(depth + 1), value(depth + 1))
  }

  function stmt(depth: number): Statement {
    const children = depth < 3 && next() < 0.4 ? Array.from({ length: count(3) }, () => stmt(depth + 1)) : undefined
    return statement(pick(METHODS), Array.from({ length: count(3) }, () => value(0)), Array.from({ length: count(3) }, () => entry(0)), children)
  }

  return function file(): RouteFile {
    const top = (): TopLevel => (next() < 0.3 ? routeSet(pick(['Rails.application.routes', 'Blog::Engine.routes']), Array.from({ length: count(4) }, () => stmt(1))) : stmt(0))
    return routeFile(Array.from({ length: count(4) }, top))
  }
}

test('parse(print(ast)) equals ast for 500 generated ASTs', () => {
  const file = generator(random(20261121))
  for (let i = 0; i < 500; i++) {
    const ast = file()
    assert.equal(validateAst(ast), [], `generated AST ${i} is valid`)
    const text = printRoutes(ast)
    const parsed = parseRoutes(text)
    const errors = parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position.start.line}:${d.position.start.column} ${d.message}`)
    assert.equal(errors, [], `case ${i} parses:\n${text}`)
    assert.equal(withoutPositions(parsed.ast), withoutPositions(ast), `case ${i}:\n${text}`)
  }
})

test.run()
