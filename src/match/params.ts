/**
 * Params objects with a fixed shape per key list. Each distinct list of keys (route defaults, then
 * captured segment names) gets one constructor that assigns them in order, so every params object
 * of that list shares one hidden class and each store is a plain named store. The constructors
 * are generated from the key names (string literals made with `JSON.stringify`, so no name can
 * inject code); where code generation is disallowed, a loop does the same assignments.
 */
import type { ParamValue } from './compile.js'

/** A params object: own properties only; its prototype is an empty null-prototype object. */
export type Params = Record<string, ParamValue>

/**
 * Builds a params object: base value i is `pool[at[offset + i]]`, then the captured values, in
 * key order. The automaton keeps a pool of the table's base values and their indices beside each
 * candidate (dfa.ts), so a match reads no per-route object; the walk passes a route's own
 * values with `identity`.
 */
export type Shape = new (pool: readonly ParamValue[], at: Int32Array, offset: number, values: readonly ParamValue[]) => Params

let identities: Int32Array = Int32Array.from({ length: 16 }, (_, i) => i)

/** Indices 0, 1, 2, ... (at least n): `new shape(baseValues, identity(n), 0, values)` reads the values in order. */
export function identity(n: number): Int32Array {
  if (n > identities.length) identities = Int32Array.from({ length: n }, (_, i) => i)
  return identities
}

// Params objects inherit from an empty object with a null prototype: nothing to pollute (a
// `__proto__` segment becomes an own property), and unlike `Object.create(null)` objects they
// stay in V8's fast mode.
const PROTO: object = Object.create(null)

const shapes = new Map<string, Shape>()
const MAX_SHAPES = 4096
let generate = true

/** The constructor for these base keys followed by these captured names. */
export function shapeOf(baseKeys: readonly string[], names: readonly string[]): Shape {
  const signature = JSON.stringify([baseKeys, names])
  let shape = shapes.get(signature)
  if (shape === undefined) {
    shape = (generate && generated(baseKeys, names)) || looped(baseKeys, names)
    if (shapes.size < MAX_SHAPES) shapes.set(signature, shape)
  }
  return shape
}

function generated(baseKeys: readonly string[], names: readonly string[]): Shape | null {
  let body = ''
  for (let i = 0; i < baseKeys.length; i++) body += `this[${JSON.stringify(baseKeys[i])}]=p[a[o+${i}]];`
  for (let i = 0; i < names.length; i++) body += `this[${JSON.stringify(names[i])}]=v[${i}];`
  try {
    const shape = new Function('p', 'a', 'o', 'v', body) as unknown as Shape
    shape.prototype = PROTO
    return shape
  } catch {
    generate = false // --disallow-code-generation-from-strings
    return null
  }
}

function looped(baseKeys: readonly string[], names: readonly string[]): Shape {
  function Looped(this: Params, p: readonly ParamValue[], a: Int32Array, o: number, v: readonly ParamValue[]): void {
    for (let i = 0; i < baseKeys.length; i++) this[baseKeys[i]!] = p[a[o + i]!]!
    for (let i = 0; i < names.length; i++) this[names[i]!] = v[i]!
  }
  Looped.prototype = PROTO
  return Looped as unknown as Shape
}

/** An empty params object (same prototype), for params built key by key. */
export function emptyParams(): Params {
  return new Empty()
}

const Empty = function (this: Params): void {} as unknown as new () => Params
Empty.prototype = PROTO
