/**
 * How slow a plain backtracking engine (V8, PCRE2, Python `re`, Java) can be on a regexp: the
 * ambiguity of the automaton it walks (Weideman, van der Merwe, Berglund, Watson, "Analyzing
 * matching time behavior of backtracking regular expression matchers by using ambiguity of NFA",
 * CIAA 2016). On a text no path accepts, such an engine tries every path of the automaton:
 *
 * - **exponential** (EDA) when some state has two different loops reading the same word: a pair
 *   of states of the product automaton lies on a cycle with a diagonal pair `(q, q)`, or a loop
 *   takes a move two ways (two empty paths between the same characters, `(a*)*`);
 * - **polynomial of degree d** (IDA) when d + 1 loops can read the same word one after the other
 *   (`p` loops on v, reads v into `q`, `q` loops on v: a walk of the triple product from
 *   `(p, p, q)` to `(p, q, q)`): O(n^(d+1)) steps;
 * - **linear** otherwise.
 *
 * The automaton is the program the engine runs (program.ts with `inline`), with each distinct
 * empty path between two characters kept as its own move: a backtracking engine takes them one by
 * one, and collapsing them (as an ε-closure does) would hide `(a*)*`. Assertions read nothing and
 * are passed through, which only adds paths: the verdict errs towards slow. A regexp tried at
 * every start (not anchored by `^`) is read with a leading `[\s\S]*?`, which is how often the
 * engine tries it.
 */
import { parseTree, maxLength, type RegexTree, startsAnchored, Unrunnable } from './parse.js'
import { compileTree, Op, type CharTest, type Program } from './program.js'

export type Verdict =
  | { kind: 'linear' }
  | { kind: 'polynomial'; degree: number }
  | { kind: 'exponential' }
  | { kind: 'unknown'; reason: string }

/**
 * Work allowed to one analysis: steps of empty paths, and pairs of moves tested in the products.
 * The most any regexp of the golden cases and the real-world corpus needs is about 40,000; a
 * crafted one stops here after tens of milliseconds, its verdict unknown (the matcher then runs
 * it on the linear machine all the same).
 */
export const ANALYSIS_BUDGET = 100_000

/** Every analysis's work, added up: the specs count it instead of timing the analysis. */
export const analysisWork = { units: 0 }

/** More ways than this to read one text make a regexp exponential in its counts. */
export const MAX_PATHS = 4096

class OverBudget extends Error {}

/** The verdict on a JS regexp source (flag `u`), tried from every start unless it begins with `^`. */
export function backtrackingCost(source: string): Verdict {
  let tree: RegexTree
  let groups: number
  try {
    ;({ tree, groups } = parseTree(source, true))
  } catch (error) {
    if (error instanceof Unrunnable) return { kind: 'unknown', reason: error.message }
    throw error
  }
  try {
    return treeCost(tree, groups)
  } catch (error) {
    if (error instanceof OverBudget) return { kind: 'unknown', reason: 'too large to analyse' }
    if (error instanceof Unrunnable) return { kind: 'unknown', reason: error.message }
    throw error
  }
}

function treeCost(tree: RegexTree, groups: number): Verdict {
  const automaton = new Automaton(compileTree(tree, groups, true), !startsAnchored(tree))
  let verdict = automaton.verdict()
  // A lookahead is tried at each position it is reached: its body's own cost counts, and an
  // unbounded body read at every position of the text costs one degree more.
  for (const body of lookBodies(tree)) {
    const own = treeCost(body, 0)
    verdict = worse(verdict, maxLength(body) === Infinity ? worse(own, { kind: 'polynomial', degree: 1 }) : own)
  }
  return verdict
}

/** The live nodes of each component. */
function nodesOf(live: readonly boolean[], component: readonly number[], count: number): number[][] {
  const out: number[][] = Array.from({ length: count }, () => [])
  for (let p = 0; p < live.length; p++) if (live[p]) out[component[p]!]!.push(p)
  return out
}

const RANK = { linear: 0, polynomial: 1, unknown: 2, exponential: 3 }

/** The slower of two verdicts. */
export function worse(a: Verdict, b: Verdict): Verdict {
  if (RANK[a.kind] !== RANK[b.kind]) return RANK[a.kind] > RANK[b.kind] ? a : b
  if (a.kind === 'polynomial' && b.kind === 'polynomial') return a.degree >= b.degree ? a : b
  return a
}

