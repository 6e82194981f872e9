import type { CallValue, Expression, ExpressionBlock, MethodCallExpression, SymbolValue, Value } from '../../ast/types.js'
import type { Inflector } from '../../inflect/index.js'
import { printExpression } from '../../print/values.js'
import { Budget } from '../budget.js'
import { RoutingError } from '../errors.js'
import { evaluate, inspectValue, isConstant, isHash, isRegexp, isSymbol, present, type RCall, RHash, type RValue, toS, truthy } from '../values.js'
import { DEFAULT_ENVIRONMENT_NAME, type RubyEnvironment } from './environment.js'
import { isEnvCall, isStaticCall, isStaticMethod, KNOWN_CONSTANTS, staticCall } from './known-constants.js'
import { isNamed, namedValue } from './named.js'
import { underscore } from '../../inflect/underscore.js'
import { Unknowable } from './unknowable.js'

// Evaluates the Ruby of conditions with what can be known without the application: literals,
// `Rails.env` (an ActiveSupport::StringInquirer), `ENV` as the caller gave it, and the plain
// methods of strings, symbols, numbers and arrays. Anything else is `Unknowable`. Pure: nothing
// here reads the process or the file system, and no user code runs.

/** `Rails.env`: a String that answers `production?` and the like. */
export class Inquirer {
  constructor(readonly value: string) {}
}

/** A value an expression may evaluate to. */
export type EValue = RValue | Inquirer

/** A method the file defines, called in an expression with its evaluated arguments (methods.ts). */
export type DefinedMethod = (args: RValue[], options: RHash, node: Expression) => RValue

/** Limits on one evaluation, so no input can make it run long. */
const MAX_STEPS = 10_000
const MAX_STRING = 65_536

/** Evaluates expressions in one environment. */
export class Evaluator {
  private steps = 0
  private readonly name: string
  private readonly variables: Readonly<Record<string, string>>
  private readonly given: ReadonlyMap<string, RValue>
  private readonly bundled: ReadonlyMap<string, string>
  /** Receives a note about an answer taken from the application's files (Gemfile.lock). */
  onNote?: (message: string) => void
  /** The method of that name the file has defined so far, for a call in an expression; undefined: none. */
  definedMethod?: (name: string) => DefinedMethod | undefined
  /** Local variables, loop parameters and constants assigned in the file, innermost scope last. */
  readonly bindings: Array<Map<string, RValue>> = [new Map()]

  /** The expressions named for values only the application knows since the last `takeNamed`. */
  private named: string[] = []

  constructor(
    environment: RubyEnvironment = {},
    private readonly inflector?: Inflector,
    /** The expansion's budget, which every evaluation spends from. */
    readonly budget: Budget = new Budget(),
    /** Names what only the application knows by its expression, where Rails takes any object (see `named.ts`). */
    private readonly lenient = false,
  ) {
    this.name = environment.name ?? DEFAULT_ENVIRONMENT_NAME
    this.variables = environment.variables ?? {}
    this.given = environment.values ?? new Map()
    this.bundled = environment.bundled ?? new Map()
  }

  /** The value of an argument or option (a literal, or an expression); throws `Unknowable`. */
  valueOf(node: Value): RValue {
    this.steps = 0
    return plain(this.value(node))
  }

  /**
   * The value of an option where Rails takes any object (a URL option, a condition, a
   * requirement, a default): in lenient mode, what only the application knows is named by its
   * expression (per entry of a hash) instead of making the statement unknowable.
   */
  objectValueOf(node: Value): RValue {
    if (!this.lenient) return this.valueOf(node)
    if (node.type === 'hash') {
      return new RHash(node.entries.map((entry) => [this.valueOf(entry.key), this.objectValueOf(entry.value)]))
    }
    try {
      return this.valueOf(node)
    } catch (error) {
      // A name bound nowhere may be anything, a method of the mapper included: not an object to name.
      if (!(error instanceof Unknowable) || node.type === 'variable') throw error
      return this.nameValue(node)
    }
  }

  /** `node`'s value named by its expression, recorded for the statement's warning. */
  nameValue(node: Expression, text?: string): { constant: string } {
    const value = namedValue(node, text)
    this.named.push(value.constant)
    return value
  }

  /** The expressions named since the last call (for one warning per statement). */
  takeNamed(): readonly string[] {
    const named = this.named
    // Most statements name nothing: no new list for them.
    if (named.length > 0) this.named = []
    return named
  }

  /** Whether unknown values are named (lenient) rather than refused (strict). */
  get namesUnknown(): boolean {
    return this.lenient
  }

  /** Constants assigned in the file (`ID = /\\d+/`): seen everywhere, methods' bodies included. */
  private readonly constants = new Map<string, RValue>()

  /** The bound value of a name, innermost scope first; undefined when unbound. */
  lookup(name: string): RValue | undefined {
    if (isConstantName(name)) return this.constants.get(name)
    for (let k = this.bindings.length - 1; k >= 0; k--) {
      const found = this.bindings[k]!.get(name)
      if (found !== undefined || this.bindings[k]!.has(name)) return found
    }
    return undefined
  }

