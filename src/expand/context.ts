import type { BlockStatement, MethodDefinition, Position, StatementType, TopLevel } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import type { Inflector } from '../inflect/index.js'
import type { Route, SourceLocation } from '../route.js'
import type { DrawLoader } from './options.js'
import { Budget } from './budget.js'
import { lookupCode } from './codes.js'
import { ArgumentError } from './errors.js'
import { Evaluator } from './evaluate/expression.js'
import type { RHash, RValue } from './values.js'
import type { Scope } from './scope.js'
import type { AppFacts } from './gems/app.js'

/** A block of a DSL call: expands its statements in the scope it is given. */
export type Block = ((scope: Scope) => void) | undefined

/** A statement's evaluated arguments: positional values, the options hash, and its block. */
export interface Call {
  method: string
  args: RValue[]
  options: RHash
  block: Block
  children: readonly BlockStatement[]
  /** The block's parameters, as written (`with_options ... do |o|`). */
  parameters?: readonly string[]
}

/**
 * Expands statements in a scope (statements.ts). Concerns and drawn files expand their bodies
 * through the context's, so that they do not import the dispatcher that calls them.
 */
export type ExpandStatements = (cx: Context, scope: Scope, statements: readonly TopLevel[], file: string) => void

/** A stored concern: its statements, expanded wherever `concerns` names it. */
export interface Concern {
  children: readonly BlockStatement[]
  file: string
  /** The block's parameter (`concern :c do |options|`): bound to the options of each `concerns`. */
  parameter?: string
  /** The application's object the concern was declared with (skipped): the expression, as shown. */
  unknown?: string
}

/**
 * What one expansion accumulates: the route list (Rails' order), the names taken, the concerns
 * defined so far. The scope is not here: it is passed down, never stored.
 */
export class Context {
  readonly routes: Route[] = []
  readonly names = new Set<string>()
  /** Each name's route, to tell a name taken by the same path (PATCH after GET) from another. */
  readonly namedRoutes = new Map<string, Route>()
  /**
   * Routes drawn from a guess (Devise's default modules for a model routecraft cannot read), each
   * with its group: in lenient mode a group gives way when a name it took is wanted by a route the
   * file itself declares, since the real model cannot have drawn it.
   */
  private readonly guessed = new Map<Route, GuessedRoutes>()
  private guessing: GuessedRoutes | undefined
  /** Routes drawn and then withdrawn (a guess that gave way): left out of the expansion's result. */
  readonly withdrawn = new Set<Route>()
  readonly concerns = new Map<string, Concern>()
  readonly diagnostics: Diagnostic[] = []
  /** The file and statement being expanded, innermost last: routes and errors point here. */
  readonly stack: Array<{ file: string; position: Position }> = []
  /** Files being drawn, outermost first, to refuse a file that draws itself. */
  readonly drawing: string[] = []
  /** Evaluates conditions in the environment the caller gave (`Rails.env`, `ENV` values). */
  evaluator = new Evaluator()
  /** The work of the whole expansion, drawn files included, against its limits (the evaluator's). */
  get budget(): Budget {
    return this.evaluator.budget
  }
  /** The methods the file has defined so far (`def api_routes`), by name, with the file each was written in. */
  readonly methods = new Map<string, { node: MethodDefinition; file: string }>()
  /** The calls of the file's methods being drawn, innermost last: what `super` in their bodies calls. */
  readonly methodCalls: Array<{ type: StatementType; call: Call }> = []
  /**
   * The `with_options` blocks being expanded, outermost first: their options are merged into the
   * calls made on their parameter (`o.resources`), or into every call when the block has none.
   */
  readonly mergers: Array<{ parameter: string | null; options: RHash }> = []
  /** Draws gem macros (`devise_for`, `use_doorkeeper`); false skips each with a warning. */
  gemMacros = true
  /** What gem macros read of the application (models, initializers, Gemfile.lock), as the caller found it. */
  app: AppFacts = {}
  /** What a gem keeps across its calls in one route set (OmniAuth's one path prefix). */
  readonly gemState = new Map<string, unknown>()

  constructor(
    readonly apiOnly: boolean,
    inflector: Inflector,
    readonly loadDrawFile: DrawLoader | undefined,
    readonly drawPaths: readonly string[],
    /** Refuses Ruby the expander does not evaluate instead of skipping it with a warning. */
    readonly strict = false,
    /** The module of an engine's route set (`X::Engine.routes.draw`); undefined: inferred from X. */
    readonly engineModule: string | undefined = undefined,
    /** The statement expander, for the bodies of concerns and drawn files. */
    readonly expandStatements: ExpandStatements,
  ) {
    this.inflector = memoized(inflector)
  }

  /** The inflector, memoised: a word is inflected once per inflector, not once per route. */
  readonly inflector: Inflector

  get file(): string {
    return this.stack[this.stack.length - 1]?.file ?? this.drawing[0] ?? 'routes.rb'
  }

  /** Where the innermost statement being expanded was written. */
  get source(): SourceLocation {
    const top = this.stack[this.stack.length - 1]
    return { file: top?.file ?? this.file, line: top?.position.start.line ?? 1, column: top?.position.start.column ?? 1 }
  }

  /** Records a warning (with a fix, when one is known) at the innermost statement; expansion goes on. */
  warn(message: string, hint?: string): void {
    const top = this.stack[this.stack.length - 1]
    if (!top) return
    const { code, name } = lookupCode(message)
    this.diagnostics.push({ code, name, severity: 'warning', message, file: top.file, position: top.position, ...(hint === undefined ? {} : { hint }) })
  }

