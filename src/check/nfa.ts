/**
 * Nondeterministic automata over code points, built by Thompson's construction and then freed of
 * their empty moves: the language of a route's path, as the product automaton reads it.
 */
import type { CharSet } from './charset.js'

/** A piece under construction: its entry and exit states. */
export interface Fragment {
  start: number
  end: number
}

/** Thrown when an automaton would exceed its state budget; the caller then cannot decide. */
export class TooLarge extends Error {}

/** An automaton without empty moves: per state its labelled moves, and whether it accepts. */
export interface Nfa {
  start: number
  moves: ReadonlyArray<ReadonlyArray<readonly [CharSet, number]>>
  accepting: readonly boolean[]
}

/** Builds one automaton; at most `limit` states. */
export class NfaBuilder {
  private readonly moves: Array<Array<[CharSet, number]>> = []
  private readonly empty: number[][] = []

  constructor(private readonly limit = 4000) {}  // below product.ts's SLOT

  state(): number {
    if (this.moves.length >= this.limit) throw new TooLarge(`more than ${this.limit} states`)
    this.moves.push([])
    this.empty.push([])
    return this.moves.length - 1
  }

  /** One character of `set`. */
  chars(set: CharSet): Fragment {
    const start = this.state()
    const end = this.state()
    this.moves[start]!.push([set, end])
    return { start, end }
  }

  /** The empty string. */
  nothing(): Fragment {
    const start = this.state()
    return { start, end: start }
  }

  sequence(parts: readonly Fragment[]): Fragment {
    if (parts.length === 0) return this.nothing()
    for (let i = 1; i < parts.length; i++) this.empty[parts[i - 1]!.end]!.push(parts[i]!.start)
    return { start: parts[0]!.start, end: parts[parts.length - 1]!.end }
  }

  choice(parts: readonly Fragment[]): Fragment {
    const start = this.state()
    const end = this.state()
    for (const part of parts) {
      this.empty[start]!.push(part.start)
      this.empty[part.end]!.push(end)
    }
    return { start, end }
  }

  optional(part: Fragment): Fragment {
    return this.choice([part, this.nothing()])
  }

  /** Zero or more of `part` (the fragment is reused: build it fresh for each use). */
  star(part: Fragment): Fragment {
    const hub = this.state()
    this.empty[hub]!.push(part.start)
    this.empty[part.end]!.push(hub)
    return { start: hub, end: hub }
  }

  /** The automaton of `whole`, empty moves removed and unreachable states dropped. */
  finish(whole: Fragment): Nfa {
    const closures = this.moves.map((_, s) => this.closure(s))
    const number = new Map<number, number>([[whole.start, 0]])
    const order = [whole.start]
    const moves: Array<Array<[CharSet, number]>> = []
    const accepting: boolean[] = []
    for (let k = 0; k < order.length; k++) {
      const own: Array<[CharSet, number]> = []
      for (const s of closures[order[k]!]!) {
        for (const [set, to] of this.moves[s]!) {
          let id = number.get(to)
          if (id === undefined) number.set(to, (id = order.push(to) - 1))
          own.push([set, id])
        }
      }
      moves.push(own)
      accepting.push(closures[order[k]!]!.includes(whole.end))
    }
    return { start: 0, moves, accepting }
  }

  private closure(state: number): number[] {
    const seen = new Set([state])
    const stack = [state]
    while (stack.length > 0) for (const next of this.empty[stack.pop()!]!) if (!seen.has(next)) seen.add(next), stack.push(next)
    return [...seen]
  }
}
