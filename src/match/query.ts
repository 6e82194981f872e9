/**
 * Rails' `to_param` and `to_query` (ActiveSupport), for generated paths and query strings.
 */
import { cgiEscape } from './escape.js'

/** `value.to_param`: null stays null, `true` ⇒ `"true"`, arrays joined with `/`, hashes as a query. */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((v) => toParam(v) ?? '').join('/')
  if (typeof value === 'object') return toQuery(value as Record<string, unknown>)
  return String(value)
}

/**
 * `Hash#to_query`: `key=value` pairs, form-escaped, sorted as strings; arrays as `k%5B%5D=v`,
 * nested hashes as `k%5Bsub%5D=v`; empty arrays and hashes give nothing, null gives `key`.
 */
export function toQuery(hash: Record<string, unknown>, namespace?: string): string {
  const pairs: string[] = []
  for (const key of Object.keys(hash)) {
    const value = hash[key]
    if (isEmptyCollection(value)) continue
    pairs.push(valueToQuery(value, namespace === undefined ? key : `${namespace}[${key}]`))
  }
  if (!namespace?.includes('[]')) pairs.sort(compareBytes)
  return pairs.join('&')
}

// ActiveSupport's to_query (core_ext/object/to_query.rb, Rails main): nil gives the key alone,
// an empty array `key[]` alone; an array's empty arrays and hashes give nothing.
function valueToQuery(value: unknown, key: string): string {
  if (value === null || value === undefined) return cgiEscape(key)
  if (Array.isArray(value)) {
    const prefix = `${key}[]`
    if (value.length === 0) return cgiEscape(prefix)
    return value.filter((v) => !isEmptyCollection(v)).map((v) => valueToQuery(v, prefix)).join('&')
  }
  if (isHash(value)) return toQuery(value, key)
  return `${cgiEscape(key)}=${cgiEscape(toParam(value) ?? '')}`
}

function isEmptyCollection(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : isHash(value) && Object.keys(value).length === 0
}

/** A plain object (a Ruby Hash), as opposed to an array or a scalar. */
export function isHash(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Ruby sorts strings by bytes; escaped query pairs are ASCII, so code units order them the same.
function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
