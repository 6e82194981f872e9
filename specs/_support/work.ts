/**
 * A count of the work a call does, in steps rather than time, so that a spec can tell linear cost
 * from quadratic on a machine under any load: elements iterated (arrays, maps, sets) or searched
 * (`find`, `findIndex`, `some`), characters scanned by `indexOf` and `split`, and regexp matches tried. It sees work done through these
 * built-ins only (loops over indices are not counted), which is where the quadratic costs found so
 * far lay: a source split once per diagnostic, an array copied once per element.
 */

type Patch = [target: object, name: PropertyKey, make: (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown]

let steps = 0

const iteratorProtos = [[][Symbol.iterator](), new Map()[Symbol.iterator](), new Set()[Symbol.iterator](), new Map().keys()].map((it) => Object.getPrototypeOf(it) as object)

const PATCHES: Patch[] = [
  ...[...new Set(iteratorProtos)].map((proto): Patch => [proto, 'next', (next) => function (this: unknown, ...args) {
    steps++
    return next.apply(this, args)
  }]),
  [String.prototype, 'indexOf', (indexOf) => function (this: string, ...args) {
    const found = indexOf.apply(this, args) as number
    const from = Math.max(0, Number(args[1] ?? 0) || 0)
    steps += 1 + (found === -1 ? Math.max(0, this.length - from) : found - from)
    return found
  }],
  [String.prototype, 'split', (split) => function (this: string, ...args) {
    steps += 1 + this.length
    return split.apply(this, args)
  }],
  ...(['find', 'findIndex', 'some'] as const).map((name): Patch => [Array.prototype, name, (search) => function (this: unknown[], ...args) {
    // A search reads the elements up to the one it stops at.
    const [test, thisArg] = args as [(v: unknown, i: number, a: unknown[]) => unknown, unknown]
    const counted = (v: unknown, i: number, a: unknown[]) => (steps++, test.call(thisArg, v, i, a))
    return search.call(this, counted)
  }]),
  [RegExp.prototype, 'exec', (exec) => function (this: RegExp, ...args) {
    const match = exec.apply(this, args) as RegExpExecArray | null
    steps += 1 + (match ? match[0].length : 0)
    return match
  }],
]

/** The steps `call` takes (see above). */
export function workOf(call: () => unknown): number {
  const originals = PATCHES.map(([target, name]) => (target as Record<PropertyKey, unknown>)[name] as (...args: unknown[]) => unknown)
  PATCHES.forEach(([target, name, make], i) => Object.defineProperty(target, name, { value: make(originals[i]!), configurable: true, writable: true }))
  steps = 0
  try {
    call()
    return steps
  } finally {
    PATCHES.forEach(([target, name], i) => Object.defineProperty(target, name, { value: originals[i], configurable: true, writable: true }))
  }
}

/**
 * How the work grows from an input of size `n` to one of `10 n`: about 10 when it is linear in the
 * input, about 100 when it is quadratic.
 */
export function growth(run: (n: number) => () => unknown, n: number): number {
  const small = run(n)
  const large = run(10 * n)
  return workOf(large) / workOf(small)
}
