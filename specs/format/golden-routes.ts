/**
 * Reads Rails oracle output (`rails.json`, written by tools/rails-oracle.rb) as our `Route` type,
 * and lists the case directories that hold it: specs/golden/<case>/ and specs/format/fixtures/<case>/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Route, RubyValue } from '../../src/route.js'

/** One route as the oracle's JSON mode writes it. */
interface OracleRoute {
  /** `false` for `as: false`, which Rails keeps and prints as "false". */
  name: string | boolean | null
  verb: string[]
  path: string
  controller: string | null
  action: string | null
  endpoint: string | null
  requirements: Record<string, unknown>
  defaults: Record<string, unknown>
  conditions?: Record<string, unknown>
  anchored: boolean
  internal: boolean
  /** The defaults given with String keys, when there are any. */
  stringKeys?: string[]
}

/** The oracle writes objects Ruby cannot tag otherwise as `{inspect}`; they print like constants. */
function toRubyValue(value: unknown): RubyValue {
  if (Array.isArray(value)) return value.map(toRubyValue)
  if (value !== null && typeof value === 'object' && 'inspect' in value) return { constant: String(value.inspect) }
  return value as RubyValue
}

function toRubyHash(hash: Record<string, unknown>): Record<string, RubyValue> {
  return Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, toRubyValue(v)]))
}

/** Converts one oracle entry; the source location is unknown to the oracle. */
export function toRoute(entry: OracleRoute): Route {
  const route: Route = {
    name: entry.name === null ? null : String(entry.name),
    verb: entry.verb,
    path: entry.path,
    controller: entry.controller,
    action: entry.action,
    requirements: toRubyHash(entry.requirements),
    defaults: toRubyHash(entry.defaults),
    conditions: toRubyHash(entry.conditions ?? {}),
    anchored: entry.anchored,
    internal: entry.internal,
    source: { file: 'routes.rb', line: 0, column: 0 },
  }
  if (entry.endpoint !== null) route.endpoint = entry.endpoint
  if (entry.stringKeys) route.stringKeys = entry.stringKeys
  return route
}

/** A case directory with Rails' outputs. */
export interface OracleCase {
  name: string
  dir: string
  routes: Route[]
  read(file: string): string | undefined
}

const root = new URL('../..', import.meta.url).pathname

/** Every case under `specs/<base>` that has both `rails.json` and `rails.txt`. */
export function oracleCases(base: string): OracleCase[] {
  const top = join(root, 'specs', base)
  if (!existsSync(top)) return []
  return readdirSync(top, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(top, e.name, 'rails.json')) && existsSync(join(top, e.name, 'rails.txt')))
    .map((e) => {
      const dir = join(top, e.name)
      const read = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : undefined)
      return { name: `${base}/${e.name}`, dir, routes: (JSON.parse(read('rails.json')!) as OracleRoute[]).map(toRoute), read }
    })
}