  /** Binds `name` where it is already bound, else in the innermost scope (Ruby's block scoping). */
  assign(name: string, value: RValue): void {
    if (isConstantName(name)) return void this.constants.set(name, value)
    for (let k = this.bindings.length - 1; k >= 0; k--) {
      if (this.bindings[k]!.has(name)) return void this.bindings[k]!.set(name, value)
    }
    this.bindings.at(-1)!.set(name, value)
  }

  /** What the caller said an expression of the application is worth (`--value`), if anything. */
  givenValue(node: Expression): RValue | undefined {
    if (this.given.size === 0) return undefined
    if (node.type !== 'methodCall' && node.type !== 'constant' && !(node.type === 'call' && node.receiver)) return undefined
    const text = printExpression(node)
    return this.given.has(text) ? this.given.get(text)! : undefined
  }

  /**
   * Whether a call on a constant is answered here rather than by the application: the caller gave
   * it a value (`--value`), or it is a method of a value the file assigned to the constant
   * (`PAGES.fetch(:about)`).
   */
  answers(node: Value): boolean {
    if (this.givenValue(node) !== undefined) return true
    return node.type === 'call' && node.receiver !== undefined && this.constants.has(node.receiver.name.replace(/^::/, ''))
  }

  /** Runs `body` with `frame` as the only local scope, as a Ruby method's body runs. */
  withFrame<T>(frame: Map<string, RValue>, body: () => T): T {
    const outer = this.bindings.splice(0, this.bindings.length, frame)
    try {
      return body()
    } finally {
      this.bindings.splice(0, this.bindings.length, ...outer)
    }
  }

  /** Ruby's truthiness of a condition; throws `Unknowable` when it cannot be known. */
  truthy(node: Expression): boolean {
    this.steps = 0
    return this.holds(node)
  }

  /** `&&` and `||` short-circuit as Ruby does; an unknown side is no obstacle when the other settles the truth. */
  private holds(node: Expression): boolean {
    if (node.type === 'binary' && LOGICAL.has(node.operator)) {
      const all = node.operator === '&&' || node.operator === 'and'
      const left = this.attempt(() => this.holds(node.left))
      if (typeof left === 'boolean') return left === all ? this.holds(node.right) : left
      // `unknown && false` is false and `unknown || true` is true, whatever the unknown is.
      const right = this.attempt(() => this.holds(node.right))
      if (typeof right === 'boolean' && right !== all) return right
      throw left
    }
    const value = this.known(node, this.value(node))
    // A class or module is an object, true; a value constant (`FEATURE`, `Foo::ENABLED`) may be nil or false.
    if (isValueConstant(value)) throw new Unknowable(node, 'a constant of the application')
    return truthy(value)
  }

  /** A value a condition, comparison or interpolation may use: not one only the application knows. */
  private known(node: Expression, value: EValue): RValue {
    if (isNamed(value)) throw new Unknowable(node, 'a value known only when the application runs')
    return plain(value)
  }

  /** What a string interpolates: a class names itself, but a value constant's text (`BASE_PATH`) only the application knows. */
  private interpolated(node: Expression): string {
    const value = this.known(node, this.value(node))
    if (isValueConstant(value)) throw new Unknowable(node, 'a constant of the application')
    return toS(value)
  }

