/**
 * Verbs as bits, so that a candidate's verb check is one `&`. Bit 0 means "explicitly accepts
 * HEAD": routes for any verb have every bit but that one, because Rails lets routes that name
 * HEAD win over GET routes for a HEAD request, but not routes that accept anything.
 */

/** Verb → bit, grown as the route table names verbs. */
export class VerbBits {
  private readonly bits = new Map<string, number>([['HEAD', 1], ['GET', 2]])
  /** The bit for verbs no route names: only routes for any verb accept them. */
  readonly other = 1 << 30
  /** Mask of a route that accepts any verb. */
  readonly any = ~1 & 0x7fffffff

  /** The mask of a route's verb list (empty = any verb). */
  mask(verbs: readonly string[]): number {
    if (verbs.length === 0) return this.any
    let mask = 0
    for (const verb of verbs) mask |= this.define(verb.toUpperCase())
    return mask
  }

  // Request verbs as written (`get`, `OPTIONS`) with their bit, so that a verb no route names
  // is upper-cased once, not on every request. Bounded: clients choose the verbs.
  private readonly asked = new Map<string, number>()

  /** The bit of a request verb; HEAD is handled by the caller. */
  bit(verb: string): number {
    const known = this.bits.get(verb) ?? this.asked.get(verb)
    if (known !== undefined) return known
    const bit = this.bits.get(verb.toUpperCase()) ?? this.other
    if (this.asked.size < 64) this.asked.set(verb, bit)
    return bit
  }

  private define(verb: string): number {
    let bit = this.bits.get(verb)
    if (bit === undefined) {
      // Past 29 distinct verbs the rest share the "other" bit (accepted as any verb would be).
      bit = this.bits.size < 30 ? 1 << this.bits.size : this.other
      this.bits.set(verb, bit)
    }
    return bit
  }
}
