/**
 * Params objects. Each distinct list of keys in a table (route defaults, then captured segment
 * names) is a numbered shape, and one constructor per table builds them all: it switches on the
 * shape number and assigns that shape's keys in order. So every params object of one key list
 * shares a hidden class and each store is a plain named store, while the `new` of a match sees a
 * single constructor. With one constructor per shape, that site saw some two hundred on the Rails
 * table, and that call cost about 8 % of a mixed workload's lookup time.
 *
 * The constructor is generated from the key names (string literals made with `JSON.stringify`,
 * so no name can inject code). Where code generation is disallowed, and for the shapes past
 * `MAX_CASES`, a loop does the same assignments. The small tables' maker (`sliceBuilder`) is the
 * same switch in a function that makes its object itself (see SliceBuilder).
 */
/** A param value as recognition hands it over (a Hash default as a plain object). */
export type ParamValue = string | number | boolean | null | ParamValue[] | { [key: string]: ParamValue }

/** A params object: own properties only; its prototype is an empty null-prototype object. */
export type Params = Record<string, ParamValue>

/**
 * Builds a params object of shape `shape`: base value i is `pool[at[offset + i]]`, then the
 * captured values, in key order. The automaton keeps a pool of the table's base values and their
 * indices beside each candidate (dfa.ts), so a match reads no per-route object; the walk passes
 * a route's own values with `identity`.
 */
export type ParamsBuilder = new (shape: number, pool: readonly ParamValue[], at: Int32Array, offset: number, values: readonly ParamValue[]) => Params

/**
 * Makes a params object of shape `shape` from the path itself: base value i is
 * `pool[at[offset + i]]`, then captured value k is the path's text of token `at[offset + bases + k]`
 * (between `seps[token] + 1` and `seps[token + 1]`; with `SLICE_GLOB` set, to the path's end). The
 * small tables' recognizer (small/) answers with it: the values go straight from the path into
 * the new object, which is young, where storing them into an array kept across requests first
 * (old) made the engine record each store for the next scavenge. A function, not a constructor:
 * its `switch` keeps the engine from inlining it, and a `new` it does not inline costs a construct
 * stub and a generic allocation, where the function's own `new` of an empty constructor is inlined.
 */
export type SliceBuilder = (shape: number, pool: readonly ParamValue[], at: Int32Array, offset: number, path: string, seps: Int32Array) => Params

/** Set in a capture's token for a glob: its value runs to the path's end. */
export const SLICE_GLOB = 1 << 24

let identities: Int32Array = Int32Array.from({ length: 16 }, (_, i) => i)

/** Indices 0, 1, 2, ... (at least n): `new build(shape, baseValues, identity(n), 0, values)` reads the values in order. */
export function identity(n: number): Int32Array {
  if (n > identities.length) identities = Int32Array.from({ length: n }, (_, i) => i)
  return identities
}

// Params objects inherit from an empty object with a null prototype: nothing to pollute (a
// `__proto__` segment becomes an own property), and unlike `Object.create(null)` objects they
// stay in V8's fast mode.
const PROTO: object = Object.create(null)

// Shapes the generated constructor has a case for: keeps its bytecode well under what V8 still
// optimises (60 KB) on tables with unusually many key lists.
const MAX_CASES = 512
let generate = true
// The widest shape whose keys all params objects make room for (see `builder`).
const MAX_INLINE = 12

/** The shapes of one table's routes, numbered in the order they are first asked for. */
export class Shapes {
  private readonly lists: KeyList[] = []
  // The shapes as a tree over their keys: the base keys, a BETWEEN edge, then the names. No key
  // list is made into a signature (that took 0.5 µs a terminal on the Rails table).
  private readonly root: KeyNode = { number: -1, next: null }

  /** The number of the shape with these base keys followed by these captured names. */
  number(baseKeys: readonly string[], names: readonly string[]): number {
    let node = this.root
    for (const key of baseKeys) node = child(node, key)
    node = child(node, BETWEEN)
    for (const name of names) node = child(node, name)
    if (node.number < 0) node.number = this.lists.push([baseKeys, names]) - 1
    return node.number
  }

  /** The constructor of every shape numbered so far. */
  builder(): ParamsBuilder {
    const build = ((generate && generated(this.lists, false)) || looped(this.lists)) as unknown as ParamsBuilder
    return prepared(this.lists, build, (widest, baseKeys, names) => new build(widest, [''], new Int32Array(baseKeys.length), 0, names.map(() => '')))
  }

  /** The key lists of the shapes numbered so far, by number (without the tree that numbers them). */
  keyLists(): KeyLists {
    return this.lists
  }
}

/** The maker of every shape of `lists` (Shapes.keyLists) that slices the captured values from the path (see SliceBuilder). */
export function sliceBuilder(lists: KeyLists): SliceBuilder {
  const build = ((generate && generated(lists, true)) || sliceMaker(lists)) as unknown as SliceBuilder
  return prepared(lists, build, (widest, baseKeys, names) => build(widest, [''], new Int32Array(baseKeys.length + names.length), 0, '', new Int32Array(2)))
}

function prepared<B extends { prototype: unknown }>(lists: KeyLists, build: B, make: (widest: number, baseKeys: readonly string[], names: readonly string[]) => void): B {
  build.prototype = PROTO
  // V8 sizes a constructor's objects by the first few it makes (slack tracking): made first,
  // the widest shape (up to MAX_INLINE keys) keeps every shape's keys inside the object, where
  // the others would spill the keys past the first objects' count into a second allocation.
  let widest = -1
  let width = 0
  lists.forEach(([baseKeys, names], s) => {
    const n = baseKeys.length + names.length
    if (n > width && n <= MAX_INLINE) (widest = s), (width = n)
  })
  if (widest >= 0) make(widest, ...lists[widest]!)
  return build
}