  private value(node: Expression): EValue {
    if (++this.steps > MAX_STEPS) throw new RoutingError('ArgumentError', `a condition takes more than ${MAX_STEPS} steps to evaluate`)
    this.budget.step()
    const given = this.givenValue(node)
    if (given !== undefined) return given
    switch (node.type) {
      case 'variable': {
        const bound = this.lookup(node.name)
        if (bound === undefined && !this.bindings.some((b) => b.has(node.name))) {
          // A name no variable holds calls the method of that name, as Ruby reads it.
          const method = isConstantName(node.name) ? undefined : this.definedMethod?.(node.name)
          if (method) return method([], new RHash(), node)
          throw new Unknowable(node, 'a value known only when the application runs')
        }
        return bound ?? null
      }
      case 'constant': {
        const bound = this.constants.get(node.name)
        if (bound !== undefined) return bound
        const known = KNOWN_CONSTANTS.get(node.name.replace(/^::/, ''))
        // A copy: what the file does to the value never changes the table.
        if (known !== undefined) return isHash(known) ? known.dup() : known
        return { constant: node.name }
      }
      case 'interpolatedString':
        return this.string(node.parts.map((part) => this.interpolated(part)).join(''))
      case 'interpolatedRegexp':
        // A Regexp interpolates as its to_s, `(?-mix:source)`, as in Ruby; a constant's value is unknown.
        return { regexp: this.string(node.parts.map((part) => (part.type === 'string' ? part.value : regexpSource(plain(this.value(part)), part))).join('')), flags: ['i', 'm', 'x'].filter((f) => node.flags.includes(f)).join('') }
      case 'array':
        this.budget.spend('elements', node.elements.length)
        return node.elements.map((element) => plain(this.value(element)))
      case 'hash':
        this.budget.spend('elements', node.entries.length)
        return new RHash(node.entries.map((entry) => [plain(this.value(entry.key)), plain(this.value(entry.value))]))
      case 'call': {
        if (isStaticCall(node)) return this.staticCall(node.receiver!.name, node.method, node.arguments.map((a) => this.value(a)), node)
        if (isEnvCall(node)) return this.constantCall('ENV', asMethodCall(node), node.arguments.map((a) => this.value(a)))
        // `PAGES.fetch(:home, "/")`, `DEFAULTS.merge(version: "1")`: a method of a value the file assigned to a constant.
        const assigned = node.receiver && !node.block ? this.constants.get(node.receiver.name.replace(/^::/, '')) : undefined
        if (assigned !== undefined) {
          const call = asMethodCall(node)
          return this.valueCall(assigned, call, call.arguments.map((a) => this.value(a)))
        }
        // `redirect("/admin")` where the file defines its own `redirect`: the file's method answers.
        const method = node.receiver ? undefined : this.definedMethod?.(node.method)
        if (method) return method(node.arguments.map((a) => plain(this.value(a))), new RHash(node.options.map((o) => [plain(this.value(o.key)), plain(this.value(o.value))])), node)
        // `defaults: { host: host_for(:api) }`: neither the mapper's nor the file's, so the
        // application's (a helper it adds to the mapper), as a bare name is.
        if (!node.receiver && node.block === undefined && !MAPPER_VALUES.has(node.method)) throw new Unknowable(node, 'a method of the application')
        return this.mapperCall(node)
      }
      case 'lambda':
        // An object the application answers: its body never runs here.
        return { call: 'lambda', receiver: null, args: [], options: new RHash(), position: node.position, source: node.source }
      case 'rubyExpression': {
        // `!defined?(Dradis::Pro)`: the negation of what `defined?` answers.
        const negated = /^!\s*(defined\?[\s\S]*)$/.exec(node.source.trim())?.[1]
        const answer = this.defined(negated === undefined ? node : { ...node, source: negated })
        if (answer !== undefined) return negated === undefined ? answer : !truthy(answer)
        const constant = definedConstant(negated ?? node.source)
        const chain = constant === undefined ? definedMethodChain(negated ?? node.source) : undefined
        if (chain !== undefined) throw new Unknowable(node, `a method of the application; --value 'defined?(${chain})=nil' (or a value for ${chain}) gives it`)
        if (constant === undefined) throw new Unknowable(node, 'Ruby routecraft does not evaluate')
        throw new Unknowable(node, `no Gemfile.lock bundles its gem; --value 'defined?(${constant})=nil' (or "constant") gives it`)
      }
      case 'not':
        return !this.holds(node.operand)
      case 'ternary':
        return this.holds(node.condition) ? this.value(node.then) : this.value(node.else)
      case 'binary':
        return this.binary(node.operator, node.left, node.right, node)
      case 'methodCall':
        return this.call(node)
      default:
        return evaluate(node)
    }
  }

  /** A call of the routes language's own value method (`redirect(...)`), or an object's `Foo.new(...)`, as an object. */
  mapperCall(node: CallValue): RCall {
    const call: RCall = {
      call: node.method,
      receiver: node.receiver ? node.receiver.name : null,
      // A redirect's target only the application knows is drawn under its expression.
      args: node.arguments.map((a) => (isRedirect(node) ? this.objectValueOf(a) : plain(this.value(a)))),
      options: new RHash(node.options.map((o) => [plain(this.value(o.key)), plain(this.value(o.value))])),
      position: node.position,
    }
    if (node.block !== undefined) call.block = node.block
    return call
  }

  /**
   * `defined?(Sidekiq::Web)`: what `--value` says, else `"constant"` when the gem of the
   * namespace is bundled (with a note saying so); undefined (unknown) otherwise.
   */
  private defined(node: Expression & { source: string }): RValue | undefined {
    const constant = definedConstant(node.source)
    if (constant === undefined) return this.definedCall(node.source)
    const key = `defined?(${constant})`
    if (this.given.has(key)) return this.given.get(key)!
    // A constant the file has assigned is defined, whatever the application holds.
    if (this.constants.has(constant)) return 'constant'
    const gem = bundledGem(constant, this.bundled)
    if (gem === undefined) return undefined
    this.onNote?.(`\`${key}\` is "constant": ${gem} ${this.bundled.get(gem)} is in Gemfile.lock`)
    return 'constant'
  }

  /**
   * `defined?(Conf.root)`: what `--value` says of it, else `"method"` (Ruby's answer) when
   * `--value` gives `Conf.root` a value, which says the method exists; undefined otherwise.
   */
  private definedCall(source: string): RValue | undefined {
    const chain = definedMethodChain(source)
    if (chain === undefined) return undefined
    const key = `defined?(${chain})`
    if (this.given.has(key)) return this.given.get(key)!
    return this.given.has(chain) ? 'method' : undefined
  }

