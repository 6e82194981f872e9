// @medley/router wrapped to answer Rails' question (the fair yardstick): the first declared
// route that matches wins, verbs (HEAD falls back to GET), `(.:format)` split off the last
// segment, requirements, `:param` values without `.`, decoded values, and the route's defaults,
// controller and action in the params, as `recognize` returns them.
//
// It is the wrapper a team would write on top of the router, and it does less than Rails asks, so
// it errs in the router's favour: @medley/router prefers a static segment to a parameter, so an
// earlier `/:id` route loses to a later literal one, and a static node whose routes all refuse the
// verb hides the parameter routes beside it. `agreement` counts how often it still gives Rails'
// answer; the benchmark prints that next to its times.
import { createRequire } from 'node:module'
import type { Route, RubyValue } from '../dist/route.js'
import { peerPaths } from './_peers.js'

const require = createRequire(import.meta.url)
const MedleyRouter = require('@medley/router') as new () => {
  register(path: string): Store
  find(path: string): { store: Store; params: Record<string, string> } | null
}

type Params = Record<string, unknown>

/** A route as one registered path reaches it. */
interface Candidate {
  /** Declaration order × 2, + 1 for the variant without the format: lower wins. */
  key: number
  index: number
  /** One bit per verb the route accepts (all bits: any verb). */
  verbs: number
  withFormat: boolean
  /** Real segment names by position, and the router's names for them. */
  names: string[]
  slots: string[]
  /** A requirement per segment, anchored; null: no `.` allowed. */
  tests: Array<RegExp | null>
  base: Params
}

interface Store {
  candidates?: Candidate[]
}

/** The wrapped router, and the routes it had to leave out (forms the router cannot hold). */
export function medleyRails(routes: readonly Route[]): { skipped: number; find: (verb: string, path: string) => { index: number; params: Params } | null } {
  const router = new MedleyRouter()
  const stores: Store[] = []
  const bits = new Map<string, number>()
  const bitOf = (verb: string): number => {
    let bit = bits.get(verb)
    if (bit === undefined) bits.set(verb, (bit = 1 << bits.size))
    return bit
  }
  let skipped = 0
  routes.forEach((route, index) => {
    if (!route.anchored) return void skipped++
    const verbs = route.verb.length > 0 ? route.verb.reduce((mask, verb) => mask | bitOf(verb), 0) : -1
    const base: Params = { ...plainDefaults(route.defaults) }
    if (route.controller) base.controller = route.controller
    if (route.action) base.action = route.action
    const all = variants(route.path)
    for (const variant of all) {
      const withFormat = /\.:format$/.test(variant)
      let path = withFormat ? variant.slice(0, -'.:format'.length) || '/' : variant
      const names: string[] = []
      const slots: string[] = []
      const tests: Array<RegExp | null | undefined> = []
      let failed = false
      path = path.replace(/([:*])(\w+)/g, (_, kind: string, name: string) => {
        names.push(name)
        const requirement = route.requirements[name]
        if (kind === '*') {
          slots.push('*')
          tests.push(requirement ? anchored(requirement) : /^[\s\S]*$/)
          return '*'
        }
        const slot = `p${names.length}`
        slots.push(slot)
        tests.push(requirement ? anchored(requirement) : null)
        return `:${slot}`
      })
      if (tests.some((t) => t === undefined) || /\*./.test(path) || /:\w+\./.test(path)) failed = true
      let store: Store | undefined
      if (!failed) {
        try {
          store = router.register(path)
        } catch {
          failed = true
        }
      }
      if (failed || !store) {
        skipped++
        return
      }
      if (!store.candidates) stores.push(store), (store.candidates = [])
      store.candidates.push({ key: index * 2 + (withFormat ? 0 : 1), index, verbs, withFormat, names, slots, tests: tests as Array<RegExp | null>, base })
    }
  })
  for (const store of stores) store.candidates!.sort((a, b) => a.key - b.key)

  const pick = (found: ReturnType<typeof router.find>, verb: number, withFormat: boolean, bestKey: number): Candidate | null => {
    if (found === null) return null
    const list = found.store.candidates
    if (!list) return null
    for (const c of list) {
      if (c.key >= bestKey) return null
      if ((c.verbs & verb) === 0 || c.withFormat !== withFormat) continue
      if (fits(c, found.params)) return c
    }
    return null
  }
  const answer = (c: Candidate, params: Record<string, string>, format: string | null) => {
    const out: Params = { ...c.base }
    for (let i = 0; i < c.names.length; i++) {
      const value = params[c.slots[i]!]!
      out[c.names[i]!] = value.includes('%') ? decodeURIComponent(value) : value
    }
    if (format !== null) out.format = format
    return { index: c.index, params: out }
  }
  const lookup = (verb: number, path: string) => {
    const dot = path.lastIndexOf('.')
    const whole = router.find(path)
    let best = pick(whole, verb, false, Infinity)
    if (dot > path.lastIndexOf('/') && dot < path.length - 1) {
      const stripped = router.find(path.slice(0, dot))
      const formatted = pick(stripped, verb, true, best ? best.key : Infinity)
      if (formatted) return answer(formatted, stripped!.params, path.slice(dot + 1))
    }
    return best ? answer(best, whole!.params, null) : null
  }
  return {
    skipped,
    find(verb, raw) {
      const q = raw.indexOf('?')
      const path = q < 0 ? raw : raw.slice(0, q)
      // A verb no route names gets no bit: only routes for any verb take it.
      const bit = bits.get(verb) ?? 0x40000000
      if (verb !== 'HEAD') return lookup(bit, path)
      return lookup(bit, path) ?? lookup(bits.get('GET') ?? 0x40000000, path)
    },
  }
}

function fits(c: Candidate, params: Record<string, string>): boolean {
  for (let i = 0; i < c.tests.length; i++) {
    const value = params[c.slots[i]!]!
    const test = c.tests[i]!
    if (test === null ? value.includes('.') || value === '' : !test.test(value)) return false
  }
  return true
}

// Every way of taking the optional groups, `(.:format)` included (peerPaths drops it).
function variants(pattern: string): string[] {
  const marker = '\u0000'
  const kept = pattern.replace(/\(\.:format\)/g, `(${marker})`).replace(/\.:format/g, marker)
  return peerPaths(kept).map((p) => p.split(marker).join('.:format'))
}

function anchored(requirement: RubyValue): RegExp | undefined {
  if (requirement === null || typeof requirement !== 'object' || !('regexp' in requirement)) return undefined
  try {
    return new RegExp(`^(?:${requirement.regexp})$`, requirement.flags.includes('i') ? 'i' : '')
  } catch {
    return undefined
  }
}

function plainDefaults(defaults: Record<string, RubyValue>): Params {
  const out: Params = {}
  for (const [key, value] of Object.entries(defaults)) out[key] = typeof value === 'object' && value !== null && 'symbol' in value ? value.symbol : value
  return out
}