interface KeyNode {
  number: number
  next: Map<string | symbol, KeyNode> | null
}

const BETWEEN = Symbol('base keys | names')

function child(node: KeyNode, key: string | symbol): KeyNode {
  node.next ??= new Map()
  let next = node.next.get(key)
  if (next === undefined) node.next.set(key, (next = { number: -1, next: null }))
  return next
}

/** A shape's keys: the base keys, then the captured names. */
type KeyList = readonly [readonly string[], readonly string[]]
export type KeyLists = readonly KeyList[]

type Constructor = (this: Params, shape: number, p: readonly ParamValue[], a: Int32Array, o: number, v: readonly ParamValue[] | string, t?: Int32Array) => void

// The store of captured value i of a shape with `bases` base values: from the values given, or
// sliced from the path (`q`) at the token bounds (`t`) its record gives (see SliceBuilder).
const valueStores = (i: number): string => `v[${i}]`
const sliceStores = (i: number, bases: number): string => `(x=a[o+${bases + i}],q.slice(t[x&${SLICE_GLOB - 1}]+1,x<${SLICE_GLOB}?t[x+1]:q.length))`

/** With `slices`, a function that makes its object (`r`, see SliceBuilder); else a constructor of the values given. */
function generated(lists: KeyLists, slices: boolean): Constructor | SliceBuilder | null {
  const value = slices ? sliceStores : valueStores
  const self = slices ? 'r' : 'this'
  let body = slices ? 'var r=new E(),x,q=v;switch(s){' : 'switch(s){'
  for (let s = 0; s < lists.length && s < MAX_CASES; s++) {
    const [baseKeys, names] = lists[s]!
    body += `case ${s}:`
    for (let i = 0; i < baseKeys.length; i++) body += `${self}[${JSON.stringify(baseKeys[i])}]=p[a[o+${i}]];`
    for (let i = 0; i < names.length; i++) body += `${self}[${JSON.stringify(names[i])}]=${value(i, baseKeys.length)};`
    body += slices ? 'return r;' : 'return;'
  }
  body += slices ? '}loop.call(r,s,p,a,o,v,t);return r' : '}loop.call(this,s,p,a,o,v)'
  // Tables whose every key list has a case share one constructor when their lists are the same
  // (a matcher built again, the plain shapes of two small tables): a `new` that sees matchers of
  // both keeps one target. Past MAX_CASES the loop reads the table's own lists: not shared.
  const shared = lists.length <= MAX_CASES
  const known = shared ? made.get(body) : undefined
  if (known !== undefined) return known
  try {
    const build = new Function('loop', 'E', `return function(s,p,a,o,v${slices ? ',t' : ''}){${body}}`)(slices ? slicing(lists) : looped(lists), slices ? ownEmpty() : null) as Constructor
    if (shared) remember(body, build)
    return build
  } catch {
    generate = false // --disallow-code-generation-from-strings
    return null
  }
}

// An empty constructor whose objects a slice maker fills (its own: V8 sizes its objects by the
// first few it makes, see `prepared`).
function ownEmpty(): new () => Params {
  const E = function (this: Params): void {} as unknown as new () => Params
  E.prototype = PROTO
  return E
}

// The slice maker without generated code: the loop below on a new object.
function sliceMaker(lists: KeyLists): SliceBuilder {
  const fill = slicing(lists)
  const E = ownEmpty()
  return (s, p, a, o, q, t) => {
    const r = new E()
    fill.call(r, s, p, a, o, q, t)
    return r
  }
}

// Constructors by their source, a few: sources of large tables are tens of kilobytes.
const made = new Map<string, Constructor | SliceBuilder>()
const MADE = 16

function remember(body: string, build: Constructor | SliceBuilder): void {
  if (made.size >= MADE) made.clear()
  made.set(body, build)
}

function looped(lists: KeyLists): Constructor {
  return function (this: Params, s: number, p: readonly ParamValue[], a: Int32Array, o: number, q: readonly ParamValue[] | string): void {
    const [baseKeys, names] = lists[s]!
    const v = q as readonly ParamValue[]
    for (let i = 0; i < baseKeys.length; i++) this[baseKeys[i]!] = p[a[o + i]!]!
    for (let i = 0; i < names.length; i++) this[names[i]!] = v[i]!
  }
}

function slicing(lists: KeyLists): Constructor {
  return function (this: Params, s: number, p: readonly ParamValue[], a: Int32Array, o: number, q: readonly ParamValue[] | string, t?: Int32Array): void {
    const [baseKeys, names] = lists[s]!
    const path = q as string
    for (let i = 0; i < baseKeys.length; i++) this[baseKeys[i]!] = p[a[o + i]!]!
    for (let i = 0; i < names.length; i++) {
      const x = a[o + baseKeys.length + i]!
      this[names[i]!] = path.slice(t![x & (SLICE_GLOB - 1)]! + 1, x < SLICE_GLOB ? t![x + 1]! : path.length)
    }
  }
}

/** An empty params object (same prototype), for params built key by key. */
export function emptyParams(): Params {
  return new Empty()
}

const Empty = function (this: Params): void {} as unknown as new () => Params
Empty.prototype = PROTO
