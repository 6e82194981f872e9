/**
 * The fuzzers' seeded randomness: mulberry32, small and deterministic, so every input is replayed
 * from its seed alone.
 */

/** A seeded random source with the helpers the generators use. */
export class Rng {
  private state: number

  constructor(readonly seed: number) {
    this.state = seed | 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!
  }

  /** Between 0 and `max` results of `make`. */
  many<T>(max: number, make: () => T): T[] {
    return Array.from({ length: this.int(max + 1) }, make)
  }
}

/** The seed of input `index` of a campaign: distinct, and printable for replay. */
export function inputSeed(campaignSeed: number, index: number): number {
  return (Math.imul(campaignSeed, 0x9e3779b1) + index) >>> 0
}
