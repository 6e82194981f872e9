import type { Pair, Position, Value } from '../ast/types.js'
import type { RubyValue } from '../route.js'
import { rubyInspect } from '../format/ruby-inspect.js'

/**
 * Ruby values as the expander evaluates them. Symbols, regexps and constants keep the tagged
 * forms of `RubyValue`, so what reaches a route needs no conversion; hashes and calls exist only
 * while expanding.
 */
export type RValue = RubyValue | RHash | RCall | RValue[]

/** A method call used as a value: `redirect('/x', status: 301)`, `ActionCable.server`. */
export interface RCall {
  call: string
  receiver: string | null
  args: RValue[]
  options: RHash
  position: Position
  /** The source of a lambda or proc (`call` is then `lambda`), which the application answers. */
  source?: string
  /** The source of a block passed to the call (`redirect { |params, req| ... }`). */
  block?: string
}

/** An ordered Ruby hash. Keys are Ruby values: `:to` and `'to'` are different keys. */
export class RHash {
  readonly entries: Array<[RValue, RValue]>

  constructor(entries: Array<[RValue, RValue]> = []) {
    this.entries = entries
  }

  /** A hash whose keys are the given symbol names. */
  static of(record: Record<string, RValue>): RHash {
    return new RHash(Object.entries(record).map(([k, v]) => [{ symbol: k }, v]))
  }

  get size(): number {
    return this.entries.length
  }

  // A string stands for the symbol of that name: looked up without allocating a key object.
  private indexOf(key: string | RValue): number {
    const entries = this.entries
    const name = typeof key === 'string' ? key : isSymbol(key) ? key.symbol : undefined
    if (name !== undefined) {
      for (let i = 0; i < entries.length; i++) {
        const k = entries[i]![0]
        if (typeof k === 'object' && k !== null && (k as { symbol?: string }).symbol === name) return i
      }
      return -1
    }
    for (let i = 0; i < entries.length; i++) if (sameKey(entries[i]![0], key as RValue)) return i
    return -1
  }

  // An exact Ruby key: a String stays a String.
  private indexOfKey(key: RValue): number {
    if (typeof key !== 'string') return this.indexOf(key)
    const entries = this.entries
    for (let i = 0; i < entries.length; i++) if (entries[i]![0] === key) return i
    return -1
  }

  has(key: string | RValue): boolean {
    return this.indexOf(key) >= 0
  }

  /** The value under `key` (a symbol name, or any Ruby value); undefined when absent. */
  get(key: string | RValue): RValue | undefined {
    const i = this.indexOf(key)
    return i >= 0 ? this.entries[i]![1] : undefined
  }

  set(key: string | RValue, value: RValue): this {
    const i = this.indexOf(key)
    if (i >= 0) this.entries[i] = [this.entries[i]![0], value]
    else this.entries.push([asKey(key), value])
    return this
  }

  /** Removes `key` and returns its value (undefined when absent), like Ruby's `Hash#delete`. */
  delete(key: string | RValue): RValue | undefined {
    const i = this.indexOf(key)
    if (i < 0) return undefined
    return this.removeAt(i)
  }

  /** The value under an exact Ruby key (a String key stays a String: `h["a"]`); undefined when absent. */
  getKey(key: RValue): RValue | undefined {
    const i = this.indexOfKey(key)
    return i >= 0 ? this.entries[i]![1] : undefined
  }

  /** Whether the hash has an exact Ruby key (a String key stays a String). */
  hasKey(key: RValue): boolean {
    return this.indexOfKey(key) >= 0
  }

  /** Sets the value under an exact Ruby key (a String key stays a String: `h["a"] = v`). */
  setKey(key: RValue, value: RValue): this {
    const i = this.indexOfKey(key)
    if (i >= 0) this.entries[i] = [this.entries[i]![0], value]
    else this.entries.push([key, value])
    return this
  }

  /** Removes an entry by its exact Ruby key (a String key stays a String). */
  deleteKey(key: RValue): RValue | undefined {
    const i = this.indexOfKey(key)
    if (i < 0) return undefined
    return this.removeAt(i)
  }

  // Shifts in place: `splice` and destructuring allocate, and a listing deletes several options of every route.
  private removeAt(i: number): RValue {
    const entries = this.entries
    const value = entries[i]![1]
    for (let j = i + 1; j < entries.length; j++) entries[j - 1] = entries[j]!
    entries.length--
    return value
  }

  dup(): RHash {
    // Entry pairs are never mutated in place (`set` replaces them), so copies may share them.
    return new RHash(this.entries.slice())
  }

  /** Ruby's `merge`: a new hash; keys of `other` win, keeping the position of existing keys. */
  merge(other: RHash): RHash {
    if (other.entries.length === 0) return this.dup()
    const out = this.dup()
    const entries = other.entries
    for (let j = 0; j < entries.length; j++) {
      const entry = entries[j]!
      const i = out.indexOfKey(entry[0])
      if (i >= 0) out.entries[i] = [out.entries[i]![0], entry[1]]
      else out.entries.push(entry)
    }
    return out
  }

  /** The symbol-keyed entries as a plain record (later keys win). */
  symbolRecord(): Record<string, RValue> {
    const out: Record<string, RValue> = Object.create(null)
    for (const [k, v] of this.entries) if (isSymbol(k)) out[k.symbol] = v
    return out
  }
}

function asKey(key: string | RValue): RValue {
  return typeof key === 'string' ? { symbol: key } : key
}