function lookBodies(tree: RegexTree): RegexTree[] {
  if (tree.type === 'look') return [tree.item]
  if (tree.type === 'sequence' || tree.type === 'choice') return tree.items.flatMap(lookBodies)
  if (tree.type === 'repeat' || tree.type === 'group' || tree.type === 'atomic') return lookBodies(tree.item)
  return []
}

/**
 * The automaton of a program: node 0 is the start, the others its character instructions and
 * MATCH; `moves[p]` lists each node q reachable by reading q's character, once per empty path.
 */
class Automaton {
  private readonly nodes: number[] = []
  private readonly moves: number[][] = []
  /**
   * `moves` with each target once: where only reachability matters (the products), a target
   * listed once per empty path would multiply the product's moves by the paths' count.
   */
  private readonly distinct: number[][] = []
  /** Per node, its label as a bit set over the alphabet's classes (letters). */
  private readonly labels: number[][] = []
  private work = 0

  constructor(private readonly program: Program, scan: boolean) {
    const index = new Map<number, number>()
    const pcs = [-1]
    for (let pc = 0; pc < program.op.length; pc++) if (program.op[pc] === Op.CHAR || program.op[pc] === Op.MATCH) pcs.push(pc)
    pcs.forEach((pc, i) => index.set(pc, i))
    this.nodes = pcs
    const sets = pcs.map((pc) => (pc >= 0 && program.op[pc] === Op.CHAR ? ranges(program.chars[program.a[pc]!]!) : []))
    for (const pc of pcs) {
      const from = pc < 0 ? 0 : program.op[pc] === Op.CHAR ? pc + 1 : -1
      this.moves.push(from < 0 ? [] : this.emptyPaths(from).map((target) => index.get(target)!))
    }
    if (scan) {
      // The engine's tries at each start: a node reading any character, looping, before the start.
      const any = pcs.length
      sets.push([0, 0x110000])
      this.moves.push([...this.moves[0]!, any])
      this.moves[0] = [...this.moves[0]!, any]
      this.nodes.push(-2)
    }
    this.labels = letterMasks(sets)
    this.distinct = this.moves.map((targets) => [...new Set(targets)])
  }

  verdict(): Verdict {
    const live = this.reachable()
    const { component, count } = components(this.moves.length, (p) => this.moves[p]!.filter((q) => live[q]))
    const cyclic = new Array<boolean>(count).fill(false)
    for (let p = 0; p < this.moves.length; p++) {
      if (!live[p]) continue
      const seen = new Set<number>()
      for (const q of this.moves[p]!) {
        if (component[q] !== component[p]) continue
        cyclic[component[p]!] = true
        // The same move two ways, inside a loop: each pass around the loop doubles the paths.
        if (seen.has(q)) return { kind: 'exponential' }
        seen.add(q)
      }
    }
    if (this.pairCycles(live, component)) return { kind: 'exponential' }
    return this.degree(live, component, count, cyclic)
  }

  // Each node reachable from the start.
  private reachable(): boolean[] {
    const live = new Array<boolean>(this.moves.length).fill(false)
    const todo = [0]
    live[0] = true
    while (todo.length > 0) for (const q of this.moves[todo.pop()!]!) if (!live[q]) (live[q] = true), todo.push(q)
    return live
  }

  // Every empty path from instruction `pc` to a character or MATCH, one entry per path. A path
  // that ends an iteration it began itself (an iteration matching nothing) fails there, as the
  // engine's empty check makes it.
  private emptyPaths(pc: number): number[] {
    const { op, a, b } = this.program
    const out: number[] = []
    const entered: number[] = []
    const walk = (at: number): void => {
      this.spend()
      const code = op[at]!
      if (code === Op.CHAR || code === Op.MATCH) return void out.push(at)
      if (code === Op.CHECK && entered.includes(a[at]!)) return
      if (code === Op.SPLIT) walk(a[at]!), walk(b[at]!)
      else if (code === Op.JMP) walk(a[at]!)
      else if (code === Op.ENTER) entered.push(a[at]!), walk(at + 1), entered.pop()
      else walk(at + 1)
    }
    walk(pc)
    return out
  }

  // One unit of the analysis's work: an empty path's step, or a pair of moves tested in a product.
  private spend(): void {
    analysisWork.units++
    if (++this.work > ANALYSIS_BUDGET) throw new OverBudget()
  }

  private common(p: number, q: number): boolean {
    const x = this.labels[p]!
    const y = this.labels[q]!
    for (let w = 0; w < x.length; w++) if ((x[w]! & y[w]!) !== 0) return true
    return false
  }

