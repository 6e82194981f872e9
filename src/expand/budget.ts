import { RoutingError } from './errors.js'
import { isHash, type RHash, type RValue } from './values.js'

// A routes file is a program: a few hundred bytes of loops, methods, concerns or drawn files that
// call each other twice can ask for billions of values or routes. One expansion spends from one
// budget, counted in work rather than time, so that every input ends in a diagnostic at the
// statement that crossed a limit, never in a hang or an out-of-memory that kills the caller.

/** The limits of one expansion, drawn files included. */
export interface EvaluationLimits {
  /** Statements expanded, expressions evaluated, and elements or characters methods read or copy. */
  steps: number
  /** Array elements and hash entries built by evaluation. */
  elements: number
  /** Characters of strings built by evaluation (interpolation, `+`, `join`, `File.join`...) and of route paths. */
  characters: number
  /** Iterations of every loop together. */
  iterations: number
  /** Routes drawn. */
  routes: number
  /** Calls of the file's methods, concerns and drawn files, one inside another. */
  depth: number
  /** Calls of the file's methods, concerns and drawn files, in all. */
  calls: number
}

export type LimitName = keyof EvaluationLimits

/**
 * The defaults: far above what real routes files need (the largest real file measured draws
 * 1,744 routes in about 30,000 steps), and low enough that the worst input they allow takes
 * seconds and a few hundred megabytes.
 */
export const DEFAULT_LIMITS: Readonly<EvaluationLimits> = Object.freeze({
  steps: 10_000_000,
  elements: 1_000_000,
  characters: 16_000_000,
  iterations: 10_000,
  routes: 100_000,
  depth: 100,
  calls: 10_000,
})

export const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as LimitName[]

/** What each limit counts, as the diagnostic words it ("evaluation takes more than N steps"). */
const CROSSED: Record<Exclude<LimitName, 'depth'>, { code: string; text: (n: string) => string }> = {
  steps: { code: 'RC2110', text: (n) => `evaluation takes more than ${n} steps` },
  elements: { code: 'RC2111', text: (n) => `evaluation builds more than ${n} array elements and hash entries` },
  characters: { code: 'RC2112', text: (n) => `strings and route paths of more than ${n} characters are built` },
  iterations: { code: 'RC2113', text: (n) => `loops run more than ${n} times` },
  routes: { code: 'RC2114', text: (n) => `more than ${n} routes are drawn` },
  calls: { code: 'RC2115', text: (n) => `methods, concerns and drawn files are called more than ${n} times` },
}

/** Thrown when an expansion crosses one of its limits; the expander adds the statement's position. */
export class LimitExceeded extends RoutingError {
  readonly limit: LimitName

  constructor(limit: LimitName, value: number) {
    // Calls nested too deep are Ruby's own SystemStackError; routecraft stops far earlier than Ruby's stack.
    const shown = value.toLocaleString('en')
    super(limit === 'depth' ? 'SystemStackError' : 'LimitExceeded', limit === 'depth' ? 'stack level too deep' : `${CROSSED[limit].text(shown)} (limit ${limit})`)
    this.limit = limit
    this.code = limit === 'depth' ? 'RC2094' : CROSSED[limit].code
    this.hint = `routecraft stops there (${limit} = ${shown}); raise it with --max ${limit}=N, or the \`limits\` option, for a file that needs more`
  }
}

/** Limits with the caller's values over the defaults; refuses a value that is not a positive integer. */
export function limitsWith(given: Partial<EvaluationLimits> = {}): EvaluationLimits {
  const limits = { ...DEFAULT_LIMITS }
  for (const [name, value] of Object.entries(given) as Array<[string, number | undefined]>) {
    if (value === undefined) continue
    if (!(name in DEFAULT_LIMITS)) throw new TypeError(`unknown limit '${name}' (known: ${LIMIT_NAMES.join(', ')})`)
    if (!Number.isSafeInteger(value) || value < 1) throw new TypeError(`limit ${name} must be a positive integer, not ${String(value)}`)
    limits[name as LimitName] = value
  }
  return limits
}

/** The work one expansion has done, against its limits. */
export class Budget {
  private readonly spent: Record<Exclude<LimitName, 'depth'>, number> = { steps: 0, elements: 0, characters: 0, iterations: 0, routes: 0, calls: 0 }
  private nesting = 0

  constructor(readonly limits: EvaluationLimits = { ...DEFAULT_LIMITS }) {}

  /** Counts `amount` against a limit; throws `LimitExceeded` past it. */
  spend(limit: Exclude<LimitName, 'depth'>, amount = 1): void {
    if ((this.spent[limit] += amount) > this.limits[limit]) throw new LimitExceeded(limit, this.limits[limit])
  }

  /** One step: `spend('steps')` with the limit read by name, as every evaluated node and statement takes one. */
  step(): void {
    const spent = this.spent
    if (++spent.steps > this.limits.steps) throw new LimitExceeded('steps', this.limits.steps)
  }

  /** The work done so far, by limit. */
  get used(): Readonly<Record<LimitName, number>> {
    return { ...this.spent, depth: this.deepest }
  }

  private deepest = 0

  /** How many calls of methods, concerns and drawn files are running now. */
  get depth(): number {
    return this.nesting
  }

  /** Runs a call of a method, concern or drawn file: one call more, one level deeper while it runs. */
  call<T>(body: () => T): T {
    this.spend('calls')
    if (this.nesting >= this.limits.depth) throw new LimitExceeded('depth', this.limits.depth)
    this.deepest = Math.max(this.deepest, ++this.nesting)
    try {
      return body()
    } finally {
      this.nesting--
    }
  }

  /**
   * Counts the elements of a value as steps (its size, hashes and arrays inside included), stopping
   * as soon as the limit is crossed, so that the count itself costs no more than the limit allows.
   */
  read(value: RValue): void {
    // Scalars, most of what a statement reads, cost no list (indexed loops: a listing reads every option of every route).
    if (typeof value !== 'object' || value === null) {
      if (typeof value === 'string') this.spend('steps', value.length >> 6)
      return
    }
    // Symbols, regexps and constants are one value; only arrays and hashes are walked.
    if (!Array.isArray(value) && !isHash(value)) return
    const pending: RValue[] = [value]
    while (pending.length > 0) {
      const next = pending.pop()!
      if (Array.isArray(next)) {
        this.spend('steps', next.length)
        for (let i = 0; i < next.length; i++) this.take(next[i]!, pending)
      } else {
        const entries = (next as RHash).entries
        this.spend('steps', entries.length)
        for (let i = 0; i < entries.length; i++) {
          this.take(entries[i]![0], pending)
          this.take(entries[i]![1], pending)
        }
      }
    }
  }

  /** An element of a value being read: its arrays and hashes wait their turn, a long string counts now. */
  private take(element: RValue, pending: RValue[]): void {
    if (typeof element === 'string') {
      if (element.length >= 64) this.spend('steps', element.length >> 6)
    } else if (Array.isArray(element) || isHash(element)) pending.push(element)
  }
}