function sameKey(a: RValue, b: RValue): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b
  if (isSymbol(a) || isSymbol(b)) return isSymbol(a) && isSymbol(b) && a.symbol === b.symbol
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * A value as a route holds it: hashes as tagged entries, calls (rare as defaults) as their Ruby
 * text. An object of the application (`id: RouteFormat.username`) is named by the expression that
 * made it, as a constant is named: only the application knows what it is.
 */
export function plainValue(v: RValue): RubyValue {
  if (Array.isArray(v)) return v.map(plainValue)
  if (isHash(v)) return { hash: v.entries.map(([key, value]) => [plainValue(key), plainValue(value)]) }
  if (isCall(v)) return v.receiver === null ? toS(v) : { constant: applicationObjectText(v) }
  return v
}

/** `RouteFormat.username`, `Subdomain.new("api", strict: true)`: a call as written. */
export function applicationObjectText(call: RCall): string {
  if (call.source !== undefined) return call.source
  const args = call.args.map(inspectValue)
  for (const [key, option] of call.options.entries) args.push(isSymbol(key) ? `${key.symbol}: ${inspectValue(option)}` : `${inspectValue(key)} => ${inspectValue(option)}`)
  const receiver = call.receiver === null ? '' : `${call.receiver}.`
  return `${receiver}${call.call}${args.length > 0 ? `(${args.join(', ')})` : ''}`
}

export function isSymbol(v: unknown): v is { symbol: string } {
  return typeof v === 'object' && v !== null && 'symbol' in v
}

export function isRegexp(v: unknown): v is { regexp: string; flags: string } {
  return typeof v === 'object' && v !== null && 'regexp' in v
}

export function isConstant(v: unknown): v is { constant: string } {
  return typeof v === 'object' && v !== null && 'constant' in v
}

export function isHash(v: unknown): v is RHash {
  return v instanceof RHash
}

export function isCall(v: unknown): v is RCall {
  return typeof v === 'object' && v !== null && 'call' in v
}

/** Ruby truthiness: only nil and false are false (`""` and `0` are true). */
export function truthy(v: RValue | undefined): boolean {
  return v !== undefined && v !== null && v !== false
}

/** Ruby's `to_s` for the values a routes file can hold where a name is expected. */
export function toS(v: RValue | undefined): string {
  if (v === undefined || v === null) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (isSymbol(v)) return v.symbol
  if (isConstant(v)) return v.constant
  if (isRegexp(v)) {
    const on = [...'mix'].filter((f) => v.flags.includes(f)).join('')
    const off = [...'mix'].filter((f) => !v.flags.includes(f)).join('')
    return `(?${on}${off ? `-${off}` : ''}:${v.regexp})`
  }
  if (Array.isArray(v)) return v.map(toS).join('')
  // Hash#to_s is Hash#inspect: `redirect(params: { a: 1 })` shows `params: {:a=>1}`.
  if (isHash(v)) return inspectValue(v)
  return ''
}

/** Ruby's `inspect` of an evaluated value, hashes included (`{:a=>1, "b"=>[:c, nil]}`). */
export function inspectValue(v: RValue): string {
  if (isHash(v)) return `{${v.entries.map(([key, value]) => `${inspectValue(key)}=>${inspectValue(value)}`).join(', ')}}`
  if (Array.isArray(v)) return `[${v.map(inspectValue).join(', ')}]`
  if (isCall(v)) return toS(v)
  return rubyInspect(v)
}

/** Ruby's `present?` on a name part: not nil, not false, not an empty or blank string. */
export function present(v: RValue | undefined): boolean {
  if (!truthy(v)) return false
  if (typeof v === 'string') return /\S/.test(v)
  if (isSymbol(v)) return v.symbol.length > 0
  return true
}

/**
 * Evaluates a literal AST value. Expressions (1.1: variables, method calls, operators) need the
 * expander's evaluator, which knows the environment and the bindings; they are refused here.
 */
export function evaluate(value: Value): RValue {
  switch (value.type) {
    case 'string':
      return value.value
    case 'symbol':
      return { symbol: value.value }
    case 'integer':
      return value.value
    case 'boolean':
      return value.value
    case 'nil':
      return null
    case 'regexp':
      // A Regexp keeps its options, not the order they were written in: `/x/xi` is `/x/ix`.
      return { regexp: value.source, flags: ['i', 'm', 'x'].filter((f) => value.flags.includes(f)).join('') }
    case 'constant':
      return { constant: value.name }
    case 'array':
      return value.elements.map(evaluate)
    case 'hash':
      return evaluatePairs(value.entries)
    case 'call':
      return {
        call: value.method,
        receiver: value.receiver ? value.receiver.name : null,
        args: value.arguments.map(evaluate),
        options: evaluatePairs(value.options),
        position: value.position,
      }
    default:
      throw new Error(`a ${value.type} value needs the evaluator`)
  }
}

/** Evaluates the trailing keyword pairs of a call into one hash. */
export function evaluatePairs(pairs: readonly Pair[]): RHash {
  return new RHash(pairs.map((p) => [evaluate(p.key), evaluate(p.value)]))
}

/** Ruby's `Array(x)`: nil → [], an array stays, anything else is wrapped. */
export function toArray(v: RValue | undefined): RValue[] {
  if (v === undefined || v === null) return []
  return Array.isArray(v) ? v : [v]
}

/** Ruby's `flatten`. */
export function flatten(values: readonly RValue[]): RValue[] {
  return values.flatMap((v) => (Array.isArray(v) ? flatten(v) : [v]))
}