  /**
   * `&&` and `||` short-circuit as Ruby does. Their value is one side's: with the left side unknown
   * it is unknown (`Settings.host || "example.com"` is the setting when there is one), though its
   * truth may be known (`holds`).
   */
  private binary(operator: string, leftNode: Expression, rightNode: Expression, node: Expression): EValue {
    if (LOGICAL.has(operator)) {
      const all = operator === '&&' || operator === 'and'
      const left = this.value(leftNode)
      return truthy(plain(left)) === all ? this.value(rightNode) : left
    }
    const left = this.known(leftNode, this.value(leftNode))
    const right = this.known(rightNode, this.value(rightNode))
    // Comparing and joining read both sides whole.
    this.budget.read(left)
    this.budget.read(right)
    switch (operator) {
      case '==':
        return rubyEqual(left, right)
      case '!=':
        return !rubyEqual(left, right)
      case '+':
        if (typeof left === 'string' && typeof right === 'string') return this.string(left + right)
        if (typeof left === 'number' && typeof right === 'number') return left + right
        if (Array.isArray(left) && Array.isArray(right)) return this.built([...left, ...right])
        break
      case '-':
        if (typeof left === 'number' && typeof right === 'number') return left - right
        // `LOCALES - ['en']`: Array#- keeps the elements the right side does not hold.
        if (Array.isArray(left) && Array.isArray(right)) return this.built(left.filter((x) => !right.some((y) => rubyEqual(x, y))))
        break
      case '*':
        if (typeof left === 'number' && typeof right === 'number') return left * right
        // `"-" * 3`: the string repeated, within the evaluator's limit.
        if (typeof left === 'string' && Number.isInteger(right) && (right as number) >= 0) {
          if (left.length * (right as number) > MAX_STRING) throw new RoutingError('ArgumentError', `a string longer than ${MAX_STRING} characters`)
          return this.string(left.repeat(right as number))
        }
        break
      case '<':
      case '<=':
      case '>':
      case '>=':
        if ((typeof left === 'number' && typeof right === 'number') || (typeof left === 'string' && typeof right === 'string')) {
          return compare(operator, left, right)
        }
        break
    }
    throw new Unknowable(node, `\`${operator}\` on these values is not evaluated`)
  }

  private attempt<T>(run: () => T): T | Unknowable {
    try {
      return run()
    } catch (error) {
      if (error instanceof Unknowable) return error
      throw error
    }
  }

  private string(text: string): string {
    if (text.length > MAX_STRING) throw new RoutingError('ArgumentError', `a string longer than ${MAX_STRING} characters`)
    this.budget.spend('characters', text.length)
    return text
  }

  /** A value a method made: its elements and characters are counted as built. */
  private built<T extends EValue>(value: T): T {
    if (typeof value === 'string') this.budget.spend('characters', value.length)
    else if (Array.isArray(value)) this.budget.spend('elements', value.length)
    else if (isHash(value)) this.budget.spend('elements', value.size)
    return value
  }

  private call(node: MethodCallExpression): EValue {
    if (!node.receiver) {
      const method = this.definedMethod?.(node.method)
      if (method) return method(node.arguments.map((a) => plain(this.value(a))), new RHash(), node)
      throw new Unknowable(node, 'a method of the application')
    }
    if (isBooleanCast(node)) return castBoolean(plain(this.value(node.arguments[0]!)))
    const receiver = this.value(node.receiver)
    // `x&.downcase`: nil when x is nil, its arguments unread.
    if (node.safe && receiver === null) return null
    const args = node.arguments.map((a) => this.value(a))
    if (node.block) return this.blockCall(plain(receiver), node, node.block, args)
    if (node.blockArgument) return this.blockCall(plain(receiver), node, symbolBlock(node.blockArgument), args)
    if (isConstant(receiver)) return this.constantCall(receiver.constant.replace(/^::/, ''), node, args)
    if (receiver instanceof Inquirer) {
      // ActiveSupport::EnvironmentInquirer (Rails 7.1+): `local?` is development or test.
      if (node.method === 'local?' && args.length === 0) return receiver.value === 'development' || receiver.value === 'test'
      // `Rails.env.production?`: any other predicate of a StringInquirer compares the name.
      if (/^[a-z_]\w*\?$/.test(node.method) && !(node.method in STRING_METHODS) && !(node.method in COMMON_METHODS) && args.length === 0) {
        return receiver.value === node.method.slice(0, -1)
      }
      return this.valueCall(receiver.value, node, args)
    }
    return this.valueCall(receiver, node, args)
  }