  private common3(p: number, q: number, r: number): boolean {
    const x = this.labels[p]!
    const y = this.labels[q]!
    const z = this.labels[r]!
    for (let w = 0; w < x.length; w++) if ((x[w]! & y[w]! & z[w]!) !== 0) return true
    return false
  }

  // True when a cycle of the pair product holds a diagonal pair and an off-diagonal one.
  private pairCycles(live: boolean[], component: number[]): boolean {
    const n = this.moves.length
    const key = (p: number, q: number) => p * n + q
    const pairs: number[] = []
    const index = new Map<number, number>()
    const add = (p: number, q: number) => {
      const k = key(p, q)
      if (index.has(k)) return
      index.set(k, pairs.length)
      pairs.push(k)
    }
    // Pairs of nodes of one component of the automaton, reached from a diagonal pair.
    for (let p = 0; p < n; p++) if (live[p]) add(p, p)
    const next = (k: number): number[] => {
      const p = Math.floor(k / n)
      const q = k % n
      const out: number[] = []
      for (const p2 of this.distinct[p]!) {
        if (!live[p2] || component[p2] !== component[p]) continue
        for (const q2 of this.distinct[q]!) {
          this.spend()
          if (component[q2] !== component[q] || !this.common(p2, q2)) continue
          add(p2, q2)
          out.push(index.get(key(p2, q2))!)
        }
      }
      return out
    }
    for (let i = 0; i < pairs.length; i++) next(pairs[i]!)
    const { component: pc } = components(pairs.length, (i) => next(pairs[i]!))
    const diagonal = new Set<number>()
    for (let i = 0; i < pairs.length; i++) if (Math.floor(pairs[i]! / n) === pairs[i]! % n) diagonal.add(pc[i]!)
    for (let i = 0; i < pairs.length; i++) {
      const p = Math.floor(pairs[i]! / n)
      const q = pairs[i]! % n
      if (p !== q && diagonal.has(pc[i]!) && next(pairs[i]!).some((j) => pc[j] === pc[i])) return true
    }
    return false
  }

  // The longest chain of loops, each reading what the one before it reads (IDA), counted in links.
  private degree(live: boolean[], component: number[], count: number, cyclic: boolean[]): Verdict {
    const nodes = nodesOf(live, component, count)
    const members = nodes.map((list, c) => (cyclic[c] ? list : []))
    // The loops each component leads to. Tarjan numbers components in reverse topological order:
    // successors first. Only loops are kept, so a long loopless regexp costs no more than its length.
    const reaches: Array<Set<number>> = Array.from({ length: count }, () => new Set<number>())
    const reach = (c: number, d: number): void => {
      if (reaches[c]!.has(d)) return
      this.spend()
      reaches[c]!.add(d)
    }
    for (let c = 0; c < count; c++) {
      for (const p of nodes[c]!) {
        for (const q of this.distinct[p]!) {
          const d = component[q]!
          if (d === c) continue
          if (members[d]!.length > 0) reach(c, d)
          for (const e of reaches[d]!) reach(c, e)
        }
      }
    }
    const best = new Array<number>(count).fill(0)
    for (let c = 0; c < count; c++) {
      if (members[c]!.length === 0) continue
      for (const d of reaches[c]!) {
        if (members[d]!.length === 0) continue
        const link = this.linked(members[c]!, members[d]!) ? 1 : 0
        best[c] = Math.max(best[c]!, best[d]! + link)
      }
    }
    let degree = 0
    for (let c = 0; c < count; c++) degree = Math.max(degree, best[c]!)
    if (degree > 0) return { kind: 'polynomial', degree }
    // Finitely ambiguous, but counted repetitions can still multiply the ways to read one text
    // beyond any practical bound: `(a{1,9}){1,9}` splits 45 characters in millions of ways.
    return this.paths(nodes, component) > MAX_PATHS ? { kind: 'exponential' } : { kind: 'linear' }
  }

  // An upper bound on the paths reaching any node (labels ignored): paths into each component
  // are summed over its entering moves, and each of its nodes is given that sum.
  private paths(nodes: readonly number[][], component: readonly number[]): number {
    const into = new Array<number>(nodes.length).fill(0)
    into[component[0]!] = 1
    let most = 1
    // Tarjan numbers components successors first: walk them from the last.
    for (let c = nodes.length - 1; c >= 0; c--) {
      most = Math.max(most, into[c]!)
      for (const p of nodes[c]!) {
        for (const q of this.moves[p]!) if (component[q] !== c) into[component[q]!] = Math.min(1e15, into[component[q]!]! + into[c]!)
      }
    }
    return most
  }

