// Timing helpers for bench/match.ts: fresh strings per request, interleaved rounds, medians.

/** A workload whose paths live in one Buffer, so each lookup gets a freshly sliced string. */
export interface Workload {
  name: string
  verbs: string[]
  buffer: Buffer
  offsets: Int32Array
}

/** Packs request paths into a Buffer with their offsets. */
export function workload(name: string, requests: ReadonlyArray<{ verb: string; path: string }>): Workload {
  const buffer = Buffer.from(requests.map((r) => r.path).join(''), 'latin1')
  const offsets = new Int32Array(requests.length + 1)
  let at = 0
  requests.forEach((r, i) => {
    offsets[i] = at
    at += Buffer.byteLength(r.path, 'latin1')
  })
  offsets[requests.length] = at
  return { name, verbs: requests.map((r) => r.verb), buffer, offsets }
}

/** Runs every request of a workload once through `find`; returns ns per request. */
export function pass(w: Workload, find: (verb: string, path: string) => unknown): number {
  const { verbs, buffer, offsets } = w
  let hits = 0
  const start = process.hrtime.bigint()
  for (let i = 0; i < verbs.length; i++) {
    if (find(verbs[i]!, buffer.toString('latin1', offsets[i]!, offsets[i + 1]!)) != null) hits++
  }
  const ns = Number(process.hrtime.bigint() - start)
  sink ^= hits
  return ns / verbs.length
}

/** Minimum warm-up per contender and workload, in milliseconds. */
export const WARM_MS = 150

/** Keeps results observable so the work cannot be optimised away. */
export let sink = 0

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * Interleaved rounds: each round runs every contender once over the workload (in rotating
 * order), so drift in machine speed hits all alike. Returns median ns/op per contender.
 */
export function race(w: Workload, contenders: ReadonlyArray<{ name: string; find: (v: string, p: string) => unknown }>, rounds: number): Map<string, number> {
  return raceEach(contenders.map((c) => ({ ...c, workload: w })), rounds)
}

/** `race` with a workload per contender: compares one router on different tables and requests. */
export function raceEach(
  contenders: ReadonlyArray<{ name: string; workload: Workload; find: (v: string, p: string) => unknown }>,
  rounds: number,
): Map<string, number> {
  const times = new Map(contenders.map((c) => [c.name, [] as number[]]))
  // Warm-up until steady state: at least 5 passes and WARM_MS per contender. With only a few
  // thousand requests, the first measured rounds ran before V8 had optimised the code (on the
  // loaded 2-core VM the same build measured 700 or 1,900 ns/request from one run to the next).
  const until = performance.now() + WARM_MS * contenders.length
  for (let warm = 0; warm < 5 || performance.now() < until; warm++) for (const c of contenders) pass(c.workload, c.find)
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = contenders[(round + k) % contenders.length]!
      times.get(c.name)!.push(pass(c.workload, c.find))
    }
  }
  return new Map([...times].map(([name, t]) => [name, median(t)]))
}