  /** `select`, `reject` and `map` of an array with a block of one expression, run per element. */
  private blockCall(receiver: RValue, node: MethodCallExpression, block: ExpressionBlock, args: EValue[]): EValue {
    if (!Array.isArray(receiver) || args.length > 0 || !BLOCK_METHODS.has(node.method)) throw new Unknowable(node, `\`${node.method}\` with a block is evaluated on arrays only (\`map\`, \`select\`, \`reject\`)`)
    const results = receiver.map((element) => {
      // `it` and `_1` stand for the one parameter of a block that names none (Ruby 3.4).
      const names = block.parameters.length > 0 ? block.parameters : ['it', '_1']
      const values = block.parameters.length > 1 && Array.isArray(element) ? element : names.map(() => element)
      this.bindings.push(new Map(names.map((name, i) => [name, values[i] ?? null])))
      try {
        return plain(this.value(block.body))
      } finally {
        this.bindings.pop()
      }
    })
    if (node.method === 'map' || node.method === 'collect') return this.built(results)
    const keep = node.method !== 'reject'
    return this.built(receiver.filter((_, i) => truthy(results[i]!) === keep))
  }

  /** `File.join(...)`, `Regexp.new(...)`, `Regexp.union(...)` of known values (known-constants.ts). */
  private staticCall(receiver: string, method: string, args: EValue[], node: Expression): RValue {
    for (const arg of args) this.budget.read(plain(arg))
    const answer = staticCall(receiver, method, args.map(plain))
    if (answer === undefined) throw new Unknowable(node, `\`${receiver}.${method}\` is evaluated on known strings and regexps only`)
    if (isRegexp(answer)) this.budget.spend('characters', answer.regexp.length)
    return typeof answer === 'string' ? this.string(answer) : answer
  }

  private constantCall(name: string, node: MethodCallExpression, args: EValue[]): EValue {
    if (name === 'Rails' && node.method === 'env' && args.length === 0) return new Inquirer(this.name)
    if (isStaticMethod(name, node.method)) return this.staticCall(name, node.method, args, node)
    if (name === 'ENV') {
      const key = args[0] === undefined ? undefined : plain(args[0])
      if (typeof key === 'string') {
        const found = Object.hasOwn(this.variables, key) ? this.variables[key]! : undefined
        if (node.method === '[]' && args.length === 1) return found ?? null
        if (node.method === 'fetch' && args.length <= 2) {
          if (found !== undefined) return found
          if (args.length === 2) return args[1]!
          // The deployment sets what the file fetches without a default: unknown here, unless strict.
          if (this.lenient) throw new Unknowable(node, `\`ENV[${JSON.stringify(key)}]\` is not set (--set ${key}=VALUE gives it)`)
          throw new RoutingError('KeyError', `key not found: ${JSON.stringify(key)}`)
        }
        if (['key?', 'has_key?', 'include?', 'member?'].includes(node.method) && args.length === 1) return found !== undefined
      }
    }
    throw new Unknowable(node, 'a method of the application')
  }

  private valueCall(receiver: RValue, node: MethodCallExpression, args: EValue[]): EValue {
    const answer = this.methodOf(receiver, node, args)
    return answer === receiver ? answer : this.built(answer)
  }

  private methodOf(receiver: RValue, node: MethodCallExpression, args: EValue[]): EValue {
    const method = node.method
    // A method may read its receiver and arguments whole (`include?`, `merge`, `==`); a lookup or a
    // test of its class does not, and a loop over a table of hashes asks several of each.
    const reads = RECEIVER_READS[method]
    if (reads === undefined) this.budget.read(receiver)
    else this.budget.spend('steps', reads === 'keys' && isHash(receiver) ? receiver.size : 1)
    for (const arg of args) this.budget.read(plain(arg))
    if (method === 'freeze' && args.length === 0) return receiver
    if ((method === 'pluralize' || method === 'singularize') && args.length === 0 && this.inflector && (typeof receiver === 'string' || isSymbol(receiver))) {
      return this.inflector[method](toS(receiver))
    }
    if (method === 'to_sym' && args.length === 0 && isSymbol(receiver)) return receiver
    if (method === 'to_s' && args.length === 0 && (isSymbol(receiver) || typeof receiver !== 'object' || receiver === null)) return toS(receiver)
    const common = COMMON_METHODS[method]
    if (common && args.length === common.length - 1) return common(receiver, ...args.map(plain))
    if (CLASS_TESTS.has(method) && args.length === 1) {
      const tested = plain(args[0]!)
      const answer = isConstant(tested) ? isA(receiver, tested.constant.replace(/^::/, ''), method === 'instance_of?') : undefined
      if (answer !== undefined) return answer
    }
    if (typeof receiver === 'string') {
      const own = STRING_METHODS[method]
      const answer = own && args.length === own.length - 1 ? own(receiver, ...args.map(plain)) : undefined
      if (answer !== undefined) return answer
    }
    if (Array.isArray(receiver)) {
      const own = ARRAY_METHODS[method]
      const answer = own && args.length === own.length - 1 ? own(receiver, ...args.map(plain)) : undefined
      if (answer !== undefined) return answer
    }
    if (isHash(receiver)) {
      // `h.fetch(key)` without a default: Ruby's KeyError where the file's own hash lacks the key.
      if (method === 'fetch' && args.length === 1) {
        const key = plain(args[0]!)
        if (receiver.hasKey(key)) return receiver.getKey(key)!
        throw new RoutingError('KeyError', `key not found: ${inspectValue(key)}`)
      }
      const own = HASH_METHODS[method]
      const answer = own && args.length === own.length - 1 ? own(receiver, ...args.map(plain)) : undefined
      if (answer !== undefined) return answer
    }
    throw new Unknowable(node, `\`${method}\` is not evaluated on ${printExpression(node.receiver!)}`)
  }
}