  /** `warn`, unless the innermost statement already has this warning (a scope's many routes). */
  warnOnce(message: string): void {
    const top = this.stack[this.stack.length - 1]
    const key = top && `${top.file}:${top.position.start.offset}:${message}`
    if (key === undefined || this.warned.has(key)) return
    this.warned.add(key)
    this.warn(message)
  }

  private readonly warned = new Set<string>()

  /** Records a note (severity info) at the innermost statement: an answer taken from the application's files. */
  note(message: string): void {
    const top = this.stack[this.stack.length - 1]
    if (!top) return
    const { code, name } = lookupCode(message)
    this.diagnostics.push({ code, name, severity: 'info', message, file: top.file, position: top.position })
  }

  /** Adds a route under `name`, refusing invalid and taken names as Rails' route set does. */
  addRoute(route: Route): void {
    this.budget.spend('routes')
    // Scopes make long paths out of short strings: 100,000 routes of 16 KB paths are 1.6 GB.
    this.budget.spend('characters', route.path.length)
    const name = route.name
    if (name === false) return void this.routes.push(route)
    if (name !== null && /\S/.test(name) && !/^[_a-z]\w*$/i.test(name)) throw new ArgumentError(`Invalid route name: '${name}'`)
    if (this.guessing?.withdrawn) return void this.withdraw(route)
    if (name !== null && this.names.has(name) && !this.strict) {
      const gaveWay = this.giveWay(name, route)
      if (gaveWay === 'holder') return this.addRoute(route)
      if (gaveWay === 'wanting') return
    }
    if (name !== null && this.names.has(name)) {
      throw new ArgumentError(
        `Invalid route name, already in use: '${name}' \n` +
          'You may have defined two routes with the same name using the `:as` option, or you may be overriding a route already defined by a resource with the same naming. ' +
          'For the latter, you can restrict the routes created with `resources` as explained here: \n' +
          'https://guides.rubyonrails.org/routing.html#restricting-the-routes-created',
      )
    }
    if (name !== null) this.names.add(name), this.namedRoutes.set(name, route)
    this.routes.push(route)
    if (this.guessing) this.guessed.set(route, this.guessing)
  }

  /** Draws routes that rest on a guess (`what` says which): they give way to the file's own names. */
  drawGuessed(what: string, draw: () => void): void {
    const outer = this.guessing
    this.guessing = { what, withdrawn: false }
    try {
      draw()
    } finally {
      this.guessing = outer
    }
  }

  /**
   * When the name's holder or the route wanting it was guessed, that guess gives way: its group is
   * withdrawn whole, with a warning at the statement being drawn. Says which side gave way.
   */
  private giveWay(name: string, wanting: Route): 'holder' | 'wanting' | undefined {
    const holder = this.namedRoutes.get(name)!
    const holderGroup = this.guessed.get(holder)
    const group = holderGroup ?? this.guessing
    if (!group) return undefined
    group.withdrawn = true
    const names: string[] = []
    for (const [route, of] of this.guessed) {
      if (of !== group) continue
      if (typeof route.name === 'string') names.push(route.name), this.names.delete(route.name), this.namedRoutes.delete(route.name)
      this.withdrawn.add(route)
    }
    const side = holderGroup ? 'holder' : 'wanting'
    if (side === 'wanting') this.withdraw(wanting), names.push(name)
    const why = side === 'holder' ? `this route takes the name ${name}` : `the file's own route ${name} came first`
    this.warn(`withdrew ${group.what} (${names.join(', ')}): ${why}, so the application's real model does not draw them`)
    return side
  }

  /** Keeps a route out of the result (its place in `routes` stays, so indices taken before hold). */
  private withdraw(route: Route): void {
    this.routes.push(route)
    this.withdrawn.add(route)
  }

  /** Takes back the routes drawn since the list held `count`, and the names they took: a statement skipped half-way. */
  dropRoutesFrom(count: number): void {
    for (const route of this.routes.splice(count)) {
      if (typeof route.name === 'string' && this.namedRoutes.get(route.name) === route) this.names.delete(route.name), this.namedRoutes.delete(route.name)
      this.guessed.delete(route)
      this.withdrawn.delete(route)
    }
  }
}

/** Routes drawn together from one guess. */
interface GuessedRoutes {
  what: string
  withdrawn: boolean
}

// Inflection is pure (the Inflector contract), and the same inflector serves many expansions
// (a server reloading routes, the CLI's --watch, a benchmark): results are kept per inflector,
// across expansions, within a bound per map.
const MEMO_LIMIT = 10_000
const memos = new WeakMap<Inflector, Inflector>()

function memoized(inflector: Inflector): Inflector {
  let memo = memos.get(inflector)
  if (memo) return memo
  const plurals = new Map<string, string>()
  const singulars = new Map<string, string>()
  const cached = (results: Map<string, string>, fn: (w: string) => string) => (word: string) => {
    let out = results.get(word)
    if (out === undefined) {
      if (results.size >= MEMO_LIMIT) results.clear()
      results.set(word, (out = fn(word)))
    }
    return out
  }
  memo = {
    pluralize: cached(plurals, (w) => inflector.pluralize(w)),
    singularize: cached(singulars, (w) => inflector.singularize(w)),
  }
  memos.set(inflector, memo)
  return memo
}
