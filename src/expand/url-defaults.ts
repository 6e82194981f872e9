import { isNamed, isNamedRegexp } from './evaluate/named.js'
import { isCall, isSymbol, RHash, type RValue } from './values.js'

/** The URL options Rails copies from a route's or scope's constraints into its defaults. */
const URL_OPTIONS = ['protocol', 'subdomain', 'domain', 'host', 'port']

/**
 * Rails' `Mapping`/`scope`: a URL option given as a String or an Integer constraint is a default
 * too, so the table lists it (`{:host=>"status.example.com"}`). One only the application knows
 * (`host: Settings.status_host`) is listed under its expression, as it would be a String there;
 * one Ruby would make a Regexp (`host: /#{DOMAIN}/`) stays a condition only.
 */
export function urlDefaults(constraints: RHash): RHash {
  return new RHash(constraints.entries.filter(([key, value]) => isSymbol(key) && URL_OPTIONS.includes(key.symbol) && maybeText(value)))
}

function maybeText(value: RValue): boolean {
  if (typeof value === 'string' || typeof value === 'number') return true
  if (isNamed(value)) return !isNamedRegexp(value)
  return isCall(value) && value.receiver !== null && value.source === undefined
}