/** `Sidekiq::Web` of `defined?(Sidekiq::Web)` (or `defined?(::Sidekiq::Web)`, `defined? Sidekiq`); undefined for other text. */
export function definedConstant(source: string): string | undefined {
  return /^defined\?\s*\(?\s*(?:::)?([A-Z]\w*(?:::[A-Z]\w*)*)\s*\)?$/.exec(source.trim())?.[1]
}

/** `Conf.root` of `defined?(Conf.root)`: a chain of methods on a constant; undefined for other text. */
export function definedMethodChain(source: string): string | undefined {
  return /^defined\?\(\s*((?:::)?[A-Z]\w*(?:::[A-Z]\w*)*(?:\.[a-z_]\w*[?!]?)+)\s*\)$/.exec(source.trim())?.[1]
}

/** The bundled gem that defines a namespace: `Sidekiq` → sidekiq, `GoodJob` → good_job or good-job, `Flipper::UI` → flipper-ui. */
function bundledGem(constant: string, bundled: ReadonlyMap<string, string>): string | undefined {
  if (bundled.size === 0) return undefined
  const [root, second] = constant.split('::').map((part) => part.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase())
  const names = [second ? `${root}-${second}` : '', root!, root!.replace(/_/g, '-'), root!.replace(/_/g, '')]
  return names.find((name) => name !== '' && bundled.has(name))
}

/**
 * Methods whose cost does not grow with their receiver (`nil?`, `kind_of?`, `first`), or grows with
 * a hash's keys only (`[]`, `fetch`, `key?`): the budget counts that much instead of reading the
 * receiver through.
 */
const RECEIVER_READS: Record<string, 'one' | 'keys'> = Object.assign(Object.create(null) as Record<string, 'one' | 'keys'>, {
  'nil?': 'one', 'kind_of?': 'one', 'is_a?': 'one', 'instance_of?': 'one', class: 'one', freeze: 'one', 'frozen?': 'one',
  to_sym: 'one', size: 'one', length: 'one', 'empty?': 'one', first: 'one', last: 'one',
  '[]': 'keys', fetch: 'keys', 'key?': 'keys', 'has_key?': 'keys', dig: 'keys',
})

/** The methods whose block `blockCall` runs. */
const BLOCK_METHODS = new Set(['map', 'collect', 'select', 'filter', 'reject'])

/** `&:code` as the block Ruby makes of it, `{ |x| x.code }` (its parameter a name no file can write). */
function symbolBlock(symbol: SymbolValue): ExpressionBlock {
  const element: Expression = { type: 'variable', name: '&', position: symbol.position }
  return { parameters: ['&'], body: { type: 'methodCall', receiver: element, method: symbol.value, arguments: [], position: symbol.position } }
}

const LOGICAL = new Set(['&&', 'and', '||', 'or'])
/** Calls on nothing that Rails' mapper (or Ruby) answers with a value a route takes. */
const MAPPER_VALUES = new Set(['redirect', 'lambda', 'proc'])

/**
 * A call value on a constant, as the expression reader would have read it: its keyword options
 * are one Hash argument after the others, as Ruby passes them to a method without keyword parameters.
 */
function asMethodCall(node: CallValue): MethodCallExpression {
  const options = node.options
  const keywords: Expression[] = options.length === 0 ? [] : [{ type: 'hash', entries: options, position: { start: options[0]!.position.start, end: options.at(-1)!.position.end } }]
  return { type: 'methodCall', receiver: node.receiver!, method: node.method, arguments: [...node.arguments, ...keywords], position: node.position }
}

/** `redirect(...)`, Rails' DSL method (not a method of an application object). */
function isRedirect(node: Expression): boolean {
  return node.type === 'call' && node.method === 'redirect' && node.receiver === undefined
}

/**
 * `ActiveModel::Type::Boolean.new.cast(x)` (or `serialize`), Rails' reading of a flag such as
 * `ENV.fetch("API_ONLY", false)`: a function of Rails, not of the application.
 */
function isBooleanCast(node: MethodCallExpression): boolean {
  const made = node.receiver
  return (
    (node.method === 'cast' || node.method === 'serialize') &&
    node.arguments.length === 1 &&
    made?.type === 'methodCall' &&
    made.method === 'new' &&
    made.arguments.length === 0 &&
    made.receiver?.type === 'constant' &&
    made.receiver.name.replace(/^::/, '') === 'ActiveModel::Type::Boolean'
  )
}

