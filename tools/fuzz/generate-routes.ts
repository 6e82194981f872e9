/**
 * A generator of Rails-flavoured routes ASTs: the vocabulary of real routes files (resources,
 * scopes, members, matches with requirements, draws, mounts) in plausible shapes, so most inputs
 * expand to routes the matcher can then be fuzzed with. Printed as routes.rb and routes.yaml.
 */
import { array, bool, call, constant, hash, int, keyword, nil, pair, regexp, routeFile, statement, str, sym } from '../../src/ast/index.js'
import type { Pair, RouteFile, Statement, Value } from '../../src/ast/index.js'
import type { Rng } from './random.js'

const NAMES = ['photos', 'posts', 'comments', 'users', 'admin', 'api', 'v1', 'profile', 'tags', 'session', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'a-b', 'ünï', 'x']
const ACTIONS = ['index', 'show', 'new', 'create', 'edit', 'update', 'destroy', 'preview', 'search', 'bogus']
const PARAMS = ['id', 'slug', 'year', 'format', '__proto__', 'constructor', 'prototype', 'controller', 'action', 'valueOf']
const REGEXPS = ['\\d+', '[a-z]+', 'en|fr', '\\d{4}', '[^/]+', '.+', '\\w+\\.json', '(?<y>\\d+)', '(a+)+', '(\\w+\\s?)*', '(a|a)*', '[\\u0000-\\uffff]+', '\\p{L}+', '.*?']
const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'options']
const BLOCKS = ['namespace', 'scope', 'resources', 'resource', 'member', 'collection', 'new', 'nested', 'constraints', 'defaults', 'controller', 'shallow', 'concern']

/** Builds random routes ASTs from one random source. */
export class RoutesGenerator {
  constructor(private readonly rng: Rng) {}

  /** A whole file of up to `size` top-level statements. */
  file(size = 6): RouteFile {
    return routeFile(this.rng.many(size, () => this.statement(0)))
  }

  private statement(depth: number): Statement {
    const r = this.rng
    const roll = r.int(10)
    if (depth < 4 && roll < 4) return this.block(depth)
    if (roll < 8) return this.route()
    return r.pick([
      () => statement('root', [str(`${r.pick(NAMES)}#${r.pick(ACTIONS)}`)], []),
      () => statement('draw', [sym(r.pick(['admin', 'api', 'cycle', 'missing', '../secret', '/etc/passwd', 'a\0b']))], []),
      () => statement('mount', [], [pair(constant('Sidekiq::Web'), str('/mnt'))]),
      () => statement('concerns', [sym('commentable')], []),
      () => statement('direct', [sym('homepage')], []),
      () => statement('devise_for', [sym('users')], []),
    ])()
  }

  private block(depth: number): Statement {
    const r = this.rng
    const method = r.pick(BLOCKS)
    const args: Value[] = method === 'scope' ? [str(this.path())] : ['resources', 'resource', 'namespace', 'concern', 'controller'].includes(method) ? [sym(r.pick(NAMES))] : []
    const children = r.many(3, () => this.statement(depth + 1))
    return statement(method, args, this.options(method), children)
  }

  private route(): Statement {
    const r = this.rng
    const verb = r.chance(0.15) ? 'match' : r.pick(VERBS)
    const options = [keyword('to', str(`${r.pick(NAMES)}#${r.pick(ACTIONS)}`)), ...this.options(verb)]
    if (verb === 'match') options.push(keyword('via', r.chance(0.5) ? sym('all') : array([sym('get'), sym('post')])))
    return statement(verb, [r.chance(0.9) ? str(this.path()) : sym(r.pick(ACTIONS))], options)
  }

  /** A route path: literals, params, globs, optional groups, formats and odd characters. */
  path(): string {
    const r = this.rng
    const parts = r.many(4, () =>
      r.pick([
        () => r.pick(NAMES),
        () => `:${r.pick(PARAMS)}`,
        () => `*${r.pick(PARAMS)}`,
        () => `(/:${r.pick(PARAMS)})`,
        () => `${r.pick(NAMES)}(.:format)`,
        () => r.pick(['', '.', '..', '%', '%zz', 'a b', '(', ')', ':', '*', '\u00e9', '\ud83d\ude00']),
      ])(),
    )
    return (r.chance(0.8) ? '/' : '') + parts.join(r.chance(0.9) ? '/' : '-')
  }

  private options(method: string): Pair[] {
    const r = this.rng
    const options: Pair[] = []
    if (r.chance(0.3)) options.push(keyword(r.pick(PARAMS), regexp(r.pick(REGEXPS), r.pick(['', '', 'i', 'm', 'x']))))
    if (r.chance(0.15)) options.push(keyword('as', sym(r.pick(NAMES))))
    if (r.chance(0.1)) options.push(keyword('only', array(r.many(3, () => sym(r.pick(ACTIONS))))))
    if (r.chance(0.1)) options.push(keyword('constraints', hash([keyword(r.pick(PARAMS), regexp(r.pick(REGEXPS)))])))
    if (r.chance(0.1)) options.push(keyword('defaults', hash([keyword(r.pick(PARAMS), this.value())])))
    if (r.chance(0.05)) options.push(keyword('format', r.pick([bool(false), bool(true), str('json')])))
    if (r.chance(0.05)) options.push(keyword(r.pick(['param', 'path', 'module', 'shallow', 'on', 'via', 'anchor', 'controller', 'action']), this.value()))
    if (method === 'get' && r.chance(0.05)) options.push(keyword('to', call('redirect', [str('/r/%{id}')], [])))
    return options
  }

  private value(): Value {
    const r = this.rng
    return r.pick([
      () => str(r.pick(NAMES)),
      () => sym(r.pick(ACTIONS)),
      () => int(r.int(100) - 50),
      () => bool(r.chance(0.5)),
      () => nil(),
      () => regexp(r.pick(REGEXPS)),
      () => constant('Foo::Bar'),
    ])()
  }
}