  // True when some p of one loop and q of a later one read the same word v around p, from p to q
  // and around q: the triple product walks from (p, p, q) to (p, q, q).
  private linked(first: readonly number[], second: readonly number[]): boolean {
    for (const p of first) {
      for (const q of second) {
        const n = this.moves.length
        const key = (x: number, y: number, z: number) => (x * n + y) * n + z
        const goal = key(p, q, q)
        const seen = new Set<number>([key(p, p, q)])
        const todo: Array<[number, number, number]> = [[p, p, q]]
        while (todo.length > 0) {
          const [x, y, z] = todo.pop()!
          for (const x2 of this.distinct[x]!) {
            for (const y2 of this.distinct[y]!) {
              this.spend()
              if (!this.common(x2, y2)) continue
              for (const z2 of this.distinct[z]!) {
                this.spend()
                if (!this.common3(x2, y2, z2)) continue
                const k = key(x2, y2, z2)
                if (k === goal) return true
                if (seen.has(k)) continue
                seen.add(k)
                todo.push([x2, y2, z2])
              }
            }
          }
        }
      }
    }
    return false
  }
}

/** A character test as code point ranges `[lo, hi)`: ASCII exactly, the rest as one block. */
function ranges(test: CharTest): number[] {
  const out: number[] = []
  for (let c = 0; c < 128; c++) {
    if (test.ascii[c] !== 1) continue
    if (out.length > 0 && out[out.length - 1] === c) out[out.length - 1] = c + 1
    else out.push(c, c + 1)
  }
  if (test.other !== null) out.push(0x80, 0x110000)
  return out
}

/**
 * Splits the code points into classes that every label either holds whole or not at all, and
 * gives each label as a bit set over those classes: labels then meet exactly when their sets do.
 */
function letterMasks(sets: readonly number[][]): number[][] {
  const cuts = new Set<number>([0, 0x110000])
  for (const set of sets) for (const edge of set) cuts.add(edge)
  const points = [...cuts].sort((x, y) => x - y)
  const signatures = new Map<string, number>()
  const letterOf: number[] = []
  for (let i = 0; i + 1 < points.length; i++) {
    const signature = sets.map((set) => (inSet(set, points[i]!) ? '1' : '0')).join('')
    if (!signatures.has(signature)) signatures.set(signature, signatures.size)
    letterOf.push(signatures.get(signature)!)
  }
  const words = Math.ceil(signatures.size / 32)
  return sets.map((set) => {
    const mask = new Array<number>(words).fill(0)
    for (let i = 0; i + 1 < points.length; i++) if (inSet(set, points[i]!)) mask[letterOf[i]! >>> 5]! |= 1 << (letterOf[i]! & 31)
    return mask
  })
}

function inSet(set: readonly number[], code: number): boolean {
  for (let i = 0; i < set.length; i += 2) if (code >= set[i]! && code < set[i + 1]!) return true
  return false
}

/** Strongly connected components (Tarjan, iterative); numbered successors first. */
function components(size: number, next: (v: number) => readonly number[]): { component: number[]; count: number } {
  const component = new Array<number>(size).fill(-1)
  const order = new Array<number>(size).fill(-1)
  const low = new Array<number>(size).fill(0)
  const stack: number[] = []
  const onStack = new Array<boolean>(size).fill(false)
  let counter = 0
  let count = 0
  for (let root = 0; root < size; root++) {
    if (order[root] !== -1) continue
    const frames: Array<{ v: number; edges: readonly number[]; i: number }> = [{ v: root, edges: next(root), i: 0 }]
    order[root] = low[root] = counter++
    stack.push(root)
    onStack[root] = true
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!
      if (frame.i < frame.edges.length) {
        const w = frame.edges[frame.i++]!
        if (order[w] === -1) {
          order[w] = low[w] = counter++
          stack.push(w)
          onStack[w] = true
          frames.push({ v: w, edges: next(w), i: 0 })
        } else if (onStack[w]) low[frame.v] = Math.min(low[frame.v]!, order[w]!)
        continue
      }
      frames.pop()
      if (frames.length > 0) low[frames[frames.length - 1]!.v] = Math.min(low[frames[frames.length - 1]!.v]!, low[frame.v]!)
      if (low[frame.v] === order[frame.v]) {
        for (;;) {
          const w = stack.pop()!
          onStack[w] = false
          component[w] = count
          if (w === frame.v) break
        }
        count++
      }
    }
  }
  return { component, count }
}