/** ActiveModel::Type::Boolean's FALSE_VALUES, as strings (symbols and numbers compare by their text). */
const FALSE_VALUES = new Set(['false', '0', 'f', 'F', 'FALSE', 'off', 'OFF'])

/** `nil` for nil and "", false for the false values, true for anything else. */
function castBoolean(value: RValue): RValue {
  if (value === null || value === '') return null
  if (value === false) return false
  if ((typeof value === 'string' || typeof value === 'number' || isSymbol(value)) && FALSE_VALUES.has(toS(value))) return false
  return true
}

/** What Ruby interpolates into a regexp: a string's text, a regexp as `(?flags-flags:source)`. */
function regexpSource(value: RValue, node: Expression): string {
  if (isRegexp(value)) {
    const on = value.flags.replace(/[^mix]/g, '')
    const off = 'mix'.replace(new RegExp(`[${on || ' '}]`, 'g'), '')
    return `(?${on}${off ? `-${off}` : ''}:${value.regexp})`
  }
  if (typeof value === 'string' || typeof value === 'number' || isSymbol(value)) return toS(value)
  throw new Unknowable(node, isConstant(value) ? 'a constant of the application' : 'a value routecraft cannot write into a regexp')
}

/** A name Ruby reads as a constant: it starts with a capital letter. */
function isConstantName(name: string): boolean {
  return /^[A-Z]/.test(name)
}

/** A value as Ruby sees it in a comparison: `Rails.env` is its name. */
export function plain(value: EValue): RValue {
  return value instanceof Inquirer ? value.value : value
}

type Method = (receiver: RValue, ...args: RValue[]) => EValue

const COMMON_METHODS: Record<string, Method> = {
  'nil?': (v) => v === null,
  'present?': (v) => present(v) && !isEmpty(v),
  'blank?': (v) => !(present(v) && !isEmpty(v)),
  'in?': (v, collection) => includes(collection!, v),
  '==': (v, other) => rubyEqual(v, other!),
}

const CLASS_TESTS = new Set(['kind_of?', 'is_a?', 'instance_of?'])

/** The classes of Ruby's core a value of the file is an instance of, most specific first. */
function classesOf(v: RValue): string[] | undefined {
  if (typeof v === 'string') return ['String']
  if (typeof v === 'number') return ['Integer', 'Numeric']
  if (typeof v === 'boolean') return [v ? 'TrueClass' : 'FalseClass']
  if (v === null) return ['NilClass']
  if (Array.isArray(v)) return ['Array', 'Enumerable']
  if (isHash(v)) return ['Hash', 'Enumerable']
  if (isSymbol(v)) return ['Symbol']
  if (isRegexp(v)) return ['Regexp']
  return undefined
}

/** An unknown constant named as a value (`BASE_PATH`, `Foo::ENABLED`), not as a class or module (`Foo::Bar`). */
function isValueConstant(value: RValue): boolean {
  return isConstant(value) && /(?:^|::)[A-Z][A-Z0-9_]+$/.test(value.constant)
}

/** The class Ruby names in a TypeError about `v` (`no implicit conversion of String into Hash`). */
export function rubyClassName(v: RValue): string {
  return classesOf(v)?.[0] ?? 'Object'
}

/** `value.kind_of?(Hash)` for the file's own values and Ruby's core classes; undefined otherwise. */
function isA(v: RValue, name: string, exactly: boolean): boolean | undefined {
  const classes = classesOf(v)
  if (!classes) return undefined
  if (classes.includes(name)) return exactly ? classes[0] === name : true
  if (name === 'Object' || name === 'BasicObject' || name === 'Comparable' || name === 'Kernel') return exactly ? false : true
  return /^(String|Integer|Numeric|Float|TrueClass|FalseClass|NilClass|Array|Hash|Symbol|Regexp|Enumerable|Proc|Range|Set)$/.test(name) ? false : undefined
}

/** Ruby's whitespace for `strip`: NUL, tab, line feed, vertical tab, form feed, carriage return, space. */
const RUBY_SPACE = '[\\0\\t\\n\\v\\f\\r ]'

/** String methods; undefined: not evaluated for these arguments. */
const STRING_METHODS: Record<string, (receiver: string, ...args: RValue[]) => EValue | undefined> = {
  to_sym: (s) => ({ symbol: s }),
  to_str: (s) => s,
  to_i: (s) => Number.parseInt(s, 10) || 0,
  downcase: (s) => s.toLowerCase(),
  upcase: (s) => s.toUpperCase(),
  capitalize: (s) => {
    const [first = '', ...rest] = [...s]
    return first.toUpperCase() + rest.join('').toLowerCase()
  },
  swapcase: (s) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''),
  strip: (s) => s.replace(new RegExp(`^${RUBY_SPACE}+|${RUBY_SPACE}+$`, 'g'), ''),
  lstrip: (s) => s.replace(new RegExp(`^${RUBY_SPACE}+`), ''),
  rstrip: (s) => s.replace(new RegExp(`${RUBY_SPACE}+$`), ''),
  chomp: (s) => s.replace(/(?:\r\n|\n|\r)$/, ''),
  // ActiveSupport's `dasherize`: underscores become dashes.
  dasherize: (s) => s.replaceAll('_', '-'),
  // ActiveSupport's `underscore` with Rails' default inflections (no acronyms), as the names of
  // routes are made here: `"privacy-policy".underscore` is "privacy_policy".
  underscore: (s) => underscore(s),
  // A string pattern matches as written; a replacement without `\` has no back-references.
  sub: (s, pattern, replacement) => (typeof pattern === 'string' && typeof replacement === 'string' && !replacement.includes('\\') ? s.replace(pattern, () => replacement) : undefined),
  gsub: (s, pattern, replacement) => (typeof pattern === 'string' && typeof replacement === 'string' && !replacement.includes('\\') ? s.replaceAll(pattern, () => replacement) : undefined),
  'empty?': (s) => s.length === 0,
  'include?': (s, part) => typeof part === 'string' && s.includes(part),
  'start_with?': (s, part) => typeof part === 'string' && s.startsWith(part),
  'end_with?': (s, part) => typeof part === 'string' && s.endsWith(part),
  length: (s) => [...s].length,
  size: (s) => [...s].length,
}

/** Array methods; undefined: not evaluated for these arguments. */
const ARRAY_METHODS: Record<string, (receiver: RValue[], ...args: RValue[]) => EValue | undefined> = {
  'include?': (a, item) => a.some((x) => rubyEqual(x, item!)),
  'member?': (a, item) => a.some((x) => rubyEqual(x, item!)),
  'empty?': (a) => a.length === 0,
  'any?': (a) => a.some((x) => truthy(x)),
  'none?': (a) => !a.some((x) => truthy(x)),
  first: (a) => a[0] ?? null,
  last: (a) => a.at(-1) ?? null,
  length: (a) => a.length,
  size: (a) => a.length,
  // `I18n.available_locales.join("|")` inside a requirement's regexp.
  join: (a, separator) => (typeof separator === 'string' ? a.map((x) => toS(x)).join(separator) : undefined),
  compact: (a) => a.filter((x) => x !== null),
  to_a: (a) => a,
  '[]': (a, index) => (typeof index === 'number' && Number.isInteger(index) ? (a.at(index) ?? null) : undefined),
  concat: (a, other) => (Array.isArray(other) ? [...a, ...other] : undefined),
}

/** Hash methods a routes file uses on options (`{ only: [:a] }.merge(options)`); undefined: not evaluated for these arguments. */
const HASH_METHODS: Record<string, (receiver: RHash, ...args: RValue[]) => EValue | undefined> = {
  merge: (h, other) => (isHash(other!) ? h.merge(other) : undefined),
  // The file's own keys: `h["a"]` is the String key "a", not the symbol :a.
  fetch: (h, key, fallback) => (h.hasKey(key!) ? h.getKey(key!)! : fallback!),
  'key?': (h, key) => h.hasKey(key!),
  'include?': (h, key) => h.hasKey(key!),
  'empty?': (h) => h.size === 0,
  'any?': (h) => h.size > 0,
  '[]': (h, key) => (h.hasKey(key!) ? h.getKey(key!)! : null),
  compact: (h) => new RHash(h.entries.filter(([, value]) => value !== null)),
  keys: (h) => h.entries.map(([k]) => k),
  values: (h) => h.entries.map(([, v]) => v),
}

function isEmpty(v: RValue): boolean {
  return (Array.isArray(v) && v.length === 0) || (isHash(v) && v.size === 0)
}

function includes(collection: RValue, item: RValue): boolean {
  if (Array.isArray(collection)) return collection.some((x) => rubyEqual(x, item))
  if (typeof collection === 'string' && typeof item === 'string') return collection.includes(item)
  if (isHash(collection)) return collection.hasKey(item)
  throw new RoutingError('ArgumentError', 'The parameter passed to #in? must respond to #include?')
}

function compare(operator: string, a: number | string, b: number | string): boolean {
  if (operator === '<') return a < b
  if (operator === '<=') return a <= b
  if (operator === '>') return a > b
  return a >= b
}

/** Ruby's `==` on evaluated values: a String is never a Symbol, arrays compare element by element. */
export function rubyEqual(a: RValue, b: RValue): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => rubyEqual(x, b[i]!))
  if (isSymbol(a) || isSymbol(b)) return isSymbol(a) && isSymbol(b) && a.symbol === b.symbol
  if (isConstant(a) || isConstant(b)) return isConstant(a) && isConstant(b) && a.constant === b.constant
  if (isRegexp(a) || isRegexp(b)) return isRegexp(a) && isRegexp(b) && a.regexp === b.regexp && a.flags === b.flags
  return JSON.stringify(a) === JSON.stringify(b)
}
